import { data, Form } from "react-router";
import { cleanReason } from "~/modules/operator/audit";
import { MoneyAndContactPanels } from "~/modules/operator/components/settings-panels";
import { OPERATOR_HEADERS, operatorOf, requireRecentConfirmation } from "~/modules/operator/guard.server";
import { setListingReview } from "~/modules/operator/listings.server";
import { parseCommission } from "~/modules/operator/settings";
import { readerLocale } from "~/modules/profiles/language.server";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import type { Locale } from "~/i18n/locales";
import { changeSetting } from "~/modules/operator/settings.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import {
  commissionPercent,
  contactAddress,
  isContactEmail,
  listingReviewOn,
} from "~/platform/site-settings.server";
import { readForm } from "~/shared/http.server";
import { unindexedPageMeta } from "~/site";
import { SubmitButton, TextAreaField } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/settings";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("operator")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("operator.settings");
  return unindexedPageMeta(t("title"), t("metaDescription"));
}
export const headers = () => OPERATOR_HEADERS;

export async function loader({ context }: Route.LoaderArgs) {
  const { database, env } = platformOf(context);
  const db = database.db;
  return {
    settings: {
      listingReview: await listingReviewOn(db),
      commission: {
        percent: await commissionPercent(db, env),
        fromEnv: env.SET_BY_ENV?.COMMISSION_PERCENT !== false,
      },
      paymentMode: { mode: env.PAYMENTS_MODE },
      contact: { email: await contactAddress(db, env), fromEnv: env.SET_BY_ENV?.CONTACT_EMAIL !== false },
    },
  };
}

const refuse = (setting: string, error: string, value?: string, status = 400) =>
  data({ setting, error, value }, { status, headers: OPERATOR_HEADERS });
const done = (platform: ReturnType<typeof platformOf>, locale: Locale, changed: boolean, message: string) =>
  redirectWithToast(
    platform,
    "/operator/settings",
    { type: "success", message: changed ? message : translatorFor(locale, "operator.settings")("unchanged") },
    { headers: OPERATOR_HEADERS },
  );

/**
 * Review before publishing (on/off), the commission (money: a fresh code first) and the contact
 * address; one audit row per change. What the environment sets is read-only here (409).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const form = await readForm(request);
  const reason = cleanReason(form.get("reason"));
  const { env, database } = platform;
  const locale = await readerLocale(database.db, request, operatorOf(context).id);
  const say = translatorFor(locale, "operator.settings");
  const setting = form.get("setting") ?? "listingReview";
  if (setting === "commission") {
    if (env.SET_BY_ENV?.COMMISSION_PERCENT !== false)
      return refuse(setting, say("setByEnv", { name: "COMMISSION_PERCENT" }), undefined, 409);
    const typed = String(form.get("commissionPercent") ?? "");
    const percent = parseCommission(typed);
    if (percent === null) return refuse(setting, say("commissionError"), typed.slice(0, 20));
    const operator = await requireRecentConfirmation(context, request);
    const changed = await changeSetting(database.db, operator, "commissionPercent", percent, reason);
    return done(platform, locale, changed, say("commissionChanged", { percent }));
  }
  if (setting === "contact") {
    if (env.SET_BY_ENV?.CONTACT_EMAIL !== false)
      return refuse(setting, say("setByEnv", { name: "CONTACT_EMAIL" }), undefined, 409);
    const typed: unknown = String(form.get("contactEmail") ?? "").trim();
    if (!isContactEmail(typed)) return refuse(setting, say("contactError"), String(typed).slice(0, 254));
    const changed = await changeSetting(
      database.db,
      operatorOf(context),
      "contactEmail",
      typed.toLowerCase(),
      reason,
    );
    return done(platform, locale, changed, say("contactChanged"));
  }
  const review = form.get("listingReview");
  if (setting !== "listingReview" || (review !== "on" && review !== "off"))
    return refuse("listingReview", say("chooseOnOff"));
  const operator = operatorOf(context);
  const changed = await setListingReview(
    database.db,
    { id: operator.id, email: operator.email },
    review === "on",
    reason,
  );
  return done(platform, locale, changed, say(review === "on" ? "reviewOnDone" : "reviewOffDone"));
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const t = useT("operator.settings");
  return (
    <div className="grid gap-6">
      <UserPageHeading title={t("title")} lead={t("lead")} />
      <Panel
        id="listing-review"
        title={t("reviewTitle")}
        description={t(settings.listingReview ? "reviewOn" : "reviewOff")}
      >
        <Form method="post" className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="text-sm font-semibold text-ink">{t("reviewLegend")}</legend>
            <label className="flex items-center gap-2 text-ink">
              <input type="radio" name="listingReview" value="on" defaultChecked={settings.listingReview} />{" "}
              {t("on")}
            </label>
            <label className="flex items-center gap-2 text-ink">
              <input type="radio" name="listingReview" value="off" defaultChecked={!settings.listingReview} />{" "}
              {t("off")}
            </label>
          </fieldset>
          {actionData?.setting === "listingReview" && (
            <p className="text-sm text-danger">{actionData.error}</p>
          )}
          <TextAreaField label={t("why")} name="reason" rows={2} maxLength={2000} />
          <div className="sm:w-48">
            <SubmitButton>{t("save")}</SubmitButton>
          </div>
        </Form>
      </Panel>
      <MoneyAndContactPanels view={settings} reply={actionData} />
    </div>
  );
}
