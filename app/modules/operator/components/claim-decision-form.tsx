import { Form } from "react-router";
import type { FormReply } from "~/shared/forms";
import { Field, Notice, SubmitButton, TextAreaField } from "~/ui/form";

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
  const values = reply?.values ?? {};
  const errors = reply?.fieldErrors ?? {};
  const chosen = values.decision ?? "all";
  return (
    <Form method="post" className="grid gap-4" noValidate>
      {reply?.formError && <Notice tone="error">{reply.formError}</Notice>}
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-ink">What to charge</legend>
        {[
          { value: "all", label: `All of it (${amount})` },
          { value: "part", label: "A part of it" },
          { value: "none", label: "Nothing" },
        ].map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name="decision"
              value={option.value}
              defaultChecked={chosen === option.value}
            />
            {option.label}
          </label>
        ))}
        {errors.decision && <p className="text-sm text-danger">{errors.decision}</p>}
      </fieldset>
      <Field
        label={`The part to charge (${currency}), for “A part of it”`}
        name="amount"
        inputMode="decimal"
        defaultValue={values.amount}
        error={errors.amount}
      />
      <TextAreaField
        label="Reason (both sides and the audit log read it)"
        name="reason"
        required
        maxLength={2000}
        defaultValue={values.reason}
        error={errors.reason}
      />
      <div className="sm:w-64">
        <SubmitButton>Decide</SubmitButton>
      </div>
    </Form>
  );
}
