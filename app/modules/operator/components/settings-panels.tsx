import { Form } from "react-router";
import { Field, SubmitButton, TextAreaField } from "~/ui/form";
import { Panel } from "~/ui/page";

export interface SettingsView {
  listingReview: boolean;
  commission: { percent: number; fromEnv: boolean };
  paymentMode: { mode: string; words: string };
  contact: { email: string; fromEnv: boolean };
}

export type SettingsReply = { setting: string; error: string; value?: string } | undefined;

const Why = () => <TextAreaField label="Why (optional)" name="reason" rows={2} maxLength={2000} />;
const Save = () => (
  <div className="sm:w-48">
    <SubmitButton>Save</SubmitButton>
  </div>
);

/** Commission, payment mode and the contact address: editable unless the environment sets them. */
export function MoneyAndContactPanels({ view, reply }: { view: SettingsView; reply: SettingsReply }) {
  const errorOf = (setting: string) => (reply?.setting === setting ? reply.error : undefined);
  return (
    <>
      <Panel
        id="commission"
        title="Commission"
        description="The site's share of each stay, kept from the owner's payout. Changes apply to bookings paid from now on."
      >
        {view.commission.fromEnv ? (
          <p className="text-ink">
            <strong className="tabular-nums">{view.commission.percent} %</strong>, set by{" "}
            <code>COMMISSION_PERCENT</code> in the site's environment: change it there.
          </p>
        ) : (
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="setting" value="commission" />
            <Field
              label="Commission, percent (0 to 50)"
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
      <Panel id="payments" title="Payment mode" description="Set by PAYMENTS_MODE in the site's environment.">
        <p className="text-ink">
          <strong>{view.paymentMode.mode}</strong> · {view.paymentMode.words}
        </p>
      </Panel>
      <Panel
        id="contact"
        title="Contact address"
        description="Shown on the contact page; messages sent from it go there."
      >
        {view.contact.fromEnv ? (
          <p className="break-words text-ink">
            <strong>{view.contact.email}</strong>, set by <code>CONTACT_EMAIL</code> in the site's
            environment.
          </p>
        ) : (
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="setting" value="contact" />
            <Field
              label="Email address"
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
