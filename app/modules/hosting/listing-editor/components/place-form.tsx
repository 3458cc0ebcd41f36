import { useState } from "react";
import { Field, SelectField } from "~/ui/form";
import type { TileSource } from "~/modules/maps/geo";
import { PinPicker } from "~/modules/maps/components/pin-picker";
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from "~/modules/stays/stays";
import { placeSchema } from "../listing-forms.ts";
import { COUNTRY_NAMES, timeZoneFor } from "../places.ts";
import { FieldSet, StepForm, type StepFormProps } from "./step-form";

/** Step 1: the kind of place and its address; the time zone follows the address unless chosen. */
export function PlaceForm({
  values,
  reply,
  timeZones,
  tiles,
}: StepFormProps & {
  /** From the server: the browser's own list may differ, and the page must hydrate as drawn. */
  timeZones: string[];
  /** The map's tiles (null: the offline basemap the search page uses). */
  tiles: TileSource;
}) {
  const v = reply?.values ?? values;
  const [suggested, setSuggested] = useState(timeZoneFor(v.country ?? "United States", v.region ?? ""));
  return (
    <StepForm
      schema={placeSchema}
      reply={reply}
      onInput={(form) => {
        const data = new FormData(form);
        setSuggested(timeZoneFor(String(data.get("country") ?? ""), String(data.get("region") ?? "")));
      }}
    >
      {(fieldErrors) => (
        <>
          <FieldSet legend="The place">
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Property type"
                name="propertyType"
                defaultValue={v.propertyType ?? "house"}
                error={fieldErrors.propertyType}
                options={PROPERTY_TYPES.map((t) => ({ value: t, label: PROPERTY_TYPE_LABELS[t] }))}
              />
              <SelectField
                label="Guests have"
                name="placeKind"
                defaultValue={v.placeKind ?? "entire"}
                error={fieldErrors.placeKind}
                options={[
                  { value: "entire", label: "The whole place" },
                  { value: "private_room", label: "A private room in a shared home" },
                ]}
              />
            </div>
          </FieldSet>
          <FieldSet
            legend="Address"
            hint="Travellers see the street only once you have accepted their booking."
          >
            <Field
              label="Street and number"
              name="address"
              autoComplete="street-address"
              defaultValue={v.address}
              error={fieldErrors.address}
              maxLength={200}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="City"
                name="city"
                autoComplete="address-level2"
                defaultValue={v.city}
                error={fieldErrors.city}
              />
              <Field
                label="State, province or region"
                name="region"
                autoComplete="address-level1"
                defaultValue={v.region}
                error={fieldErrors.region}
              />
              <Field
                label="Postcode"
                name="postcode"
                autoComplete="postal-code"
                defaultValue={v.postcode}
                error={fieldErrors.postcode}
              />
              <SelectField
                label="Country"
                name="country"
                autoComplete="country-name"
                defaultValue={v.country ?? "United States"}
                error={fieldErrors.country}
                options={COUNTRY_NAMES.map((c) => ({ value: c, label: c }))}
              />
            </div>
            <SelectField
              label="Time zone"
              name="timeZone"
              hint="Check-in times and deadlines are shown in the home's time zone."
              defaultValue={v.timeZone && v.timeZone !== suggested ? v.timeZone : ""}
              error={fieldErrors.timeZone}
              options={[
                { value: "", label: `From the address: ${suggested}` },
                ...timeZones.map((z) => ({ value: z, label: z })),
              ]}
            />
          </FieldSet>
          <FieldSet
            legend="Map pin"
            hint="Where the home is. Travellers see an area, not the exact spot, until you accept their booking."
          >
            <PinPicker
              latitude={v.latitude ?? ""}
              longitude={v.longitude ?? ""}
              fieldErrors={{ latitude: fieldErrors.latitude, longitude: fieldErrors.longitude }}
              tiles={tiles}
            />
          </FieldSet>
        </>
      )}
    </StepForm>
  );
}
