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
import { metaLanguage } from "~/i18n/meta";
import { translatorFor } from "~/i18n/language.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { zoneSaidIn } from "~/modules/hosting/listing-editor/place-names.server";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import type { Locale } from "~/i18n/locales";
import type { Route } from "./+types/listing-calendar-sync";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("calendarSync", "host")];

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("calendarSync");
  return pageMeta(t("metaTitle", { title: loaderData?.listing.title || t("listing") }), t("metaDescription"));
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const { user, row } = await requireOwnListing(context, params.id);
  const db = platform.database.db;
  // A feed's import errors are kept in English; the page says them in the reader's (decision 3850).
  const locale = await readerLocale(db, request, user.id);
  const [feeds, conflicts, runs] = await Promise.all([
    feedsOf(db, row.listing.id),
    conflictsOf(db, row.listing.id),
    recentRuns(db, row.listing.id),
  ]);
  return {
    listing: editorSummary(row),
    timeZone: row.listing.timeZone,
    // The home's zone named in the reader's language, not its IANA id.
    zoneName: zoneSaidIn(locale, row.listing.timeZone),
    exportUrl: `${platform.env.APP_URL}/calendar/${row.listing.calendarToken}.ics`,
    feeds: feeds.map((f) => ({
      id: f.id,
      name: f.name,
      url: f.url,
      lastSuccessAt: f.lastSuccessAt?.toISOString() ?? null,
      lastAttemptAt: f.lastAttemptAt?.toISOString() ?? null,
      lastError: localizeMessage(locale, f.lastError),
      runs: runs
        .filter((r) => r.feedId === f.id)
        .map((r) => ({
          trigger: r.trigger,
          startedAt: r.startedAt.toISOString(),
          finished: r.finishedAt !== null,
          ok: r.ok,
          error: localizeMessage(locale, r.error),
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

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const { user, row } = await requireOwnListing(context, params.id);
  const db = platform.database.db;
  const listingId = row.listing.id;
  const here = calendarSyncPath(listingId);
  const syncDeps = { db, appUrl: platform.env.APP_URL, allowPrivate: platform.env.TEST_HOOKS };
  const form = await readForm(request);
  const locale = await readerLocale(db, request, user.id);
  const say = translatorFor(locale, "calendarSync.said");
  const parsed = parseIntent(
    form,
    { add: feedSchema, sync: noFields, remove: noFields, regenerate: noFields },
    say("chooseIntent"),
  );
  // What the forms and the feed rules refuse, said in the reader's language.
  const localized = (reply: { fieldErrors?: Record<string, string>; formError?: string | null }) => ({
    fieldErrors: localizeErrors(locale, reply.fieldErrors ?? {}),
    formError: localizeMessage(locale, reply.formError ?? null),
  });
  if (!parsed.ok) return intentReply(parsed.intent, 400, { ...parsed, ...localized(parsed) });
  const { intent } = parsed;

  if (intent === "add") {
    const added = await addFeed(db, listingId, parsed.data);
    if (!added.ok)
      return intentReply(intent, added.status, { ...added, ...localized(added), values: parsed.values });
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
          ? { type: "success", message: say("added", { name }) }
          : { type: "info", message: say("addedGoing", { name }) }
        : outcome.status === 429
          ? {
              type: "info",
              message: say("addedLater", { name, reason: localizeMessage(locale, outcome.formError) ?? "" }),
            }
          : { type: "error", message: say("addedFailed", { name }) },
    );
  }

  if (intent === "sync" || intent === "remove") {
    const feedId = parseSerialId(String(form.get("feedId") ?? ""));
    const feed = feedId === null ? null : await feedOfListing(db, listingId, feedId);
    if (!feed) throw data(say("notYours"), { status: 404 });
    if (intent === "remove") {
      await removeFeed(db, listingId, feed.id);
      return redirectWithToast(platform, here, {
        type: "success",
        message: say("removed", { name: feed.name }),
      });
    }
    const outcome = await syncOnRequest(syncDeps, feed, { userId: user.id, trigger: "sync-now" });
    // Past the quota: the page again with the reason (429), nothing fetched.
    if (!outcome.ok && outcome.status === 429)
      return intentReply(intent, 429, { ...outcome, formError: localizeMessage(locale, outcome.formError) });
    return redirectWithToast(platform, here, {
      type: outcome.ok ? (outcome.value ? "success" : "info") : "error",
      message: syncMessage(say, feed.name, outcome, locale),
    });
  }

  await regenerateCalendarToken(db, listingId);
  return redirectWithToast(platform, here, {
    type: "success",
    message: say("newLinkMade"),
  });
}

/** The toast after "Sync now", in the reader's language. */
function syncMessage(
  say: ReturnType<typeof translatorFor>,
  name: string,
  outcome: PressOutcome,
  locale: Locale,
) {
  if (outcome.ok && !outcome.value) return say("syncing", { name });
  if (outcome.ok) {
    const { blocks, newConflicts } = outcome.value!;
    return say("synced", { name, blocks, conflicts: newConflicts });
  }
  if (outcome.status === 409) return say("busy", { name });
  return say("failed", { name, reason: localizeMessage(locale, outcome.formError) ?? "" });
}

export default function ListingCalendarSyncRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CalendarSyncPage {...loaderData} reply={actionData as SyncReply | undefined} />;
}
