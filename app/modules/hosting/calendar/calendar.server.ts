import { inArray, sql, type SQL } from "drizzle-orm";
import { availabilityBlocks, listingPriceOverrides } from "../../../../db/schema/index.ts";
import { pgErrorCode, type Database, type Executor } from "../../../platform/db.server.ts";
import { addDays, parseDateRange, shiftMonth, todayIn } from "../../../shared/dates.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { localizeErrors, localizeMessage } from "../../../i18n/server-messages.server.ts";
import { parseFields } from "../../../shared/forms.ts";
import { failure, success, type Outcome } from "../../../shared/outcome.ts";
import type { PriceOverride } from "../../stays/pricing.ts";
import { rulesOf } from "../../stays/pricing-rules.ts";
import {
  NAMELESS_GUEST,
  calendarMonths,
  planBlock,
  planPrice,
  planUnblock,
  calendarFormSchema,
  rangeProblem,
  windowEnd,
  type CALENDAR_INTENTS,
  type BlockReason,
  type CalendarBooking,
  type CalendarData,
  type DateRange,
  type StoredBlock,
  type StoredOverride,
} from "./calendar-rules.ts";
import { calendarWordsFor, type CalendarWords } from "./calendar-words.server.ts";

/**
 * The owner's calendar in the database: what it shows, and the changes to it. Every change
 * runs in one transaction under the listing's advisory lock, the one bookings take, so a
 * block and a booking of the same nights are never both made; the occupancy table's
 * exclusion constraint still refuses any overlap, answered as a clash, never an error page.
 */

export interface CalendarListing {
  id: number;
  timeZone: string;
  nightlyRateCents: number;
  minNights: number;
  availabilityMonths: number;
  /** As stored (rulesOf reads it). */
  pricingRules?: unknown;
}

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const rangeSql = (r: DateRange) => sql`daterange(${r.start}::date, ${r.end}::date)`;

/** The active bookings (requests, confirmed, past stays) with nights in a range, their guest's first name. */
async function bookingsIn(db: Executor, listingId: number, range: DateRange): Promise<CalendarBooking[]> {
  const rows = await rowsOf<{
    id: string;
    status: CalendarBooking["status"];
    stay: string;
    held: string;
    guest: string;
  }>(
    db,
    sql`select b.id, b.status, b.stay::text as stay, o.during::text as held,
          coalesce(nullif(p.first_name, ''), nullif(split_part(u.name, ' ', 1), ''), ${NAMELESS_GUEST}::text) as guest
        from listing_occupancy o join bookings b on b.id = o.booking_id
        left join users u on u.id = b.guest_id left join profiles p on p.id = b.guest_id
        where o.listing_id = ${listingId} and o.during && ${rangeSql(range)}
        order by lower(o.during)`,
  );
  return rows.flatMap((row) => {
    const stay = parseDateRange(row.stay);
    const held = parseDateRange(row.held);
    if (!stay || !held) return [];
    return [{ id: row.id, guestFirstName: row.guest, status: row.status, ...stay, heldUntil: held.end }];
  });
}

/** The blocks with nights in a range (`touching`: also those that end or start at its edges). */
async function blocksIn(db: Executor, listingId: number, range: DateRange, touching = false) {
  // Touching: a night either side too (a block ending at `start` or starting at `end`).
  const window = touching
    ? sql`daterange(${range.start}::date - 1, ${range.end}::date + 1)`
    : rangeSql(range);
  const rows = await rowsOf<{ id: number; during: string; reason: BlockReason; note: string }>(
    db,
    sql`select id::int as id, during::text as during, reason, note from availability_blocks
        where listing_id = ${listingId} and during && ${window} order by lower(during)`,
  );
  return rows.flatMap((row): StoredBlock[] => {
    const r = parseDateRange(row.during);
    return r ? [{ id: row.id, reason: row.reason, note: row.note, ...r }] : [];
  });
}

async function overridesIn(db: Executor, listingId: number, range: DateRange): Promise<StoredOverride[]> {
  const rows = await rowsOf<{ id: number; during: string; rate: number; min: number | null }>(
    db,
    sql`select id::int as id, during::text as during, nightly_rate_cents as rate, min_nights::int as min
        from listing_price_overrides where listing_id = ${listingId} and during && ${rangeSql(range)}
        order by lower(during)`,
  );
  return rows.flatMap((row) => {
    const r = parseDateRange(row.during);
    return r ? [{ id: row.id, nightlyRateCents: row.rate, minNights: row.min, ...r }] : [];
  });
}

/** What one home's calendar holds over a range: its bookings, blocks, prices and rules. */
export async function calendarDataIn(
  db: Database,
  listing: CalendarListing,
  today: string,
  range: DateRange,
): Promise<CalendarData> {
  const [bookings, blocks, overrides] = await Promise.all([
    bookingsIn(db, listing.id, range),
    blocksIn(db, listing.id, range),
    overridesIn(db, listing.id, range),
  ]);
  return {
    today,
    openUntil: windowEnd(today, listing.availabilityMonths),
    nightlyRateCents: listing.nightlyRateCents,
    minNights: listing.minNights,
    bookings,
    blocks,
    overrides: overrides.map(({ id: _id, ...o }): PriceOverride => o),
    rules: rulesOf(listing.pricingRules),
  };
}

/** The month grid from `firstMonth` (YYYY-MM), `count` months, for the owner's page. */
export async function listingCalendar(
  db: Database,
  listing: CalendarListing,
  today: string,
  firstMonth: string,
  count: number,
) {
  const range = { start: `${firstMonth}-01`, end: `${shiftMonth(firstMonth, count)}-01` };
  const data = await calendarDataIn(db, listing, today, range);
  const months = calendarMonths(data, firstMonth, count);
  return { months, bookings: data.bookings, blocks: data.blocks, openUntil: data.openUntil };
}

/** A calendar change done (the words of its toast), or refused: 409, why in the owner's words (their language). */
export type CalendarOutcome = Outcome<string>;

const clash = (message: string): CalendarOutcome => failure(409, message);

/** One change under the listing's lock (the bookings' lock: see bookings.server.ts). */
async function underListingLock<T>(db: Database, listingId: number, change: (tx: Executor) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${listingId}::bigint)`);
    return change(tx);
  });
}

/** Blocks the nights of a range (joined to the owner's blocks it touches); a booking on them → 409. */
export async function blockNights(
  db: Database,
  listingId: number,
  range: DateRange,
  words: CalendarWords = calendarWordsFor(),
): Promise<CalendarOutcome> {
  try {
    return await underListingLock(db, listingId, async (tx) => {
      const [booking] = await bookingsIn(tx, listingId, range);
      if (booking) return clash(words.bookingClash(booking, range));
      const blocks = await blocksIn(tx, listingId, range, true);
      const other = blocks.find((b) => b.reason !== "owner" && b.start < range.end && range.start < b.end);
      if (other) return clash(words.blockClash(other));
      const plan = planBlock(range, blocks);
      if (plan.remove.length)
        await tx.delete(availabilityBlocks).where(inArray(availabilityBlocks.id, plan.remove));
      await tx.insert(availabilityBlocks).values({
        listingId,
        during: `[${plan.insert.start},${plan.insert.end})`,
        reason: "owner",
        note: plan.note,
      });
      return success(words.blocked(range));
    });
  } catch (error) {
    // The exclusion constraint: something took those nights between our look and our write.
    if (pgErrorCode(error) === "23P01")
      return clash(
        "Those nights include a booking or a block made just now. Reload the calendar and choose again.",
      );
    throw error;
  }
}

/** Opens the blocked nights of a range: blocks lose those nights (split when needed); imported ones stay. */
export async function openNights(
  db: Database,
  listingId: number,
  range: DateRange,
  words: CalendarWords = calendarWordsFor(),
): Promise<CalendarOutcome> {
  return underListingLock(db, listingId, async (tx) => {
    const plan = planUnblock(range, await blocksIn(tx, listingId, range));
    if (plan.opened === 0 && plan.importedKept > 0) return clash(words.importedOnly());
    if (plan.remove.length)
      await tx.delete(availabilityBlocks).where(inArray(availabilityBlocks.id, plan.remove));
    if (plan.insert.length)
      await tx.insert(availabilityBlocks).values(
        plan.insert.map((part) => ({
          listingId,
          during: `[${part.start},${part.end})`,
          reason: part.reason,
          note: part.note,
        })),
      );
    if (plan.opened === 0) return success(words.noneBlocked(range));
    return success(words.opened(range, plan.importedKept > 0));
  });
}

/** Sets a price (and optional minimum stay) for the nights of a range, or resets them to the nightly rate (null). */
export async function priceNights(
  db: Database,
  listingId: number,
  range: DateRange,
  price: { nightlyRateCents: number; minNights: number | null } | null,
  currency: string,
  words: CalendarWords = calendarWordsFor(),
): Promise<CalendarOutcome> {
  return underListingLock(db, listingId, async (tx) => {
    const plan = planPrice(range, await overridesIn(tx, listingId, range), price);
    if (plan.remove.length)
      await tx.delete(listingPriceOverrides).where(inArray(listingPriceOverrides.id, plan.remove));
    if (plan.insert.length)
      await tx.insert(listingPriceOverrides).values(
        plan.insert.map((o) => ({
          listingId,
          during: `[${o.start},${o.end})`,
          nightlyRateCents: o.nightlyRateCents,
          minNights: o.minNights,
        })),
      );
    if (!price) return success(words.reset(range, plan.changed > 0));
    return success(words.priced(range, price.nightlyRateCents, currency, price.minNights));
  });
}

/** The last night the owner may change (the day before the window's end), for the form's limits. */
export const lastOpenNight = (today: string, availabilityMonths: number) =>
  addDays(windowEnd(today, availabilityMonths), -1);

/** A change from either calendar's form (one home's or several homes'), as parsed by `calendarFormSchema`. */
export interface CalendarChange {
  intent: (typeof CALENDAR_INTENTS)[number];
  start: string;
  last: string;
  rate: number | null;
  minNights: number | null;
}

export type CalendarChangeOutcome =
  | { ok: true; message: string; range: DateRange; today: string; openUntil: string }
  | { ok: false; status: number; formError: string | null; fieldErrors: Record<string, string> };

/**
 * One change to a home's calendar, whichever page asks: the checks (archived, the window, the
 * minimum stay against the longest) then block, open, price or reset. The one-home calendar and the
 * calendar of several homes both call this: one implementation of what a change may do.
 */
export async function changeCalendar(
  db: Database,
  listing: CalendarListing & { status: string; maxNights: number; currency: string },
  change: CalendarChange,
  words: CalendarWords = calendarWordsFor(),
): Promise<CalendarChangeOutcome> {
  const refuse = (status: number, formError: string | null, fieldErrors: Record<string, string> = {}) => ({
    ok: false as const,
    status,
    formError,
    fieldErrors,
  });
  if (listing.status === "archived")
    return refuse(409, "This listing is archived: its calendar can't change.");
  const today = todayIn(listing.timeZone);
  const range = { start: change.start, end: addDays(change.last, 1) };
  const problem = rangeProblem(range, today, listing.availabilityMonths);
  if (problem) return refuse(400, problem);
  if (change.intent === "price" && change.minNights !== null && change.minNights > listing.maxNights)
    return refuse(400, null, {
      minNights: `The minimum stay: at most ${listing.maxNights} nights (the longest stay you take).`,
    });
  const outcome =
    change.intent === "block"
      ? await blockNights(db, listing.id, range, words)
      : change.intent === "open"
        ? await openNights(db, listing.id, range, words)
        : await priceNights(
            db,
            listing.id,
            range,
            change.intent === "price"
              ? { nightlyRateCents: change.rate!, minNights: change.minNights }
              : null,
            listing.currency,
            words,
          );
  if (!outcome.ok) return refuse(outcome.status, outcome.formError);
  return {
    ok: true,
    message: outcome.value,
    range,
    today,
    openUntil: windowEnd(today, listing.availabilityMonths),
  };
}

/** A calendar form refused: what the page shows again (the fields as typed, the problems). */
export interface CalendarRefusal {
  fieldErrors: Record<string, string>;
  formError: string | null;
  values: Record<string, string>;
}

/**
 * A calendar form (either page's) read and applied in the reader's language: the change's outcome
 * (its toast's words said), or the refusal (field errors and the form's error said) and its status.
 */
export async function changeCalendarFromForm(
  db: Database,
  listing: Parameters<typeof changeCalendar>[1],
  form: FormData,
  locale: Locale = "en",
): Promise<
  Extract<CalendarChangeOutcome, { ok: true }> | { ok: false; status: number; reply: CalendarRefusal }
> {
  const parsed = parseFields(calendarFormSchema, form);
  if (!parsed.ok)
    return {
      ok: false,
      status: 400,
      reply: {
        fieldErrors: localizeErrors(locale, parsed.fieldErrors),
        formError: null,
        values: parsed.values,
      },
    };
  const outcome = await changeCalendar(db, listing, parsed.data, calendarWordsFor(locale));
  if (outcome.ok) return outcome;
  // The rules' fixed refusals are English `formErrors` messages; a clash was said in the language already.
  return {
    ok: false,
    status: outcome.status,
    reply: {
      fieldErrors: localizeErrors(locale, outcome.fieldErrors),
      formError: localizeMessage(locale, outcome.formError),
      values: parsed.values,
    },
  };
}
