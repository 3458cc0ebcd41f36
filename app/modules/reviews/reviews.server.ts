import { and, eq } from "drizzle-orm";
import { listings, owners, profiles, reviews } from "../../../db/schema/index.ts";
import type { Executor } from "../../platform/db.server.ts";
import { isLocale } from "../../i18n/locales.ts";
import type { Outcome } from "../../shared/outcome.ts";
import { reviewerName } from "./reviews.ts";
import { writeInWindow } from "./window.server.ts";

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
 * The traveller reviews a completed stay of theirs, once, inside its review window (decision 3600):
 * it stays hidden until the owner's review of them is in or the window closes. The listing's
 * averages follow by trigger once it is published.
 */
export async function submitReview(
  db: Executor,
  input: { guestId: string; bookingId: string; rating: number; petRating: number; body: string; now?: Date },
): Promise<Outcome<{ published: boolean }>> {
  return writeInWindow(
    db,
    { bookingId: input.bookingId, side: "guest", userId: input.guestId, now: input.now },
    async (tx, stay, publishedAt) => {
      const [profile] = await tx.select().from(profiles).where(eq(profiles.id, input.guestId));
      const [listing] = await tx
        .select({ language: listings.language })
        .from(listings)
        .where(eq(listings.id, stay.listingId));
      const pet = stay.pets.find((p) => !p.serviceAnimal) ?? stay.pets[0];
      await tx.insert(reviews).values({
        listingId: stay.listingId,
        bookingId: stay.bookingId,
        authorId: input.guestId,
        authorName: reviewerName(profile?.firstName ?? "", profile?.lastName ?? ""),
        petName: pet?.name ?? null,
        petSpecies: pet?.species ?? null,
        rating: input.rating,
        petRating: input.petRating,
        body: input.body,
        // Written in the language its author reads the site in, else the listing's (decision 3855).
        language: isLocale(profile?.language) ? profile.language : (listing?.language ?? "en"),
        createdAt: input.now,
        publishedAt,
      });
    },
  );
}
