import { Form, Link, redirect } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { translatorFor } from "~/i18n/language.server";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { PAYOUT_ACCOUNT_WORDS, type PayoutAccountState } from "~/modules/payments/payout-account";
import { readerLocale } from "~/modules/profiles/language.server";
import { payoutAccountPage, startOnboarding } from "~/modules/payments/payout-account.server";
import { paymentsContextFor } from "~/modules/payments/processors.server";
import { platformOf } from "~/platform/context";
import { noFields, parseIntent } from "~/shared/forms";
import { intentReply, readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { Notice, SubmitButton } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/payouts";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("host", "hostPayouts")];

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaLanguage(matches).t("hostPayouts");
  return pageMeta(t("metaTitle"), t("metaDescription"));
};

/** Each state's messages in the catalogue (`hostPayouts.state.*`). */
const STATE_KEY = {
  "not-an-owner": "notAnOwner",
  demo: "demo",
  direct: "direct",
  "not-started": "notStarted",
  "details-missing": "detailsMissing",
  "under-review": "underReview",
  ready: "ready",
} as const satisfies Record<PayoutAccountState, string>;

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
      formError: translatorFor(
        await readerLocale(platform.database.db, request, user.id),
        "hostPayouts",
      )("notStripe"),
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
  const t = useT("hostPayouts");
  const key = STATE_KEY[state];
  const action = PAYOUT_ACCOUNT_WORDS[state].action && t(`state.${key}.action` as "state.ready.action");
  return (
    <div className="grid max-w-3xl gap-6">
      <UserPageHeading title={t("title")} lead={t("lead")} />
      {back && state !== "ready" && <Notice tone="info">{t("welcomeBack")}</Notice>}
      {again && <Notice tone="info">{t("expired")}</Notice>}
      <Panel id="payout-account" title={t(`state.${key}.title`)} description={t(`state.${key}.body`)}>
        <div className="grid gap-4" data-testid="payout-account" data-state={state}>
          {(scheduled > 0 || failed > 0) && (
            <p className="text-sm text-ink">
              {scheduled > 0 && t("scheduled", { count: scheduled })}
              {scheduled > 0 && failed > 0 && " "}
              {failed > 0 && t("failed", { count: failed })}
            </p>
          )}
          {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
          {action && (
            <Form method="post" reloadDocument>
              <SubmitButton intent="onboard">{action}</SubmitButton>
            </Form>
          )}
          {state === "not-an-owner" ? (
            <Link className="text-sm font-semibold underline underline-offset-4" to="/host/listings/new">
              {t("listYourHome")}
            </Link>
          ) : (
            <Link className="text-sm font-semibold underline underline-offset-4" to="/host/earnings">
              {t("seeEarnings")}
            </Link>
          )}
        </div>
      </Panel>
    </div>
  );
}
