import { and, eq, inArray, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  cancelBooking,
  createBooking as createBookingAndMail,
  guestBooking,
  guestTrips,
  type NewBooking,
} from "../../app/modules/bookings/bookings.server.ts";
import { sweepBookings } from "../../app/modules/bookings/sweeps.server.ts";
import { tripView } from "../../app/modules/bookings/booking-view.ts";
import type { BookingRequest } from "../../app/modules/bookings/bookings.ts";
import { PENDING_LIMIT_MESSAGE } from "../../app/modules/bookings/rules.ts";
import { postgresHandle, type Database } from "../../app/platform/db.server.ts";
import type { MailMessage } from "../../app/platform/mail.server.ts";
import {
  availabilityBlocks,
  bookingEvents,
  bookings,
  calendarFeeds,
  listingOccupancy,
  listings,
  notifications,
  users,
} from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addListing } from "../helpers/factories.ts";

const NOW = new Date("2027-01-10T12:00:00Z");

/** The emails the booking service sent, newest last. */
const sent: MailMessage[] = [];
const createBooking = (db: Database, input: NewBooking) =>
  createBookingAndMail(db, input, {
    mailer: { send: async (message) => void sent.push(message) },
    appUrl: "http://localhost:3999",
  });

/** A cabin in Bend with a cleaning fee, for dogs or cats up to 60 lb at $20 each. */
const addCabin = (db: Database, slug: string, instantBook: boolean) =>
  addListing(
    db,
    {
      slug,
      title: `Cabin ${slug}`,
      propertyType: "cabin",
      city: "Bend",
      region: "Oregon",
      cleaningFeeCents: 5_000,
      instantBook,
    },
    { maxWeightLb: 60, petFeeCents: 2_000, petFeeBasis: "per_pet_per_stay" },
  );

async function addGuest(db: Database, id: string) {
  await db
    .insert(users)
    .values({ id, name: "Guest", email: `${id}@example.com` })
    .onConflictDoNothing();
}

const request = (over: Partial<BookingRequest> = {}): BookingRequest => ({
  checkIn: "2027-03-01",
  checkOut: "2027-03-05",
  adults: 2,
  children: 0,
  pets: [{ name: "Biscuit", species: "dog", breed: "Beagle", weightLb: 30, serviceAnimal: false }],
  ...over,
});

const booking = (over: Partial<NewBooking> & { guestId: string; listingSlug: string }): NewBooking => ({
  request: request(),
  message: "Hello!",
  contactPhone: "+14155550100",
  idempotencyKey: `key-${Math.random()}`,
  now: NOW,
  ...over,
});

describeEachDatabase("booking a stay", (database) => {
  it("confirms an instant-book stay at once, with its server price, history and notification", async () => {
    const { db } = database();
    await addCabin(db, "instant", true);
    await addGuest(db, "g1");
    const service = { name: "Guide", species: "dog", breed: "", weightLb: 70, serviceAnimal: true };
    const result = await createBooking(
      db,
      booking({
        guestId: "g1",
        listingSlug: "instant",
        request: request({ pets: [...request().pets, service] }),
      }),
    );
    expect(result).toMatchObject({ ok: true, status: "confirmed", replayed: false });
    if (!result.ok) return;
    const [row] = await db.select().from(bookings).where(eq(bookings.id, result.bookingId));
    // 4 nights × $100 + $50 cleaning + one pet × $20 (the service animal pays nothing).
    expect(row).toMatchObject({ status: "confirmed", totalCents: 47_000, contactPhone: "+14155550100" });
    expect(row!.reference).toMatch(/^PF-[2-9A-HJKMNP-Z]{6}$/);
    expect(
      await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, result.bookingId)),
    ).toHaveLength(1);
    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, "g1"));
    expect(notice).toMatchObject({ type: "booking_confirmed", link: `/user/bookings/${result.bookingId}` });
  });

  it("makes a pending request on a request-to-book listing, expiring after 24 hours", async () => {
    const { db } = database();
    await addCabin(db, "request", false);
    await addGuest(db, "g2");
    const result = await createBooking(db, booking({ guestId: "g2", listingSlug: "request" }));
    expect(result).toMatchObject({ ok: true, status: "pending" });
    if (!result.ok) return;
    const [row] = await db.select().from(bookings).where(eq(bookings.id, result.bookingId));
    expect(row!.expiresAt).toEqual(new Date(NOW.getTime() + 24 * 3_600_000));
  });

  it("refuses what breaks the rules, and dates already taken, with the nearest free ones", async () => {
    const { db } = database();
    await addCabin(db, "rules", true);
    await addGuest(db, "g3");
    await addGuest(db, "g4");
    const heavy = request({
      pets: [{ name: "Moose", species: "dog", breed: "", weightLb: 120, serviceAnimal: false }],
    });
    expect(
      await createBooking(db, booking({ guestId: "g3", listingSlug: "rules", request: heavy })),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { "pets.0.weightLb": expect.stringMatching(/ up to 60 lb — Moose is 120 lb$/) },
    });
    expect(await createBooking(db, booking({ guestId: "g3", listingSlug: "nowhere" }))).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await createBooking(db, booking({ guestId: "g3", listingSlug: "rules" }))).toMatchObject({
      ok: true,
    });
    const clash = await createBooking(
      db,
      booking({
        guestId: "g4",
        listingSlug: "rules",
        request: request({ checkIn: "2027-03-03", checkOut: "2027-03-06" }),
      }),
    );
    expect(clash).toMatchObject({
      ok: false,
      status: 409,
      alternatives: {
        earlier: { start: "2027-02-26", end: "2027-03-01" },
        later: { start: "2027-03-05", end: "2027-03-08" },
      },
    });
  });

  // Issue 39: the booking page said "just booked by someone else" for nights the owner closed.
  const ownerClosedThem = {
    ok: false,
    status: 409,
    fieldErrors: {
      form: expect.stringMatching(
        /^Some of those nights are no longer available: the owner has closed them\./,
      ),
    },
  };

  it("says the owner closed nights a block holds, not that someone else booked them", async () => {
    const { db } = database();
    const listingId = await addCabin(db, "closed", true);
    await addGuest(db, "g-closed");
    await db.insert(availabilityBlocks).values({ listingId, during: "[2027-03-04,2027-03-05)" });
    const refused = await createBooking(db, booking({ guestId: "g-closed", listingSlug: "closed" }));
    expect(refused).toMatchObject(ownerClosedThem);
  });

  it("says the owner closed nights an imported calendar holds, not that someone else booked them", async () => {
    const { db } = database();
    const listingId = await addCabin(db, "imported", true);
    await addGuest(db, "g-imported");
    const [feed] = await db
      .insert(calendarFeeds)
      .values({ listingId, name: "Other site", url: "https://calendar.example.com/a.ics" })
      .returning();
    const during = "[2027-03-03,2027-03-04)";
    await db
      .insert(availabilityBlocks)
      .values({ listingId, during, reason: "imported", feedId: feed!.id, sourceUid: "x@other" });
    const refused = await createBooking(db, booking({ guestId: "g-imported", listingSlug: "imported" }));
    expect(refused).toMatchObject(ownerClosedThem);
  });

  it("refuses a sixth request to book while five wait for an answer, and emails each request", async () => {
    const { db } = database();
    await addCabin(db, "waiting", false);
    await addCabin(db, "instant-too", true);
    await addGuest(db, "g-many");
    const week = (i: number) => ({
      checkIn: `2027-04-${String(1 + i * 4).padStart(2, "0")}`,
      checkOut: `2027-04-${String(4 + i * 4).padStart(2, "0")}`,
    });
    const before = sent.length;
    for (let i = 0; i < 5; i++) {
      const result = await createBooking(
        db,
        booking({ guestId: "g-many", listingSlug: "waiting", request: request(week(i)) }),
      );
      expect(result).toMatchObject({ ok: true, status: "pending" });
    }
    expect(sent.slice(before).map((m) => m.subject)).toHaveLength(5);
    expect(sent.at(-1)!.subject).toMatch(/^Request sent: Cabin waiting/);
    const sixth = await createBooking(
      db,
      booking({ guestId: "g-many", listingSlug: "waiting", request: request(week(5)) }),
    );
    expect(sixth).toEqual({ ok: false, status: 409, fieldErrors: { limit: PENDING_LIMIT_MESSAGE } });
    const rows = await db.select().from(bookings).where(eq(bookings.guestId, "g-many"));
    expect(rows).toHaveLength(5);
    // Instant book confirms at once: nothing more waits, so it is not limited.
    const instant = await createBooking(
      db,
      booking({ guestId: "g-many", listingSlug: "instant-too", request: request(week(5)) }),
    );
    expect(instant).toMatchObject({ ok: true, status: "confirmed" });
  });

  it("refuses check-in beyond the owner's availability window (12 months unless set)", async () => {
    const { db } = database();
    await addCabin(db, "far", true);
    await addGuest(db, "g-far");
    const far = await createBooking(
      db,
      booking({
        guestId: "g-far",
        listingSlug: "far",
        request: request({ checkIn: "2028-07-11", checkOut: "2028-07-15" }),
      }),
    );
    expect(far).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { checkIn: "Bookings open up to 12 months ahead." },
    });
    const bad = await createBooking(
      db,
      booking({ guestId: "g-far", listingSlug: "Not a slug!", request: request() }),
    );
    expect(bad).toMatchObject({ ok: false, status: 404 });
  });

  it("keeps the owner's preparation nights free after every stay, as set when the stay was booked", async () => {
    const { db } = database();
    const cabinId = await addCabin(db, "prep", false);
    await db.update(listings).set({ preparationNights: 1 }).where(eq(listings.id, cabinId));
    await addGuest(db, "g-prep");
    const first = await createBooking(db, booking({ guestId: "g-prep", listingSlug: "prep" }));
    expect(first).toMatchObject({ ok: true, status: "pending" });
    // Check-in on the first stay's check-out day would leave no night to get ready.
    const tooClose = await createBooking(
      db,
      booking({
        guestId: "g-prep",
        listingSlug: "prep",
        request: request({ checkIn: "2027-03-05", checkOut: "2027-03-08" }),
      }),
    );
    expect(tooClose).toMatchObject({ ok: false, status: 409 });
    const dayAfter = await createBooking(
      db,
      booking({
        guestId: "g-prep",
        listingSlug: "prep",
        request: request({ checkIn: "2027-03-06", checkOut: "2027-03-08" }),
      }),
    );
    expect(dayAfter).toMatchObject({ ok: true });
    // A later change of the setting leaves the booking's own nights as they were, also when accepted.
    await db.update(listings).set({ preparationNights: 2 }).where(eq(listings.id, cabinId));
    if (!first.ok) throw new Error("unreachable");
    await db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, first.bookingId));
    const [held] = await db
      .select({ during: sql<string>`during::text` })
      .from(listingOccupancy)
      .where(eq(listingOccupancy.bookingId, first.bookingId));
    expect(held?.during).toBe("[2027-03-01,2027-03-06)");
  });

  it("tells the street and the check-in instructions only once the owner has accepted", async () => {
    const { db } = database();
    for (const [slug, instant] of [
      ["door-instant", true],
      ["door-request", false],
    ] as const) {
      const id = await addCabin(db, slug, instant);
      await db
        .update(listings)
        .set({ address: "7 Pine Road", checkInInstructions: "Key box by the door: 4821." })
        .where(eq(listings.id, id));
    }
    await addGuest(db, "g-door");
    const views = [];
    for (const slug of ["door-instant", "door-request"]) {
      const made = await createBooking(db, booking({ guestId: "g-door", listingSlug: slug }));
      if (!made.ok) throw new Error(JSON.stringify(made));
      views.push(tripView((await guestBooking(db, "g-door", made.bookingId))!));
    }
    const [confirmed, requested] = views;
    expect(confirmed).toMatchObject({
      address: "7 Pine Road, Bend, Oregon, United States",
      checkInInstructions: "Key box by the door: 4821.",
      addressPending: false,
    });
    expect(requested).toMatchObject({
      address: "Bend, Oregon, United States",
      checkInInstructions: null,
      addressPending: true,
    });
    const requestMail = sent.findLast((m) => m.subject.startsWith("Request sent: Cabin door-request"));
    expect(requestMail?.text).not.toContain("7 Pine Road");
    expect(sent.findLast((m) => m.subject.startsWith("Booked: Cabin door-instant"))?.text).toContain(
      "7 Pine Road",
    );
  });

  it("books once when the same submit arrives again", async () => {
    const { db } = database();
    await addCabin(db, "retry", true);
    await addGuest(db, "g5");
    const first = await createBooking(
      db,
      booking({ guestId: "g5", listingSlug: "retry", idempotencyKey: "same" }),
    );
    const again = await createBooking(
      db,
      booking({ guestId: "g5", listingSlug: "retry", idempotencyKey: "same" }),
    );
    expect(again).toMatchObject({ ok: true, replayed: true });
    expect(first.ok && again.ok && first.bookingId === again.bookingId).toBe(true);
    expect(await db.select().from(bookings).where(eq(bookings.guestId, "g5"))).toHaveLength(1);
  });
});

describeEachDatabase("cancelling a stay", (database) => {
  it("refunds by the policy, frees the dates at once, keeps the history, and only for its guest", async () => {
    const { db } = database();
    await addCabin(db, "cancel-me", true); // moderate policy by default
    await addGuest(db, "k1");
    await addGuest(db, "k2");
    const made = await createBooking(db, booking({ guestId: "k1", listingSlug: "cancel-me" }));
    if (!made.ok) throw new Error("booking failed");
    expect(await cancelBooking(db, "k2", made.bookingId)).toMatchObject({ ok: false, status: 404 });
    // Two days before check-in (moderate: under 5 days): half of the nights back, plus cleaning.
    const result = await cancelBooking(db, "k1", made.bookingId, { now: new Date("2027-02-27T15:00:00Z") });
    expect(result).toMatchObject({ ok: true, value: { refund: { refundCents: 20_000 + 1_000 + 5_000 } } });
    expect(await cancelBooking(db, "k1", made.bookingId)).toMatchObject({ ok: false, status: 409 });
    const trip = await guestBooking(db, "k1", made.bookingId);
    expect(trip?.booking).toMatchObject({ status: "cancelled", refundCents: 26_000 });
    expect(trip?.history.map((e) => e.status)).toEqual(["confirmed", "cancelled"]);
    expect(await guestBooking(db, "k2", made.bookingId)).toBeNull();
    // The same dates can be booked again straight away.
    expect(await createBooking(db, booking({ guestId: "k2", listingSlug: "cancel-me" }))).toMatchObject({
      ok: true,
    });
    const trips = await guestTrips(db, "k1", "2027-01-10");
    expect(trips.cancelled.map((t) => t.booking.id)).toEqual([made.bookingId]);
    expect(trips.upcoming).toEqual([]);
  });
});

describeEachDatabase("booking sweeps", (database) => {
  it("expires unanswered requests, completes finished stays, reminds once before check-in", async () => {
    const { db } = database();
    await addCabin(db, "sweep-request", false);
    await addCabin(db, "sweep-instant", true);
    await addGuest(db, "s1");
    const request1 = await createBooking(db, booking({ guestId: "s1", listingSlug: "sweep-request" }));
    const stay = await createBooking(db, booking({ guestId: "s1", listingSlug: "sweep-instant" }));
    if (!request1.ok || !stay.ok) throw new Error("booking failed");

    // A stay booked by a demo guest, who has no account: it completes without a notification.
    const demoListing = await addCabin(db, "sweep-demo", true);
    await db.insert(bookings).values({
      guestId: "demo-guest-1",
      listingId: demoListing,
      stay: "[2027-02-01,2027-02-04)",
      status: "confirmed",
      price: {},
      totalCents: 30_000,
      idempotencyKey: "demo",
    });

    // Four hours before the request expires, the traveller and the owner are warned, once.
    expect(await sweepBookings(db, new Date("2027-01-11T08:00:00Z"))).toEqual({
      abandoned: 0,
      warned: 1,
      hostsWarned: 1,
      expired: 0,
      completed: 0,
      reminded: 0,
      scheduledSent: 0,
    });
    expect(await sweepBookings(db, new Date("2027-01-11T09:00:00Z"))).toMatchObject({
      warned: 0,
      hostsWarned: 0,
    });
    // A day later the request has expired; nothing else changed.
    expect(await sweepBookings(db, new Date("2027-01-11T12:00:01Z"))).toEqual({
      abandoned: 0,
      warned: 0,
      hostsWarned: 0,
      expired: 1,
      completed: 0,
      reminded: 0,
      scheduledSent: 0,
    });
    expect(await sweepBookings(db, new Date("2027-02-05T12:00:00Z"))).toMatchObject({ completed: 1 });
    expect((await guestBooking(db, "s1", request1.bookingId))?.booking.status).toBe("expired");
    // Two days before check-in: one reminder, and only one.
    expect(await sweepBookings(db, new Date("2027-02-27T08:00:00Z"))).toMatchObject({ reminded: 1 });
    expect(await sweepBookings(db, new Date("2027-02-28T08:00:00Z"))).toMatchObject({ reminded: 0 });
    // After check-out: completed, with an invitation to review.
    expect(await sweepBookings(db, new Date("2027-03-05T12:00:00Z"))).toMatchObject({ completed: 1 });
    expect((await guestBooking(db, "s1", stay.bookingId))?.booking.status).toBe("completed");
    const types = (await db.select().from(notifications).where(eq(notifications.userId, "s1"))).map(
      (n) => n.type,
    );
    expect(types).toEqual(
      expect.arrayContaining(["request_expiring", "request_expired", "stay_reminder", "review_invitation"]),
    );
    // Running again changes nothing (several server processes sweep the same rows).
    expect(await sweepBookings(db, new Date("2027-03-06T12:00:00Z"))).toEqual({
      abandoned: 0,
      warned: 0,
      hostsWarned: 0,
      expired: 0,
      completed: 0,
      reminded: 0,
      scheduledSent: 0,
    });
  });
});

describeEachDatabase("booking sweeps on the listing's clock", (database) => {
  it("completes a stay once its check-out time has passed where the home is", async () => {
    const { db } = database();
    const listingId = await addCabin(db, "sweep-honolulu", true);
    await db.update(listings).set({ timeZone: "Pacific/Honolulu" }).where(eq(listings.id, listingId));
    await addGuest(db, "h1");
    const stay = await createBooking(db, booking({ guestId: "h1", listingSlug: "sweep-honolulu" }));
    if (!stay.ok) throw new Error("booking failed");
    // Check-out 2027-03-05 at 11:00 in Honolulu is 21:00 UTC.
    expect(await sweepBookings(db, new Date("2027-03-05T20:59:00Z"))).toMatchObject({ completed: 0 });
    expect(await sweepBookings(db, new Date("2027-03-05T21:00:00Z"))).toMatchObject({ completed: 1 });
  });
});

// The proof under real concurrency needs a server with many connections: PGlite has one.
describeEachDatabase("no double booking under concurrency", (database, kind) => {
  it.skipIf(kind === "pglite")(
    "50 simultaneous attempts for overlapping dates from 5 connection pools → exactly one booking",
    async () => {
      const { db, url } = database();
      const listingId = await addCabin(db, "contended", true);
      const guests = Array.from({ length: 50 }, (_, i) => `c${i}`);
      for (const id of guests) await addGuest(db, id);
      const pools = Array.from({ length: 5 }, () => postgresHandle(url!, 10));
      try {
        const results = await Promise.all(
          guests.map((guestId, i) =>
            createBooking(
              pools[i % pools.length]!.db,
              booking({
                guestId,
                listingSlug: "contended",
                // Every attempt overlaps every other one somewhere.
                request: request({
                  checkIn: `2027-04-${String(10 + (i % 5)).padStart(2, "0")}`,
                  checkOut: "2027-04-20",
                }),
              }),
            ),
          ),
        );
        expect(results.filter((r) => r.ok)).toHaveLength(1);
        expect(results.filter((r) => !r.ok && r.status === 409)).toHaveLength(49);
        const active = await db
          .select()
          .from(bookings)
          .where(and(eq(bookings.listingId, listingId), inArray(bookings.status, ["pending", "confirmed"])));
        expect(active).toHaveLength(1);
      } finally {
        await Promise.all(pools.map((p) => p.close()));
      }
    },
    60_000,
  );

  it.skipIf(kind === "pglite")(
    "50 simultaneous retries of one submit from 5 connection pools → exactly one booking",
    async () => {
      const { db, url } = database();
      await addCabin(db, "retried", true);
      await addGuest(db, "r1");
      const pools = Array.from({ length: 5 }, () => postgresHandle(url!, 10));
      try {
        const results = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            createBooking(
              pools[i % pools.length]!.db,
              booking({ guestId: "r1", listingSlug: "retried", idempotencyKey: "double-click" }),
            ),
          ),
        );
        expect(results.every((r) => r.ok)).toBe(true);
        expect(new Set(results.map((r) => (r.ok ? r.bookingId : null))).size).toBe(1);
        expect(await db.select().from(bookings).where(eq(bookings.guestId, "r1"))).toHaveLength(1);
      } finally {
        await Promise.all(pools.map((p) => p.close()));
      }
    },
    60_000,
  );
});
