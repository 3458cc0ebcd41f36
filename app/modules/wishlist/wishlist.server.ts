import { and, desc, eq, inArray } from "drizzle-orm";
import { listings, petPolicies, wishlistItems } from "../../../db/schema/index.ts";
import { coverPhotos } from "../stays/stay-cards.server.ts";
import type { Executor } from "../../platform/db.server.ts";

/** The published stay a slug names, as the save confirmation shows it; null when there is none. */
export async function stayToSave(db: Executor, slug: string) {
  const [stay] = await db
    .select({ slug: listings.slug, title: listings.title, city: listings.city, region: listings.region })
    .from(listings)
    .where(and(eq(listings.slug, slug), eq(listings.status, "published")))
    .limit(1);
  return stay ?? null;
}

/** Saves a published listing by slug; saving twice is a no-op. False when there is no such listing. */
export async function saveToWishlist(db: Executor, userId: string, slug: string): Promise<boolean> {
  const [listing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.slug, slug), eq(listings.status, "published")))
    .limit(1);
  if (!listing) return false;
  await db.insert(wishlistItems).values({ userId, listingId: listing.id }).onConflictDoNothing();
  return true;
}

/** Removes a saved listing by slug (own rows only); removing an unsaved one is a no-op. */
export async function removeFromWishlist(db: Executor, userId: string, slug: string): Promise<void> {
  const ids = db.select({ id: listings.id }).from(listings).where(eq(listings.slug, slug));
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.listingId, ids)));
}

/** The ids of the user's saved listings, for the hearts on a page of cards (one query). */
export async function savedListingIds(db: Executor, userId: string | null | undefined): Promise<Set<number>> {
  if (!userId) return new Set();
  const rows = await db
    .select({ id: wishlistItems.listingId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  return new Set(rows.map((r) => r.id));
}

/** The slugs of the user's saved stays: the hearts on a page drawn the same for everyone (decision 4010). */
export async function savedListingSlugs(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: listings.slug })
    .from(wishlistItems)
    .innerJoin(listings, eq(listings.id, wishlistItems.listingId))
    .where(eq(wishlistItems.userId, userId));
  return rows.map((r) => r.slug);
}

/** The saved stays as the wishlist page shows them, newest first. */
export async function wishlistStays(db: Executor, userId: string) {
  const rows = await db
    .select({ listing: listings, pet: petPolicies, savedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .innerJoin(listings, eq(listings.id, wishlistItems.listingId))
    .innerJoin(petPolicies, eq(petPolicies.listingId, listings.id))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt));
  const photos = await coverPhotos(
    db,
    rows.map((r) => r.listing.id),
  );
  return rows.map((row) => ({ ...row, photo: photos.get(row.listing.id) ?? null }));
}
