import { data } from "react-router";
import { EditorFrame } from "~/modules/hosting/listing-editor/components/editor-frame";
import { ListingReview, type ReviewReply } from "~/modules/hosting/listing-editor/components/listing-review";
import { editorSummary, requireOwnListing } from "~/modules/hosting/listing-editor/editor.server";
import { changeStatus } from "~/modules/hosting/hosting.server";
import { snoozeSchema } from "~/modules/hosting/listing-editor/listing-forms";
import { stepPath } from "~/modules/hosting/listing-editor/listing-steps";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { isIsoDate, todayIn } from "~/shared/dates";
import { noFields, parseIntent } from "~/shared/forms";
import { intentReply, readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/listing-review";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(`Review · ${loaderData?.listing.title || "New listing"}`, "Review and publish your listing.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { row } = await requireOwnListing(context, params.id);
  return { listing: editorSummary(row), today: todayIn(row.listing.timeZone) };
}

/** The page's buttons, one intent each: only snoozing has a field (until when). */
const INTENTS = { publish: noFields, snooze: snoozeSchema, unsnooze: noFields, archive: noFields };
const SNOOZE_DATE = "Choose a date after today, or leave it empty to snooze until you turn it back on.";

const DONE: Record<keyof typeof INTENTS, string> = {
  publish: "Published: travellers can find and book it now.",
  snooze: "Snoozed: hidden from search until you turn it back on.",
  unsnooze: "Back on: travellers can find and book it again.",
  archive: "Archived: its bookings and reviews are kept; no new ones can be made.",
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const { user, row } = await requireOwnListing(context, params.id);
  const form = parseIntent(await readForm(request), INTENTS, "Choose what to do with the listing.");
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
  if (!outcome.ok && outcome.status === 404) throw data(outcome.formError, { status: 404 });
  if (!outcome.ok)
    return intentReply(intent, outcome.status, outcome, {
      extra: { problems: "problems" in outcome ? outcome.problems : [] },
    });
  return redirectWithToast(platform, stepPath(row.listing.id, "review"), {
    type: "success",
    message: snoozeUntil
      ? `Snoozed until ${snoozeUntil}.`
      : outcome.value.status === "in_review"
        ? "Sent for review: travellers can find it once the site's team approves it."
        : DONE[intent],
  });
}

export default function ListingReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorFrame listing={loaderData.listing} step="review">
      <ListingReview
        listing={loaderData.listing}
        today={loaderData.today}
        reply={actionData as ReviewReply | undefined}
      />
    </EditorFrame>
  );
}
