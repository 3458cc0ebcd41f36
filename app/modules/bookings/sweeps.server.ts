import { and, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { bookingEvents, bookings, listings, users } from "../../../db/schema/index.ts";
import type { Database, Executor } from "../../platform/db.server.ts";
import { createNotification, type NewNotification } from "../notifications/notifications.server.ts";
import { parseDateRange } from "../../shared/dates.ts";
import { formatDate } from "../../shared/format.ts";
import { notifyHosts, reservationPath } from "./host-notices.server.ts";

/**
 * Time-driven booking changes, run by the scheduler (app/jobs.server.ts) in every
 * server process. Each change is an update guarded by the old state, so two
 * processes sweeping at once change a booking once.
 */
export const REMIND_DAYS_BEFORE = 3;

/**
 * Tells each booking's guest, when the guest has an account (demo bookings belong
 * to made-up guests, deleted accounts to none), in the sweep's transaction.
 */
async function notifyGuests<T extends { guestId: string }>(
  tx: Executor,
  rows: T[],
  notice: (row: T) => Omit<NewNotification, "userId">,
) {
  if (rows.length === 0) return;
  const known = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((r) => r.guestId))]));
  const withAccount = new Set(known.map((r) => r.id));
  for (const row of rows) {
    if (withAccount.has(row.guestId)) await createNotification(tx, { userId: row.guestId, ...notice(row) });
  }
}

/** One history entry per changed booking. */
async function recordHistory(
  tx: Executor,
  rows: { id: string }[],
  entry: { status: "expired" | "completed"; note: string; at: Date },
) {
  if (rows.length > 0)
    await tx.insert(bookingEvents).values(rows.map((r) => ({ bookingId: r.id, ...entry })));
}

/** Requests the owner did not answer within 24 hours expire; their dates are free again. */
export async function expireStaleRequests(db: Database, now = new Date()) {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(bookings)
      .set({ status: "expired", updatedAt: now })
      .where(and(eq(bookings.status, "pending"), lte(bookings.expiresAt, now)))
      .returning({
        id: bookings.id,
        guestId: bookings.guestId,
        listingId: bookings.listingId,
        stay: bookings.stay,
      });
    await recordHistory(tx, expired, {
      status: "expired",
      note: "The owner did not answer within 24 hours; nothing is charged.",
      at: now,
    });
    await notifyGuests(tx, expired, (booking) => ({
      type: "request_expired",
      title: "Your booking request expired",
      body: "The owner did not answer in time. The dates are free again if you'd like to try another stay.",
      link: `/user/bookings/${booking.id}`,
    }));
    await notifyHosts(tx, expired, (booking) => ({
      type: "host_request_expired",
      title: "A request expired without an answer",
      body: `The request for ${stayDates(booking.stay)} expired after 24 hours; those nights are open again. Answering within a day keeps your response rate up.`,
      link: reservationPath(booking.id),
    }));
    return expired.length;
  });
}

/** Requests still unanswered this close to their expiry warn the traveller, once. */
export const WARN_HOURS_BEFORE_EXPIRY = 6;

export async function warnExpiringRequests(db: Database, now = new Date()) {
  const soon = new Date(now.getTime() + WARN_HOURS_BEFORE_EXPIRY * 3_600_000);
  return db.transaction(async (tx) => {
    const warned = await tx
      .update(bookings)
      .set({ expiryWarnedAt: now })
      .from(listings)
      .where(
        and(
          eq(listings.id, bookings.listingId),
          eq(bookings.status, "pending"),
          isNull(bookings.expiryWarnedAt),
          lte(bookings.expiresAt, soon),
          gt(bookings.expiresAt, now),
        ),
      )
      .returning({ id: bookings.id, guestId: bookings.guestId, title: listings.title });
    await notifyGuests(tx, warned, (booking) => ({
      type: "request_expiring",
      title: `Your request for ${booking.title} expires soon`,
      body: `The owner has not answered yet. Without an answer within ${WARN_HOURS_BEFORE_EXPIRY} hours the request expires, nothing is charged and the dates are free again.`,
      link: `/user/bookings/${booking.id}`,
    }));
    return warned.length;
  });
}

/**
 * Confirmed stays whose check-out time has passed (the listing's own clock) are
 * completed, and the guest is invited to review.
 */
export async function completeFinishedStays(db: Database, now = new Date()) {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(bookings)
      .set({ status: "completed", updatedAt: now })
      .from(listings)
      .where(
        and(
          eq(listings.id, bookings.listingId),
          eq(bookings.status, "confirmed"),
          sql`(upper(${bookings.stay}) + ${listings.checkOutTime}) at time zone ${listings.timeZone} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: bookings.id, guestId: bookings.guestId, listingId: bookings.listingId });
    await recordHistory(tx, done, { status: "completed", note: "Stay completed.", at: now });
    await notifyGuests(tx, done, (booking) => ({
      type: "review_invitation",
      title: "How was your stay?",
      body: "Tell other pet owners how welcome your pets were.",
      link: `/user/bookings/${booking.id}/review`,
    }));
    return done.length;
  });
}

/** One reminder per confirmed stay, a few days before check-in (days as the listing counts them). */
export async function remindUpcomingStays(db: Database, now = new Date()) {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${listings.timeZone})::date`;
  return db.transaction(async (tx) => {
    const soon = await tx
      .update(bookings)
      .set({ reminderSentAt: now })
      .from(listings)
      .where(
        and(
          eq(listings.id, bookings.listingId),
          eq(bookings.status, "confirmed"),
          isNull(bookings.reminderSentAt),
          sql`lower(${bookings.stay}) between ${today} and ${today} + ${REMIND_DAYS_BEFORE}::int`,
        ),
      )
      .returning({ id: bookings.id, guestId: bookings.guestId, title: listings.title, stay: bookings.stay });
    await notifyGuests(tx, soon, (booking) => ({
      type: "stay_reminder",
      title: `Your stay at ${booking.title} is coming up`,
      body: "Check-in details, the address and the owner's phone are on your trip page.",
      link: `/user/bookings/${booking.id}`,
    }));
    return soon.length;
  });
}

/** The owner is warned once when a request they have not answered has this little time left. */
export const WARN_HOST_HOURS_BEFORE_EXPIRY = 4;

export async function warnHostsOfExpiringRequests(db: Database, now = new Date()) {
  const soon = new Date(now.getTime() + WARN_HOST_HOURS_BEFORE_EXPIRY * 3_600_000);
  return db.transaction(async (tx) => {
    const warned = await tx
      .update(bookings)
      .set({ hostWarnedAt: now })
      .from(listings)
      .where(
        and(
          eq(listings.id, bookings.listingId),
          eq(bookings.status, "pending"),
          isNull(bookings.hostWarnedAt),
          lte(bookings.expiresAt, soon),
          gt(bookings.expiresAt, now),
        ),
      )
      .returning({
        id: bookings.id,
        guestId: bookings.guestId,
        listingId: bookings.listingId,
        title: listings.title,
        stay: bookings.stay,
      });
    await notifyHosts(tx, warned, (booking) => ({
      type: "host_request_expiring",
      title: `A request for ${booking.title} expires in ${WARN_HOST_HOURS_BEFORE_EXPIRY} hours`,
      body: `${stayDates(booking.stay)}: accept or decline it before it expires; until then the dates are held for the guest.`,
      link: reservationPath(booking.id),
    }));
    return warned.length;
  });
}

const stayDates = (stay: string) => {
  const range = parseDateRange(stay);
  return range ? `${formatDate(range.start)} to ${formatDate(range.end)}` : "those dates";
};

export async function sweepBookings(db: Database, now = new Date()) {
  return {
    warned: await warnExpiringRequests(db, now),
    hostsWarned: await warnHostsOfExpiringRequests(db, now),
    expired: await expireStaleRequests(db, now),
    completed: await completeFinishedStays(db, now),
    reminded: await remindUpcomingStays(db, now),
  };
}
