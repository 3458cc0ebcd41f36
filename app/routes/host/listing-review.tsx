import { data } from "react-router";
import { translatorFor } from "~/i18n/language.server";
import { metaLanguage } from "~/i18n/meta";
import { localizeMessage } from "~/i18n/server-messages.server";
import { EditorFrame } from "~/modules/hosting/listing-editor/components/editor-frame";
import { ListingReview, type ReviewReply } from "~/modules/hosting/listing-editor/components/listing-review";
import { editorSummary, requireOwnListing } from "~/modules/hosting/listing-editor/editor.server";
import { changeStatus } from "~/modules/hosting/hosting.server";
import { snoozeSchema } from "~/modules/hosting/listing-editor/listing-forms";
import { stepPath } from "~/modules/hosting/listing-editor/listing-steps";
import { tileSourceOf } from "~/modules/maps/settings.server";
import { getStay } from "~/modules/stays/stay-page.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { isIsoDate, todayIn } from "~/shared/dates";
import { noFields, parseIntent } from "~/shared/forms";
import { intentReply, readForm } from "~/shared/http.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { formatDate } from "~/shared/format";
import { intlLocale } from "~/i18n/locales";
import { countryNameOf } from "~/modules/hosting/listing-editor/place-choices";
import { pageMeta } from "~/site";
import type { Route } from "./+types/listing-review";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [
  pageNamespaces("host", "listingEditor", "pets", "search", "stay"),
];

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = metaLanguage(matches).t("listingEditor.review");
  return pageMeta(
    t("metaTitle", { title: loaderData?.listing.title || t("newListing") }),
    t("metaDescription"),
  );
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const { user, row } = await requireOwnListing(context, params.id);
  const locale = await readerLocale(platform.database.db, request, user.id);
  const today = todayIn(row.listing.timeZone);
  // What travellers will see: the stay's public view, as its owner previews it.
  const stay = await getStay(platform.database.db, row.listing.slug, today, {
    viewerId: user.id,
    areaSecret: platform.secret,
  });
  // The country as the owner's language names it (the stored value is its English name).
  const named = stay && {
    ...stay,
    listing: { ...stay.listing, country: countryNameOf(stay.listing.country, intlLocale(locale)) },
  };
  return { listing: editorSummary(row, locale), today, stay: named, mapTiles: tileSourceOf(platform.env) };
}

/** The page's buttons, one intent each: only snoozing has a field (until when). */
const INTENTS = { publish: noFields, snooze: snoozeSchema, unsnooze: noFields, archive: noFields };

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const { user, row } = await requireOwnListing(context, params.id);
  const locale = await readerLocale(platform.database.db, request, user.id);
  const t = translatorFor(locale, "listingEditor.review");
  const SNOOZE_DATE = t("snoozeDate");
  const form = parseIntent(await readForm(request), INTENTS, t("whatToDo"));
  if (!form.ok)
    return intentReply(form.intent, 400, form.intent === "snooze" ? { formError: SNOOZE_DATE } : form);
  const { intent } = form;
  let snoozeUntil: string | null = null;
  if (form.intent === "snooze") {
    const { until } = form.data;
    if (until !== "" && (!isIsoDate(until) || until <= todayIn(row.listing.timeZone)))
      return intentReply(intent, 400, { formError: SNOOZE_DATE });
    snoozeUntil = until || null;
  }
  const outcome = await changeStatus(platform.database.db, user.id, row.listing.id, intent, { snoozeUntil });
  if (!outcome.ok && outcome.status === 404)
    throw data(localizeMessage(locale, outcome.formError), { status: 404 });
  if (!outcome.ok)
    return intentReply(
      intent,
      outcome.status,
      { ...outcome, formError: localizeMessage(locale, outcome.formError) },
      {
        extra: {
          problems: ("problems" in outcome ? outcome.problems : []).map((p) => ({
            ...p,
            message: localizeMessage(locale, p.message),
          })),
        },
      },
    );
  return redirectWithToast(platform, stepPath(row.listing.id, "review"), {
    type: "success",
    message: snoozeUntil
      ? t("snoozedTill", { date: formatDate(snoozeUntil, {}, intlLocale(locale)) })
      : outcome.value.status === "in_review"
        ? t("sentForReview")
        : t("done", { intent }),
  });
}

export default function ListingReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorFrame listing={loaderData.listing} step="review">
      <ListingReview
        listing={loaderData.listing}
        today={loaderData.today}
        stay={loaderData.stay}
        mapTiles={loaderData.mapTiles}
        reply={actionData as ReviewReply | undefined}
      />
    </EditorFrame>
  );
}
