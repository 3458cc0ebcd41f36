import { and, asc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import {
  bookings,
  listings,
  owners,
  payouts,
  petPolicies,
  profiles,
  users,
} from "../../../../db/schema/index.ts";
import type { Database } from "../../../platform/db.server.ts";
import { commissionPercent } from "../../../platform/site-settings.server.ts";
import { addDays, monthOf, parseDateRange, shiftMonth, todayIn } from "../../../shared/dates.ts";
import type { PriceQuote } from "../../stays/pricing.ts";
import {
  chartMonths,
  chartSeries,
  computeEarnings,
  defaultRange,
  EARNING_STATUSES,
  listingSummaries,
  monthSummaries,
  nextPayout,
  rangeDates,
  tilesOf,
  type EarningBooking,
  type EarningListing,
  type EarningStatus,
  DIRECT_PAYMENTS,
  type EarningsMoney,
  type PayoutStatus,
  type SitePayout,
} from "./earnings.ts";

/**
 * An owner's earnings, read from their own listings only (owners.user_id = the user):
 * someone else's listing in the filter finds nothing, and the page answers 404.
 */

export interface EarningsFilters {
  /** One of the owner's listings, or all of them. */
  listingId: number | null;
  /** A calendar year, or the default range: the last 12 months and the next 6. */
  year: number | null;
}

export interface OwnerListing extends EarningListing {
  status: string;
}

/** The owner's listings (for the filter), oldest first, drafts included only when they were booked. */
async function ownerListings(db: Database, userId: string): Promise<OwnerListing[]> {
  return db
    .select({ id: listings.id, title: listings.title, currency: listings.currency, status: listings.status })
    .from(listings)
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .where(eq(owners.userId, userId))
    .orderBy(asc(listings.id));
}

/** The first and last years the owner has a stay in, for the year choice. */
async function bookedYears(db: Database, userId: string) {
  const [row] = await db
    .select({
      first: sql<number | null>`min(extract(year from lower(${bookings.stay})))::int`,
      last: sql<number | null>`max(extract(year from lower(${bookings.stay})))::int`,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .where(and(eq(owners.userId, userId), inArray(bookings.status, [...EARNING_STATUSES])));
  return { first: row?.first ?? null, last: row?.last ?? null };
}

/** The first name a statement shows for a guest (never more of them). */
function firstNameOf(profileFirst: string | null, userName: string | null) {
  return profileFirst?.trim() || userName?.trim().split(/\s+/)[0] || "Guest";
}

/** What both statements show of a booking: its reference, listing, stay, status, price and guest. */
const bookingColumns = {
  reference: bookings.reference,
  listingId: bookings.listingId,
  stay: bookings.stay,
  status: bookings.status,
  price: bookings.price,
  timeZone: listings.timeZone,
  profileFirst: profiles.firstName,
  userName: users.name,
};

/** A query reaching `bookings` joined to its listing, the listing's owner and the guest (account and profile). */
function withListingAndGuest<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .leftJoin(users, eq(users.id, bookings.guestId))
    .leftJoin(profiles, eq(profiles.id, bookings.guestId));
}

/** Only the chosen listings among the owner's own (anyone else's finds nothing). */
const ownListings = (userId: string, listingIds: number[]) =>
  and(eq(owners.userId, userId), inArray(bookings.listingId, listingIds));

/** A row's booking as the statements name it (null for a stay that cannot be read). */
function bookingFacts(row: {
  reference: string | null;
  listingId: number;
  stay: string;
  profileFirst: string | null;
  userName: string | null;
}) {
  const stay = parseDateRange(row.stay);
  if (!stay) return null;
  return {
    reference: row.reference,
    listingId: row.listingId,
    guestFirstName: firstNameOf(row.profileFirst, row.userName),
    checkIn: stay.start,
    checkOut: stay.end,
  };
}

/** The owner's bookings that bring money or nights between two dates (inclusive). */
async function earningBookings(
  db: Database,
  userId: string,
  listingIds: number[],
  from: string,
  to: string,
): Promise<EarningBooking[]> {
  if (listingIds.length === 0) return [];
  const rows = await withListingAndGuest(
    db
      .select({
        ...bookingColumns,
        id: bookings.id,
        currency: bookings.currency,
        refundCents: bookings.refundCents,
        cancelledAt: bookings.cancelledAt,
        petFeeBasis: petPolicies.petFeeBasis,
      })
      .from(bookings)
      .$dynamic(),
  )
    .leftJoin(petPolicies, eq(petPolicies.listingId, listings.id))
    .where(
      and(
        ownListings(userId, listingIds),
        inArray(bookings.status, [...EARNING_STATUSES]),
        or(
          // Every installment falls within the stay.
          sql`${bookings.stay} && daterange(${from}::date, ${addDays(to, 1)}::date)`,
          // A cancellation counts on its day (a day's slack each side for time zones; the pure
          // module keeps the listing's local date).
          and(
            eq(bookings.status, "cancelled"),
            isNotNull(bookings.cancelledAt),
            sql`${bookings.cancelledAt} >= ${addDays(from, -1)}::date`,
            sql`${bookings.cancelledAt} < ${addDays(to, 2)}::date`,
          ),
        ),
      ),
    )
    .orderBy(sql`lower(${bookings.stay})`, asc(bookings.id));
  return rows.flatMap((row) => {
    const facts = bookingFacts(row);
    if (!facts) return [];
    return [
      {
        id: row.id,
        ...facts,
        status: row.status as EarningStatus,
        // The price as it was when booked (bookings.price: a PriceQuote).
        quote: row.price as unknown as PriceQuote,
        currency: row.currency,
        // The pet fee's basis is not in the snapshot: the listing's current one decides
        // whether it is paid up front or shared (it only moves money between installments).
        petFeeBasis: row.petFeeBasis ?? "per_stay",
        refundCents: row.refundCents,
        cancelledOn: row.cancelledAt ? todayIn(row.timeZone, row.cancelledAt) : null,
      },
    ];
  });
}

/** The payouts of the owner's chosen listings due between two dates (a day's slack each side). */
async function sitePayouts(
  db: Database,
  userId: string,
  listingIds: number[],
  from: string,
  to: string,
): Promise<SitePayout[]> {
  if (listingIds.length === 0) return [];
  const rows = await withListingAndGuest(
    db
      .select({
        ...bookingColumns,
        bookingId: payouts.bookingId,
        payoutCents: payouts.amountCents,
        commissionCents: payouts.commissionCents,
        currency: payouts.currency,
        dueAt: payouts.dueAt,
        payoutStatus: payouts.status,
        paidAt: payouts.paidAt,
      })
      .from(payouts)
      .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
      .$dynamic(),
  )
    .where(
      and(
        ownListings(userId, listingIds),
        sql`${payouts.dueAt} >= ${addDays(from, -1)}::date`,
        sql`${payouts.dueAt} < ${addDays(to, 2)}::date`,
      ),
    )
    .orderBy(asc(payouts.dueAt), asc(payouts.id));
  return rows.flatMap((row) => {
    const facts = bookingFacts(row);
    if (!facts) return [];
    const quote = row.price as unknown as PriceQuote;
    return [
      {
        bookingId: row.bookingId,
        ...facts,
        bookingStatus: (EARNING_STATUSES as readonly string[]).includes(row.status)
          ? (row.status as EarningStatus)
          : "confirmed",
        currency: row.currency.trim(),
        payoutCents: row.payoutCents,
        commissionCents: row.commissionCents,
        dueOn: todayIn(row.timeZone, row.dueAt),
        status: row.payoutStatus as PayoutStatus,
        paidOn: row.paidAt ? todayIn(row.timeZone, row.paidAt) : null,
        totalCents: quote.totalCents,
        taxCents: quote.taxCents,
      },
    ];
  });
}

/** The earnings' money of the site's settings (the payments mode and the commission). */
export async function earningsMoneyFor(
  db: Database,
  env: { PAYMENTS_MODE: "demo" | "stripe" | "direct" } & Parameters<typeof commissionPercent>[1],
): Promise<EarningsMoney> {
  return env.PAYMENTS_MODE === "direct"
    ? DIRECT_PAYMENTS
    : { sitePays: true, mode: env.PAYMENTS_MODE, commissionPercent: await commissionPercent(db, env) };
}

/** The months the tiles speak of: from January 1 of this year to everything still due (stays are under a year, booked up to a year ahead). */
function tilesRange(today: string) {
  return { first: `${today.slice(0, 4)}-01`, last: shiftMonth(monthOf(today), 24) };
}

const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * What the earnings page and its CSV show, or null when the listing filter names a
 * listing that is not the owner's.
 */
export async function loadEarnings(
  db: Database,
  userId: string,
  filters: EarningsFilters,
  now = new Date(),
  money: EarningsMoney = DIRECT_PAYMENTS,
) {
  // "Today" for paid/expected: the UTC date (an owner's homes may be in several zones).
  const today = todayIn("UTC", now);
  const all = await ownerListings(db, userId);
  if (filters.listingId !== null && !all.some((l) => l.id === filters.listingId)) return null;
  const range =
    filters.year !== null ? { first: `${filters.year}-01`, last: `${filters.year}-12` } : defaultRange(today);
  const forTiles = tilesRange(today);
  const { from, to } = rangeDates(earlier(range.first, forTiles.first), later(range.last, forTiles.last));
  const chosen = all.filter((l) => filters.listingId === null || l.id === filters.listingId);
  const found = await earningBookings(
    db,
    userId,
    chosen.map((l) => l.id),
    from,
    to,
  );
  const paid = money.sitePays
    ? await sitePayouts(
        db,
        userId,
        chosen.map((l) => l.id),
        from,
        to,
      )
    : undefined;
  // Drafts never booked are not homes to earn from yet: left out of the tables and occupancy.
  const booked = new Set(found.map((b) => b.listingId));
  const shown = chosen.filter((l) => l.status !== "draft" || booked.has(l.id));
  const earnings = computeEarnings({ bookings: found, listings: shown, ...range, payouts: paid });
  const soon = computeEarnings({ bookings: found, listings: shown, ...forTiles, payouts: paid }).lines;
  const years = await bookedYears(db, userId);
  return {
    today,
    range,
    money,
    listings: shown,
    allListings: all.filter((l) => l.status !== "draft" || l.id === filters.listingId),
    years,
    hasBookings: years.first !== null,
    ...earnings,
    monthTotals: monthSummaries(earnings, shown.length, today),
    listingTotals: listingSummaries(earnings, shown),
    // The tiles and the next payout speak of today, whatever months are shown.
    tiles: tilesOf(soon, today),
    next: nextPayout(soon, today),
    chart: chartSeries(earnings.rows, chartMonths(range, today, filters.year)),
  };
}

/** The owner's next payout estimate (for the host home): the next due date and its amounts, or null. */
export async function nextPayoutFor(
  db: Database,
  userId: string,
  now = new Date(),
  money: EarningsMoney = DIRECT_PAYMENTS,
) {
  const today = todayIn("UTC", now);
  const all = await ownerListings(db, userId);
  // Site payouts not paid yet may be overdue (a failed one is tried again): a month back too.
  const range = {
    first: shiftMonth(monthOf(today), money.sitePays ? -1 : 0),
    last: shiftMonth(monthOf(today), 24),
  };
  const { from, to } = rangeDates(range.first, range.last);
  const ids = all.map((l) => l.id);
  const found = await earningBookings(db, userId, ids, from, to);
  const paid = money.sitePays ? await sitePayouts(db, userId, ids, from, to) : undefined;
  return nextPayout(
    computeEarnings({ bookings: found, listings: all, ...range, payouts: paid }).lines,
    today,
  );
}
