import { data } from "react-router";
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
import { parseFields } from "~/shared/forms";
import { readForm, searchParamsOf } from "~/shared/http.server";
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
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const refuse = (reply: Omit<PricingRulesReply, "intent">, status: number) =>
    data<PricingRulesReply>({ ...reply, intent }, { status });
  if (listing.status === "archived")
    return refuse(
      { fieldErrors: {}, values: {}, formError: "This listing is archived: its prices can't change." },
      409,
    );
  let change: RuleChange;
  let values: Record<string, string>;
  if (intent === "rules") {
    const parsed = parseFields(rulesFormSchema, form);
    if (!parsed.ok)
      return refuse({ fieldErrors: parsed.fieldErrors, values: parsed.values, formError: null }, 400);
    change = { intent, form: parsed.data };
    values = parsed.values;
  } else if (intent === "add-season") {
    const parsed = parseFields(seasonFormSchema, form);
    if (!parsed.ok)
      return refuse({ fieldErrors: parsed.fieldErrors, values: parsed.values, formError: null }, 400);
    const { seasonStart, seasonLast, seasonRate } = parsed.data;
    change = {
      intent,
      season: { start: seasonStart, end: addDays(seasonLast, 1), nightlyRateCents: seasonRate! },
    };
    values = parsed.values;
  } else if (intent === "remove-season") {
    const parsed = parseFields(removeSeasonSchema, form);
    if (!parsed.ok)
      return refuse({ fieldErrors: {}, values: {}, formError: "Choose the season to remove." }, 400);
    change = { intent, start: parsed.data.seasonStart };
    values = {};
  } else {
    return refuse({ fieldErrors: {}, values: {}, formError: "Choose what to change." }, 400);
  }
  const outcome = await changeListingRules(
    platform.database.db,
    listing.id,
    change,
    todayIn(listing.timeZone),
  );
  if (!outcome.ok)
    return refuse({ fieldErrors: outcome.fieldErrors, values, formError: outcome.formError }, outcome.status);
  return redirectWithToast(platform, `/host/listings/${listing.id}/pricing-rules`, {
    type: "success",
    message: outcome.value.message,
  });
}

export default function ListingPricingPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PricingRulesPage {...loaderData} reply={actionData as PricingRulesReply | undefined} />;
}
