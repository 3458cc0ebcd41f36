import { and, asc, count, desc, eq, gt, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import { FAILED_PAYOUT_BOOKINGS } from "./counts.server.ts";
import {
  bookingEvents,
  bookings,
  listings,
  messageThreads,
  messages,
  owners,
  paymentLedger,
  users,
} from "../../../db/schema/index.ts";
import type { BookingStatus } from "../../../db/schema/stays.ts";
import type { Database } from "../../platform/db.server.ts";
import { parseDateRange } from "../../shared/dates.ts";
import { formatMoney } from "../../shared/format.ts";
import { translatorFor } from "../../i18n/language.server.ts";
import { intlLocale, type Locale } from "../../i18n/locales.ts";
import { historyNoteIn } from "../bookings/history-note.server.ts";
import type { NotePiece } from "../bookings/history-note.ts";
import { claimOfBooking } from "../claims/claims.server.ts";
import { claimEvents } from "../claims/claims.ts";
import type { BookingFilter } from "./bookings.ts";
import { EXPIRING_HOURS } from "./counts.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Bookings by reference, id, traveller's email or listing title, and/or a status ("expiring":
 * requests unanswered whose time ends within a day, the home count's queue). Newest first, 50.
 */
export async function searchBookings(
  db: Database,
  query: { q: string; filter: BookingFilter },
  now = new Date(),
) {
  const q = query.q.trim().slice(0, 200);
  const filters: (SQL | undefined)[] = [];
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        UUID.test(q) ? eq(bookings.id, q) : undefined,
        ilike(bookings.reference, like),
        ilike(users.email, like),
        ilike(listings.title, like),
      ),
    );
  }
  if (query.filter === "expiring")
    filters.push(
      eq(bookings.status, "pending"),
      gt(bookings.expiresAt, now),
      lte(bookings.expiresAt, new Date(now.getTime() + EXPIRING_HOURS * 3_600_000)),
    );
  else if (query.filter === "payout-failed") filters.push(sql`${bookings.id} in (${FAILED_PAYOUT_BOOKINGS})`);
  else if (query.filter !== "all") filters.push(eq(bookings.status, query.filter as BookingStatus));
  if (!q && query.filter === "all") return [];
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      stay: bookings.stay,
      expiresAt: bookings.expiresAt,
      listingTitle: listings.title,
      guestEmail: users.email,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .leftJoin(users, eq(users.id, bookings.guestId))
    .where(and(...filters))
    .orderBy(query.filter === "expiring" ? asc(bookings.expiresAt) : desc(bookings.createdAt))
    .limit(50);
  return rows.map(({ stay, ...row }) => ({ ...row, stay: parseDateRange(stay) }));
}

export type TimelineRow =
  | { kind: "status"; at: Date; status: string; note: string; pieces?: NotePiece[] }
  | { kind: "money"; at: Date; movement: string; amountCents: number; currency: string; note: string }
  | { kind: "claim"; at: Date; what: string; note: string };

/**
 * One booking as an operator sees it: the booking, its traveller and owner, every transition from
 * the booking history and every money row of the ledger, in time order, and its message count.
 */
export async function bookingTimeline(db: Database, bookingId: string, locale: Locale = "en") {
  if (!UUID.test(bookingId)) return null;
  const [row] = await db
    .select({
      booking: bookings,
      listingTitle: listings.title,
      listingSlug: listings.slug,
      guestEmail: users.email,
      ownerUserId: owners.userId,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .leftJoin(users, eq(users.id, bookings.guestId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const claim = await claimOfBooking(db, bookingId);
  const [events, money, [messageCount]] = await Promise.all([
    db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(asc(bookingEvents.at)),
    db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.bookingId, bookingId))
      .orderBy(asc(paymentLedger.at)),
    db
      .select({ n: count() })
      .from(messages)
      .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
      .where(eq(messageThreads.bookingId, bookingId)),
  ]);
  const timeline: TimelineRow[] = [
    // The process's notes in the operator's language, as the trip and reservation pages say them:
    // from their parts (the person's words as written), else the English kept read back (old rows).
    ...events.map((e) => ({
      kind: "status" as const,
      at: e.at,
      status: e.status,
      ...historyNoteIn(locale, e),
    })),
    ...money.map((m) => ({
      kind: "money" as const,
      at: m.at,
      movement: m.kind,
      amountCents: m.amountCents,
      currency: m.currency,
      note: m.note,
    })),
    // A pet damage claim's steps (decision 3550).
    ...(claim
      ? claimEvents(
          claim,
          (cents) => formatMoney(cents, claim.currency.trim(), true, intlLocale(locale)),
          translatorFor(locale, "claims.events"),
        )
      : []
    ).map((e) => ({ kind: "claim" as const, ...e })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const { booking } = row;
  return {
    booking: {
      id: booking.id,
      reference: booking.reference ?? booking.id.slice(0, 8).toUpperCase(),
      status: booking.status,
      stay: parseDateRange(booking.stay),
      totalCents: booking.totalCents,
      currency: booking.currency,
      guestId: booking.guestId,
      createdAt: booking.createdAt,
    },
    listing: { title: row.listingTitle, slug: row.listingSlug },
    guestEmail: row.guestEmail,
    ownerUserId: row.ownerUserId,
    timeline,
    messageCount: Number(messageCount?.n ?? 0),
  };
}
