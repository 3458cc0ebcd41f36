import { useState } from "react";
import { useT } from "~/i18n/react";
import { Field, SelectField } from "~/ui/form";
import type { TileSource } from "~/modules/maps/geo";
import { PinPicker } from "~/modules/maps/components/pin-picker";
import { PROPERTY_TYPES } from "~/modules/stays/stays";
import { placeSchema } from "../listing-forms.ts";
import type { CountryChoice, ZoneChoice } from "../place-choices.ts";
import { timeZoneFor } from "../places.ts";
import { FieldSet, StepForm, type StepFormProps } from "./step-form";

/** Step 1: the kind of place and its address; the time zone follows the address unless chosen. */
export function PlaceForm({
  values,
  reply,
  countries,
  timeZones,
  tiles,
}: StepFormProps & {
  /**
   * From the server, named in the reader's language (place-choices.ts): the browser's own lists
   * and names may differ, and the page must hydrate as drawn. The values stay the stored ones.
   */
  countries: CountryChoice[];
  timeZones: ZoneChoice[];
  /** The map's tiles (null: the offline basemap the search page uses). */
  tiles: TileSource;
}) {
  const t = useT("listingEditor.place");
  const type = useT("stay.card.type");
  const v = reply?.values ?? values;
  const [suggested, setSuggested] = useState(timeZoneFor(v.country ?? "United States", v.region ?? ""));
  const zoneLabel = (zone: ZoneChoice) => t("zoneOption", { city: zone.city, name: zone.name });
  const suggestedZone = timeZones.find((z) => z.value === suggested);
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
          <FieldSet legend={t("thePlace")}>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={t("propertyType")}
                name="propertyType"
                defaultValue={v.propertyType ?? "house"}
                error={fieldErrors.propertyType}
                options={PROPERTY_TYPES.map((value) => ({ value, label: type(value) }))}
              />
              <SelectField
                label={t("guestsHave")}
                name="placeKind"
                defaultValue={v.placeKind ?? "entire"}
                error={fieldErrors.placeKind}
                options={[
                  { value: "entire", label: t("entire") },
                  { value: "private_room", label: t("privateRoom") },
                ]}
              />
            </div>
          </FieldSet>
          <FieldSet legend={t("address")} hint={t("addressHint")}>
            <Field
              label={t("street")}
              name="address"
              autoComplete="street-address"
              defaultValue={v.address}
              error={fieldErrors.address}
              maxLength={200}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t("city")}
                name="city"
                autoComplete="address-level2"
                defaultValue={v.city}
                error={fieldErrors.city}
              />
              <Field
                label={t("region")}
                name="region"
                autoComplete="address-level1"
                defaultValue={v.region}
                error={fieldErrors.region}
              />
              <Field
                label={t("postcode")}
                name="postcode"
                autoComplete="postal-code"
                defaultValue={v.postcode}
                error={fieldErrors.postcode}
              />
              <SelectField
                label={t("country")}
                name="country"
                autoComplete="country-name"
                defaultValue={v.country ?? "United States"}
                error={fieldErrors.country}
                options={countries}
              />
            </div>
            <SelectField
              label={t("timeZone")}
              name="timeZone"
              hint={t("timeZoneHint")}
              defaultValue={v.timeZone && v.timeZone !== suggested ? v.timeZone : ""}
              error={fieldErrors.timeZone}
              options={[
                {
                  value: "",
                  label: t("fromAddress", { zone: suggestedZone ? zoneLabel(suggestedZone) : suggested }),
                },
                ...timeZones.map((z) => ({ value: z.value, label: zoneLabel(z) })),
              ]}
            />
          </FieldSet>
          <FieldSet legend={t("mapPin")} hint={t("mapPinHint")}>
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
