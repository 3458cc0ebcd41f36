import { Form } from "react-router";
import { useT } from "~/i18n/react";
import type { FormReply } from "~/shared/forms";
import { Field, Notice, SubmitButton, TextAreaField } from "~/ui/form";
import { DECISIONS } from "~/modules/claims/claims";

/** The operator's decision of a disputed claim: all, a part, or nothing, with a reason (decision 3550). */
export function ClaimDecisionForm({
  amount,
  currency,
  reply,
}: {
  amount: string;
  currency: string;
  reply?: FormReply;
}) {
  const t = useT("claims.decision");
  const values = reply?.values ?? {};
  const errors = reply?.fieldErrors ?? {};
  const chosen = values.decision ?? "all";
  return (
    <Form method="post" className="grid gap-4" noValidate>
      {reply?.formError && <Notice tone="error">{reply.formError}</Notice>}
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-ink">{t("what")}</legend>
        {DECISIONS.map((decision) => (
          <label key={decision} className="flex items-center gap-2 text-sm text-ink">
            <input type="radio" name="decision" value={decision} defaultChecked={chosen === decision} />
            {t(decision, { amount })}
          </label>
        ))}
        {errors.decision && <p className="text-sm text-danger">{errors.decision}</p>}
      </fieldset>
      <Field
        label={t("partAmount", { currency })}
        name="amount"
        inputMode="decimal"
        defaultValue={values.amount}
        error={errors.amount}
      />
      <TextAreaField
        label={t("reason")}
        name="reason"
        required
        maxLength={2000}
        defaultValue={values.reason}
        error={errors.reason}
      />
      <div className="sm:w-64">
        <SubmitButton>{t("submit")}</SubmitButton>
      </div>
    </Form>
  );
}
