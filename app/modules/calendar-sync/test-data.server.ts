import crypto from "node:crypto";
import { listings, petPolicies } from "../../../db/schema/index.ts";
import type { Database } from "../../platform/db.server.ts";
import { hostProfileFor } from "../hosting/hosting.server.ts";

/**
 * Published listings of the signed-in user in a town of their own (browser tests, through
 * TEST_HOOKS): the calendar sync test needs one owner with two homes, found by search.
 */
export async function createTestListings(
  db: Database,
  user: { id: string; name: string },
  count: number,
  city: string,
) {
  const host = await hostProfileFor(db, user);
  const made: { id: number; slug: string; title: string }[] = [];
  for (let i = 0; i < count; i++) {
    const tag = crypto.randomBytes(4).toString("hex");
    const title = `Test cottage ${i + 1} in ${city}`;
    const [row] = await db
      .insert(listings)
      .values({
        ownerId: host.id,
        slug: `test-cottage-${tag}`,
        title,
        summary: "A test home for browser tests.",
        description: "A test home for browser tests, with a fenced garden for dogs.",
        propertyType: "cottage",
        city,
        region: "Wisconsin",
        country: "United States",
        latitude: 44.5,
        longitude: -89.5,
        timeZone: "America/Chicago",
        nightlyRateCents: 12_000,
        maxGuests: 4,
        status: "published",
        publishedAt: new Date(),
      })
      .returning({ id: listings.id, slug: listings.slug, title: listings.title });
    await db.insert(petPolicies).values({
      listingId: row!.id,
      species: ["dog", "cat"],
      maxPets: 2,
      serviceAnimalNote: "Service animals are always welcome.",
    });
    made.push(row!);
  }
  return made;
}
