import { data } from "react-router";
import { AreaError } from "~/frame/area-error";
import { CalendarSyncPage, type SyncReply } from "~/modules/calendar-sync/components/calendar-sync-page";
import {
  addFeed,
  conflictsOf,
  feedOfListing,
  feedsOf,
  importFeed,
  regenerateCalendarToken,
  removeFeed,
} from "~/modules/calendar-sync/calendar-sync.server";
import { calendarSyncPath, feedSchema } from "~/modules/calendar-sync/calendar-sync";
import { editorSummary, requireOwnListing } from "~/modules/hosting/editor.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { parseFields } from "~/shared/forms";
import { assertSameOrigin, readForm } from "~/shared/http.server";
import { parseSerialId } from "~/shared/ids";
import { pageMeta } from "~/site";
import type { Route } from "./+types/listing-calendar-sync";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    `Calendar sync · ${loaderData?.listing.title || "Listing"}`,
    "Share this listing's calendar with other sites and import theirs.",
  );

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const { row } = await requireOwnListing(platform, request, params.id);
  const db = platform.database.db;
  const [feeds, conflicts] = await Promise.all([
    feedsOf(db, row.listing.id),
    conflictsOf(db, row.listing.id),
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
  assertSameOrigin(request, platform.env.APP_URL);
  const { row } = await requireOwnListing(platform, request, params.id);
  const db = platform.database.db;
  const listingId = row.listing.id;
  const here = calendarSyncPath(listingId);
  const form = await readForm(request);
  const intent = form.get("intent");

  if (intent === "add") {
    const parsed = parseFields(feedSchema, form);
    if (!parsed.ok)
      return data<SyncReply>(
        { intent, errors: parsed.errors, values: parsed.values, formError: null },
        { status: 400 },
      );
    const added = await addFeed(db, listingId, parsed.data);
    if (!added.ok)
      return data<SyncReply>(
        {
          intent,
          errors: added.field ? { [added.field]: added.message } : {},
          values: parsed.values,
          formError: added.field ? null : added.message,
        },
        { status: 409 },
      );
    // Imported at once, so the owner sees whether the address works.
    const outcome = await importFeed(
      { db, appUrl: platform.env.APP_URL, allowPrivate: platform.env.TEST_HOOKS },
      added.id,
      {
        force: true,
      },
    );
    return redirectWithToast(
      platform,
      here,
      outcome.ok
        ? { type: "success", message: `${parsed.data.name} added and imported.` }
        : { type: "error", message: `${parsed.data.name} added, but its import failed: see below.` },
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
    const outcome = await importFeed(
      { db, appUrl: platform.env.APP_URL, allowPrivate: platform.env.TEST_HOOKS },
      feed.id,
      {
        force: true,
      },
    );
    const message = outcome.ok
      ? `${feed.name} synced: ${outcome.blocks === 0 ? "no nights to close" : outcome.blocks === 1 ? "1 period closed" : `${outcome.blocks} periods closed`}${outcome.newConflicts ? `, ${outcome.newConflicts} new conflict${outcome.newConflicts === 1 ? "" : "s"}` : ""}.`
      : "busy" in outcome
        ? `${feed.name} is being synced already: look again in a minute.`
        : `${feed.name} could not be synced: ${outcome.error}`;
    return redirectWithToast(platform, here, { type: outcome.ok ? "success" : "error", message });
  }

  if (intent === "regenerate") {
    await regenerateCalendarToken(db, listingId);
    return redirectWithToast(platform, here, {
      type: "success",
      message: "New link made: the old one no longer works. Give the new one to your other sites.",
    });
  }

  return data<SyncReply>(
    { intent: null, errors: {}, values: {}, formError: "Choose what to do with the calendars." },
    { status: 400 },
  );
}

export default function ListingCalendarSyncRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CalendarSyncPage {...loaderData} reply={actionData as SyncReply | undefined} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaError error={error} area="host" />;
}
