import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { bookingEvents, bookings, listings, petPolicies } from "../../../db/schema/index.ts";
import { pgErrorCode, type Database, type Executor } from "../../platform/db.server.ts";
import { log } from "../../platform/log.server.ts";
import { createNotification } from "../notifications/notifications.server.ts";
import { addDays, todayIn } from "../stays/dates.ts";
import { priceTermsOf, quoteStay, type PriceQuote } from "../stays/pricing.ts";
import { occupancy } from "../stays/stays.server.ts";
import {
  bookingReference,
  bookingRequestProblems,
  nearestFreeDates,
  type BookingErrors,
  type BookingRequest,
  type DateRange,
} from "./bookings.ts";

/** How long an owner has to answer a request to book. */
export const REQUEST_EXPIRES_AFTER_MS = 24 * 3_600_000;

export interface NewBooking {
  guestId: string;
  listingSlug: string;
  request: BookingRequest;
  message: string;
  contactPhone: string;
  /** Made when the booking page is shown: a repeated submit of that page books once. */
  idempotencyKey: string;
  now?: Date;
}

export type CreateBookingResult =
  | { ok: true; bookingId: string; status: "pending" | "confirmed"; replayed: boolean }
  | { ok: false; status: 400 | 404; errors: BookingErrors }
  | {
      ok: false;
      status: 409;
      errors: BookingErrors;
      alternatives: { earlier: DateRange | null; later: DateRange | null };
    };

/** The listing and its pet policy, as the booking rules need them. */
export async function bookableListing(db: Executor, slug: string) {
  const [row] = await db
    .select({ listing: listings, pet: petPolicies })
    .from(listings)
    .innerJoin(petPolicies, eq(petPolicies.listingId, listings.id))
    .where(eq(listings.slug, slug))
    .limit(1);
  return row ?? null;
}

/** The server's price for a request: only pets pay the pet fee, service animals never. */
export function quoteFor(
  row: NonNullable<Awaited<ReturnType<typeof bookableListing>>>,
  request: BookingRequest,
): PriceQuote {
  const pets = request.pets.filter((p) => !p.serviceAnimal).length;
  return quoteStay(priceTermsOf(row.listing, row.pet), request.checkIn, request.checkOut, pets);
}

async function existingBooking(db: Executor, guestId: string, idempotencyKey: string) {
  const [row] = await db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.guestId, guestId), eq(bookings.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/**
 * Books a stay in one transaction. No double booking: the listing's rows are
 * serialised by an advisory lock and, whatever happens, the exclusion
 * constraints on bookings and occupancy refuse an overlap. No double submit:
 * one booking per (guest, idempotency key), also when retries race.
 */
export async function createBooking(db: Database, input: NewBooking): Promise<CreateBookingResult> {
  const now = input.now ?? new Date();
  const row = await bookableListing(db, input.listingSlug);
  if (!row || row.listing.status !== "published")
    return { ok: false, status: 404, errors: { form: "This stay is not taking bookings at the moment." } };
  const earlier = await existingBooking(db, input.guestId, input.idempotencyKey);
  if (earlier) return replay(earlier);

  const today = todayIn(row.listing.timeZone, now);
  const errors = bookingRequestProblems(input.request, row.listing, row.pet, today);
  if (Object.keys(errors).length > 0) return { ok: false, status: 400, errors };
  const quote = quoteFor(row, input.request);
  const status = row.listing.instantBook ? "confirmed" : "pending";

  for (let attempt = 1; ; attempt++) {
    try {
      const bookingId = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${row.listing.id}::bigint)`);
        const [booking] = await tx
          .insert(bookings)
          .values({
            guestId: input.guestId,
            listingId: row.listing.id,
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
            expiresAt: status === "pending" ? new Date(now.getTime() + REQUEST_EXPIRES_AFTER_MS) : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: bookings.id });
        const id = booking!.id;
        await tx.insert(bookingEvents).values({
          bookingId: id,
          status,
          note:
            status === "confirmed"
              ? "Booked and confirmed at once (instant book)."
              : "Request sent to the owner.",
          at: now,
        });
        await createNotification(tx, {
          userId: input.guestId,
          type: status === "confirmed" ? "booking_confirmed" : "booking_requested",
          title:
            status === "confirmed"
              ? `Your stay at ${row.listing.title} is booked`
              : `Your request for ${row.listing.title} is sent`,
          body:
            status === "confirmed"
              ? `${input.request.checkIn} to ${input.request.checkOut}.`
              : "The owner has 24 hours to answer; we'll tell you as soon as they do.",
          link: `/user/bookings/${id}`,
          // The confirmation email (with its calendar file) is sent by the caller.
          email: false,
        });
        return id;
      });
      return { ok: true, bookingId, status, replayed: false };
    } catch (error) {
      const code = pgErrorCode(error);
      if (code === "23505") {
        // Another request with the same key won the race: that booking is the answer.
        const winner = await existingBooking(db, input.guestId, input.idempotencyKey);
        if (winner) return replay(winner);
        if (attempt < 3) continue; // a reference collision: draw another
      }
      if (code === "23P01") {
        // A retry of a booking that just went through overlaps itself: answer with that booking.
        const same = await existingBooking(db, input.guestId, input.idempotencyKey);
        if (same) return replay(same);
        return datesTaken(db, row.listing.id, input.request, today);
      }
      if ((code === "40P01" || code === "40001") && attempt < 5) continue;
      log.error("booking.create_failed", { listing: input.listingSlug, error: String(error) });
      throw error;
    }
  }
}

function replay(row: { id: string; status: string }): CreateBookingResult {
  return {
    ok: true,
    bookingId: row.id,
    status: row.status === "pending" ? "pending" : "confirmed",
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
    errors: {
      form: "Those dates were just booked by someone else. Your details are kept: pick other dates.",
    },
    alternatives,
  };
}
