import { data } from "react-router";
import { EditorFrame } from "~/modules/hosting/listing-editor/components/editor-frame";
import { ListingReview, type ReviewReply } from "~/modules/hosting/listing-editor/components/listing-review";
import { editorSummary, requireOwnListing } from "~/modules/hosting/listing-editor/editor.server";
import { changeStatus } from "~/modules/hosting/hosting.server";
import { snoozeSchema } from "~/modules/hosting/listing-editor/listing-forms";
import type { LifecycleAction } from "~/modules/hosting/listing-editor/listing-rules";
import { stepPath } from "~/modules/hosting/listing-editor/listing-steps";
import { tileSourceOf } from "~/modules/maps/settings.server";
import { getStay } from "~/modules/stays/stay-page.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { isIsoDate, todayIn } from "~/shared/dates";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/listing-review";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(`Review · ${loaderData?.listing.title || "New listing"}`, "Review and publish your listing.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const { user, row } = await requireOwnListing(context, params.id);
  const today = todayIn(row.listing.timeZone);
  // What travellers will see: the stay's public view, as its owner previews it.
  const stay = await getStay(platform.database.db, row.listing.slug, today, {
    viewerId: user.id,
    areaSecret: platform.secret,
  });
  return { listing: editorSummary(row), today, stay, mapTiles: tileSourceOf(platform.env) };
}

const ACTIONS: LifecycleAction[] = ["publish", "snooze", "unsnooze", "archive"];
const DONE: Record<LifecycleAction, string> = {
  publish: "Published: travellers can find and book it now.",
  snooze: "Snoozed: hidden from search until you turn it back on.",
  unsnooze: "Back on: travellers can find and book it again.",
  archive: "Archived: its bookings and reviews are kept; no new ones can be made.",
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const { user, row } = await requireOwnListing(context, params.id);
  const form = await readForm(request);
  const intent = ACTIONS.find((a) => a === form.get("intent"));
  if (!intent)
    return data<ReviewReply>(
      { formError: "Choose what to do with the listing.", problems: [] },
      { status: 400 },
    );
  let snoozeUntil: string | null = null;
  if (intent === "snooze") {
    const parsed = parseFields(snoozeSchema, form);
    const until = parsed.ok ? parsed.data.until : "";
    const today = todayIn(row.listing.timeZone);
    if (!parsed.ok || (until !== "" && (!isIsoDate(until) || until <= today)))
      return data<ReviewReply>(
        {
          formError: "Choose a date after today, or leave it empty to snooze until you turn it back on.",
          problems: [],
        },
        { status: 400 },
      );
    snoozeUntil = until || null;
  }
  const outcome = await changeStatus(platform.database.db, user.id, row.listing.id, intent, { snoozeUntil });
  if (!outcome.ok && outcome.status === 404) throw data(outcome.formError, { status: 404 });
  if (!outcome.ok)
    return data<ReviewReply>(
      { formError: outcome.formError, problems: "problems" in outcome ? outcome.problems : [] },
      { status: outcome.status },
    );
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
        stay={loaderData.stay}
        mapTiles={loaderData.mapTiles}
        reply={actionData as ReviewReply | undefined}
      />
    </EditorFrame>
  );
}
