import { Form, Link, redirect } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { PAYOUT_ACCOUNT_WORDS } from "~/modules/payments/payout-account";
import { payoutAccountPage, startOnboarding } from "~/modules/payments/payout-account.server";
import { paymentsContextFor } from "~/modules/payments/processors.server";
import { platformOf } from "~/platform/context";
import { noFields, parseIntent } from "~/shared/forms";
import { intentReply, readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { Notice, SubmitButton } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/payouts";

export const meta = () => pageMeta("Payouts", "Where your earnings are paid, and how to set it up.");

/** The owner's own payout account (decision 3520): its state, in every payments mode. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const page = await payoutAccountPage(platform.database.db, user.id, platform.env.PAYMENTS_MODE);
  const back = new URL(request.url).searchParams;
  return { ...page, back: back.has("back"), again: back.has("again") };
}

/** Stripe's hosted onboarding for the owner's Express account: a 303 to a fresh one-use link. */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const form = parseIntent(await readForm(request), { onboard: noFields });
  if (!form.ok) return intentReply(form.intent, 400, form);
  const payments = await paymentsContextFor(platform.env, platform.database.db);
  if (!payments?.stripe)
    return intentReply(form.intent, 404, {
      formError: "Payouts are not set up through Stripe on this site.",
    });
  const link = await startOnboarding(platform.database.db, await payments.stripe, {
    userId: user.id,
    appUrl: platform.env.APP_URL,
  });
  if (!link.ok) return intentReply(form.intent, link.status, link);
  return redirect(link.value, 303);
}

export default function Payouts({ loaderData, actionData }: Route.ComponentProps) {
  const { state, scheduled, failed, back, again } = loaderData;
  const words = PAYOUT_ACCOUNT_WORDS[state];
  return (
    <div className="grid max-w-3xl gap-6">
      <UserPageHeading title="Payouts" lead="Where the money from your stays is paid." />
      {back && state !== "ready" && (
        <Notice tone="info">
          Welcome back. Stripe tells us when your details are checked; this page shows it.
        </Notice>
      )}
      {again && <Notice tone="info">That link had expired: here is the page again, start once more.</Notice>}
      <Panel id="payout-account" title={words.title} description={words.body}>
        <div className="grid gap-4" data-testid="payout-account" data-state={state}>
          {(scheduled > 0 || failed > 0) && (
            <p className="text-sm text-ink">
              {scheduled > 0 && `${scheduled} payout${scheduled === 1 ? "" : "s"} scheduled. `}
              {failed > 0 &&
                `${failed} payout${failed === 1 ? "" : "s"} could not be paid yet and will be tried again.`}
            </p>
          )}
          {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
          {words.action && (
            <Form method="post" reloadDocument>
              <SubmitButton intent="onboard">{words.action}</SubmitButton>
            </Form>
          )}
          {state === "not-an-owner" ? (
            <Link className="text-sm font-semibold underline underline-offset-4" to="/host/listings/new">
              List your home
            </Link>
          ) : (
            <Link className="text-sm font-semibold underline underline-offset-4" to="/host/earnings">
              See your earnings
            </Link>
          )}
        </div>
      </Panel>
    </div>
  );
}
