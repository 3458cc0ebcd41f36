import { editorSummary, requireOwnListing } from "~/modules/hosting/listing-editor/editor.server";
import {
  PricingRulesPage,
  type PricingRulesReply,
} from "~/modules/hosting/pricing-rules/components/pricing-rules-page";
import {
  removeSeasonSchema,
  rulesFormSchema,
  seasonFormSchema,
  type RuleChange,
} from "~/modules/hosting/pricing-rules/pricing-rules-form";
import { pricingPreview } from "~/modules/hosting/pricing-rules/pricing-preview.server";
import { changeListingRules } from "~/modules/hosting/pricing-rules/pricing-rules.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { addDays, todayIn } from "~/shared/dates";
import { parseIntent } from "~/shared/forms";
import { intentReply, readForm, searchParamsOf } from "~/shared/http.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/listing-pricing";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    `Pricing rules · ${loaderData?.listing.title || "Listing"}`,
    "A weekend price, seasons, a monthly discount, last-minute or early-bird, and the order they apply in.",
  );

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { row } = await requireOwnListing(context, params.id);
  const preview = await pricingPreview(
    platformOf(context).database.db,
    row,
    searchParamsOf(request).get("checkIn"),
  );
  return { listing: editorSummary(row), ...preview };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const { row } = await requireOwnListing(context, params.id);
  const { listing } = row;
  const form = parseIntent(
    await readForm(request),
    { rules: rulesFormSchema, "add-season": seasonFormSchema, "remove-season": removeSeasonSchema },
    "Choose what to change.",
  );
  if (listing.status === "archived")
    return intentReply(form.intent, 409, { formError: "This listing is archived: its prices can't change." });
  if (!form.ok)
    return intentReply(
      form.intent,
      400,
      form.intent === "remove-season" ? { formError: "Choose the season to remove." } : form,
    );
  let change: RuleChange;
  if (form.intent === "rules") change = { intent: form.intent, form: form.data };
  else if (form.intent === "add-season") {
    const { seasonStart, seasonLast, seasonRate } = form.data;
    change = {
      intent: form.intent,
      season: { start: seasonStart, end: addDays(seasonLast, 1), nightlyRateCents: seasonRate! },
    };
  } else change = { intent: form.intent, start: form.data.seasonStart };
  // What was typed goes back into the form (a removed season's button has nothing to keep).
  const values = form.intent === "remove-season" ? {} : form.values;
  const outcome = await changeListingRules(
    platform.database.db,
    listing.id,
    change,
    todayIn(listing.timeZone),
  );
  if (!outcome.ok) return intentReply(form.intent, outcome.status, { ...outcome, values });
  return redirectWithToast(platform, `/host/listings/${listing.id}/pricing-rules`, {
    type: "success",
    message: outcome.value.message,
  });
}

export default function ListingPricingPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PricingRulesPage {...loaderData} reply={actionData as PricingRulesReply | undefined} />;
}
