import { and, asc, count, desc, eq, gt, gte, inArray, sql } from "drizzle-orm";
import {
  bookingEvents,
  bookings,
  listings,
  owners,
  profiles,
  reviews,
  users,
} from "../../../db/schema/index.ts";
import type { Database, Executor } from "../../platform/db.server.ts";
import { parseDateRange, todayIn, zonedInstant } from "../../shared/dates.ts";
import { formatDate, formatMoney } from "../../shared/format.ts";
import { parseUuid } from "../../shared/ids.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { textFor } from "../masking/reader.ts";
import { contactRevealedBetween } from "../masking/reveal.server.ts";
import { createNotification } from "../notifications/notifications.server.ts";
import { bookingRows } from "../bookings/bookings.server.ts";
import { stayRulesOf } from "../bookings/rules.ts";
import { priceTermsOf, type PetFeeBasis, type PriceQuote } from "../stays/pricing.ts";
import { paymentSchedule } from "../bookings/payment.ts";
import { settlementOf } from "../bookings/cancellation.ts";
import {
  declineMessage,
  ownerCancelledGuestWords,
  petsAgainstPolicy,
  tabOf,
  type DeclineReason,
  type ReservationTab,
} from "./reservations.ts";

/**
 * Reservations as their owner sees them. Every booking is reached through the
 * signed-in user's host profile: someone else's booking id finds nothing (404).
 * Answers are updates guarded by the old state, so an accept racing an expiry,
 * a decline or a guest's withdrawal changes the booking once.
 */

const mine = (userId: string) => eq(owners.userId, userId);

/** The owner's bookings, newest check-in first, with the guest's name and picture. */
export async function hostReservations(db: Executor, userId: string, listingId?: number) {
  const rows = await db
    .select({
      id: bookings.id,
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
      guestName: row.guestName ?? "A guest",
      tab: tabOf(row.status, stay, today) as ReservationTab,
    };
  });
}
export type HostReservation = Awaited<ReturnType<typeof hostReservations>>[number];

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

/** Whether the owner may still cancel this stay: confirmed, and the guest has not arrived yet. */
export function hostMayCancel(detail: Pick<HostReservationDetail, "booking" | "checkInAt">, now: Date) {
  return detail.booking.status === "confirmed" && now < detail.checkInAt;
}

const ANSWERED = "This request was already answered, withdrawn or has expired.";

/** Accepting confirms the stay at once (its dates were held since the request) and tells the guest. */
export async function acceptRequest(
  db: Database,
  userId: string,
  id: string,
  now = new Date(),
): Promise<Outcome> {
  const found = await hostReservation(db, userId, id);
  if (!found) return failure(404, "No such reservation.");
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(bookings)
      .set({ status: "confirmed", updatedAt: now })
      .where(
        and(eq(bookings.id, found.booking.id), eq(bookings.status, "pending"), gt(bookings.expiresAt, now)),
      )
      .returning({ id: bookings.id });
    if (changed.length === 0) return failure(409, ANSWERED);
    await tx
      .insert(bookingEvents)
      .values({ bookingId: found.booking.id, status: "confirmed", note: "Accepted by the owner.", at: now });
    await createNotification(tx, {
      userId: found.booking.guestId,
      type: "booking_confirmed",
      title: `Your stay at ${found.listing.title} is confirmed`,
      body: `The owner accepted your request: ${formatDate(found.stay.start)} to ${formatDate(found.stay.end)}. The address and check-in details are on your trip page.`,
      link: `/user/bookings/${found.booking.id}`,
    });
    return success();
  });
}

/** Declining frees the dates at once (the occupancy trigger) and tells the guest why. */
export async function declineRequest(
  db: Database,
  userId: string,
  id: string,
  answer: { reason: DeclineReason; note: string },
  now = new Date(),
): Promise<Outcome> {
  const found = await hostReservation(db, userId, id);
  if (!found) return failure(404, "No such reservation.");
  const why = declineMessage(answer.reason, answer.note);
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(bookings)
      .set({
        status: "declined",
        cancelledAt: now,
        cancelledBy: "owner",
        cancellationReason: why,
        updatedAt: now,
      })
      // Like accepting: a request past its deadline has expired, whether or not the sweep ran yet.
      .where(
        and(eq(bookings.id, found.booking.id), eq(bookings.status, "pending"), gt(bookings.expiresAt, now)),
      )
      .returning({ id: bookings.id });
    if (changed.length === 0) return failure(409, ANSWERED);
    await tx.insert(bookingEvents).values({
      bookingId: found.booking.id,
      status: "declined",
      note: `Declined by the owner. ${why}`,
      at: now,
    });
    // The owner's note reaches the traveller (and their email) masked, as their trip page shows it.
    const shown = await ownerWordsFor(tx, found, why);
    await createNotification(tx, {
      userId: found.booking.guestId,
      type: "booking_declined",
      title: `The owner of ${found.listing.title} declined your request`,
      body: `${shown} Nothing is charged. Similar stays in ${found.listing.city} are waiting for you.`,
      link: `/user/bookings/${found.booking.id}`,
    });
    return success();
  });
}

/**
 * A cancellation's money at `at` (the home's date then): what the payment terms had made due,
 * against what the policy keeps (`keptCents`; nothing when the owner cancels).
 */
export function hostSettlementAt(
  found: Pick<HostReservationDetail, "listing" | "schedule">,
  keptCents: number,
  at: Date,
) {
  return settlementOf({
    accepted: true,
    keptCents,
    installments: found.schedule,
    today: todayIn(found.listing.timeZone, at),
  });
}

/**
 * The owner cancels a confirmed stay before check-in: whatever the traveller had paid comes
 * back under every policy, and nothing more is owed; the traveller is told (in words that match
 * what was paid: usually nothing, as stays are paid at check-in); the cancellation counts on the
 * owner's host profile.
 */
export async function cancelAsHost(
  db: Database,
  userId: string,
  id: string,
  reason: string,
  now = new Date(),
): Promise<Outcome> {
  const found = await hostReservation(db, userId, id);
  if (!found) return failure(404, "No such reservation.");
  if (!hostMayCancel(found, now))
    return failure(409, "Only a confirmed stay that has not started yet can be cancelled.");
  const { paidCents } = hostSettlementAt(found, 0, now);
  const currency = found.booking.currency;
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(bookings)
      .set({
        status: "cancelled",
        cancelledAt: now,
        cancelledBy: "owner",
        cancellationReason: reason,
        refundCents: found.booking.totalCents,
        updatedAt: now,
      })
      .where(and(eq(bookings.id, found.booking.id), eq(bookings.status, "confirmed")))
      .returning({ id: bookings.id });
    if (changed.length === 0) return failure(409, "This stay is no longer confirmed.");
    await tx.insert(bookingEvents).values({
      bookingId: found.booking.id,
      status: "cancelled",
      note: `Cancelled by the owner: ${reason} ${
        paidCents === 0
          ? "Nothing had been paid."
          : `${formatMoney(paidCents, currency, true)} paid, paid back.`
      }`,
      at: now,
    });
    const shown = await ownerWordsFor(tx, found, reason);
    await createNotification(tx, {
      userId: found.booking.guestId,
      type: "booking_cancelled",
      title: `The owner cancelled your stay at ${found.listing.title}`,
      body: `“${shown}” ${ownerCancelledGuestWords(paidCents, currency)} We're sorry; similar stays in ${found.listing.city} are on the site.`,
      link: `/user/bookings/${found.booking.id}`,
    });
    return success();
  });
}

/** The owner's words to the guest as the guest may read them (masked unless another stay is accepted). */
async function ownerWordsFor(tx: Executor, found: HostReservationDetail, text: string) {
  const revealed = await contactRevealedBetween(tx, found.booking.guestId, {
    ownerId: found.listing.ownerId,
  });
  return textFor(text, revealed);
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
