import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import {
  bookings,
  listings,
  owners,
  petPolicies,
  reviewWindows,
  users,
  type BookingStatus,
} from "../../../db/schema/index.ts";
import { callAuth } from "~/modules/accounts/accounts.server";
import type { AuthPlatform } from "~/modules/accounts/auth.server";
import { bookingReference } from "~/modules/bookings/bookings";
import { REQUEST_EXPIRES_AFTER_MS } from "~/modules/bookings/bookings.server";
import { hostProfileFor } from "~/modules/hosting/hosting.server";
import { fullName } from "~/modules/profiles/profiles";
import { priceTermsOf, quoteNights } from "~/modules/stays/pricing";
import { publishClosedWindows } from "~/modules/reviews/window.server";
import { pgErrorCode, queryRows, type Database } from "~/platform/db.server";
import { sweepBookings } from "~/modules/bookings/sweeps.server";
import type { PaymentsContext } from "~/modules/payments/money.server";
import { nightsBetween } from "~/shared/dates";

/**
 * The test data the pages cannot make quickly: accounts, published listings and bookings of any
 * status. One module for the browser tests' hooks (test-hooks.ts, TEST_HOOKS=1 only) and the
 * integration tests (tests/helpers/factories.ts), so both make the same rows the same way.
 */

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** False: the account only, no session (for tests of signing in). */
  signedIn: boolean;
}

/**
 * An account with a confirmed email, signed in, in one call, instead of the sign-up page, the emailed
 * link and the sign-in page (which have tests of their own). It goes through the same Better Auth
 * endpoints as those pages (its hashing, hooks, profile row and rate limits, with `request`'s client
 * address), only the email round trip is skipped. Answers with the session's Set-Cookie headers
 * (none when `signedIn` is false) and the user.
 */
export async function signedInTestUser(platform: AuthPlatform, request: Request, account: TestAccount) {
  const { email, password, firstName, lastName, signedIn } = account;
  const signedUp = await callAuth<{ user: { id: string } }>(platform, request, "/sign-up/email", {
    body: { name: fullName(firstName, lastName), firstName, lastName, email, password },
  });
  if (!signedUp.ok) return signedUp;
  await platform.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  if (!signedIn) return { ...signedUp, headers: new Headers() };
  return callAuth<{ user: { id: string } }>(platform, request, "/sign-in/email", {
    body: { email, password },
  });
}

export type ListingInput = Partial<typeof listings.$inferInsert>;
export type PetPolicyInput = Partial<typeof petPolicies.$inferInsert>;

/** A new owner without an account, for listings of their own. */
export async function createTestOwner(db: Database, name = "Maya R.") {
  const [owner] = await db.insert(owners).values({ name }).returning({ id: owners.id });
  return owner!.id;
}

/**
 * A published house in Austin at $100 a night for 4 guests, welcoming two dogs or cats (its pet
 * policy made with it), with whatever the test changes. Its owner: `ownerId`, else the host
 * profile of `user` (made if they have none), else a new owner without an account.
 */
export async function createTestListing(
  db: Database,
  input: ListingInput & { user?: { id: string; name: string } } = {},
  pet: PetPolicyInput = {},
) {
  const { user, ...columns } = input;
  const tag = crypto.randomBytes(4).toString("hex");
  const slug = columns.slug ?? `test-home-${tag}`;
  const ownerId = columns.ownerId ?? (user ? (await hostProfileFor(db, user)).id : await createTestOwner(db));
  const [row] = await db
    .insert(listings)
    .values({
      title: columns.slug ? slug.replace(/-/g, " ") : `Test home ${tag}`,
      propertyType: "house",
      city: "Austin",
      region: "Texas",
      country: "United States",
      nightlyRateCents: 10_000,
      maxGuests: 4,
      ...columns,
      slug,
      ownerId,
    })
    .returning({ id: listings.id, slug: listings.slug, title: listings.title });
  await db.insert(petPolicies).values({
    listingId: row!.id,
    species: ["dog", "cat"],
    maxPets: 2,
    serviceAnimalNote: "Service animals are always welcome.",
    ...pet,
  });
  return row!;
}

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
 * A booking of `guestId` made directly, without the booking page's rules (dates in the past are
 * allowed, any status): a completed stay to review, a confirmed one to cancel, a request to answer.
 * The database's exclusion constraint still applies.
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
  return {
    id: booking!.id,
    listing: row.listing.slug,
    bookingId: booking!.id,
    cents: quote.totalCents,
    currency: row.listing.currency.trim(),
  };
}

/**
 * The review window of a stay of `userId` (traveller or owner) closes now, and the job that publishes
 * closed windows runs, as it would 14 days later: whether this stay's window is now published.
 */
export async function closeTestReviewWindow(db: Database, userId: string, bookingId: string) {
  await db.execute(sql`update review_windows w
    set opens_at = least(w.opens_at, now() - interval '1 second'), closes_at = now()
    from bookings b join listings l on l.id = b.listing_id
    where w.booking_id = b.id and b.id = ${bookingId} and w.published_at is null
      and (b.guest_id = ${userId} or exists (select 1 from owners o where o.id = l.owner_id and o.user_id = ${userId}))`);
  await publishClosedWindows(db);
  const [row] = await db
    .select({ publishedAt: reviewWindows.publishedAt })
    .from(reviewWindows)
    .where(eq(reviewWindows.bookingId, bookingId));
  return { published: Boolean(row?.publishedAt) };
}

/**
 * The site's clock moved for one booking: every booking sweep runs at `at` for that booking only (a
 * later instant: the 15-minute checkout release, an instalment falling due, a claim's answer window
 * closing), so a browser test proves what the clock does without waiting and without touching other
 * tests' bookings on the same server. The booking must be the signed-in user's (traveller or owner);
 * someone else's → null (the hook's 404).
 */
export async function runTestClock(
  db: Database,
  userId: string,
  input: { bookingId: string; at: Date; payments: PaymentsContext | null },
) {
  const [party] = await queryRows<{ id: string }>(
    db,
    sql`select b.id from bookings b join listings l on l.id = b.listing_id
      where b.id = ${input.bookingId}
        and (b.guest_id = ${userId} or exists (select 1 from owners o where o.id = l.owner_id and o.user_id = ${userId}))`,
  );
  if (!party) return null;
  return await sweepBookings(db, input.at, input.payments, input.bookingId);
}
