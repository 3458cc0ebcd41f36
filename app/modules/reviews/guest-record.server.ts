import { and, count, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { bookings, guestReviewPets, guestReviews, listings } from "../../../db/schema/index.ts";
import type { Executor } from "../../platform/db.server.ts";
import { fairAverage, petRecords, type GuestRecord, type GuestReviewCard } from "./guest-record.ts";

/** How many of the owners' reviews a record shows in full (the newest). */
const REVIEWS_SHOWN = 5;

const EMPTY: GuestRecord = { stays: 0, reviewCount: 0, rating: null, reviews: [], pets: [] };

/**
 * The records of these travellers (guest-record.ts), by guest id: completed stays, and the owners'
 * published reviews of them with their pets. Field by field: nothing else of the rows leaves here.
 */
export async function guestRecords(
  db: Executor,
  guestIds: readonly string[],
): Promise<Map<string, GuestRecord>> {
  const ids = [...new Set(guestIds)];
  const records = new Map<string, GuestRecord>(ids.map((id) => [id, { ...EMPTY, reviews: [], pets: [] }]));
  if (ids.length === 0) return records;
  const [stays, written] = await Promise.all([
    db
      .select({ guestId: bookings.guestId, n: count() })
      .from(bookings)
      .where(and(inArray(bookings.guestId, ids), eq(bookings.status, "completed")))
      .groupBy(bookings.guestId),
    db
      .select({
        id: guestReviews.id,
        guestId: guestReviews.guestId,
        rating: guestReviews.rating,
        cleanliness: guestReviews.cleanliness,
        houseRules: guestReviews.houseRules,
        communication: guestReviews.communication,
        body: guestReviews.body,
        publishedAt: guestReviews.publishedAt,
        reply: guestReviews.reply,
        listingTitle: listings.title,
      })
      .from(guestReviews)
      .innerJoin(listings, eq(listings.id, guestReviews.listingId))
      // Published and not hidden: a review waiting for its window is nobody's to read.
      .where(
        and(
          inArray(guestReviews.guestId, ids),
          isNotNull(guestReviews.publishedAt),
          isNull(guestReviews.hiddenAt),
        ),
      )
      .orderBy(desc(guestReviews.publishedAt), desc(guestReviews.id)),
  ]);
  const pets = written.length
    ? await db
        .select({
          guestReviewId: guestReviewPets.guestReviewId,
          position: guestReviewPets.position,
          petName: guestReviewPets.petName,
          species: guestReviewPets.species,
          asDeclared: guestReviewPets.asDeclared,
          behaviour: guestReviewPets.behaviour,
          note: guestReviewPets.note,
        })
        .from(guestReviewPets)
        .where(
          inArray(
            guestReviewPets.guestReviewId,
            written.map((w) => w.id),
          ),
        )
        .orderBy(guestReviewPets.guestReviewId, guestReviewPets.position)
    : [];
  for (const row of stays) records.get(row.guestId)!.stays = row.n;
  const byGuest = new Map<string, typeof written>();
  for (const w of written) byGuest.set(w.guestId, [...(byGuest.get(w.guestId) ?? []), w]);
  const byReview = new Map<number, typeof pets>();
  for (const p of pets) byReview.set(p.guestReviewId, [...(byReview.get(p.guestReviewId) ?? []), p]);
  for (const [id, theirs] of byGuest) {
    const record = records.get(id)!;
    record.reviewCount = theirs.length;
    record.rating = fairAverage(theirs.map((w) => w.rating));
    record.reviews = theirs.slice(0, REVIEWS_SHOWN).map((w): GuestReviewCard => ({
      rating: w.rating,
      cleanliness: w.cleanliness,
      houseRules: w.houseRules,
      communication: w.communication,
      body: w.body,
      listingTitle: w.listingTitle,
      reply: w.reply,
      month: w.publishedAt!.toISOString().slice(0, 7),
      pets: (byReview.get(w.id) ?? []).map((p) => ({
        name: p.petName,
        asDeclared: p.asDeclared,
        behaviour: p.behaviour,
        note: p.note,
      })),
    }));
    record.pets = petRecords(theirs.flatMap((w) => byReview.get(w.id) ?? []));
  }
  return records;
}

export async function guestRecord(db: Executor, guestId: string): Promise<GuestRecord> {
  return (await guestRecords(db, [guestId])).get(guestId)!;
}
