import { Form } from "react-router";
import { Notice, SelectField, SubmitButton, TextAreaField } from "./form";

/**
 * The form of every report (a review, a listing, a person): a reason from the list and optional
 * words for the site's operators; what was typed comes back with the errors.
 */
export function ReportForm({
  reasons,
  detailsMax,
  values,
  fieldErrors,
  formError,
}: {
  reasons: readonly { value: string; label: string }[];
  detailsMax: number;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  formError?: string | null;
}) {
  return (
    <Form method="post" noValidate className="grid max-w-xl gap-5">
      {formError && <Notice>{formError}</Notice>}
      <SelectField
        label="Reason"
        name="reason"
        defaultValue={values.reason ?? ""}
        error={fieldErrors.reason}
        options={[{ value: "", label: "Choose a reason" }, ...reasons]}
      />
      <TextAreaField
        label="What should the operators know? (optional)"
        name="details"
        rows={4}
        maxLength={detailsMax}
        defaultValue={values.details ?? ""}
        error={fieldErrors.details}
      />
      <div className="sm:w-48">
        <SubmitButton>Send report</SubmitButton>
      </div>
    </Form>
  );
}
