import { and, desc, eq, isNull, sql } from "drizzle-orm";
import {
  guestReviews,
  listings,
  owners,
  reviewReports,
  reviews,
  type ReportReason,
  type ReviewKind,
} from "../../../db/schema/index.ts";
import { pgErrorCode, type Database, type Executor } from "../../platform/db.server.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { isVisible, mayReply, REPLIED, REPORTED } from "./moderation.ts";

/**
 * Replies, reports and hiding (decision 3600; the rules are moderation.ts). A review is named by its
 * kind and id; one that is not published (or hidden), or not the user's to act on, answers 404, the
 * same as one that does not exist.
 */

export interface ReviewRef {
  kind: ReviewKind;
  id: number;
}

export const NO_REVIEW = "We couldn't find that review.";

/** A review with who wrote it and who it is about (the one who may reply). */
interface ReviewParties {
  authorId: string | null;
  reviewedId: string | null;
  listingTitle: string;
  listingSlug: string;
  rating: number;
  body: string;
  authorName: string;
  publishedAt: Date | null;
  hiddenAt: Date | null;
  reply: string | null;
}

async function reviewParties(db: Executor, ref: ReviewRef): Promise<ReviewParties | null> {
  if (!Number.isSafeInteger(ref.id) || ref.id <= 0) return null;
  if (ref.kind === "stay") {
    const [row] = await db
      .select({
        authorId: reviews.authorId,
        reviewedId: owners.userId,
        listingTitle: listings.title,
        listingSlug: listings.slug,
        rating: reviews.rating,
        body: reviews.body,
        authorName: reviews.authorName,
        publishedAt: reviews.publishedAt,
        hiddenAt: reviews.hiddenAt,
        reply: reviews.reply,
      })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .innerJoin(owners, eq(owners.id, listings.ownerId))
      .where(eq(reviews.id, ref.id));
    return row ?? null;
  }
  const [row] = await db
    .select({
      authorId: guestReviews.authorId,
      reviewedId: guestReviews.guestId,
      listingTitle: listings.title,
      listingSlug: listings.slug,
      rating: guestReviews.rating,
      body: guestReviews.body,
      authorName: sql<string>`'The owner'`,
      publishedAt: guestReviews.publishedAt,
      hiddenAt: guestReviews.hiddenAt,
      reply: guestReviews.reply,
    })
    .from(guestReviews)
    .innerJoin(listings, eq(listings.id, guestReviews.listingId))
    .where(eq(guestReviews.id, ref.id));
  return row ?? null;
}

/** The reviewed party publishes their one reply (the owner to a review of their stay, the traveller to one of them). */
export async function replyToReview(
  db: Executor,
  input: { ref: ReviewRef; userId: string; reply: string; now?: Date },
): Promise<Outcome> {
  const now = input.now ?? new Date();
  const review = await reviewParties(db, input.ref);
  if (!review || !review.reviewedId || review.reviewedId !== input.userId || !isVisible(review))
    return failure(404, NO_REVIEW);
  const verdict = mayReply(review, now);
  if (!verdict.ok) return failure(409, verdict.message);
  const table = input.ref.kind === "stay" ? reviews : guestReviews;
  // Guarded by the empty reply: of two replies sent at once, one is kept.
  const done = await db
    .update(table)
    .set({ reply: input.reply, repliedAt: now })
    .where(and(eq(table.id, input.ref.id), isNull(table.reply)))
    .returning({ id: table.id });
  return done.length ? success() : failure(409, REPLIED);
}

/**
 * What a user may report, for the report page: a published review they can read and did not write.
 * A review of a stay is public; a review of a guest is read by that guest (and owners deciding their
 * requests, who see it in the guest's record): here, its guest reports it.
 */
export async function reviewToReport(db: Executor, ref: ReviewRef, userId: string) {
  const review = await reviewParties(db, ref);
  if (!review || !isVisible(review) || review.authorId === userId) return null;
  if (ref.kind === "guest" && review.reviewedId !== userId) return null;
  return {
    kind: ref.kind,
    id: ref.id,
    listingTitle: review.listingTitle,
    listingSlug: review.listingSlug,
    authorName: review.authorName,
    rating: review.rating,
    body: review.body,
  };
}

export async function reportReview(
  db: Executor,
  input: { ref: ReviewRef; userId: string; reason: ReportReason; details: string },
): Promise<Outcome> {
  if (!(await reviewToReport(db, input.ref, input.userId))) return failure(404, NO_REVIEW);
  try {
    await db.insert(reviewReports).values({
      reviewKind: input.ref.kind,
      reviewId: input.ref.id,
      reporterId: input.userId,
      reason: input.reason,
      details: input.details,
    });
    return success();
  } catch (error) {
    if (pgErrorCode(error) === "23505") return failure(409, REPORTED);
    throw error;
  }
}

/**
 * The staff hide a review: it disappears from every page and average, and keeps its row with the
 * reason and who hid it; its open reports are closed as "hidden". False when already hidden or absent.
 */
export async function hideReview(
  db: Executor,
  input: { ref: ReviewRef; staffUserId: string; reason: string; now?: Date },
): Promise<boolean> {
  const now = input.now ?? new Date();
  const table = input.ref.kind === "stay" ? reviews : guestReviews;
  return (db as Database).transaction(async (tx) => {
    const hidden = await tx
      .update(table)
      .set({ hiddenAt: now, hiddenBy: input.staffUserId, hiddenReason: input.reason })
      .where(and(eq(table.id, input.ref.id), isNull(table.hiddenAt)))
      .returning({ id: table.id });
    if (!hidden.length) return false;
    await tx
      .update(reviewReports)
      .set({ status: "hidden", decidedAt: now, decidedBy: input.staffUserId })
      .where(
        and(
          eq(reviewReports.reviewKind, input.ref.kind),
          eq(reviewReports.reviewId, input.ref.id),
          eq(reviewReports.status, "open"),
        ),
      );
    return true;
  });
}

/** The open reports, newest first, with the words reported (the staff's queue). */
export async function openReviewReports(db: Executor, limit = 100) {
  const rows = await db
    .select()
    .from(reviewReports)
    .where(eq(reviewReports.status, "open"))
    .orderBy(desc(reviewReports.createdAt), desc(reviewReports.id))
    .limit(limit);
  return Promise.all(
    rows.map(async (report) => {
      const review = await reviewParties(db, { kind: report.reviewKind, id: report.reviewId });
      return {
        id: report.id,
        kind: report.reviewKind,
        reviewId: report.reviewId,
        reason: report.reason,
        details: report.details,
        createdAt: report.createdAt,
        listingTitle: review?.listingTitle ?? "",
        rating: review?.rating ?? null,
        body: review?.body ?? "",
        hidden: Boolean(review?.hiddenAt),
      };
    }),
  );
}

/** A booking's review of one kind as its reviewed party sees it: visible ones only, with whether they may reply. */
export async function reviewOfBookingToAnswer(
  db: Executor,
  kind: ReviewKind,
  bookingId: string,
  now = new Date(),
) {
  const table = kind === "stay" ? reviews : guestReviews;
  const [row] = await db
    .select({
      id: table.id,
      rating: table.rating,
      body: table.body,
      reply: table.reply,
      publishedAt: table.publishedAt,
      hiddenAt: table.hiddenAt,
    })
    .from(table)
    .where(eq(table.bookingId, bookingId));
  if (!row || !isVisible(row)) return null;
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    reply: row.reply,
    mayReply: mayReply(row, now).ok,
  };
}
