import { Form } from "react-router";
import { useT } from "~/i18n/react";
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
  const t = useT("operator.siteCancel");
  if (view.refundOwed)
    return (
      <Panel
        id="retry-refund"
        title={t("owedTitle")}
        description={t("owedLead", { amount: view.refundOwed })}
      >
        <Form method="post" className="sm:w-64">
          {reply?.error && <Notice>{reply.error}</Notice>}
          <SubmitButton intent="retry-refund">{t("retry")}</SubmitButton>
        </Form>
      </Panel>
    );
  if (!view.open) return null;
  return (
    <Panel id="cancel" title={t("title")} description={t("lead")}>
      <Form method="post" className="grid gap-4">
        {reply?.error && <Notice>{reply.error}</Notice>}
        {view.refundable ? (
          <Field
            label={t("refund", { currency: view.currency, amount: view.refundable.words })}
            name="amount"
            inputMode="decimal"
            defaultValue={reply ? reply.amount : view.refundable.typed}
            hint={t("refundHint")}
            className="sm:max-w-xs"
          />
        ) : (
          <p className="text-sm text-muted">{t("nothingToRefund")}</p>
        )}
        <TextAreaField
          label={t("why")}
          name="reason"
          rows={3}
          maxLength={2000}
          required
          defaultValue={reply?.reason}
        />
        <div className="sm:w-64">
          <SubmitButton variant="danger">{t("submit")}</SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}
