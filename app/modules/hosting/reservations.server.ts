import { and, asc, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import {
  bookingEvents,
  bookings,
  listings,
  owners,
  profiles,
  reviews,
  users,
} from "../../../db/schema/index.ts";
import type { Executor } from "../../platform/db.server.ts";
import { isLocale } from "../../i18n/locales.ts";
import { parseDateRange, todayIn, zonedInstant } from "../../shared/dates.ts";
import { parseUuid } from "../../shared/ids.ts";
import { bookingRows } from "../bookings/bookings.server.ts";
import { stayRulesOf } from "../bookings/rules.ts";
import { priceTermsOf, type PriceQuote } from "../stays/pricing.ts";
import { type PetFeeBasis } from "../pets/pet-fee.ts";
import { paymentSchedule } from "../bookings/payment.ts";
import { petsAgainstPolicy, tabOf, type ReservationTab } from "./reservations.ts";

/**
 * Reservations as their owner sees them. Every booking is reached through the
 * signed-in user's host profile: someone else's booking id finds nothing (404).
 * The owner's answers are transitions of the booking process (bookings/owner-answers.server.ts).
 */

const mine = (userId: string) => eq(owners.userId, userId);

/**
 * The owner's bookings, newest check-in first, with the guest's name and picture; a guest without
 * a name is `nameless` (the reader's words for "A guest").
 */
export async function hostReservations(
  db: Executor,
  userId: string,
  listingId?: number,
  nameless = "A guest",
) {
  const rows = await db
    .select({
      id: bookings.id,
      // For the guest's record beside each row, on the server (reservationRow leaves it out).
      guestId: bookings.guestId,
      reference: bookings.reference,
      status: bookings.status,
      stay: bookings.stay,
      adults: bookings.adults,
      children: bookings.children,
      pets: bookings.pets,
      totalCents: bookings.totalCents,
      currency: bookings.currency,
      expiresAt: bookings.expiresAt,
      createdAt: bookings.createdAt,
      listingId: listings.id,
      listingTitle: listings.title,
      timeZone: listings.timeZone,
      city: listings.city,
      guestName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`,
      guestAvatar: profiles.avatarUrl,
      // The language the guest reads the site in (and is written to in): the owner sees it (decision 3855).
      guestLanguage: profiles.language,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .leftJoin(users, eq(users.id, bookings.guestId))
    .leftJoin(profiles, eq(profiles.id, bookings.guestId))
    .where(and(mine(userId), listingId ? eq(listings.id, listingId) : undefined))
    .orderBy(desc(sql`lower(${bookings.stay})`), desc(bookings.createdAt))
    .limit(2000);
  return rows.map((row) => {
    const stay = parseDateRange(row.stay)!;
    const today = todayIn(row.timeZone);
    return {
      ...row,
      stay,
      today,
      guestName: row.guestName ?? nameless,
      tab: tabOf(row.status, stay, today) as ReservationTab,
    };
  });
}

/** One booking of the owner's homes, with all the reservation page shows; null when not theirs. */
export async function hostReservation(db: Executor, userId: string, id: string) {
  const bookingId = parseUuid(id);
  if (!bookingId) return null;
  const [row] = await bookingRows(db)
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .where(and(eq(bookings.id, bookingId), mine(userId)));
  if (!row) return null;
  const guestId = row.booking.guestId;
  const [guestRows, history, stays, written] = await Promise.all([
    db
      .select({
        name: users.name,
        fullName: profiles.fullName,
        avatarUrl: profiles.avatarUrl,
        language: profiles.language,
        emailVerified: users.emailVerified,
        phoneVerified: users.phoneNumberVerified,
        memberSince: users.createdAt,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, guestId)),
    db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(asc(bookingEvents.at), asc(bookingEvents.id)),
    db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.guestId, guestId), eq(bookings.status, "completed"))),
    db.select({ n: count() }).from(reviews).where(eq(reviews.authorId, guestId)),
  ]);
  const guest = guestRows[0];
  const stay = parseDateRange(row.booking.stay)!;
  const quote = row.booking.price as unknown as PriceQuote;
  const petFeeBasis = row.pet.petFeeBasis as PetFeeBasis;
  return {
    booking: row.booking,
    listing: row.listing,
    stay,
    today: todayIn(row.listing.timeZone),
    quote,
    // The breakdown's labels (pet fee basis, weekly discount) in the booking's currency.
    terms: { ...priceTermsOf(row.listing, row.pet), currency: row.booking.currency },
    schedule: paymentSchedule(quote, petFeeBasis, stay.start),
    history,
    checkInAt: zonedInstant(stay.start, row.listing.checkInTime, row.listing.timeZone),
    checkOutAt: zonedInstant(stay.end, row.listing.checkOutTime, row.listing.timeZone),
    guest: guest
      ? {
          name: guest.fullName || guest.name,
          avatarUrl: guest.avatarUrl,
          language: isLocale(guest.language) ? guest.language : null,
          emailVerified: guest.emailVerified,
          phoneVerified: Boolean(guest.phoneVerified),
          memberSince: guest.memberSince,
          completedStays: stays[0]?.n ?? 0,
          reviewsWritten: written[0]?.n ?? 0,
        }
      : null,
    pets: petsAgainstPolicy(stayRulesOf(row.listing, row.pet), row.booking.pets),
  };
}
export type HostReservationDetail = NonNullable<Awaited<ReturnType<typeof hostReservation>>>;

/** Whether a booking is of one of the owner's homes (one read: for an answer refused before it reaches the booking). */
export async function isHostReservation(db: Executor, userId: string, id: string) {
  const bookingId = parseUuid(id);
  if (!bookingId) return false;
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .where(and(eq(bookings.id, bookingId), mine(userId)));
  return row !== undefined;
}

/** Confirmed stays the owner cancelled in the last year: shown on their host profile. */
export async function hostCancellations(db: Executor, ownerId: number, now = new Date()) {
  const since = new Date(now.getTime() - 365 * 86_400_000);
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(
      and(
        eq(listings.ownerId, ownerId),
        eq(bookings.status, "cancelled"),
        eq(bookings.cancelledBy, "owner"),
        gte(bookings.cancelledAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The owner's listings, for the reservations filter. */
export async function hostListingChoices(db: Executor, userId: string) {
  return db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .where(and(mine(userId), inArray(listings.status, ["published", "snoozed", "archived"])))
    .orderBy(asc(listings.title));
}
