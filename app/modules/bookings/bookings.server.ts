import crypto from "node:crypto";
import { guestCancelledMoney } from "./money-words.ts";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  bookingEvents,
  bookings,
  listingPhotos,
  listings,
  notifications,
  owners,
  petPolicies,
} from "../../../db/schema/index.ts";
import { pgErrorCode, queryRows, type Database, type Executor } from "../../platform/db.server.ts";
import { fromJson, insertSql, rowFromJson } from "../../platform/statement.server.ts";
import { log } from "../../platform/log.server.ts";
import { isSlug, parseUuid } from "../../shared/ids.ts";
import { addDays, nightsBetween, parseDateRange, todayIn } from "../../shared/dates.ts";
import { priceTermsOf, quoteStay, type PriceOverride, type PriceQuote } from "../stays/pricing.ts";
import { refundFor, type Refund } from "./cancellation.ts";
import { settlementFor, settlementWords } from "./cancel-view.ts";
import { cancelWriterFor } from "./cancel-writer.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { coverPhotos, firstPhoto } from "../stays/stay-cards.server.ts";
import { occupancy, priceOverridesFor } from "../stays/stay-calendar.server.ts";
import {
  bookingReference,
  nearestFreeDates,
  OWN_HOME_MESSAGE,
  NO_LONGER_CANCELLABLE,
  AMOUNTS_CHANGED,
  type BookingRequest,
  type DateRange,
} from "./bookings.ts";
import { sendBookingEmail, type BookingMail } from "./emails.server.ts";
import { tripOf, type GuestBooking } from "./trip.ts";
import { bookingThreadWrites } from "./booking-thread.server.ts";
import { servesAsServiceAnimal } from "../pets/fit.ts";
import { problemStatus, stayProblems, stayRulesOf, takenDatesMessage } from "./rules.ts";
import type { FieldErrors } from "../../shared/forms.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import {
  CHECKOUT_MINUTES,
  guestCancellationOf,
  mayTake,
  REQUEST_ANSWER_HOURS,
  TRANSITIONS,
} from "./process.ts";
import { applyTransition, transitionFacts, transitionNotices } from "./process.server.ts";
import { bookingPayments, type PaymentsContext } from "../payments/money.server.ts";
import { offerForGuest } from "./booking-offers.server.ts";
import { OFFER_NOT_FOUND, OFFER_TAKEN, offerMismatch, offerRefusal } from "./offers.ts";
import { formatInstantIn } from "../../shared/format.ts";
import { GUEST_ENDINGS, type GuestEnding } from "./history-note.ts";

/** How long an owner has to answer a request to book. */
export const REQUEST_EXPIRES_AFTER_MS = REQUEST_ANSWER_HOURS * 3_600_000;

export interface NewBooking {
  guestId: string;
  listingSlug: string;
  request: BookingRequest;
  message: string;
  contactPhone: string;
  /** Made when the booking page is shown: a repeated submit of that page books once. */
  idempotencyKey: string;
  /**
   * Payments go through the site (PAYMENTS_MODE demo or stripe, decision 3510): the booking waits
   * for its payment at the checkout ('awaiting_payment', its nights held for CHECKOUT_MINUTES)
   * instead of being confirmed or sent to the owner at once; nobody is told until it is paid.
   */
  checkout?: boolean;
  /**
   * The owner's special offer or pre-approval the traveller books (decision 3953): only theirs,
   * for these dates; the stay is confirmed at once, a special offer at its own price.
   */
  offerId?: string;
  now?: Date;
}

/** What a new booking is: waiting at the checkout, a request, or confirmed (instant book). */
export type NewBookingStatus = "awaiting_payment" | "pending" | "confirmed";

export type CreateBookingResult =
  | { ok: true; bookingId: string; status: NewBookingStatus; replayed: boolean }
  | { ok: false; status: 400 | 403 | 404 | 409; fieldErrors: FieldErrors }
  | {
      ok: false;
      status: 409;
      fieldErrors: FieldErrors;
      alternatives: { earlier: DateRange | null; later: DateRange | null };
    };

/** The listing and its pet policy, as the booking rules need them, and the account that hosts it. */
export async function bookableListing(db: Executor, slug: string) {
  // A malformed address names nothing (and never reaches a query).
  if (!isSlug(slug)) return null;
  const [row] = await db
    .select({ listing: listings, pet: petPolicies, hostUserId: owners.userId })
    .from(listings)
    .innerJoin(petPolicies, eq(petPolicies.listingId, listings.id))
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .where(eq(listings.slug, slug))
    .limit(1);
  if (!row) return null;
  // The owner's prices and minimum stays for some nights, from yesterday where the home is on.
  const from = addDays(todayIn(row.listing.timeZone), -1);
  const overrides = (await priceOverridesFor(db, [row.listing.id], from)).get(row.listing.id) ?? [];
  return { ...row, overrides };
}

export type BookableListing = NonNullable<Awaited<ReturnType<typeof bookableListing>>>;

/** The booking rules (./rules.ts) for a request on this listing, today where the home is. */
export function problemsOf(
  row: BookableListing,
  request: BookingRequest,
  options: { today: string; pendingRequests?: number; taken?: DateRange[] },
): FieldErrors {
  return stayProblems(stayRulesOf(row.listing, row.pet, row.overrides), request, {
    ...options,
    mode: "booking",
  });
}

/** The server's price for a request: only pets pay the pet fee, service animals never. */
export function quoteFor(row: BookableListing, request: BookingRequest): PriceQuote {
  const pets = request.pets.filter((p) => !servesAsServiceAnimal(p, row.listing.country)).length;
  return quoteStay(
    // The booking day where the home is: a last-minute or early-bird rule reads it.
    priceTermsOf(row.listing, row.pet, row.overrides, todayIn(row.listing.timeZone)),
    request.checkIn,
    request.checkOut,
    pets,
  );
}

async function existingBooking(db: Executor, guestId: string, idempotencyKey: string) {
  const [row] = await db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.guestId, guestId), eq(bookings.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/**
 * The booking's one read, built once per database and prepared (a named statement on
 * Postgres): building this select anew cost more Node time than the database spent on it.
 */
function contextQuery(db: Database) {
  const guestId = sql.placeholder("guestId");
  return db
    .select({
      listing: listings,
      pet: petPolicies,
      overrides: sql<unknown>`(select coalesce(json_agg(json_build_object('during', o.during::text,
          'nightlyRateCents', o.nightly_rate_cents, 'minNights', o.min_nights) order by lower(o.during)), '[]'::json)
        from listing_price_overrides o
        where o.listing_id = ${listings.id} and o.during && daterange(${sql.placeholder("since")}::date, null))`,
      earlier: sql<unknown>`(select json_build_object('id', b.id, 'status', b.status) from bookings b
        where b.guest_id = ${guestId}::text and b.idempotency_key = ${sql.placeholder("key")}::text)`,
      hostUserId: sql<string | null>`(select o.user_id from owners o where o.id = ${listings.ownerId})`,
      guestEmail: sql<string | null>`(select u.email from users u where u.id = ${guestId}::text)`,
      // Each side's saved language: what they are sent is written in it (decision 3855).
      guestLanguage: sql<string | null>`(select p.language from profiles p where p.id = ${guestId}::text)`,
      hostLanguage: sql<string | null>`(select p.language from profiles p join owners o on o.user_id = p.id
        where o.id = ${listings.ownerId})`,
      photo: sql<unknown>`(select to_jsonb(p) from listing_photos p where p.listing_id = ${listings.id}
        order by p.position limit 1)`,
    })
    .from(listings)
    .innerJoin(petPolicies, eq(petPolicies.listingId, listings.id))
    .where(eq(listings.slug, sql.placeholder("slug")))
    .limit(1)
    .prepare("booking_context");
}
const contextQueries = new WeakMap<Database, ReturnType<typeof contextQuery>>();

/**
 * Everything a booking reads before it writes, in one round trip: the listing and its pet
 * policy, the owner's price overrides, an earlier booking with the same key, the owner's
 * account, the guest's email and the cover photo (the last two for the confirmation email).
 */
async function bookingContext(db: Database, input: NewBooking) {
  // A malformed address names nothing (and never reaches a query).
  if (!isSlug(input.listingSlug)) return null;
  // Overrides from three days before today in UTC: a superset of "from yesterday where the home
  // is" (any time zone), narrowed below once the listing's zone is known (as bookableListing).
  const since = addDays(todayIn("UTC"), -3);
  let query = contextQueries.get(db);
  if (!query) {
    query = contextQuery(db);
    contextQueries.set(db, query);
  }
  const [row] = await query.execute({
    slug: input.listingSlug,
    guestId: input.guestId,
    key: input.idempotencyKey,
    since,
  });
  if (!row) return null;
  const from = addDays(todayIn(row.listing.timeZone), -1);
  const overrides: PriceOverride[] = [];
  for (const o of fromJson<{ during: string; nightlyRateCents: number; minNights: number | null }[]>(
    row.overrides,
  )) {
    const range = parseDateRange(o.during);
    if (range && range.end > from)
      overrides.push({ ...range, nightlyRateCents: o.nightlyRateCents, minNights: o.minNights });
  }
  const photo = row.photo ? rowFromJson(listingPhotos, fromJson(row.photo)) : null;
  return {
    bookable: {
      listing: row.listing,
      pet: row.pet,
      hostUserId: row.hostUserId,
      overrides,
    } satisfies BookableListing,
    earlier: row.earlier ? fromJson<{ id: string; status: string }>(row.earlier) : null,
    hostUserId: row.hostUserId,
    guestEmail: row.guestEmail,
    guestLanguage: row.guestLanguage,
    hostLanguage: row.hostLanguage,
    photo,
  };
}

/**
 * Books a stay. No double booking: the listing's rows are serialised by an advisory lock
 * (the owner's calendar takes it too) and, whatever happens, the exclusion constraints on
 * bookings and occupancy refuse an overlap. No double submit: one booking per (guest,
 * idempotency key), also when retries race. No more than MAX_PENDING_REQUESTS waiting
 * requests per guest: counted under a lock on the guest inside the same transaction.
 * The guest's email is sent here, after the booking is stored.
 */
export async function createBooking(
  db: Database,
  input: NewBooking,
  mail: BookingMail,
): Promise<CreateBookingResult> {
  const outcome = await insertBooking(db, input);
  if (outcome.trip) await sendBookingEmail(outcome.trip, mail);
  return outcome.result;
}

/** A refusal decided inside the transaction (it rolls back nothing written yet). */
class Refused extends Error {
  // A plain field, not a parameter property: scripts load this file with Node's type stripping.
  readonly fieldErrors: FieldErrors;
  constructor(fieldErrors: FieldErrors) {
    super("refused");
    this.fieldErrors = fieldErrors;
  }
}

/** What inserting a booking gave: createBooking's own result (its success carries a status), and the trip to email. */
type Inserted = {
  result: CreateBookingResult;
  trip?: { to: string; language: string | null; booking: GuestBooking };
};

async function insertBooking(db: Database, input: NewBooking): Promise<Inserted> {
  const now = input.now ?? new Date();
  const context = await bookingContext(db, input);
  const row = context?.bookable;
  if (!context || !row || row.listing.status !== "published")
    return {
      result: {
        ok: false,
        status: 404,
        fieldErrors: { form: "This stay is not taking bookings at the moment." },
      },
    };
  // Booking one's own home would confirm a stay (instant book) and open a review of it.
  if (context.hostUserId !== null && context.hostUserId === input.guestId)
    return { result: { ok: false, status: 403, fieldErrors: { form: OWN_HOME_MESSAGE } } };
  if (context.earlier) return { result: replay(context.earlier) };

  const today = todayIn(row.listing.timeZone, now);
  const offered = input.offerId === undefined ? null : await offerOf(db, input, row, now);
  if (offered && !offered.ok) return { result: offered.result };
  const offer = offered?.offer ?? null;
  const fieldErrors = problemsOf(row, input.request, { today });
  if (Object.keys(fieldErrors).length > 0)
    return { result: { ok: false, status: problemStatus(fieldErrors), fieldErrors } };
  // A special offer is booked at its own price, as the traveller was shown it (to the cent).
  const quote = offer?.price ? (offer.price as unknown as PriceQuote) : quoteFor(row, input.request);
  const instant = row.listing.instantBook || offer !== null;
  const status: NewBookingStatus = input.checkout ? "awaiting_payment" : instant ? "confirmed" : "pending";

  for (let attempt = 1; ; attempt++) {
    // Made here rather than by the database: the links of the notices written with it name it.
    const id = crypto.randomUUID();
    const write = bookingWrite({
      input,
      row,
      quote,
      status,
      id,
      now,
      hostUserId: context.hostUserId,
      languages: { guestLanguage: context.guestLanguage, hostLanguage: context.hostLanguage },
      note: offer
        ? `Booked and confirmed at once through the owner's ${offer.kind === "offer" ? "special offer" : "pre-approval"}.`
        : undefined,
    });
    try {
      let written: Record<string, unknown>;
      if (offer) {
        written = await db.transaction(async (tx) => {
          // The offer, locked: a withdrawal, an expiry or another booking of it since it was read refuses.
          const [held] = await queryRows<{ open: boolean }>(
            tx as Database,
            sql`select (withdrawn_at is null and expires_at > ${now.toISOString()}::timestamptz
                and (booking_id is null or exists (select 1 from bookings b where b.id = booking_id and b.status = 'expired'))) as open
                from booking_offers where id = ${offer.id}::uuid for update`,
          );
          if (!held?.open)
            throw new Refused({ form: "This offer was withdrawn, expired or used meanwhile." });
          const [stored] = await queryRows<Record<string, unknown>>(tx as Database, write);
          await tx.execute(
            sql`update booking_offers set booking_id = ${id}::uuid where id = ${offer.id}::uuid`,
          );
          return stored!;
        });
      } else if (row.listing.instantBook) {
        // One statement, so its own transaction: no BEGIN/COMMIT round trips.
        written = (await queryRows<Record<string, unknown>>(db, write))[0]!;
      } else {
        written = await db.transaction(async (tx) => {
          // One guest's requests are counted one at a time (a key space apart from listings').
          // The count is its own statement: it must see what was committed while it waited.
          await tx.execute(
            sql`select pg_advisory_xact_lock(${row.listing.id}::bigint), pg_advisory_xact_lock(7, hashtext(${input.guestId}))`,
          );
          const [waiting] = await tx
            .select({ count: sql<number>`count(*)::int` })
            .from(bookings)
            .where(and(eq(bookings.guestId, input.guestId), eq(bookings.status, "pending")));
          const fieldErrors = problemsOf(row, input.request, { today, pendingRequests: waiting?.count ?? 0 });
          if (Object.keys(fieldErrors).length > 0) throw new Refused(fieldErrors);
          const [stored] = await queryRows<Record<string, unknown>>(tx as Database, write);
          return stored!;
        });
      }
      const booking = rowFromJson(bookings, fromJson(written!.booking));
      const event = rowFromJson(bookingEvents, fromJson(written!.event));
      return {
        result: { ok: true, bookingId: booking.id, status, replayed: false },
        // At the checkout, the booking's email goes once it is paid (process.ts: pay, authorise).
        trip:
          context.guestEmail && status !== "awaiting_payment"
            ? {
                to: context.guestEmail,
                language: context.guestLanguage,
                booking: tripOf({ booking, listing: row.listing, pet: row.pet }, [event], context.photo),
              }
            : undefined,
      };
    } catch (error) {
      if (error instanceof Refused)
        return {
          result: { ok: false, status: problemStatus(error.fieldErrors), fieldErrors: error.fieldErrors },
        };
      const code = pgErrorCode(error);
      if (code === "23505") {
        // Another request with the same key won the race: that booking is the answer.
        const winner = await existingBooking(db, input.guestId, input.idempotencyKey);
        if (winner) return { result: replay(winner) };
        if (attempt < 3) continue; // a reference collision: draw another
      }
      if (code === "23P01") {
        // A retry of a booking that just went through overlaps itself: answer with that booking.
        const same = await existingBooking(db, input.guestId, input.idempotencyKey);
        if (same) return { result: replay(same) };
        if (offer) return { result: { ok: false, status: 409, fieldErrors: { form: OFFER_TAKEN } } };
        return { result: await datesTaken(db, row.listing.id, input.request, today) };
      }
      if ((code === "40P01" || code === "40001") && attempt < 5) continue;
      log.error("booking.create_failed", { listing: input.listingSlug, error: String(error) });
      throw error;
    }
  }
}

/** The offer a booking names, checked for this traveller and request; a refusal otherwise. */
async function offerOf(db: Database, input: NewBooking, row: BookableListing, now: Date) {
  const found = await offerForGuest(db, input.guestId, input.offerId, row.listing.id, now);
  const refuse = (status: 400 | 404 | 409, fieldErrors: FieldErrors) =>
    ({ ok: false, result: { ok: false, status, fieldErrors } }) as const;
  if (!found) return refuse(404, { form: OFFER_NOT_FOUND });
  const refusal = offerRefusal(
    found.state,
    formatInstantIn(found.row.expiresAt, row.listing.timeZone, row.listing.city),
  );
  if (refusal) return refuse(409, { form: refusal });
  const mismatch = offerMismatch(found.row, { ...input.request, animals: input.request.pets.length });
  if (Object.keys(mismatch).length > 0) return refuse(400, mismatch);
  return { ok: true, offer: found.row } as const;
}

/**
 * The booking's writes as one statement: the booking (taking the listing's lock as its row is
 * made, before any constraint is checked), its first history entry, the guest's and the
 * owner's notifications and the conversation thread with the guest's message. Answers the
 * booking and history rows as written (json), so nothing is read back.
 */
function bookingWrite(w: {
  input: NewBooking;
  row: BookableListing;
  quote: PriceQuote;
  status: NewBookingStatus;
  id: string;
  now: Date;
  hostUserId: string | null;
  languages: { guestLanguage: string | null; hostLanguage: string | null };
  /** The history's first line, when not the booking process's own (a booked offer). */
  note?: string;
}): SQL {
  const { input, row, quote, status, id, now } = w;
  const listingId = row.listing.id;
  const booking = insertSql(bookings, [
    {
      id,
      guestId: input.guestId,
      // The listing's advisory lock, taken while the row is formed: held to the end of the
      // statement's transaction, it orders this booking with the owner's calendar changes.
      listingId: sql`(select ${listingId}::bigint from pg_advisory_xact_lock(${listingId}::bigint))`,
      stay: `[${input.request.checkIn},${input.request.checkOut})`,
      adults: input.request.adults,
      children: input.request.children,
      pets: input.request.pets.map((p) => ({
        name: p.name.trim(),
        species: p.species,
        breed: p.breed.trim() || undefined,
        weightLb: p.weightLb ?? undefined,
        serviceAnimal: p.serviceAnimal || undefined,
      })),
      message: input.message.trim(),
      contactPhone: input.contactPhone.trim(),
      status,
      price: quote as unknown as Record<string, unknown>,
      currency: row.listing.currency,
      totalCents: quote.totalCents,
      idempotencyKey: input.idempotencyKey,
      reference: bookingReference((max) => crypto.randomInt(max)),
      expiresAt:
        status === "pending"
          ? new Date(now.getTime() + REQUEST_EXPIRES_AFTER_MS)
          : status === "awaiting_payment"
            ? new Date(now.getTime() + CHECKOUT_MINUTES * 60_000)
            : null,
      createdAt: now,
      updatedAt: now,
    },
  ]);
  // Written here in one statement (decision 2400), in the words of the booking process.
  const made = status === "confirmed" ? "instantBook" : status === "pending" ? "request" : "checkout";
  const facts = transitionFacts({
    bookingId: id,
    title: row.listing.title,
    city: row.listing.city,
    stay: { start: input.request.checkIn, end: input.request.checkOut },
  });
  const event = insertSql(bookingEvents, [
    { bookingId: id, status, note: w.note ?? TRANSITIONS[made].note(), at: now },
  ]);
  const notices = transitionNotices(made, facts, {
    guestId: input.guestId,
    hostUserId: w.hostUserId,
    ...w.languages,
  });
  // The traveller's conversation with the owner about this home now follows this booking.
  const thread = bookingThreadWrites({
    bookingId: id,
    listingId,
    guestId: input.guestId,
    hostUserId: w.hostUserId,
    checkIn: input.request.checkIn,
    checkOut: input.request.checkOut,
    adults: input.request.adults,
    children: input.request.children,
    pets: input.request.pets.length,
    message: input.message,
    now,
  });
  // Data-modifying WITH parts all run, once, whether read or not; the foreign keys (history →
  // booking, message → thread) are checked at the statement's end, when every row is there.
  return sql`with booking as (${booking} returning *),
    event as (${event} returning *)
    ${notices.length > 0 ? sql`, notices as (${insertSql(notifications, notices)} returning id)` : sql``}
    ${thread ? sql`, ${thread}` : sql``}
    select to_jsonb(booking) as booking, to_jsonb(event) as event from booking, event`;
}

function replay(row: { id: string; status: string }): CreateBookingResult {
  return {
    ok: true,
    bookingId: row.id,
    status: row.status === "pending" || row.status === "awaiting_payment" ? row.status : "confirmed",
    replayed: true,
  };
}

async function datesTaken(
  db: Database,
  listingId: number,
  request: BookingRequest,
  today: string,
): Promise<CreateBookingResult> {
  const taken = await occupancy(db, listingId, today, addDays(request.checkOut, 400));
  const alternatives = nearestFreeDates({ start: request.checkIn, end: request.checkOut }, taken, today);
  return {
    ok: false,
    status: 409,
    fieldErrors: { form: takenDatesMessage(request, taken) },
    alternatives,
  };
}

/* ------------------------------------------------------------------ *
 * A guest's bookings: read, list, cancel
 * ------------------------------------------------------------------ */

/** Bookings with their listing and its pet policy: the guest's and the owner's views start here. */
export function bookingRows(db: Executor) {
  return db
    .select({ booking: bookings, listing: listings, pet: petPolicies })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .innerJoin(petPolicies, eq(petPolicies.listingId, listings.id));
}

/** One booking of the guest with what the confirmation and trip pages show; null when not theirs. */
export async function guestBooking(db: Executor, guestId: string, id: string) {
  const bookingId = parseUuid(id);
  if (!bookingId) return null;
  const [row] = await bookingRows(db).where(and(eq(bookings.id, bookingId), eq(bookings.guestId, guestId)));
  if (!row) return null;
  const [history, photo] = await Promise.all([
    db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(asc(bookingEvents.at), asc(bookingEvents.id)),
    firstPhoto(db, row.listing.id),
  ]);
  return tripOf(row, history, photo);
}

/** Whether a booking can still be cancelled by its guest (not after check-out, not twice). */
export function isCancellable(booking: Pick<GuestBooking, "booking" | "checkOutAt">, now: Date) {
  const { status } = booking.booking;
  return mayTake(guestCancellationOf(status), status, "guest", { now, checkOutAt: booking.checkOutAt });
}

/** What cancelling now would refund (shown before the guest confirms). */
export function refundIfCancelled(booking: GuestBooking, now: Date): Refund {
  // A request the owner never accepted costs nothing to withdraw.
  if (booking.booking.status === "pending")
    return {
      refundCents: booking.booking.totalCents,
      keptCents: 0,
      reason: "A request not yet accepted: nothing is charged.",
      rule: "requestWithdrawn",
    };
  return refundFor({
    policy: booking.policy,
    totalCents: booking.booking.totalCents,
    cleaningFeeCents: booking.quote.cleaningFeeCents ?? 0,
    nights: booking.quote.nights ?? nightsBetween(booking.stay.start, booking.stay.end),
    checkInAt: booking.checkInAt,
    bookedAt: booking.booking.createdAt,
    cancelledAt: now,
    timeZone: booking.listing.timeZone,
  });
}

/**
 * The guest cancels (a request is withdrawn, a confirmed stay cancelled: process.ts): refund by
 * the listing's policy, the dates freed at once (the occupancy trigger), the history and the
 * notices written in the same transaction.
 */
export async function cancelBooking(
  db: Executor,
  guestId: string,
  bookingId: string,
  options: {
    now?: Date;
    /** Why, in the site's own words: the traveller cancelled (by default), or deleted their account. */
    ending?: GuestEnding;
    expectedKeptCents?: number;
    payments?: PaymentsContext | null;
    /** The traveller's language: the words of the toast and of their notice (English by default). */
    locale?: Locale;
  } = {},
): Promise<Outcome<{ refund: Refund; currency: string; words: string; wasRequest: boolean }>> {
  const now = options.now ?? new Date();
  const found = await guestBooking(db, guestId, bookingId);
  if (!found) return failure(404, "No such booking.");
  if (!isCancellable(found, now)) return failure(409, NO_LONGER_CANCELLABLE);
  const refund = refundIfCancelled(found, now);
  // The traveller confirmed the amounts they were shown: a deadline passed since then changes them.
  if (options.expectedKeptCents !== undefined && options.expectedKeptCents !== refund.keptCents)
    return failure(409, AMOUNTS_CHANGED);
  // Paid through the site (decision 3510): the words speak of the card and what it was charged.
  const card = options.payments
    ? { paidCents: (await bookingPayments(db, found.booking.id)).keptCents }
    : undefined;
  const settlement = settlementFor({ ...found, card }, refund, todayIn(found.listing.timeZone, now));
  const { currency, totalCents } = found.booking;
  // The toast in the page's language; the traveller's notice in their saved one (decision 3855).
  const words = settlementWords(
    settlement,
    currency,
    totalCents,
    true,
    Boolean(card),
    cancelWriterFor(options.locale ?? "en"),
  );
  const moneyToGuest = guestCancelledMoney(settlement, currency, totalCents, Boolean(card), refund.rule);
  const reason = GUEST_ENDINGS[options.ending ?? "guestCancelled"];
  const done = await applyTransition(
    db,
    guestCancellationOf(found.booking.status),
    { bookingId, actor: { as: "guest", userId: guestId } },
    {
      now,
      reason,
      refundCents: refund.refundCents,
      payments: options.payments,
      money: () => ({ money: refund.reason, moneyNote: { kind: "policy", rule: refund.rule }, moneyToGuest }),
    },
  );
  if (!done.ok) return failure(done.status === 404 ? 404 : 409, done.formError);
  return success({
    refund,
    currency: found.booking.currency,
    words,
    wasRequest: found.booking.status === "pending",
  });
}

/**
 * Account deletion (app/modules/accounts/deletion.server.ts): every upcoming stay
 * of the guest is cancelled under its policy, inside the deletion's transaction.
 */
export async function cancelUpcomingBookingsOfGuest(tx: Executor, guestId: string, now = new Date()) {
  const upcoming = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.guestId, guestId),
        inArray(bookings.status, ["pending", "confirmed"]),
        sql`lower(${bookings.stay}) >= ${now.toISOString().slice(0, 10)}::date`,
      ),
    );
  const cancelled: string[] = [];
  for (const { id } of upcoming) {
    const result = await cancelBooking(tx, guestId, id, { now, ending: "guestDeletedAccount" });
    if (result.ok) cancelled.push(id);
  }
  // Their money moves after the deletion's commit (settleCancelledBookings): never a processor call in it.
  return cancelled;
}

/** The guest's trips in three groups, newest first within each. */
export async function guestTrips(db: Executor, guestId: string, today: string) {
  const rows = await db
    .select({ booking: bookings, listing: listings })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(eq(bookings.guestId, guestId))
    .orderBy(desc(sql`lower(${bookings.stay})`));
  const photos = await coverPhotos(
    db,
    rows.map((r) => r.listing.id),
  );
  const trips = rows.map((row) => ({
    ...row,
    stay: parseDateRange(row.booking.stay)!,
    photo: photos.get(row.listing.id) ?? null,
  }));
  const active = (s: string) => s === "pending" || s === "confirmed";
  return {
    upcoming: trips.filter((t) => active(t.booking.status) && t.stay.end >= today).reverse(),
    past: trips.filter(
      (t) => t.booking.status === "completed" || (t.booking.status === "confirmed" && t.stay.end < today),
    ),
    cancelled: trips.filter((t) => ["cancelled", "declined", "expired"].includes(t.booking.status)),
  };
}
