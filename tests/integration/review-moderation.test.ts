import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  hideReview,
  openReviewReports,
  replyToReview,
  reportReview,
} from "../../app/modules/reviews/moderation.server.ts";
import { REPLIED, REPLY_LATE, REPORTED } from "../../app/modules/reviews/moderation.ts";
import { submitReview } from "../../app/modules/reviews/reviews.server.ts";
import { remindReviewers, submitGuestReview } from "../../app/modules/reviews/window.server.ts";
import { postgresHandle, type Database } from "../../app/platform/db.server.ts";
import {
  guestReviews,
  listings,
  notifications,
  reviewReports,
  reviews,
  reviewWindows,
} from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addAccount, addHostedHome, createBooking } from "../helpers/factories.ts";

let week = 0;
function nights() {
  const start = new Date(Date.UTC(2023, 0, 2) + week++ * 7 * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { checkIn: day(start), checkOut: day(new Date(start.getTime() + 2 * 86_400_000)) };
}
const guestSays = { rating: 5, petRating: 5, body: "Lovely garden and a very kind owner indeed." };
const ownerSays = {
  rating: 4,
  cleanliness: 4,
  houseRules: 4,
  communication: 5,
  body: "Friendly guests; the dog barked a little at night.",
  privateFeedback: null,
  pets: [{ asDeclared: true, behaviour: 4, note: "" }],
};

describeEachDatabase("replies, reports and hidden reviews", (database) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const host = `rm-host-${tag}`;
  const guest = `rm-guest-${tag}`;
  const stranger = `rm-stranger-${tag}`;
  const slug = `rm-cabin-${tag}`;
  let listingId = 0;

  /** A completed stay both sides reviewed: both published. */
  async function reviewedStay() {
    const { db } = database();
    if (!listingId) {
      await Promise.all([addAccount(db, guest), addAccount(db, stranger)]);
      ({ listingId } = await addHostedHome(db, host, slug));
    }
    const { id } = await createBooking(db, guest, {
      listing: slug,
      status: "completed",
      ...nights(),
      pets: [{ name: "Max", species: "dog" }],
    });
    await submitReview(db, { guestId: guest, bookingId: id, ...guestSays });
    await submitGuestReview(db, { ownerId: host, bookingId: id, review: ownerSays });
    const [stay] = await db.select().from(reviews).where(eq(reviews.bookingId, id));
    const [about] = await db.select().from(guestReviews).where(eq(guestReviews.bookingId, id));
    return { bookingId: id, stayReview: stay!, guestReview: about! };
  }

  it("lets the reviewed party reply once, within 30 days; nobody else", async () => {
    const { db } = database();
    const { stayReview, guestReview } = await reviewedStay();
    const stay = { kind: "stay" as const, id: stayReview.id };
    const about = { kind: "guest" as const, id: guestReview.id };
    // The owner answers the traveller's review; the traveller the owner's. Not the other way round.
    for (const [ref, userId] of [
      [stay, guest],
      [stay, stranger],
      [about, host],
      [about, stranger],
      [{ kind: "stay" as const, id: 99_999_999 }, host],
    ] as const)
      expect(await replyToReview(db, { ref, userId, reply: "Not mine to answer." })).toMatchObject({
        ok: false,
        status: 404,
      });
    const late = new Date(stayReview.publishedAt!.getTime() + 31 * 86_400_000);
    expect(await replyToReview(db, { ref: stay, userId: host, reply: "Thanks!", now: late })).toMatchObject({
      status: 409,
      formError: REPLY_LATE,
    });
    expect(await replyToReview(db, { ref: stay, userId: host, reply: "Thank you, come back soon!" })).toEqual(
      {
        ok: true,
        value: undefined,
      },
    );
    expect(await replyToReview(db, { ref: stay, userId: host, reply: "Again" })).toMatchObject({
      status: 409,
      formError: REPLIED,
    });
    expect(
      (await replyToReview(db, { ref: about, userId: guest, reply: "He only barked at the fox." })).ok,
    ).toBe(true);
    const [answered] = await db.select().from(reviews).where(eq(reviews.id, stayReview.id));
    expect(answered!.reply).toBe("Thank you, come back soon!");
  });

  it("takes reports from readers, once each; a hidden review keeps its row, reason and who hid it", async () => {
    const { db } = database();
    const { stayReview, guestReview } = await reviewedStay();
    const stay = { kind: "stay" as const, id: stayReview.id };
    const about = { kind: "guest" as const, id: guestReview.id };
    // Not one's own review; an owner's review of a guest is reported by that guest.
    expect(await reportReview(db, { ref: stay, userId: guest, reason: "false", details: "" })).toMatchObject({
      status: 404,
    });
    expect(
      await reportReview(db, { ref: about, userId: stranger, reason: "false", details: "" }),
    ).toMatchObject({
      status: 404,
    });
    expect(
      (await reportReview(db, { ref: about, userId: guest, reason: "false", details: "Max never barked." }))
        .ok,
    ).toBe(true);
    expect(
      (await reportReview(db, { ref: stay, userId: stranger, reason: "offensive", details: "Rude." })).ok,
    ).toBe(true);
    expect(
      await reportReview(db, { ref: stay, userId: stranger, reason: "other", details: "" }),
    ).toMatchObject({
      status: 409,
      formError: REPORTED,
    });
    expect((await openReviewReports(db)).map((r) => `${r.kind}:${r.reviewId}`)).toEqual(
      expect.arrayContaining([`stay:${stayReview.id}`, `guest:${guestReview.id}`]),
    );

    const before = (await db.select().from(listings).where(eq(listings.id, listingId)))[0]!.ratingCount;
    expect(await hideReview(db, { ref: stay, staffUserId: "staff-1", reason: "Offensive words." })).toBe(
      true,
    );
    expect(await hideReview(db, { ref: stay, staffUserId: "staff-1", reason: "Again." })).toBe(false);
    const [hidden] = await db.select().from(reviews).where(eq(reviews.id, stayReview.id));
    expect(hidden).toMatchObject({
      hiddenBy: "staff-1",
      hiddenReason: "Offensive words.",
      body: guestSays.body,
    });
    expect((await db.select().from(listings).where(eq(listings.id, listingId)))[0]!.ratingCount).toBe(
      before - 1,
    );
    const [report] = await db
      .select()
      .from(reviewReports)
      .where(and(eq(reviewReports.reviewKind, "stay"), eq(reviewReports.reviewId, stayReview.id)));
    expect(report).toMatchObject({ status: "hidden", decidedBy: "staff-1" });
    expect((await openReviewReports(db)).some((r) => r.kind === "stay" && r.reviewId === stayReview.id)).toBe(
      false,
    );
    // Hidden: no more reports, no reply.
    expect(
      (await reportReview(db, { ref: stay, userId: `${stranger}-2`, reason: "other", details: "" })).ok,
    ).toBe(false);
  });

  it("reminds each side still to write on days 1, 7 and 13, once across processes", async () => {
    const { db, url } = database();
    if (!listingId) await reviewedStay();
    const { id } = await createBooking(db, guest, { listing: slug, status: "completed", ...nights() });
    const [window] = await db.select().from(reviewWindows).where(eq(reviewWindows.bookingId, id));
    // A second past the day: the database keeps microseconds, a Date only milliseconds.
    const day = (n: number) => new Date(window!.opensAt.getTime() + n * 86_400_000 + 1_000);
    const reminders = async (userId: string) =>
      (await db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
        (n) => n.type === "review_reminder" && n.link?.includes(id),
      ).length;
    const other = url ? postgresHandle(url, 2) : null;
    try {
      await remindReviewers(db, day(0.5));
      expect(await reminders(guest)).toBe(0);
      await Promise.all([
        remindReviewers(db, day(1)),
        remindReviewers((other?.db ?? db) as Database, day(1)),
      ]);
      expect([await reminders(guest), await reminders(host)]).toEqual([1, 1]);
      await remindReviewers(db, day(2));
      expect(await reminders(guest)).toBe(1);
      await submitReview(db, { guestId: guest, bookingId: id, ...guestSays, now: day(3) });
      await remindReviewers(db, day(7));
      expect([await reminders(guest), await reminders(host)]).toEqual([1, 2]);
      await remindReviewers(db, day(13));
      expect([await reminders(guest), await reminders(host)]).toEqual([1, 3]);
      await remindReviewers(db, day(13.5));
      expect(await reminders(host)).toBe(3);
    } finally {
      await other?.close();
    }
  });
});
