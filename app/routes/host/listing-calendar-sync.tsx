import { data } from "react-router";
import { CalendarSyncPage, type SyncReply } from "~/modules/calendar-sync/components/calendar-sync-page";
import {
  addFeed,
  conflictsOf,
  feedOfListing,
  feedsOf,
  recentRuns,
  regenerateCalendarToken,
  removeFeed,
  syncOnRequest,
  type PressOutcome,
} from "~/modules/calendar-sync/calendar-sync.server";
import { calendarSyncPath, feedSchema } from "~/modules/calendar-sync/calendar-sync";
import { editorSummary, requireOwnListing } from "~/modules/hosting/listing-editor/editor.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { noFields, parseIntent } from "~/shared/forms";
import { intentReply, readForm } from "~/shared/http.server";
import { parseSerialId } from "~/shared/ids";
import { pageMeta } from "~/site";
import type { Route } from "./+types/listing-calendar-sync";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    `Calendar sync · ${loaderData?.listing.title || "Listing"}`,
    "Share this listing's calendar with other sites and import theirs.",
  );

export async function loader({ params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const { row } = await requireOwnListing(context, params.id);
  const db = platform.database.db;
  const [feeds, conflicts, runs] = await Promise.all([
    feedsOf(db, row.listing.id),
    conflictsOf(db, row.listing.id),
    recentRuns(db, row.listing.id),
  ]);
  return {
    listing: editorSummary(row),
    timeZone: row.listing.timeZone,
    exportUrl: `${platform.env.APP_URL}/calendar/${row.listing.calendarToken}.ics`,
    feeds: feeds.map((f) => ({
      id: f.id,
      name: f.name,
      url: f.url,
      lastSuccessAt: f.lastSuccessAt?.toISOString() ?? null,
      lastAttemptAt: f.lastAttemptAt?.toISOString() ?? null,
      lastError: f.lastError,
      runs: runs
        .filter((r) => r.feedId === f.id)
        .map((r) => ({
          trigger: r.trigger,
          startedAt: r.startedAt.toISOString(),
          finished: r.finishedAt !== null,
          ok: r.ok,
          error: r.error,
          blocks: r.blocks,
          newConflicts: r.newConflicts,
        })),
    })),
    conflicts: conflicts.map((c) => ({
      id: c.id,
      bookingId: c.bookingId,
      nights: c.nights,
      stay: c.stay,
      feedName: c.feedName,
    })),
  };
}

const NOT_YOURS = "We couldn't find that calendar among this listing's.";

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const { user, row } = await requireOwnListing(context, params.id);
  const db = platform.database.db;
  const listingId = row.listing.id;
  const here = calendarSyncPath(listingId);
  const syncDeps = { db, appUrl: platform.env.APP_URL, allowPrivate: platform.env.TEST_HOOKS };
  const form = await readForm(request);
  const parsed = parseIntent(
    form,
    { add: feedSchema, sync: noFields, remove: noFields, regenerate: noFields },
    "Choose what to do with the calendars.",
  );
  if (!parsed.ok) return intentReply(parsed.intent, 400, parsed);
  const { intent } = parsed;

  if (intent === "add") {
    const added = await addFeed(db, listingId, parsed.data);
    if (!added.ok) return intentReply(intent, added.status, { ...added, values: parsed.values });
    // Imported at once, so the owner sees whether the address works.
    const outcome = await syncOnRequest(
      syncDeps,
      { id: added.value, listingId },
      { userId: user.id, trigger: "added" },
    );
    const name = parsed.data.name;
    return redirectWithToast(
      platform,
      here,
      outcome.ok
        ? outcome.value
          ? { type: "success", message: `${name} added and imported.` }
          : { type: "info", message: `${name} added; its import is still going on: the result shows below.` }
        : outcome.status === 429
          ? {
              type: "info",
              message: `${name} added; it will be imported within 30 minutes. ${outcome.formError}`,
            }
          : { type: "error", message: `${name} added, but its import failed: see below.` },
    );
  }

  if (intent === "sync" || intent === "remove") {
    const feedId = parseSerialId(String(form.get("feedId") ?? ""));
    const feed = feedId === null ? null : await feedOfListing(db, listingId, feedId);
    if (!feed) throw data(NOT_YOURS, { status: 404 });
    if (intent === "remove") {
      await removeFeed(db, listingId, feed.id);
      return redirectWithToast(platform, here, {
        type: "success",
        message: `${feed.name} removed: the nights it closed are open again.`,
      });
    }
    const outcome = await syncOnRequest(syncDeps, feed, { userId: user.id, trigger: "sync-now" });
    // Past the quota: the page again with the reason (429), nothing fetched.
    if (!outcome.ok && outcome.status === 429) return intentReply(intent, 429, outcome);
    return redirectWithToast(platform, here, {
      type: outcome.ok ? (outcome.value ? "success" : "info") : "error",
      message: syncMessage(feed.name, outcome),
    });
  }

  await regenerateCalendarToken(db, listingId);
  return redirectWithToast(platform, here, {
    type: "success",
    message: "New link made: the old one no longer works. Give the new one to your other sites.",
  });
}

/** The toast after "Sync now". */
function syncMessage(name: string, outcome: PressOutcome) {
  if (outcome.ok && !outcome.value) return `${name} is still syncing: its result shows below in a moment.`;
  if (outcome.ok) {
    const { blocks, newConflicts } = outcome.value!;
    const closed =
      blocks === 0 ? "no nights to close" : blocks === 1 ? "1 period closed" : `${blocks} periods closed`;
    const conflicts = newConflicts ? `, ${newConflicts} new conflict${newConflicts === 1 ? "" : "s"}` : "";
    return `${name} synced: ${closed}${conflicts}.`;
  }
  if (outcome.status === 409) return `${name} is being synced already: look again in a minute.`;
  return `${name} could not be synced: ${outcome.formError}`;
}

export default function ListingCalendarSyncRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CalendarSyncPage {...loaderData} reply={actionData as SyncReply | undefined} />;
}
