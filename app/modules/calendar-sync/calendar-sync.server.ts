import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import {
  availabilityBlocks,
  bookings,
  calendarConflicts,
  calendarFeeds,
  calendarSyncRuns,
  listingOccupancy,
  listings,
  owners,
} from "../../../db/schema/index.ts";
import type { Database, Executor } from "../../platform/db.server.ts";
import { pgErrorCode } from "../../platform/db.server.ts";
import { log } from "../../platform/log.server.ts";
import { takeQuotas } from "../../platform/quotas.server.ts";
import { addDays, nightsBetween, parseDateRange, todayIn } from "../../shared/dates.ts";
import { translatorFor } from "../../i18n/language.server.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { QUOTAS, quotaMessage } from "../../shared/quotas.ts";
import { windowEnd } from "../hosting/calendar/calendar-rules.ts";
import { createNotification } from "../notifications/notifications.server.ts";
import { fetchFeed, type FeedFetch } from "./fetch-feed.server.ts";
import { readFeedOffThread } from "./feed-reader.server.ts";
import { uidHost, type TakenRange } from "./ical-export.ts";
import type { FeedReading, ReadOptions } from "./ical-import.ts";
import { planImport, type BookedRange, type DateRange } from "./ranges.ts";
import { MAX_FEEDS, type FeedInput } from "./calendar-sync.ts";

const ACTIVE = ["pending", "confirmed", "completed"] as const;
/** The export shows stays that ended up to this many days ago (other sites may still show them). */
const EXPORT_PAST_DAYS = 30;
/** A feed is imported again once its last attempt is this old; the job runs every 30 minutes. */
const CLAIM_AFTER = "25 minutes";

const rangeOf = (text: string): DateRange => parseDateRange(text) ?? { start: text, end: text };
const daterange = (r: DateRange) => `[${r.start},${r.end})`;

/** A new export secret: 192 random bits, URL-safe. */
export function newCalendarToken() {
  return randomBytes(24).toString("base64url");
}

const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

/** The listing a secret export address names, or null (unknown, malformed, or archived). */
export async function listingByCalendarToken(db: Database, token: string) {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ id: listings.id, title: listings.title, timeZone: listings.timeZone, status: listings.status })
    .from(listings)
    .where(eq(listings.calendarToken, token));
  return row && row.status !== "archived" ? row : null;
}

/** Every taken range of the listing from a month ago on: bookings (with their preparation nights) and blocks. */
export async function exportRanges(db: Database, listingId: number, today: string): Promise<TakenRange[]> {
  const since = addDays(today, -EXPORT_PAST_DAYS);
  const rows = await db
    .select({
      during: listingOccupancy.during,
      bookingId: listingOccupancy.bookingId,
      blockId: listingOccupancy.blockId,
      stay: bookings.stay,
      bookingStamp: bookings.updatedAt,
      blockStamp: availabilityBlocks.createdAt,
      sourceUid: availabilityBlocks.sourceUid,
    })
    .from(listingOccupancy)
    .leftJoin(bookings, eq(bookings.id, listingOccupancy.bookingId))
    .leftJoin(availabilityBlocks, eq(availabilityBlocks.id, listingOccupancy.blockId))
    .where(
      and(eq(listingOccupancy.listingId, listingId), sql`upper(${listingOccupancy.during}) > ${since}::date`),
    )
    .orderBy(sql`lower(${listingOccupancy.during})`);
  const ranges: TakenRange[] = [];
  for (const row of rows) {
    const during = rangeOf(row.during);
    if (row.bookingId && row.stay) {
      const stay = rangeOf(row.stay);
      const stamp = row.bookingStamp ?? new Date(0);
      ranges.push({ kind: "booking", id: row.bookingId, ...stay, stamp });
      // Preparation nights after the stay are closed too, but not reserved.
      if (during.end > stay.end)
        ranges.push({ kind: "preparation", id: row.bookingId, start: stay.end, end: during.end, stamp });
    } else if (row.blockId)
      ranges.push({
        kind: "block",
        id: String(row.blockId),
        ...during,
        stamp: row.blockStamp ?? new Date(0),
        sourceUid: row.sourceUid,
      });
  }
  return ranges;
}

/** A new export secret for the listing: the old address stops working at once. */
export async function regenerateCalendarToken(db: Database, listingId: number) {
  const token = newCalendarToken();
  await db.update(listings).set({ calendarToken: token }).where(eq(listings.id, listingId));
  return token;
}

export type CalendarFeed = typeof calendarFeeds.$inferSelect;

export async function feedsOf(db: Database, listingId: number) {
  return db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.listingId, listingId))
    .orderBy(asc(calendarFeeds.id));
}

/**
 * Adds a feed to the owner's listing (checked by the caller): at most MAX_FEEDS, each address once.
 * Answers the new feed's id, or a 409 (too many: about the whole form; the same address: its field).
 */
export async function addFeed(db: Database, listingId: number, input: FeedInput): Promise<Outcome<number>> {
  try {
    return await db.transaction(async (tx) => {
      // One listing's feed additions one at a time, so the count below holds.
      await tx.execute(sql`select 1 from ${listings} where ${listings.id} = ${listingId} for update`);
      const [existing] = await tx
        .select({ n: count() })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.listingId, listingId));
      if ((existing?.n ?? 0) >= MAX_FEEDS)
        return failure(409, `A listing can import at most ${MAX_FEEDS} calendars: remove one first.`);
      const [made] = await tx
        .insert(calendarFeeds)
        .values({ listingId, name: input.name, url: input.url })
        .returning({ id: calendarFeeds.id });
      return success(made!.id);
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505")
      return failure(409, null, { url: "This calendar is imported already." });
    throw error;
  }
}

/** Removes a feed of the listing and the nights it closed; false when it is not that listing's. */
export async function removeFeed(db: Database, listingId: number, feedId: number) {
  const gone = await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.listingId, listingId)))
    .returning({ id: calendarFeeds.id });
  return gone.length > 0;
}

export async function feedOfListing(db: Database, listingId: number, feedId: number) {
  const [feed] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.listingId, listingId)));
  return feed ?? null;
}

/** Conflicts still standing, soonest first, with the booking's dates. */
export async function conflictsOf(db: Database, listingId: number) {
  const rows = await db
    .select({
      id: calendarConflicts.id,
      during: calendarConflicts.during,
      bookingId: calendarConflicts.bookingId,
      stay: bookings.stay,
      feedName: calendarFeeds.name,
      detectedAt: calendarConflicts.detectedAt,
    })
    .from(calendarConflicts)
    .innerJoin(calendarFeeds, eq(calendarFeeds.id, calendarConflicts.feedId))
    .innerJoin(bookings, eq(bookings.id, calendarConflicts.bookingId))
    .where(and(eq(calendarConflicts.listingId, listingId), inArray(bookings.status, [...ACTIVE])))
    .orderBy(sql`lower(${calendarConflicts.during})`);
  return rows.map((row) => ({ ...row, nights: rangeOf(row.during), stay: rangeOf(row.stay) }));
}

export interface SyncDeps {
  db: Database;
  appUrl: string;
  /** Feeds on the server's own network may be fetched (browser tests only: TEST_HOOKS). */
  allowPrivate?: boolean;
  now?: Date;
  /** Replaces the network fetch (tests). */
  fetch?: (url: string) => Promise<FeedFetch>;
  /** Replaces the reading in a worker thread (tests). */
  read?: (text: string, options: ReadOptions) => Promise<FeedReading>;
}

/** What started an import: the schedule, the owner's "Sync now", or adding the feed. */
export type SyncTrigger = "schedule" | "sync-now" | "added";
/** How many of a feed's runs are kept for its owner to see. */
const RUNS_KEPT = 10;

/** What an import closed, and how many new conflicts it found. */
export type Imported = { blocks: number; newConflicts: number };

/**
 * An import's answer: what it closed, or why not: 409 another run holds the feed (busy), 404 the
 * listing is gone, 502 the feed could not be fetched or read (its words are the `formError`).
 */
export type ImportOutcome = Outcome<Imported>;

/** The message of a feed another run holds (`importFeed`'s 409). */
const IMPORT_BUSY = "This calendar is being synced already.";

/**
 * Claims the feed for this run, so two server processes never import one feed at once: the
 * schedule takes it when its last attempt is 25 minutes old; `force` (Sync now) takes it unless
 * a run of it is going on (started, not finished, within the last two minutes).
 */
async function claim(db: Database, feedId: number, force: boolean) {
  const due = force
    ? or(
        isNull(calendarFeeds.lastAttemptAt),
        gte(calendarFeeds.lastFinishedAt, calendarFeeds.lastAttemptAt),
        lt(calendarFeeds.lastAttemptAt, sql`now() - interval '2 minutes'`),
      )
    : or(
        isNull(calendarFeeds.lastAttemptAt),
        lt(calendarFeeds.lastAttemptAt, sql`now() - interval '${sql.raw(CLAIM_AFTER)}'`),
      );
  const [feed] = await db
    .update(calendarFeeds)
    .set({ lastAttemptAt: sql`clock_timestamp()` })
    .where(and(eq(calendarFeeds.id, feedId), due))
    .returning();
  return feed ?? null;
}

/**
 * Imports one feed: fetches and reads it, then in one transaction replaces that feed's blocks
 * with its nights less those bookings and other blocks hold, and records new conflicts (the
 * owner told once per conflict). A feed that fails keeps its last good import.
 */
export async function importFeed(
  deps: SyncDeps,
  feedId: number,
  options: { force?: boolean; trigger?: SyncTrigger; requestedBy?: string | null } = {},
): Promise<ImportOutcome> {
  const { db } = deps;
  const feed = await claim(db, feedId, options.force ?? false);
  if (!feed) return failure(409, IMPORT_BUSY);
  const [run] = await db
    .insert(calendarSyncRuns)
    .values({
      feedId: feed.id,
      listingId: feed.listingId,
      trigger: options.trigger ?? (options.force ? "sync-now" : "schedule"),
      requestedBy: options.requestedBy ?? null,
    })
    .returning({ id: calendarSyncRuns.id });
  const outcome = await importClaimed(deps, feed).catch(async (error: unknown) => {
    // Recorded, so the owner's page never shows a run that never ends; then reported as usual.
    await finishRun(db, feed.id, run!.id, failure(500, "The import failed on our side."));
    throw error;
  });
  await finishRun(db, feed.id, run!.id, outcome);
  return outcome;
}

/** Records how a run ended, and keeps only the feed's latest runs. */
async function finishRun(db: Database, feedId: number, runId: number, outcome: ImportOutcome) {
  await db
    .update(calendarSyncRuns)
    .set({
      finishedAt: sql`clock_timestamp()`,
      ok: outcome.ok,
      error: outcome.ok ? null : (outcome.formError ?? "").slice(0, 500),
      blocks: outcome.ok ? outcome.value.blocks : null,
      newConflicts: outcome.ok ? outcome.value.newConflicts : null,
    })
    .where(eq(calendarSyncRuns.id, runId));
  await db.execute(sql`delete from ${calendarSyncRuns} where ${calendarSyncRuns.feedId} = ${feedId}
    and ${calendarSyncRuns.id} not in (select id from ${calendarSyncRuns} where ${calendarSyncRuns.feedId} = ${feedId}
      order by ${calendarSyncRuns.startedAt} desc, ${calendarSyncRuns.id} desc limit ${RUNS_KEPT})`);
}

async function importClaimed(deps: SyncDeps, feed: CalendarFeed): Promise<ImportOutcome> {
  const { db } = deps;
  const [listing] = await db
    .select({
      id: listings.id,
      title: listings.title,
      timeZone: listings.timeZone,
      availabilityMonths: listings.availabilityMonths,
      userId: owners.userId,
    })
    .from(listings)
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .where(eq(listings.id, feed.listingId));
  if (!listing) return failure(404, "The listing is gone.");

  const fail = async (error: string) => {
    await db
      .update(calendarFeeds)
      .set({ lastError: error, lastFinishedAt: sql`clock_timestamp()` })
      .where(eq(calendarFeeds.id, feed.id));
    return failure(502, error);
  };
  const fetched = await (deps.fetch ?? ((url) => fetchFeed(url, { allowPrivate: deps.allowPrivate })))(
    feed.url,
  );
  if (!fetched.ok) return fail(fetched.error);
  const today = todayIn(listing.timeZone, deps.now ?? new Date());
  // Read off the main thread, within a budget, and only up to the end of the listing's window.
  const reading = await (deps.read ?? readFeedOffThread)(fetched.text, {
    timeZone: listing.timeZone,
    listingId: listing.id,
    host: uidHost(deps.appUrl),
    today,
    windowEnd: windowEnd(today, listing.availabilityMonths),
  });
  if (!reading.ok) return fail(reading.error);

  try {
    return await db.transaction(async (tx) => {
      // One import of a listing at a time (its feeds' blocks must not overlap each other).
      await tx.execute(sql`select 1 from ${listings} where ${listings.id} = ${listing.id} for update`);
      await tx.delete(availabilityBlocks).where(eq(availabilityBlocks.feedId, feed.id));
      const taken = await tx
        .select({
          during: listingOccupancy.during,
          bookingId: listingOccupancy.bookingId,
          stay: bookings.stay,
        })
        .from(listingOccupancy)
        .leftJoin(bookings, eq(bookings.id, listingOccupancy.bookingId))
        .where(
          and(
            eq(listingOccupancy.listingId, listing.id),
            sql`upper(${listingOccupancy.during}) > ${today}::date`,
          ),
        );
      const booked: BookedRange[] = [];
      const blocked: DateRange[] = [];
      for (const row of taken) {
        if (row.bookingId && row.stay)
          booked.push({ bookingId: row.bookingId, ...rangeOf(row.stay), taken: rangeOf(row.during) });
        else blocked.push(rangeOf(row.during));
      }
      const plan = planImport(reading.events, booked, blocked);
      const uidAt = (range: DateRange) =>
        reading.events.find((e) => e.start < range.end && e.end > range.start)?.uid.slice(0, 500) ?? null;
      if (plan.blocks.length)
        await tx.insert(availabilityBlocks).values(
          plan.blocks.map((range) => ({
            listingId: listing.id,
            during: daterange(range),
            reason: "imported",
            note: feed.name,
            feedId: feed.id,
            sourceUid: uidAt(range),
          })),
        );
      const newConflicts = await recordConflicts(tx, feed, listing, plan.conflicts);
      await tx
        .update(calendarFeeds)
        .set({
          lastSuccessAt: sql`clock_timestamp()`,
          lastFinishedAt: sql`clock_timestamp()`,
          lastError: null,
        })
        .where(eq(calendarFeeds.id, feed.id));
      return success({ blocks: plan.blocks.length, newConflicts });
    });
  } catch (error) {
    // Another change of the calendar got in between (an exclusion violation): the next run retries.
    if (pgErrorCode(error) === "23P01")
      return fail("The calendar changed during the import; it will be tried again.");
    throw error;
  }
}

/** Keeps the feed's conflicts in step with its latest import; tells the owner of new ones only. */
async function recordConflicts(
  tx: Executor,
  feed: CalendarFeed,
  listing: { id: number; title: string; userId: string | null },
  conflicts: (DateRange & { bookingId: string })[],
) {
  const current = conflicts.map((c) => ({ bookingId: c.bookingId, during: daterange(c) }));
  // Conflicts the feed no longer shows are resolved.
  const kept = current.length
    ? sql`(${calendarConflicts.bookingId}, ${calendarConflicts.during}) not in (${sql.join(
        current.map((c) => sql`(${c.bookingId}::uuid, ${c.during}::daterange)`),
        sql`, `,
      )})`
    : sql`true`;
  await tx.delete(calendarConflicts).where(and(eq(calendarConflicts.feedId, feed.id), kept));
  if (!current.length) return 0;
  const added = await tx
    .insert(calendarConflicts)
    .values(
      current.map((c) => ({
        feedId: feed.id,
        listingId: listing.id,
        bookingId: c.bookingId,
        during: c.during,
      })),
    )
    .onConflictDoNothing()
    .returning({ bookingId: calendarConflicts.bookingId, during: calendarConflicts.during });
  if (listing.userId)
    for (const conflict of added) {
      const nights = rangeOf(conflict.during);
      const count = nightsBetween(nights.start, nights.end);
      await createNotification(tx, {
        userId: listing.userId,
        type: "host_calendar_conflict",
        // Written in the owner's saved language, the dates in its formats.
        title: (v) => {
          const say = translatorFor(v.locale, "calendarSync.notice");
          return say("title", { title: listing.title || say("yourListing") });
        },
        body: (v) =>
          translatorFor(v.locale, "calendarSync.notice")("body", {
            feed: feed.name,
            count,
            start: v.date(nights.start),
            end: v.date(nights.end),
          }),
        link: `/host/reservations/${conflict.bookingId}`,
      });
    }
  return added.length;
}

/** How long "Sync now" waits for its import before answering (the import goes on regardless). */
export const SYNC_ANSWER_WAIT_MS = 10_000;

/**
 * A press's answer: the import's (null while it still goes on past the wait: its result shows on
 * the page), or 429 past the quotas (nothing fetched).
 */
export type PressOutcome = Outcome<Imported | null>;

/**
 * "Sync now", or adding a feed (imported at once): counted against the listing's and the
 * account's quotas (a clear message past them), then imported as a job of its own, so the
 * request is not what it runs on: the answer waits for it a few seconds, and past that says
 * it goes on (its outcome then shows on the page).
 */
export async function syncOnRequest(
  deps: SyncDeps,
  feed: { id: number; listingId: number },
  request: { userId: string; trigger: "sync-now" | "added"; waitMs?: number },
): Promise<PressOutcome> {
  const took = await takeQuotas(deps.db, [
    { quota: QUOTAS.syncNowPerListing, subject: `listing:${feed.listingId}` },
    { quota: QUOTAS.syncNowPerAccount, subject: `user:${request.userId}` },
  ]);
  if (!took.ok) {
    const what =
      took.quota === QUOTAS.syncNowPerListing ? "calendar syncs for this listing" : "calendar syncs";
    return failure(429, quotaMessage(what, took.quota!, took.retryAfterMs));
  }
  const job = importFeed(deps, feed.id, {
    force: true,
    trigger: request.trigger,
    requestedBy: request.userId,
  });
  job.catch((error: unknown) => log.error("calendar_sync.failed", { feedId: feed.id, error: String(error) }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), request.waitMs ?? SYNC_ANSWER_WAIT_MS);
  });
  const outcome = await Promise.race([job, late]).finally(() => clearTimeout(timer));
  return outcome ?? success(null);
}

export interface SyncRun {
  feedId: number;
  trigger: SyncTrigger;
  startedAt: Date;
  finishedAt: Date | null;
  ok: boolean | null;
  error: string | null;
  blocks: number | null;
  newConflicts: number | null;
}

/** The latest runs of each of the listing's feeds, newest first. */
export async function recentRuns(db: Database, listingId: number, perFeed = 5): Promise<SyncRun[]> {
  const rows = await db
    .select({
      feedId: calendarSyncRuns.feedId,
      trigger: calendarSyncRuns.trigger,
      startedAt: calendarSyncRuns.startedAt,
      finishedAt: calendarSyncRuns.finishedAt,
      ok: calendarSyncRuns.ok,
      error: calendarSyncRuns.error,
      blocks: calendarSyncRuns.blocks,
      newConflicts: calendarSyncRuns.newConflicts,
    })
    .from(calendarSyncRuns)
    .where(eq(calendarSyncRuns.listingId, listingId))
    .orderBy(desc(calendarSyncRuns.startedAt), desc(calendarSyncRuns.id));
  const seen = new Map<number, number>();
  return rows.filter((row) => {
    const n = (seen.get(row.feedId) ?? 0) + 1;
    seen.set(row.feedId, n);
    return n <= perFeed;
  });
}

/** The scheduled run: every feed whose last attempt is old enough, one after another. */
export async function syncDueFeeds(deps: SyncDeps) {
  const due = await deps.db
    .select({ id: calendarFeeds.id })
    .from(calendarFeeds)
    .innerJoin(listings, eq(listings.id, calendarFeeds.listingId))
    .where(
      and(
        sql`${listings.status} <> 'archived'`,
        or(
          isNull(calendarFeeds.lastAttemptAt),
          lt(calendarFeeds.lastAttemptAt, sql`now() - interval '${sql.raw(CLAIM_AFTER)}'`),
        ),
      ),
    )
    .orderBy(sql`${calendarFeeds.lastAttemptAt} nulls first`)
    .limit(200);
  let imported = 0;
  for (const { id } of due) {
    const outcome = await importFeed(deps, id);
    if (outcome.ok) imported++;
  }
  return imported;
}
