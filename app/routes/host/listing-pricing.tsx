import { metaLanguage } from "~/i18n/meta";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
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
import { readerLocale } from "~/modules/profiles/language.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/listing-pricing";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [
  pageNamespaces("host", "listingEditor", "pricingRules", "stay"),
];

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = metaLanguage(matches).t("pricingRules");
  return pageMeta(
    t("metaTitle", { title: loaderData?.listing.title || t("untitled") }),
    t("metaDescription"),
  );
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, row } = await requireOwnListing(context, params.id);
  const locale = await readerLocale(platformOf(context).database.db, request, user.id);
  const preview = await pricingPreview(
    platformOf(context).database.db,
    row,
    searchParamsOf(request).get("checkIn"),
  );
  return { listing: editorSummary(row, locale), ...preview };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const { user, row } = await requireOwnListing(context, params.id);
  const { listing } = row;
  // Refusals, field errors and the toast in the reader's language (their English is in formErrors).
  const locale = await readerLocale(platform.database.db, request, user.id);
  const say = (message: string) => localizeMessage(locale, message);
  const form = parseIntent(
    await readForm(request),
    { rules: rulesFormSchema, "add-season": seasonFormSchema, "remove-season": removeSeasonSchema },
    "Choose what to change.",
  );
  if (listing.status === "archived")
    return intentReply(form.intent, 409, {
      formError: say("This listing is archived: its prices can't change."),
    });
  if (!form.ok)
    return intentReply(
      form.intent,
      400,
      form.intent === "remove-season"
        ? { formError: say("Choose the season to remove.") }
        : {
            ...form,
            fieldErrors: localizeErrors(locale, form.fieldErrors),
            formError: localizeMessage(locale, form.formError),
          },
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
  if (!outcome.ok)
    return intentReply(form.intent, outcome.status, {
      ...outcome,
      fieldErrors: outcome.fieldErrors && localizeErrors(locale, outcome.fieldErrors),
      formError: localizeMessage(locale, outcome.formError),
      values,
    });
  return redirectWithToast(platform, `/host/listings/${listing.id}/pricing-rules`, {
    type: "success",
    message: say(outcome.value.message),
  });
}

export default function ListingPricingPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PricingRulesPage {...loaderData} reply={actionData as PricingRulesReply | undefined} />;
}
