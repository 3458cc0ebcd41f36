import { Form } from "react-router";
import { useT } from "~/i18n/react";
import type { FormReply } from "~/shared/forms";
import { Notice, SubmitButton, TextAreaField } from "~/ui/form";

export type AnswerReply = FormReply & { intent: string | null };

/** The traveller's two answers to an open claim (decision 3550). */
export function ClaimAnswerForm({
  answerBy,
  amount,
  reply,
}: {
  answerBy: string;
  amount: string;
  reply?: AnswerReply;
}) {
  const t = useT("claims.answer");
  return (
    <div className="grid gap-5">
      {reply?.formError && <Notice tone="error">{reply.formError}</Notice>}
      <p className="text-sm text-muted">{t("lead", { date: answerBy, amount })}</p>
      <Form method="post" className="sm:w-64">
        <SubmitButton intent="accept">{t("accept", { amount })}</SubmitButton>
      </Form>
      <Form method="post" className="grid gap-3">
        <TextAreaField
          label={t("why")}
          name="note"
          maxLength={2000}
          defaultValue={reply?.values.note}
          error={reply?.fieldErrors.note}
        />
        <div className="sm:w-64">
          <SubmitButton intent="dispute" variant="secondary">
            {t("dispute")}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
