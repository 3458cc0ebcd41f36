import { data, Form } from "react-router";
import { cleanReason } from "~/modules/operator/audit";
import { MoneyAndContactPanels } from "~/modules/operator/components/settings-panels";
import { OPERATOR_HEADERS, operatorOf, requireRecentConfirmation } from "~/modules/operator/guard.server";
import { setListingReview } from "~/modules/operator/listings.server";
import {
  COMMISSION_ERROR,
  CONTACT_ERROR,
  parseCommission,
  PAYMENT_MODE_WORDS,
} from "~/modules/operator/settings";
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
import { pageMeta } from "~/site";
import { SubmitButton, TextAreaField } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/settings";

export const meta = () => [
  ...pageMeta("Settings", "Operator console."),
  { name: "robots", content: "noindex, nofollow" },
];
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
      paymentMode: { mode: env.PAYMENTS_MODE, words: PAYMENT_MODE_WORDS[env.PAYMENTS_MODE] },
      contact: { email: await contactAddress(db, env), fromEnv: env.SET_BY_ENV?.CONTACT_EMAIL !== false },
    },
  };
}

const refuse = (setting: string, error: string, value?: string) =>
  data({ setting, error, value }, { status: 400, headers: OPERATOR_HEADERS });
const done = (platform: ReturnType<typeof platformOf>, changed: boolean, message: string) =>
  redirectWithToast(
    platform,
    "/operator/settings",
    { type: "success", message: changed ? message : "Nothing changed." },
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
  const setting = form.get("setting") ?? "listingReview";
  if (setting === "commission") {
    if (env.SET_BY_ENV?.COMMISSION_PERCENT !== false)
      return data(
        { setting, error: "COMMISSION_PERCENT sets it: change it in the environment." },
        { status: 409, headers: OPERATOR_HEADERS },
      );
    const typed = String(form.get("commissionPercent") ?? "");
    const percent = parseCommission(typed);
    if (percent === null) return refuse(setting, COMMISSION_ERROR, typed.slice(0, 20));
    const operator = await requireRecentConfirmation(context, request);
    const changed = await changeSetting(database.db, operator, "commissionPercent", percent, reason);
    return done(platform, changed, `The commission is ${percent} % for bookings paid from now on.`);
  }
  if (setting === "contact") {
    if (env.SET_BY_ENV?.CONTACT_EMAIL !== false)
      return data(
        { setting, error: "CONTACT_EMAIL sets it: change it in the environment." },
        { status: 409, headers: OPERATOR_HEADERS },
      );
    const typed: unknown = String(form.get("contactEmail") ?? "").trim();
    if (!isContactEmail(typed)) return refuse(setting, CONTACT_ERROR, String(typed).slice(0, 254));
    const changed = await changeSetting(
      database.db,
      operatorOf(context),
      "contactEmail",
      typed.toLowerCase(),
      reason,
    );
    return done(platform, changed, "The contact page shows the new address.");
  }
  const review = form.get("listingReview");
  if (setting !== "listingReview" || (review !== "on" && review !== "off"))
    return refuse("listingReview", "Choose on or off.");
  const operator = operatorOf(context);
  const changed = await setListingReview(
    database.db,
    { id: operator.id, email: operator.email },
    review === "on",
    reason,
  );
  return done(
    platform,
    changed,
    review === "on"
      ? "Listings now wait for review before they are published."
      : "Listings are published as soon as their owners publish them.",
  );
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  return (
    <div className="grid gap-6">
      <UserPageHeading title="Settings" lead="How the site runs. Every change goes into the audit log." />
      <Panel
        id="listing-review"
        title="Review listings before publishing"
        description={
          settings.listingReview
            ? "On: a listing its owner publishes waits in Listings until an operator approves it."
            : "Off: a listing goes live as soon as its owner publishes it."
        }
      >
        <Form method="post" className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="text-sm font-semibold text-ink">Review before publishing</legend>
            <label className="flex items-center gap-2 text-ink">
              <input type="radio" name="listingReview" value="on" defaultChecked={settings.listingReview} />{" "}
              On
            </label>
            <label className="flex items-center gap-2 text-ink">
              <input type="radio" name="listingReview" value="off" defaultChecked={!settings.listingReview} />{" "}
              Off
            </label>
          </fieldset>
          {actionData?.setting === "listingReview" && (
            <p className="text-sm text-danger">{actionData.error}</p>
          )}
          <TextAreaField label="Why (optional)" name="reason" rows={2} maxLength={2000} />
          <div className="sm:w-48">
            <SubmitButton>Save</SubmitButton>
          </div>
        </Form>
      </Panel>
      <MoneyAndContactPanels view={settings} reply={actionData} />
    </div>
  );
}
