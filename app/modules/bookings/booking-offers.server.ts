import { and, desc, eq, sql } from "drizzle-orm";
import { bookingOffers, bookings } from "../../../db/schema/index.ts";
import { queryRows, type Executor } from "../../platform/db.server.ts";
import { parseUuid } from "../../shared/ids.ts";
import { offerState, type OfferState } from "./offers.ts";

// The booking's side of special offers and pre-approvals (decision 3953): the offer a traveller
// books, and whether a booking came from one. Made and withdrawn in messages/offers.server.ts.

export type OfferRow = typeof bookingOffers.$inferSelect;

/** Whether some of the nights [checkIn, checkOut) are taken (booked, blocked or closed by a feed). */
export async function nightsTaken(db: Executor, listingId: number, checkIn: string, checkOut: string) {
  const [row] = await queryRows<{ taken: boolean }>(
    db,
    sql`select exists (select 1 from listing_occupancy where listing_id = ${listingId}
        and during && daterange(${checkIn}::date, ${checkOut}::date)) as taken`,
  );
  return Boolean(row?.taken);
}

/** Offers with their state now; a booking whose checkout ran out unpaid does not use its offer up. */
async function withStates(db: Executor, where: ReturnType<typeof and>, now: Date, limit: number) {
  const rows = await db
    .select({ offer: bookingOffers, bookingStatus: bookings.status })
    .from(bookingOffers)
    .leftJoin(bookings, eq(bookings.id, bookingOffers.bookingId))
    .where(where)
    .orderBy(desc(bookingOffers.createdAt), desc(bookingOffers.id))
    .limit(limit);
  const out: { row: OfferRow; state: OfferState }[] = [];
  for (const { offer, bookingStatus } of rows) {
    const row = { ...offer, bookingId: bookingStatus === "expired" ? null : offer.bookingId };
    const open = !row.bookingId && !row.withdrawnAt && row.expiresAt > now;
    const taken = open ? await nightsTaken(db, row.listingId, row.checkIn, row.checkOut) : false;
    out.push({ row, state: offerState(row, now, taken) });
  }
  return out;
}

/**
 * The offer a traveller names on the booking page: only theirs, only for this home (anyone
 * else's, a made-up or a malformed id: null, a 404), with its state now.
 */
export async function offerForGuest(
  db: Executor,
  guestId: string,
  offerId: string | null | undefined,
  listingId: number,
  now = new Date(),
) {
  const id = parseUuid(offerId ?? null);
  if (!id) return null;
  const [found] = await withStates(
    db,
    and(eq(bookingOffers.id, id), eq(bookingOffers.guestId, guestId), eq(bookingOffers.listingId, listingId)),
    now,
    1,
  );
  return found ?? null;
}

/** A conversation's latest offers, newest first, with their state now. */
export const offersOfThread = (db: Executor, threadId: string, now = new Date()) =>
  withStates(db, eq(bookingOffers.threadId, threadId), now, 5);

/** Whether a booking was made through an offer (its checkout then charges at once, as instant book). */
export async function bookedThroughOffer(db: Executor, bookingId: string) {
  const [row] = await db
    .select({ id: bookingOffers.id })
    .from(bookingOffers)
    .where(eq(bookingOffers.bookingId, bookingId));
  return Boolean(row);
}
