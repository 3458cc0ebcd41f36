import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { users, wishlistItems } from "../../db/schema/index.ts";
import {
  removeFromWishlist,
  saveToWishlist,
  savedListingIds,
  wishlistStays,
} from "../../app/modules/wishlist/wishlist.server.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addListing, addOwner } from "../helpers/factories.ts";

/** The user's saved slugs, newest first, as the wishlist page lists them. */
const wishlistSlugs = async (db: Parameters<typeof wishlistStays>[0], userId: string) =>
  (await wishlistStays(db, userId)).map((row) => row.listing.slug);

describeEachDatabase("wishlist", (database) => {
  it("saves once per user, lists newest first, removes only the user's own rows", async () => {
    const { db } = database();
    await db.insert(users).values([
      { id: "wish-a", name: "Ada", email: "wish-a@example.com" },
      { id: "wish-b", name: "Bo", email: "wish-b@example.com" },
    ]);
    const ownerId = await addOwner(db);
    const ids: Record<string, number> = {};
    for (const slug of ["dog-house", "cat-flat"]) ids[slug] = await addListing(db, { ownerId, slug });
    const idOf = (slug: string) => ids[slug]!;

    expect(await saveToWishlist(db, "wish-a", "dog-house")).toBe(true);
    expect(await saveToWishlist(db, "wish-a", "dog-house")).toBe(true);
    // Saved a minute earlier (rather than waiting for the clock to move on before the next save).
    await db
      .update(wishlistItems)
      .set({ createdAt: sql`now() - interval '1 minute'` })
      .where(eq(wishlistItems.userId, "wish-a"));
    expect(await saveToWishlist(db, "wish-a", "cat-flat")).toBe(true);
    expect(await saveToWishlist(db, "wish-a", "no-such-stay")).toBe(false);
    await addListing(db, { ownerId, slug: "draft-house", status: "draft" });
    expect(await saveToWishlist(db, "wish-a", "draft-house")).toBe(false);
    expect(await saveToWishlist(db, "wish-b", "dog-house")).toBe(true);

    expect(await wishlistSlugs(db, "wish-a")).toEqual(["cat-flat", "dog-house"]);
    expect(await savedListingIds(db, "wish-a")).toEqual(new Set([idOf("dog-house"), idOf("cat-flat")]));
    expect(await savedListingIds(db, null)).toEqual(new Set());

    await removeFromWishlist(db, "wish-a", "dog-house");
    expect(await wishlistSlugs(db, "wish-a")).toEqual(["cat-flat"]);
    expect(await wishlistSlugs(db, "wish-b")).toEqual(["dog-house"]);
  });

  it("forgets a user's saves when the user is deleted", async () => {
    const { db } = database();
    await db.insert(users).values({ id: "wish-c", name: "Cy", email: "wish-c@example.com" });
    await saveToWishlist(db, "wish-c", "cat-flat");
    await db.delete(users).where(eq(users.id, "wish-c"));
    expect(await wishlistSlugs(db, "wish-c")).toEqual([]);
  });
});
