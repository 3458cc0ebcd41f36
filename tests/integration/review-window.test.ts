import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { submitReview } from "../../app/modules/reviews/reviews.server.ts";
import { guestRecord } from "../../app/modules/reviews/guest-record.server.ts";
import { publishClosedWindows, submitGuestReview } from "../../app/modules/reviews/window.server.ts";
import { CLOSED, NOT_OVER, WRITTEN } from "../../app/modules/reviews/window.ts";
import { postgresHandle, type Database } from "../../app/platform/db.server.ts";
import { databaseLeases } from "../../app/platform/job-leases.server.ts";
import { startScheduler } from "../../app/platform/scheduler.server.ts";
import {
  guestReviewPets,
  guestReviews,
  listings,
  notifications,
  reviews,
  reviewWindows,
} from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addAccount, addHostedHome, createBooking } from "../helpers/factories.ts";

let week = 0;
/** A stay of 2 nights in a week of its own (in the past, so any status fits). */
function nights() {
  const start = new Date(Date.UTC(2024, 0, 1) + week++ * 7 * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { checkIn: day(start), checkOut: day(new Date(start.getTime() + 2 * 86_400_000)) };
}

const guestSays = (over: Partial<Parameters<typeof submitReview>[1]> = {}) => ({
  rating: 5,
  petRating: 4,
  body: "A fenced yard and long walks: our dog was happy.",
  ...over,
});
const ownerSays = (pets = 1) => ({
  rating: 5,
  cleanliness: 4,
  houseRules: 5,
  communication: 5,
  body: "Tidy, friendly, and the dog was exactly as described.",
  privateFeedback: "Thanks for the flowers!",
  pets: Array.from({ length: pets }, () => ({ asDeclared: true, behaviour: 5, note: "Calm and sweet." })),
});

async function windowOf(db: Database, bookingId: string) {
  const [row] = await db.select().from(reviewWindows).where(eq(reviewWindows.bookingId, bookingId));
  return row;
}

describeEachDatabase("the review window", (database) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const host = `rw-host-${tag}`;
  const guest = `rw-guest-${tag}`;
  const stranger = `rw-stranger-${tag}`;
  const slug = `rw-cabin-${tag}`;
  let listingId = 0;

  async function completedStay(status: "completed" | "confirmed" = "completed", guestId = guest) {
    const { db } = database();
    if (!listingId) {
      await Promise.all([addAccount(db, guest), addAccount(db, stranger)]);
      ({ listingId } = await addHostedHome(db, host, slug));
    }
    const stay = await createBooking(db, guestId, {
      listing: slug,
      status,
      ...nights(),
      pets: [{ name: "Max", species: "dog", weightLb: 30 }],
    });
    return stay.id;
  }

  it("opens a window of 14 days when a stay is completed, none before", async () => {
    const { db } = database();
    const done = await completedStay();
    const window = (await windowOf(db, done))!;
    expect(window.closesAt.getTime() - window.opensAt.getTime()).toBe(14 * 86_400_000);
    expect(window.publishedAt).toBeNull();
    expect(await windowOf(db, await completedStay("confirmed"))).toBeUndefined();
  });

  it("lets only the booking's two parties write, once each, and publishes both at once", async () => {
    const { db } = database();
    const id = await completedStay();
    const before = (await db.select().from(listings).where(eq(listings.id, listingId)))[0]!.ratingCount;

    // Anyone else, or a party on the other's side, finds no such stay (404).
    for (const outcome of [
      await submitReview(db, { guestId: stranger, bookingId: id, ...guestSays() }),
      await submitReview(db, { guestId: host, bookingId: id, ...guestSays() }),
      await submitGuestReview(db, { ownerId: stranger, bookingId: id, review: ownerSays() }),
      await submitGuestReview(db, { ownerId: guest, bookingId: id, review: ownerSays() }),
      await submitReview(db, { guestId: guest, bookingId: "not-a-uuid", ...guestSays() }),
    ])
      expect(outcome).toMatchObject({ ok: false, status: 404 });

    // The traveller's review is in, and hidden: not published, not counted, and the owner is told
    // without its words.
    expect(await submitReview(db, { guestId: guest, bookingId: id, ...guestSays() })).toEqual({
      ok: true,
      value: { published: false },
    });
    const [hidden] = await db.select().from(reviews).where(eq(reviews.bookingId, id));
    expect(hidden!.publishedAt).toBeNull();
    expect((await db.select().from(listings).where(eq(listings.id, listingId)))[0]!.ratingCount).toBe(before);
    const told = await db.select().from(notifications).where(eq(notifications.userId, host));
    expect(told.map((n) => n.title)).toContain("Your guest reviewed their stay");
    expect(told.map((n) => n.body).join(" ")).not.toContain("fenced yard");

    // Once each.
    expect(await submitReview(db, { guestId: guest, bookingId: id, ...guestSays() })).toMatchObject({
      ok: false,
      status: 409,
      formError: WRITTEN,
    });

    // The owner's review publishes both at the same moment.
    const now = new Date(Date.now() + 60_000);
    expect(await submitGuestReview(db, { ownerId: host, bookingId: id, review: ownerSays(), now })).toEqual({
      ok: true,
      value: { published: true },
    });
    const [stayReview] = await db.select().from(reviews).where(eq(reviews.bookingId, id));
    const [guestReview] = await db.select().from(guestReviews).where(eq(guestReviews.bookingId, id));
    expect(stayReview!.publishedAt).toEqual(now);
    expect(guestReview!.publishedAt).toEqual(now);
    expect((await windowOf(db, id))!.publishedAt).toEqual(now);
    const pets = await db
      .select()
      .from(guestReviewPets)
      .where(eq(guestReviewPets.guestReviewId, guestReview!.id));
    expect(pets).toMatchObject([
      { position: 0, petName: "Max", species: "dog", asDeclared: true, behaviour: 5 },
    ]);
    expect((await db.select().from(listings).where(eq(listings.id, listingId)))[0]!.ratingCount).toBe(
      before + 1,
    );
    expect(await submitGuestReview(db, { ownerId: host, bookingId: id, review: ownerSays() })).toMatchObject({
      ok: false,
      status: 409,
      formError: WRITTEN,
    });
  });

  it("builds the traveller's record from published reviews only, without the private feedback", async () => {
    const { db } = database();
    const other = `rw-record-${tag}`;
    await addAccount(db, other);
    const first = await completedStay("completed", other);
    await submitGuestReview(db, { ownerId: host, bookingId: first, review: ownerSays() });
    // Waiting for the traveller's review or the window: not in the record yet.
    let record = await guestRecord(db, other);
    expect(record).toMatchObject({ stays: 1, reviewCount: 0, rating: null, reviews: [], pets: [] });
    await submitReview(db, { guestId: other, bookingId: first, ...guestSays() });
    const second = await completedStay("completed", other);
    await submitReview(db, { guestId: other, bookingId: second, ...guestSays() });
    await submitGuestReview(db, {
      ownerId: host,
      bookingId: second,
      review: { ...ownerSays(), rating: 4, pets: [{ asDeclared: false, behaviour: 3, note: "Bigger." }] },
    });
    record = await guestRecord(db, other);
    expect(record.stays).toBe(2);
    expect(record.reviewCount).toBe(2);
    expect(record.rating).toBeNull(); // from 3 reviews on
    expect(record.pets.map((p) => p.line)).toEqual(["2 stays with Max · as declared 1 of 2"]);
    expect(Object.keys(record.reviews[0]!).sort()).toEqual(
      [
        "body",
        "cleanliness",
        "communication",
        "houseRules",
        "listingTitle",
        "month",
        "pets",
        "rating",
        "reply",
      ].sort(),
    );
    expect(JSON.stringify(record)).not.toContain("flowers");
    expect(JSON.stringify(record)).not.toContain(first);
  });

  it("refuses a review before the stay is over and after the window", async () => {
    const { db } = database();
    const upcoming = await completedStay("confirmed");
    expect(await submitReview(db, { guestId: guest, bookingId: upcoming, ...guestSays() })).toMatchObject({
      status: 409,
      formError: NOT_OVER,
    });
    const id = await completedStay();
    const late = new Date((await windowOf(db, id))!.closesAt.getTime() + 1);
    expect(
      await submitReview(db, { guestId: guest, bookingId: id, ...guestSays(), now: late }),
    ).toMatchObject({
      status: 409,
      formError: CLOSED,
    });
    expect(
      await submitGuestReview(db, { ownerId: host, bookingId: id, review: ownerSays(), now: late }),
    ).toMatchObject({ status: 409, formError: CLOSED });
    expect(await db.select().from(reviews).where(eq(reviews.bookingId, id))).toEqual([]);
  });

  it("refuses a review of one's own home", async () => {
    const { db } = database();
    const own = await completedStay("completed", host);
    expect(await submitReview(db, { guestId: host, bookingId: own, ...guestSays() })).toMatchObject({
      status: 403,
    });
    expect(await submitGuestReview(db, { ownerId: host, bookingId: own, review: ownerSays() })).toMatchObject(
      {
        status: 403,
      },
    );
  });

  it("publishes at the window's end once, with two processes running the job", async () => {
    const { db, url } = database();
    const ids = [await completedStay(), await completedStay(), await completedStay()];
    await submitReview(db, { guestId: guest, bookingId: ids[0]!, ...guestSays() });
    await submitGuestReview(db, { ownerId: host, bookingId: ids[1]!, review: ownerSays() });
    // The third: nobody wrote; its window closes all the same.
    const closes = Math.max(
      ...(await Promise.all(ids.map(async (id) => (await windowOf(db, id))!.closesAt.getTime()))),
    );
    const before = new Date(closes - 60_000);
    expect(await publishClosedWindows(db, before)).toBe(0);
    expect(
      (await db.select().from(reviews).where(eq(reviews.bookingId, ids[0]!)))[0]!.publishedAt,
    ).toBeNull();

    // A second server process: its own pool on Postgres; on PGlite (one process) the same database.
    const other = url ? postgresHandle(url, 4) : null;
    try {
      const end = new Date(closes + 60_000);
      const results = await Promise.all([
        publishClosedWindows(db, end),
        publishClosedWindows(other?.db ?? db, end),
        publishClosedWindows(db, end),
        publishClosedWindows(other?.db ?? db, end),
      ]);
      // Every closed window of this database (earlier tests' too) is published by exactly one run.
      const published = await db.select().from(reviewWindows);
      expect(results.reduce((a, b) => a + b, 0)).toBe(
        published.filter((w) => w.publishedAt?.getTime() === end.getTime()).length,
      );
      for (const id of ids) expect((await windowOf(db, id))!.publishedAt).toEqual(end);
      expect((await db.select().from(reviews).where(eq(reviews.bookingId, ids[0]!)))[0]!.publishedAt).toEqual(
        end,
      );
      expect(
        (await db.select().from(guestReviews).where(eq(guestReviews.bookingId, ids[1]!)))[0]!.publishedAt,
      ).toEqual(end);
      // The reviewed side of each review is told once, whichever run closed the window; nobody is told
      // of a window that closed empty.
      const told = async (bookingId: string) =>
        (await db.select().from(notifications))
          .filter((n) => n.link?.endsWith(bookingId) && /is published$/.test(n.title))
          .map((n) => [n.userId, n.title]);
      expect(await told(ids[0]!)).toEqual([[host, "Your guest's review is published"]]);
      expect(await told(ids[1]!)).toEqual([[guest, "The owner's review of you is published"]]);
      expect(await told(ids[2]!)).toEqual([]);

      // As the scheduler runs it: two processes with the job's lease, one run between them.
      const later = new Date(end.getTime() + 86_400_000);
      const fourth = await completedStay();
      await submitReview(db, { guestId: guest, bookingId: fourth, ...guestSays() });
      await db
        .update(reviewWindows)
        .set({ closesAt: new Date(later.getTime() - 1) })
        .where(eq(reviewWindows.bookingId, fourth));
      const runs: number[] = [];
      const job = (handle: Database) => ({
        name: `review windows ${tag}-${Math.random()}`,
        everyMs: 60_000,
        run: async () => void runs.push(await publishClosedWindows(handle, later)),
      });
      const a = job(db);
      const b = { ...job(other?.db ?? db), name: a.name };
      const stopA = startScheduler([a], databaseLeases(db, "process a"));
      const stopB = startScheduler([b], databaseLeases(other?.db ?? db, "process b"));
      await new Promise((resolve) => setTimeout(resolve, 500));
      await Promise.all([stopA(), stopB()]);
      expect(runs).toEqual([1]);
      expect((await db.select().from(reviews).where(eq(reviews.bookingId, fourth)))[0]!.publishedAt).toEqual(
        later,
      );
    } finally {
      await other?.close();
    }
  });

  it("publishes both when the two sides write at the same moment", async () => {
    const { db, url } = database();
    const other = url ? postgresHandle(url, 4) : null;
    try {
      const id = await completedStay();
      const [mine, theirs] = await Promise.all([
        submitReview(db, { guestId: guest, bookingId: id, ...guestSays() }),
        submitGuestReview(other?.db ?? db, { ownerId: host, bookingId: id, review: ownerSays() }),
      ]);
      expect(mine.ok && theirs.ok).toBe(true);
      // The second of the two (the window's lock orders them) publishes both.
      expect([mine, theirs].filter((o) => o.ok && o.value.published)).toHaveLength(1);
      expect(
        (await db.select().from(reviews).where(eq(reviews.bookingId, id)))[0]!.publishedAt,
      ).not.toBeNull();
      expect(
        (await db.select().from(guestReviews).where(eq(guestReviews.bookingId, id)))[0]!.publishedAt,
      ).not.toBeNull();
    } finally {
      await other?.close();
    }
  });
});
