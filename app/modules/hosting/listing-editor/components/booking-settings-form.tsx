import { CANCELLATION_POLICIES } from "~/modules/stays/listing-features";
import { Field, SelectField } from "~/ui/form";
import { bookingSettingsSchema } from "../listing-forms.ts";
import { FieldSet, StepForm, type StepFormProps } from "./step-form";

const POLICY_NAMES: Record<keyof typeof CANCELLATION_POLICIES, string> = {
  flexible: "Flexible",
  moderate: "Moderate",
  strict: "Strict",
  long_term: "Long term",
};

/** Step 7: how and when guests can book. */
export function BookingSettingsForm({ values, reply }: StepFormProps) {
  const v = reply?.values ?? values;
  return (
    <StepForm schema={bookingSettingsSchema} reply={reply}>
      {(fieldErrors) => (
        <>
          <FieldSet legend="How guests book">
            <SelectField
              label="Booking"
              name="bookingMode"
              defaultValue={v.bookingMode ?? "request"}
              error={fieldErrors.bookingMode}
              options={[
                { value: "instant", label: "Instant book: confirmed at once" },
                { value: "request", label: "Request to book: I answer within 24 hours" },
              ]}
            />
            <SelectField
              label="Cancellation policy"
              name="cancellationPolicy"
              defaultValue={v.cancellationPolicy ?? "moderate"}
              error={fieldErrors.cancellationPolicy}
              options={Object.entries(CANCELLATION_POLICIES).map(([value, text]) => ({
                value,
                label: `${POLICY_NAMES[value as keyof typeof CANCELLATION_POLICIES]}: ${text}`,
              }))}
            />
          </FieldSet>
          <FieldSet legend="Length of stay">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Minimum nights"
                name="minNights"
                type="number"
                min={1}
                max={365}
                defaultValue={v.minNights ?? "1"}
                error={fieldErrors.minNights}
              />
              <Field
                label="Maximum nights"
                name="maxNights"
                type="number"
                min={1}
                max={365}
                defaultValue={v.maxNights ?? "365"}
                error={fieldErrors.maxNights}
              />
            </div>
          </FieldSet>
          <FieldSet legend="Calendar">
            <div className="grid gap-4 sm:grid-cols-3">
              <SelectField
                label="Advance notice"
                name="advanceNoticeDays"
                defaultValue={v.advanceNoticeDays ?? "0"}
                error={fieldErrors.advanceNoticeDays}
                options={[
                  { value: "0", label: "Same day" },
                  ...[1, 2, 3, 7].map((d) => ({ value: String(d), label: d === 1 ? "1 day" : `${d} days` })),
                ]}
              />
              <SelectField
                label="Preparation time"
                name="preparationNights"
                defaultValue={v.preparationNights ?? "0"}
                error={fieldErrors.preparationNights}
                hint="Nights kept free between stays."
                options={[
                  { value: "0", label: "None" },
                  { value: "1", label: "1 night" },
                  { value: "2", label: "2 nights" },
                ]}
              />
              <SelectField
                label="Bookable up to"
                name="availabilityMonths"
                defaultValue={v.availabilityMonths ?? "12"}
                error={fieldErrors.availabilityMonths}
                options={[3, 6, 9, 12, 18, 24].map((m) => ({ value: String(m), label: `${m} months ahead` }))}
              />
            </div>
          </FieldSet>
        </>
      )}
    </StepForm>
  );
}
