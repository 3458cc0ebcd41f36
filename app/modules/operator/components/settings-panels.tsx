import type { ReactNode } from "react";
import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { Field, SubmitButton, TextAreaField } from "~/ui/form";
import { Panel } from "~/ui/page";

export interface SettingsView {
  listingReview: boolean;
  commission: { percent: number; fromEnv: boolean };
  paymentMode: { mode: string };
  contact: { email: string; fromEnv: boolean };
}

export type SettingsReply = { setting: string; error: string; value?: string } | undefined;

function Why() {
  const t = useT("operator.settings");
  return <TextAreaField label={t("why")} name="reason" rows={2} maxLength={2000} />;
}
function Save() {
  const t = useT("operator.settings");
  return (
    <div className="sm:w-48">
      <SubmitButton>{t("save")}</SubmitButton>
    </div>
  );
}
const code = (chunks: ReactNode) => <code>{chunks}</code>;

/** Commission, payment mode and the contact address: editable unless the environment sets them. */
export function MoneyAndContactPanels({ view, reply }: { view: SettingsView; reply: SettingsReply }) {
  const errorOf = (setting: string) => (reply?.setting === setting ? reply.error : undefined);
  const t = useT("operator.settings");
  return (
    <>
      <Panel id="commission" title={t("commissionTitle")} description={t("commissionLead")}>
        {view.commission.fromEnv ? (
          <p className="text-ink">
            {t.rich("commissionFromEnv", {
              percent: view.commission.percent,
              name: "COMMISSION_PERCENT",
              b: (chunks) => <strong className="tabular-nums">{chunks}</strong>,
              code,
            })}
          </p>
        ) : (
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="setting" value="commission" />
            <Field
              label={t("commissionLabel")}
              name="commissionPercent"
              inputMode="decimal"
              defaultValue={reply?.setting === "commission" ? reply.value : String(view.commission.percent)}
              error={errorOf("commission")}
              className="sm:max-w-xs"
            />
            <Why />
            <Save />
          </Form>
        )}
      </Panel>
      <Panel id="payments" title={t("modeTitle")} description={t("modeLead", { name: "PAYMENTS_MODE" })}>
        <p className="text-ink">
          <strong>{view.paymentMode.mode}</strong> · {t("mode", { mode: view.paymentMode.mode })}
        </p>
      </Panel>
      <Panel id="contact" title={t("contactTitle")} description={t("contactLead")}>
        {view.contact.fromEnv ? (
          <p className="break-words text-ink">
            {t.rich("contactFromEnv", {
              email: view.contact.email,
              name: "CONTACT_EMAIL",
              b: (chunks) => <strong>{chunks}</strong>,
              code,
            })}
          </p>
        ) : (
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="setting" value="contact" />
            <Field
              label={t("contactLabel")}
              name="contactEmail"
              type="email"
              defaultValue={reply?.setting === "contact" ? reply.value : view.contact.email}
              error={errorOf("contact")}
              className="sm:max-w-md"
            />
            <Why />
            <Save />
          </Form>
        )}
      </Panel>
    </>
  );
}
