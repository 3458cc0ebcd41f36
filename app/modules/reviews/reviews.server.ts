import { and, eq } from "drizzle-orm";
import { bookings, listings, owners, profiles, reviews } from "../../../db/schema/index.ts";
import { pgErrorCode, type Database, type Executor } from "../../platform/db.server.ts";
import { isUuid } from "../../shared/ids.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { notifyHosts } from "../bookings/host-notices.server.ts";
import { reservationPath } from "../bookings/process.ts";
import { OWN_HOME_REVIEW, reviewerName } from "./reviews.ts";

/** Whether this user hosts the listing (an owner's word on their own home is no review). */
export async function hostsListing(db: Executor, userId: string, listingId: number) {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .where(and(eq(listings.id, listingId), eq(owners.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The guest reviews a completed stay of theirs, once (the unique booking_id
 * decides, also for two submits at once). The listing's averages follow by trigger.
 */
export async function submitReview(
  db: Executor,
  input: { guestId: string; bookingId: string; rating: number; petRating: number; body: string },
): Promise<Outcome> {
  if (!isUuid(input.bookingId)) return failure(404, "No such stay.");
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, input.bookingId), eq(bookings.guestId, input.guestId)));
  if (!booking) return failure(404, "No such stay.");
  if (await hostsListing(db, input.guestId, booking.listingId)) return failure(403, OWN_HOME_REVIEW);
  if (booking.status !== "completed") return failure(409, "You can review a stay once it is over.");
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, input.guestId));
  const pet = booking.pets.find((p) => !p.serviceAnimal) ?? booking.pets[0];
  try {
    // The review and the owner's notice commit together (a savepoint inside a caller's transaction).
    await (db as Database).transaction(async (tx) => {
      await tx.insert(reviews).values({
        listingId: booking.listingId,
        bookingId: booking.id,
        authorId: input.guestId,
        authorName: reviewerName(profile?.firstName ?? "", profile?.lastName ?? ""),
        petName: pet?.name ?? null,
        petSpecies: pet?.species ?? null,
        rating: input.rating,
        petRating: input.petRating,
        body: input.body,
      });
      await notifyHosts(tx, [booking], () => ({
        type: "host_review_received",
        title: `New review: ${input.rating} of 5`,
        body: input.body.length > 160 ? `${input.body.slice(0, 159)}…` : input.body,
        link: reservationPath(booking.id),
      }));
    });
    return success();
  } catch (error) {
    if (pgErrorCode(error) === "23505") return failure(409, "You already reviewed this stay.");
    throw error;
  }
}
