import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { bookings, listings, petPolicies, type BookingStatus } from "../../../db/schema/index.ts";
import { pgErrorCode, type Database } from "../../platform/db.server.ts";
import { nightsBetween } from "../../shared/dates.ts";
import { priceTermsOf, quoteNights } from "../stays/pricing.ts";
import { bookingReference } from "./bookings.ts";
import { REQUEST_EXPIRES_AFTER_MS } from "./bookings.server.ts";

export interface TestStay {
  /** A listing's slug; by default the first published listing that takes pets. */
  listing?: string;
  checkIn: string;
  checkOut: string;
  status: BookingStatus;
  pets?: { name: string; species: string; weightLb?: number }[];
}

/** A test stay that cannot be made (no such listing, dates taken): the hook answers its status. */
export class TestStayRefused extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * A booking made directly, without the booking page's rules (dates in the past
 * are allowed): browser tests use it, through TEST_HOOKS, to get a completed
 * stay to review. The exclusion constraint still applies.
 */
export async function createTestStay(db: Database, guestId: string, stay: TestStay) {
  const [row] = await db
    .select({ listing: listings, pet: petPolicies })
    .from(listings)
    .innerJoin(petPolicies, eq(petPolicies.listingId, listings.id))
    .where(
      stay.listing
        ? eq(listings.slug, stay.listing)
        : and(eq(listings.status, "published"), sql`${petPolicies.petsAllowed} <> 'no'`),
    )
    .orderBy(listings.id)
    .limit(1);
  if (!row) throw new TestStayRefused(404, "No such listing");
  const pets = stay.pets ?? [{ name: "Biscuit", species: "dog", weightLb: 30 }];
  const quote = quoteNights(
    priceTermsOf(row.listing, row.pet),
    nightsBetween(stay.checkIn, stay.checkOut),
    pets.length,
  );
  let booking: { id: string } | undefined;
  try {
    [booking] = await db
      .insert(bookings)
      .values({
        guestId,
        listingId: row.listing.id,
        stay: `[${stay.checkIn},${stay.checkOut})`,
        adults: 1,
        pets,
        status: stay.status,
        price: quote as unknown as Record<string, unknown>,
        currency: row.listing.currency,
        totalCents: quote.totalCents,
        idempotencyKey: `test-${crypto.randomUUID()}`,
        reference: bookingReference((max) => crypto.randomInt(max)),
        // A request waits for the owner's answer as a real one does.
        expiresAt: stay.status === "pending" ? new Date(Date.now() + REQUEST_EXPIRES_AFTER_MS) : null,
      })
      .returning({ id: bookings.id });
  } catch (error) {
    if (pgErrorCode(error) === "23P01") throw new TestStayRefused(409, "Those dates are taken");
    throw error;
  }
  return { id: booking!.id, listing: row.listing.slug };
}
