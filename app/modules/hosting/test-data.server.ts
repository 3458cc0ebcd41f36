import crypto from "node:crypto";
import { listings, petPolicies } from "../../../db/schema/index.ts";
import type { Database } from "../../platform/db.server.ts";
import { hostProfileFor, SERVICE_ANIMAL_NOTE } from "./hosting.server.ts";

/**
 * Browser-test data (the TEST_HOOKS-only /__test/listings hook): a published stay owned by
 * the signed-in user, made in one step instead of the editor's eight, so a test of running
 * a home starts from a home. Dogs and cats welcome, request to book unless told otherwise.
 */
export async function createTestListing(
  db: Database,
  user: { id: string; name: string },
  input: { title?: string; city?: string; instantBook?: boolean; nightlyRateCents?: number },
) {
  const owner = await hostProfileFor(db, user);
  const tag = crypto.randomBytes(4).toString("hex");
  const title = input.title ?? `Test cottage ${tag}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(listings)
      .values({
        slug: `test-cottage-${tag}`,
        ownerId: owner.id,
        title,
        summary: "A quiet cottage with a fenced garden.",
        description: "A quiet cottage with a fenced garden, made for a browser test.",
        propertyType: "cottage",
        address: "1 Test Lane",
        city: input.city ?? "Portland",
        region: "Oregon",
        country: "United States",
        timeZone: "America/Los_Angeles",
        latitude: 45.52,
        longitude: -122.68,
        maxGuests: 4,
        nightlyRateCents: input.nightlyRateCents ?? 12_000,
        cleaningFeeCents: 4_000,
        instantBook: input.instantBook ?? false,
        status: "published",
        publishedAt: new Date(),
      })
      .returning({ id: listings.id, slug: listings.slug });
    await tx.insert(petPolicies).values({
      listingId: row!.id,
      species: ["dog", "cat"],
      maxPets: 2,
      maxWeightLb: 80,
      petFeeCents: 2_500,
      petFeeBasis: "per_stay",
      serviceAnimalNote: SERVICE_ANIMAL_NOTE,
    });
    return { id: row!.id, slug: row!.slug, title };
  });
}
