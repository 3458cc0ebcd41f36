import { asc, eq, sql } from "drizzle-orm";
import { guestReviewPets, guestReviews, reviews } from "../../../db/schema/index.ts";
import { pgErrorCode, queryRows, type Database, type Executor } from "../../platform/db.server.ts";
import { parseUuid } from "../../shared/ids.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import type { bookings } from "../../../db/schema/index.ts";
import { reservationPath, tripPath } from "../bookings/process.ts";
import { createNotification } from "../notifications/notifications.server.ts";
import { reviewerName } from "./reviews.ts";
import {
  daysLeft,
  mayWrite,
  REMINDER_DAYS,
  NO_STAY,
  OWN_BOOKING,
  publishesOnWrite,
  WRITTEN,
  type ReviewSide,
  type ReviewWindow,
} from "./window.ts";

/**
 * The review window on the database (decision 3600; the rules are window.ts). A review is written
 * under a lock of its window's row, so of the two sides writing at once the second sees the first
 * and publishes both; the window's end publishes what was written, once (publishClosedWindows).
 */

/** A completed stay as the review window sees it. */
export interface StayForReview {
  bookingId: string;
  listingId: number;
  title: string;
  guestId: string;
  /** As reviews show people: "Ada L.". */
  guestName: string;
  hostUserId: string | null;
  pets: (typeof bookings.$inferSelect)["pets"];
  window: ReviewWindow | null;
  guestWritten: boolean;
  ownerWritten: boolean;
}

interface StayRow {
  bookingId: string;
  listingId: number | string;
  title: string;
  guestId: string;
  hostUserId: string | null;
  pets: StayForReview["pets"] | string;
  opensAt: Date | string | null;
  closesAt: Date | string | null;
  publishedAt: Date | string | null;
  guestWritten: boolean;
  ownerWritten: boolean;
  firstName: string;
  lastName: string;
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The stay behind a booking id, with its window and who has written (null: no such booking). */
export async function stayForReview(db: Executor, bookingId: string): Promise<StayForReview | null> {
  const [row] = await queryRows<StayRow>(
    db as Database,
    sql`select b.id as "bookingId", b.listing_id as "listingId", l.title, b.guest_id as "guestId",
        (select o.user_id from owners o where o.id = l.owner_id) as "hostUserId", b.pets,
        coalesce(pr.first_name, '') as "firstName", coalesce(pr.last_name, '') as "lastName",
        w.opens_at as "opensAt", w.closes_at as "closesAt", w.published_at as "publishedAt",
        exists (select 1 from reviews r where r.booking_id = b.id) as "guestWritten",
        exists (select 1 from guest_reviews g where g.booking_id = b.id) as "ownerWritten"
      from bookings b join listings l on l.id = b.listing_id
      left join review_windows w on w.booking_id = b.id
      left join profiles pr on pr.id = b.guest_id
      where b.id = ${bookingId}`,
  );
  if (!row) return null;
  const opensAt = dateOf(row.opensAt);
  return {
    bookingId: row.bookingId,
    listingId: Number(row.listingId),
    title: row.title,
    guestId: row.guestId,
    guestName: reviewerName(row.firstName, row.lastName),
    hostUserId: row.hostUserId,
    pets: typeof row.pets === "string" ? JSON.parse(row.pets) : row.pets,
    window: opensAt
      ? { opensAt, closesAt: dateOf(row.closesAt)!, publishedAt: dateOf(row.publishedAt) }
      : null,
    guestWritten: row.guestWritten,
    ownerWritten: row.ownerWritten,
  };
}

/** The stay, if this user is its `side` (the traveller, or the home's owner); anyone else: null. */
export async function stayOfParty(db: Executor, bookingId: string, side: ReviewSide, userId: string) {
  const id = parseUuid(bookingId);
  if (!id) return null;
  const stay = await stayForReview(db, id);
  if (!stay) return null;
  const party = side === "guest" ? stay.guestId : stay.hostUserId;
  return party === userId ? stay : null;
}

/**
 * Writes one side's review of a stay: only the booking's traveller (side "guest") or its home's
 * owner (side "owner"), once each, inside the window. `insert` writes the review itself, published
 * at `publishedAt` when the other side's is in (then both are published together) or null.
 */
export async function writeInWindow(
  db: Executor,
  input: { bookingId: string; side: ReviewSide; userId: string; now?: Date },
  insert: (tx: Executor, stay: StayForReview, publishedAt: Date | null) => Promise<void>,
): Promise<Outcome<{ published: boolean }>> {
  const now = input.now ?? new Date();
  const id = parseUuid(input.bookingId);
  if (!id) return failure(404, NO_STAY);
  try {
    return await (db as Database).transaction(async (tx) => {
      // The window's row is the lock both sides take: a second writer waits, then sees the first.
      await tx.execute(sql`select 1 from review_windows where booking_id = ${id} for update`);
      const stay = await stayOfParty(tx, id, input.side, input.userId);
      if (!stay) return failure(404, NO_STAY);
      if (stay.guestId === stay.hostUserId) return failure(403, OWN_BOOKING);
      const mine = input.side === "guest" ? stay.guestWritten : stay.ownerWritten;
      const other = input.side === "guest" ? stay.ownerWritten : stay.guestWritten;
      const verdict = mayWrite(stay.window, mine, now);
      if (!verdict.ok) return failure(409, verdict.message);
      const publish = publishesOnWrite(stay.window!, other);
      await insert(tx, stay, publish ? now : null);
      if (publish) await publishStay(tx, id, now);
      await tellTheOtherSide(tx, stay, input.side, publish);
      return success({ published: publish });
    });
  } catch (error) {
    // The unique booking_id of each table: a second submit racing the first.
    if (pgErrorCode(error) === "23505") return failure(409, WRITTEN);
    throw error;
  }
}

/** Both sides' reviews of one stay become visible at the same moment. */
async function publishStay(tx: Executor, bookingId: string, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx.execute(
    sql`update reviews set published_at = ${at} where booking_id = ${bookingId} and published_at is null`,
  );
  await tx.execute(
    sql`update guest_reviews set published_at = ${at} where booking_id = ${bookingId} and published_at is null`,
  );
  await tx.execute(
    sql`update review_windows set published_at = coalesce(published_at, ${at}) where booking_id = ${bookingId}`,
  );
}

/** The other side learns a review is in: both now public, or theirs still to write (without its words). */
async function tellTheOtherSide(tx: Executor, stay: StayForReview, side: ReviewSide, published: boolean) {
  const closes = stay.window!.closesAt.toISOString().slice(0, 10);
  // Each notice in its reader's language (decision 3855).
  if (side === "guest") {
    if (!stay.hostUserId) return;
    await createNotification(tx, {
      userId: stay.hostUserId,
      type: "host_review_received",
      title: (v) => v.notice(published ? "guestReviewPublishedTitle" : "guestReviewedTitle"),
      body: (v) =>
        published
          ? v.notice("bothPublishedOwnerBody", { title: stay.title })
          : v.notice("reviewThemBody", { date: v.date(closes) }),
      link: published ? reservationPath(stay.bookingId) : `${reservationPath(stay.bookingId)}/review`,
    });
  } else {
    await createNotification(tx, {
      userId: stay.guestId,
      type: "review_invitation",
      title: (v) => v.notice(published ? "ownerReviewPublishedTitle" : "ownerReviewedTitle"),
      body: (v) =>
        published
          ? v.notice("bothPublishedGuestBody", { title: stay.title })
          : v.notice("reviewStayBody", { title: stay.title, date: v.date(closes) }),
      link: published ? tripPath(stay.bookingId) : `${tripPath(stay.bookingId)}/review`,
    });
  }
}

/** The owner reviews the traveller and each pet on the booking (positions as the booking lists them). */
export async function submitGuestReview(
  db: Executor,
  input: {
    ownerId: string;
    bookingId: string;
    now?: Date;
    review: {
      rating: number;
      cleanliness: number;
      houseRules: number;
      communication: number;
      body: string;
      privateFeedback: string | null;
      pets: { asDeclared: boolean; behaviour: number; note: string }[];
    };
  },
): Promise<Outcome<{ published: boolean }>> {
  const { review } = input;
  return writeInWindow(
    db,
    { bookingId: input.bookingId, side: "owner", userId: input.ownerId, now: input.now },
    async (tx, stay, publishedAt) => {
      const pets = reviewedPets(stay);
      if (review.pets.length !== pets.length) throw new Error("one entry per pet on the booking");
      const [row] = await tx
        .insert(guestReviews)
        .values({
          bookingId: stay.bookingId,
          listingId: stay.listingId,
          guestId: stay.guestId,
          authorId: input.ownerId,
          rating: review.rating,
          cleanliness: review.cleanliness,
          houseRules: review.houseRules,
          communication: review.communication,
          body: review.body,
          privateFeedback: review.privateFeedback,
          createdAt: input.now,
          publishedAt,
        })
        .returning({ id: guestReviews.id });
      if (pets.length)
        await tx.insert(guestReviewPets).values(
          pets.map((pet, position) => ({
            guestReviewId: row!.id,
            position,
            petName: pet.name?.trim() || pet.species,
            species: pet.species,
            asDeclared: review.pets[position]!.asDeclared,
            behaviour: review.pets[position]!.behaviour,
            note: review.pets[position]!.note,
          })),
        );
    },
  );
}

/** The pets the owner reviews: the booking's animals but service animals (not pets). */
export const reviewedPets = (stay: Pick<StayForReview, "pets">) =>
  stay.pets.filter((pet) => !pet.serviceAnimal);

/**
 * The window's end: every closed window not yet published publishes what was written (one review,
 * or none), in one statement guarded by `published_at is null`, so two processes running it at once
 * publish each window once. Run by the scheduler under its job lease (app/jobs.server.ts).
 */
export async function publishClosedWindows(db: Database, now = new Date()): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ bookingId: string; stayReview: boolean; guestReview: boolean }>(
      tx as unknown as Database,
      sql`with closed as (
            update review_windows set published_at = ${at}
            where published_at is null and closes_at <= ${at}
            returning booking_id
          ), stays as (
            update reviews set published_at = ${at}
            where booking_id in (select booking_id from closed) and published_at is null
            returning booking_id
          ), guests as (
            update guest_reviews set published_at = ${at}
            where booking_id in (select booking_id from closed) and published_at is null
            returning booking_id
          )
          -- Each update in a WITH runs once whether or not the answer reads it.
          select c.booking_id as "bookingId",
            exists (select 1 from stays s where s.booking_id = c.booking_id) as "stayReview",
            exists (select 1 from guests g where g.booking_id = c.booking_id) as "guestReview"
          from closed c`,
    );
    // The reviewed party learns their review is public, once: only this run saw these windows close.
    for (const row of rows) {
      if (!row.stayReview && !row.guestReview) continue;
      const stay = await stayForReview(tx, row.bookingId);
      if (stay) await tellWindowClosed(tx, stay, row);
    }
    return rows.length;
  });
}

/** At a window's end, what was written is public: the reviewed side of each review is told. */
async function tellWindowClosed(
  tx: Executor,
  stay: StayForReview,
  published: { stayReview: boolean; guestReview: boolean },
) {
  if (published.stayReview && stay.hostUserId)
    await createNotification(tx, {
      userId: stay.hostUserId,
      type: "host_review_received",
      title: (v) => v.notice("guestReviewPublishedTitle"),
      body: (v) => v.notice("windowClosedOwnerBody", { title: stay.title }),
      link: reservationPath(stay.bookingId),
    });
  if (published.guestReview)
    await createNotification(tx, {
      userId: stay.guestId,
      type: "review_invitation",
      title: (v) => v.notice("ownerReviewPublishedTitle"),
      body: (v) => v.notice("windowClosedGuestBody", { title: stay.title }),
      link: tripPath(stay.bookingId),
    });
}

/** Both reviews of one stay as stored (the pages decide who sees what: see visibleTo). */
export async function reviewsOfStay(db: Executor, bookingId: string) {
  const [stayReview] = await db.select().from(reviews).where(eq(reviews.bookingId, bookingId));
  const [guestReview] = await db.select().from(guestReviews).where(eq(guestReviews.bookingId, bookingId));
  const pets = guestReview
    ? await db
        .select()
        .from(guestReviewPets)
        .where(eq(guestReviewPets.guestReviewId, guestReview.id))
        .orderBy(asc(guestReviewPets.position))
    : [];
  return { stayReview: stayReview ?? null, guestReview: guestReview ? { ...guestReview, pets } : null };
}

/**
 * Reminders to write (day 1, 7 and 13 of a window): each window still open and unpublished whose
 * next reminder is due (window.ts remindersDue, here in SQL) is marked in one guarded update, then
 * each side still to write is told, by their reminder preferences (the outbox). A late run sends
 * one reminder, not the ones it missed; two runs at once remind once.
 */
export async function remindReviewers(db: Database, now = new Date()): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const due = sql.join(
    REMINDER_DAYS.map((day) => sql`(w.opens_at + make_interval(days => ${day}::int) <= ${at})::int`),
    sql` + `,
  );
  return (db as Database).transaction(async (tx) => {
    const rows = await queryRows<{
      bookingId: string;
      closesAt: Date | string;
      title: string;
      guestId: string;
      hostUserId: string | null;
      guestWritten: boolean;
      ownerWritten: boolean;
    }>(
      tx as Database,
      sql`with due as (
            select w.booking_id, ${due} as n from review_windows w
            where w.published_at is null and w.closes_at > ${at}
          )
          update review_windows w set reminders_sent = due.n
          from due, bookings b, listings l
          where w.booking_id = due.booking_id and w.reminders_sent < due.n
            and b.id = w.booking_id and l.id = b.listing_id
          returning w.booking_id as "bookingId", w.closes_at as "closesAt", l.title, b.guest_id as "guestId",
            (select o.user_id from owners o where o.id = l.owner_id) as "hostUserId",
            exists (select 1 from reviews r where r.booking_id = b.id) as "guestWritten",
            exists (select 1 from guest_reviews g where g.booking_id = b.id) as "ownerWritten"`,
    );
    for (const row of rows) {
      const closes = new Date(row.closesAt).toISOString().slice(0, 10);
      const days = daysLeft({ opensAt: now, closesAt: new Date(row.closesAt), publishedAt: null }, now);
      // Not the owner of their own home (no review of one's own booking).
      if (!row.guestWritten && row.guestId !== row.hostUserId)
        await createNotification(tx, {
          userId: row.guestId,
          type: "review_reminder",
          title: (v) => v.notice("daysLeftGuestTitle", { days, title: row.title }),
          body: (v) => v.notice("daysLeftGuestBody", { date: v.date(closes) }),
          link: `${tripPath(row.bookingId)}/review`,
        });
      if (!row.ownerWritten && row.hostUserId && row.hostUserId !== row.guestId)
        await createNotification(tx, {
          userId: row.hostUserId,
          type: "review_reminder",
          title: (v) => v.notice("daysLeftOwnerTitle", { days }),
          body: (v) => v.notice("daysLeftOwnerBody", { title: row.title, date: v.date(closes) }),
          link: `${reservationPath(row.bookingId)}/review`,
        });
    }
    return rows.length;
  });
}
