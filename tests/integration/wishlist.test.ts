import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { listings, owners, petPolicies, users } from "../../db/schema/index.ts";
import {
  removeFromWishlist,
  saveToWishlist,
  savedListingIds,
  wishlistStays,
} from "../../app/modules/wishlist/wishlist.server.ts";
import { describeEachDatabase } from "../helpers/database.ts";

/** The user's saved slugs, newest first, as the wishlist page lists them. */
const wishlistSlugs = async (db: Parameters<typeof wishlistStays>[0], userId: string) =>
  (await wishlistStays(db, userId)).map((row) => row.listing.slug);

describeEachDatabase("wishlist", (database) => {
  const listing = (ownerId: number, slug: string) => ({
    ownerId,
    slug,
    title: slug.replace(/-/g, " "),
    propertyType: "house",
    city: "Austin",
    region: "Texas",
    country: "United States",
    nightlyRateCents: 10_000,
    maxGuests: 4,
  });

  it("saves once per user, lists newest first, removes only the user's own rows", async () => {
    const { db } = database();
    await db.insert(users).values([
      { id: "wish-a", name: "Ada", email: "wish-a@example.com" },
      { id: "wish-b", name: "Bo", email: "wish-b@example.com" },
    ]);
    const [owner] = await db.insert(owners).values({ name: "Maya R." }).returning({ id: owners.id });
    const rows = await db
      .insert(listings)
      .values([listing(owner!.id, "dog-house"), listing(owner!.id, "cat-flat")])
      .returning({ id: listings.id, slug: listings.slug });
    // Every stay has its pet policy; the wishlist shows it.
    await db.insert(petPolicies).values(rows.map((r) => ({ listingId: r.id, serviceAnimalNote: "" })));
    const idOf = (slug: string) => rows.find((r) => r.slug === slug)!.id;

    expect(await saveToWishlist(db, "wish-a", "dog-house")).toBe(true);
    expect(await saveToWishlist(db, "wish-a", "dog-house")).toBe(true);
    await new Promise((r) => setTimeout(r, 5));
    expect(await saveToWishlist(db, "wish-a", "cat-flat")).toBe(true);
    expect(await saveToWishlist(db, "wish-a", "no-such-stay")).toBe(false);
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
