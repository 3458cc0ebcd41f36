import { Form } from "react-router";
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
  return (
    <div className="grid gap-5">
      {reply?.formError && <Notice tone="error">{reply.formError}</Notice>}
      <p className="text-sm text-muted">
        Answer by {answerBy}. If you accept, or do not answer in time, {amount} is charged to the card you
        booked with. If you dispute it, the site&apos;s team reads both sides and decides.
      </p>
      <Form method="post" className="sm:w-64">
        <SubmitButton intent="accept">Accept and pay {amount}</SubmitButton>
      </Form>
      <Form method="post" className="grid gap-3">
        <TextAreaField
          label="Why you dispute it (optional)"
          name="note"
          maxLength={2000}
          defaultValue={reply?.values.note}
          error={reply?.fieldErrors.note}
        />
        <div className="sm:w-64">
          <SubmitButton intent="dispute" variant="secondary">
            Dispute the claim
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
