import crypto from "node:crypto";
import { listings, petPolicies } from "../../../db/schema/index.ts";
import type { Database } from "../../platform/db.server.ts";
import { hostProfileFor } from "./hosting.server.ts";

export interface TestListing {
  title?: string;
  city?: string;
  region?: string;
  nightlyRateCents?: number;
  timeZone?: string;
  /** Instant book (the default) or request to book. */
  instantBook?: boolean;
  /** The pet policy, where a test needs one of its own (two dogs or cats otherwise). */
  pet?: {
    petsAllowed?: "yes" | "on_request" | "no";
    species?: string[];
    maxPets?: number;
    maxWeightLb?: number | null;
    petFeeCents?: number;
    petDepositCents?: number;
  };
  country?: string;
  currency?: string;
  address?: string;
  postcode?: string;
  latitude?: number;
  longitude?: number;
  neighborhood?: string;
  checkInInstructions?: string;
}

/**
 * A published listing owned by the user, made directly (no editor, no photos): browser tests
 * of the owner's pages use it, through TEST_HOOKS, instead of going through every editor step.
 */
export async function createTestListing(
  db: Database,
  user: { id: string; name: string },
  input: TestListing,
) {
  const host = await hostProfileFor(db, user);
  const tag = crypto.randomBytes(4).toString("hex");
  const [row] = await db
    .insert(listings)
    .values({
      slug: `test-home-${tag}`,
      ownerId: host.id,
      title: input.title ?? `Test home ${tag}`,
      summary: "A home made for a browser test.",
      description: "A home made for a browser test, with a fenced garden for dogs.",
      propertyType: "house",
      city: input.city ?? "Test Harbor",
      region: input.region ?? "Maine",
      country: input.country ?? "United States",
      timeZone: input.timeZone ?? "America/New_York",
      currency: input.currency ?? "USD",
      address: input.address ?? "",
      postcode: input.postcode ?? "",
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      neighborhood: input.neighborhood ?? "",
      checkInInstructions: input.checkInInstructions ?? "",
      maxGuests: 4,
      nightlyRateCents: input.nightlyRateCents ?? 10_000,
      instantBook: input.instantBook ?? true,
      status: "published",
      publishedAt: new Date(),
    })
    .returning({ id: listings.id, slug: listings.slug, title: listings.title });
  await db.insert(petPolicies).values({
    listingId: row!.id,
    species: ["dog", "cat"],
    maxPets: 2,
    serviceAnimalNote: "Service animals are always welcome.",
    ...input.pet,
  });
  return row!;
}
