import { inArray, sql, type SQL } from "drizzle-orm";
import { availabilityBlocks, listingPriceOverrides } from "../../../../db/schema/index.ts";
import { pgErrorCode, type Database, type Executor } from "../../../platform/db.server.ts";
import { addDays, parseDateRange, shiftMonth } from "../../../shared/dates.ts";
import { failure, success, type Outcome } from "../../../shared/outcome.ts";
import type { PriceOverride } from "../../stays/pricing.ts";
import { rulesOf } from "../../stays/pricing-rules.ts";
import {
  calendarMonths,
  describeNights,
  planBlock,
  planPrice,
  planUnblock,
  windowEnd,
  type BlockReason,
  type CalendarBooking,
  type DateRange,
  type StoredBlock,
  type StoredOverride,
} from "./calendar-rules.ts";

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
          coalesce(nullif(p.first_name, ''), nullif(split_part(u.name, ' ', 1), ''), 'Guest') as guest
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

/** The month grid from `firstMonth` (YYYY-MM), `count` months, for the owner's page. */
export async function listingCalendar(
  db: Database,
  listing: CalendarListing,
  today: string,
  firstMonth: string,
  count: number,
) {
  const range = { start: `${firstMonth}-01`, end: `${shiftMonth(firstMonth, count)}-01` };
  const [bookings, blocks, overrides] = await Promise.all([
    bookingsIn(db, listing.id, range),
    blocksIn(db, listing.id, range),
    overridesIn(db, listing.id, range),
  ]);
  const openUntil = windowEnd(today, listing.availabilityMonths);
  const months = calendarMonths(
    {
      today,
      openUntil,
      nightlyRateCents: listing.nightlyRateCents,
      minNights: listing.minNights,
      bookings,
      blocks,
      overrides: overrides.map(({ id: _id, ...o }): PriceOverride => o),
      rules: rulesOf(listing.pricingRules),
    },
    firstMonth,
    count,
  );
  return { months, bookings, blocks, openUntil };
}

/** A calendar change done (the words of its toast), or refused: 409, why in the owner's words. */
export type CalendarOutcome = Outcome<string>;

const clash = (message: string): CalendarOutcome => failure(409, message);

/** One change under the listing's lock (the bookings' lock: see bookings.server.ts). */
async function underListingLock<T>(db: Database, listingId: number, change: (tx: Executor) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${listingId}::bigint)`);
    return change(tx);
  });
}

/** Why nights taken by a booking can't be blocked, in the owner's words. */
function bookingClash(booking: CalendarBooking, range: DateRange) {
  const what = booking.status === "pending" ? "a request to book" : "a booking";
  const stay = { start: booking.start, end: booking.end };
  const onlyPreparation = range.start >= booking.end;
  return onlyPreparation
    ? `Those nights include the preparation nights after ${what}: ${booking.guestFirstName}, ${describeNights(stay)}. They stay free to get the home ready.`
    : `Those nights include ${what}: ${booking.guestFirstName}, ${describeNights(stay)}. Choose nights around it (a booking is cancelled from its reservation page).`;
}

/** Blocks the nights of a range (joined to the owner's blocks it touches); a booking on them → 409. */
export async function blockNights(
  db: Database,
  listingId: number,
  range: DateRange,
): Promise<CalendarOutcome> {
  try {
    return await underListingLock(db, listingId, async (tx) => {
      const [booking] = await bookingsIn(tx, listingId, range);
      if (booking) return clash(bookingClash(booking, range));
      const blocks = await blocksIn(tx, listingId, range, true);
      const other = blocks.find((b) => b.reason !== "owner" && b.start < range.end && range.start < b.end);
      if (other)
        return clash(
          other.reason === "imported"
            ? `Those nights include nights imported from your calendar sync (${describeNights(other)}): they are already unavailable.`
            : `Those nights include nights blocked for maintenance (${describeNights(other)}): open those first.`,
        );
      const plan = planBlock(range, blocks);
      if (plan.remove.length)
        await tx.delete(availabilityBlocks).where(inArray(availabilityBlocks.id, plan.remove));
      await tx.insert(availabilityBlocks).values({
        listingId,
        during: `[${plan.insert.start},${plan.insert.end})`,
        reason: "owner",
        note: plan.note,
      });
      return success(`Blocked ${describeNights(range)}: travellers can't book them.`);
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
): Promise<CalendarOutcome> {
  return underListingLock(db, listingId, async (tx) => {
    const plan = planUnblock(range, await blocksIn(tx, listingId, range));
    if (plan.opened === 0 && plan.importedKept > 0)
      return clash(
        "Those nights are blocked by your calendar sync (imported from another site): open them on that site's calendar.",
      );
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
    if (plan.opened === 0) return success(`${describeNights(range)}: none of them was blocked.`);
    return success(
      `Opened ${describeNights(range)}: travellers can book them again.` +
        (plan.importedKept ? " Imported nights stay blocked (open them on the other site)." : ""),
    );
  });
}

/** Sets a price (and optional minimum stay) for the nights of a range, or resets them to the nightly rate (null). */
export async function priceNights(
  db: Database,
  listingId: number,
  range: DateRange,
  price: { nightlyRateCents: number; minNights: number | null } | null,
  formatPrice: (cents: number) => string,
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
    if (!price)
      return success(
        plan.changed
          ? `${describeNights(range)}: back to your nightly rate.`
          : `${describeNights(range)}: already at your nightly rate.`,
      );
    const min = price.minNights
      ? `, at least ${price.minNights} ${price.minNights === 1 ? "night" : "nights"} from a check-in then`
      : "";
    return success(`${describeNights(range)}: ${formatPrice(price.nightlyRateCents)} a night${min}.`);
  });
}

/** The last night the owner may change (the day before the window's end), for the form's limits. */
export const lastOpenNight = (today: string, availabilityMonths: number) =>
  addDays(windowEnd(today, availabilityMonths), -1);
