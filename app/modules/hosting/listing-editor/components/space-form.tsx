import { useT } from "~/i18n/react";
import { AMENITY_KEYS } from "~/modules/stays/listing-features";
import { CheckboxGroup, Field, TextAreaField } from "~/ui/form";
import { spaceSchema } from "../listing-forms.ts";
import { listOf } from "../step-values.ts";
import { FieldSet, StepForm, type StepFormProps } from "./step-form";

/** Step 2: guests, rooms, size, amenities and accessibility. */
export function SpaceForm({ values, reply }: StepFormProps) {
  const t = useT("listingEditor.space");
  const amenity = useT("stay.amenity");
  const v = reply?.values ?? values;
  return (
    <StepForm schema={spaceSchema} reply={reply}>
      {(fieldErrors) => (
        <>
          <FieldSet legend={t("roomsAndGuests")}>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <Field
                label={t("guests")}
                name="maxGuests"
                type="number"
                min={1}
                max={16}
                defaultValue={v.maxGuests}
                error={fieldErrors.maxGuests}
              />
              <Field
                label={t("bedrooms")}
                name="bedrooms"
                type="number"
                min={0}
                max={50}
                defaultValue={v.bedrooms}
                error={fieldErrors.bedrooms}
                hint={t("studio")}
              />
              <Field
                label={t("beds")}
                name="beds"
                type="number"
                min={1}
                max={50}
                defaultValue={v.beds}
                error={fieldErrors.beds}
              />
              <Field
                label={t("bathrooms")}
                name="bathrooms"
                type="number"
                min={0.5}
                max={50}
                step={0.5}
                defaultValue={v.bathrooms}
                error={fieldErrors.bathrooms}
                hint={t("halfBath")}
              />
              <Field
                label={t("size")}
                name="sizeSqm"
                type="number"
                min={5}
                max={5000}
                defaultValue={v.sizeSqm}
                error={fieldErrors.sizeSqm}
              />
            </div>
          </FieldSet>
          <FieldSet legend={t("amenities")}>
            <CheckboxGroup
              legend={t("offers")}
              name="amenities"
              columns={3}
              checked={listOf(v.amenities)}
              error={fieldErrors.amenities}
              options={AMENITY_KEYS.map((key) => ({ value: key, label: amenity(key) }))}
            />
          </FieldSet>
          <FieldSet legend={t("accessibility")}>
            <TextAreaField
              label={t("accessibilityNotes")}
              name="accessibilityNotes"
              hint={t("accessibilityHint")}
              maxLength={1000}
              defaultValue={v.accessibilityNotes}
              error={fieldErrors.accessibilityNotes}
            />
          </FieldSet>
        </>
      )}
    </StepForm>
  );
}
