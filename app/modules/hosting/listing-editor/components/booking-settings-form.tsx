import { useT } from "~/i18n/react";
import { CANCELLATION_POLICIES } from "~/modules/stays/listing-features";
import { Field, SelectField } from "~/ui/form";
import { bookingSettingsSchema } from "../listing-forms.ts";
import { FieldSet, StepForm, type StepFormProps } from "./step-form";

type Policy = keyof typeof CANCELLATION_POLICIES;

/** Step 7: how and when guests can book. */
export function BookingSettingsForm({ values, reply }: StepFormProps) {
  const t = useT("listingEditor.bookingSettings");
  // The policies' names and terms as the stay page says them to travellers.
  const page = useT("stay.page");
  const terms = useT("stay.page.cancellationTerms");
  const v = reply?.values ?? values;
  return (
    <StepForm schema={bookingSettingsSchema} reply={reply}>
      {(fieldErrors) => (
        <>
          <FieldSet legend={t("howGuestsBook")}>
            <SelectField
              label={t("booking")}
              name="bookingMode"
              defaultValue={v.bookingMode ?? "request"}
              error={fieldErrors.bookingMode}
              options={[
                { value: "instant", label: t("instant") },
                { value: "request", label: t("request") },
              ]}
            />
            <SelectField
              label={t("policy")}
              name="cancellationPolicy"
              defaultValue={v.cancellationPolicy ?? "moderate"}
              error={fieldErrors.cancellationPolicy}
              options={(Object.keys(CANCELLATION_POLICIES) as Policy[]).map((value) => ({
                value,
                label: t("policyOption", {
                  name: page("cancellationName", { policy: value }),
                  terms: terms(value),
                }),
              }))}
            />
          </FieldSet>
          <FieldSet legend={t("lengthOfStay")}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t("minNights")}
                name="minNights"
                type="number"
                min={1}
                max={365}
                defaultValue={v.minNights ?? "1"}
                error={fieldErrors.minNights}
              />
              <Field
                label={t("maxNights")}
                name="maxNights"
                type="number"
                min={1}
                max={365}
                defaultValue={v.maxNights ?? "365"}
                error={fieldErrors.maxNights}
              />
            </div>
          </FieldSet>
          <FieldSet legend={t("calendar")}>
            <div className="grid gap-4 sm:grid-cols-3">
              <SelectField
                label={t("advanceNotice")}
                name="advanceNoticeDays"
                defaultValue={v.advanceNoticeDays ?? "0"}
                error={fieldErrors.advanceNoticeDays}
                options={[
                  { value: "0", label: t("sameDay") },
                  ...[1, 2, 3, 7].map((d) => ({ value: String(d), label: t("days", { count: d }) })),
                ]}
              />
              <SelectField
                label={t("preparation")}
                name="preparationNights"
                defaultValue={v.preparationNights ?? "0"}
                error={fieldErrors.preparationNights}
                hint={t("preparationHint")}
                options={[
                  { value: "0", label: t("none") },
                  { value: "1", label: t("nights", { count: 1 }) },
                  { value: "2", label: t("nights", { count: 2 }) },
                ]}
              />
              <SelectField
                label={t("bookableUpTo")}
                name="availabilityMonths"
                defaultValue={v.availabilityMonths ?? "12"}
                error={fieldErrors.availabilityMonths}
                options={[3, 6, 9, 12, 18, 24].map((m) => ({
                  value: String(m),
                  label: t("monthsAhead", { count: m }),
                }))}
              />
            </div>
          </FieldSet>
        </>
      )}
    </StepForm>
  );
}
