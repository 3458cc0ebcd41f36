import { Form } from "react-router";
import { Field, Notice, SubmitButton, TextAreaField } from "~/ui/form";
import { Panel } from "~/ui/page";

export interface SiteCancelView {
  /** Not ended yet (a request or a confirmed stay). */
  open: boolean;
  currency: string;
  /** Null: no refund field (direct payments, or nothing paid through the site). */
  refundable: { cents: number; words: string; typed: string } | null;
  /** A cancellation's refund the processor refused: what is still owed, in words. */
  refundOwed: string | null;
}

export type SiteCancelReply = { error: string; amount: string; reason: string } | undefined;

/** The operator's "cancel on the site's behalf": a refund (all by default), a reason, then a fresh code. */
export function SiteCancelPanel({ view, reply }: { view: SiteCancelView; reply: SiteCancelReply }) {
  if (view.refundOwed)
    return (
      <Panel
        id="retry-refund"
        title="Refund not given back yet"
        description={`The processor refused the refund of ${view.refundOwed} after the booking was cancelled. Trying again is safe: it is the same refund, given back once.`}
      >
        <Form method="post" className="sm:w-64">
          {reply?.error && <Notice>{reply.error}</Notice>}
          <SubmitButton intent="retry-refund">Try the refund again</SubmitButton>
        </Form>
      </Panel>
    );
  if (!view.open) return null;
  return (
    <Panel
      id="cancel"
      title="Cancel on the site's behalf"
      description="Ends the booking whatever its policy; the traveller and the owner are told, with your reason. A code from your authenticator app may be asked for first."
    >
      <Form method="post" className="grid gap-4">
        {reply?.error && <Notice>{reply.error}</Notice>}
        {view.refundable ? (
          <Field
            label={`Refund, ${view.currency} (at most ${view.refundable.words})`}
            name="amount"
            inputMode="decimal"
            defaultValue={reply ? reply.amount : view.refundable.typed}
            hint="Everything paid and not yet refunded unless you lower it."
            className="sm:max-w-xs"
          />
        ) : (
          <p className="text-sm text-muted">Nothing paid through the site can be refunded here.</p>
        )}
        <TextAreaField
          label="Why (the traveller and the owner read it)"
          name="reason"
          rows={3}
          maxLength={2000}
          required
          defaultValue={reply?.reason}
        />
        <div className="sm:w-64">
          <SubmitButton variant="danger">Cancel the booking</SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}
