import { Form } from "react-router";
import { Notice, SelectField, SubmitButton, TextAreaField } from "./form";
import { useT } from "~/i18n/react";

/**
 * The form of every report (a review, a listing, a person): a reason from the list and optional
 * words for the site's operators; what was typed comes back with the errors. Each reason is said
 * by its value (`reports.reason.<value>`).
 */
export function ReportForm({
  reasons,
  detailsMax,
  values,
  fieldErrors,
  formError,
}: {
  reasons: readonly { value: string }[];
  detailsMax: number;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  formError?: string | null;
}) {
  const t = useT("reports");
  return (
    <Form method="post" noValidate className="grid max-w-xl gap-5">
      {formError && <Notice>{formError}</Notice>}
      <SelectField
        label={t("form.reason")}
        name="reason"
        defaultValue={values.reason ?? ""}
        error={fieldErrors.reason}
        options={[
          { value: "", label: t("form.choose") },
          ...reasons.map(({ value }) => ({ value, label: t(`reason.${value}`) })),
        ]}
      />
      <TextAreaField
        label={t("form.details")}
        name="details"
        rows={4}
        maxLength={detailsMax}
        defaultValue={values.details ?? ""}
        error={fieldErrors.details}
      />
      <div className="sm:w-48">
        <SubmitButton>{t("form.send")}</SubmitButton>
      </div>
    </Form>
  );
}
