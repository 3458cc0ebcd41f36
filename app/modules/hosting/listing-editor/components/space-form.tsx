import { AMENITIES, AMENITY_KEYS } from "~/modules/stays/listing-features";
import { CheckboxGroup, Field, TextAreaField } from "~/ui/form";
import { spaceSchema } from "../listing-forms.ts";
import { listOf } from "../step-values.ts";
import { FieldSet, StepForm, type StepFormProps } from "./step-form";

/** Step 2: guests, rooms, size, amenities and accessibility. */
export function SpaceForm({ values, reply }: StepFormProps) {
  const v = reply?.values ?? values;
  return (
    <StepForm schema={spaceSchema} reply={reply}>
      {(fieldErrors) => (
        <>
          <FieldSet legend="Rooms and guests">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <Field
                label="Guests"
                name="maxGuests"
                type="number"
                min={1}
                max={16}
                defaultValue={v.maxGuests}
                error={fieldErrors.maxGuests}
              />
              <Field
                label="Bedrooms"
                name="bedrooms"
                type="number"
                min={0}
                max={50}
                defaultValue={v.bedrooms}
                error={fieldErrors.bedrooms}
                hint="0 for a studio"
              />
              <Field
                label="Beds"
                name="beds"
                type="number"
                min={1}
                max={50}
                defaultValue={v.beds}
                error={fieldErrors.beds}
              />
              <Field
                label="Bathrooms"
                name="bathrooms"
                type="number"
                min={0.5}
                max={50}
                step={0.5}
                defaultValue={v.bathrooms}
                error={fieldErrors.bathrooms}
                hint="A half bathroom has no shower or bath"
              />
              <Field
                label="Size in m² (optional)"
                name="sizeSqm"
                type="number"
                min={5}
                max={5000}
                defaultValue={v.sizeSqm}
                error={fieldErrors.sizeSqm}
              />
            </div>
          </FieldSet>
          <FieldSet legend="Amenities">
            <CheckboxGroup
              legend="What the home offers"
              name="amenities"
              columns={3}
              checked={listOf(v.amenities)}
              error={fieldErrors.amenities}
              options={AMENITY_KEYS.map((key) => ({ value: key, label: AMENITIES[key] }))}
            />
          </FieldSet>
          <FieldSet legend="Accessibility">
            <TextAreaField
              label="Accessibility notes (optional)"
              name="accessibilityNotes"
              hint="Steps to the door, lift, door widths, grab bars: what a guest with limited mobility needs to know."
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
