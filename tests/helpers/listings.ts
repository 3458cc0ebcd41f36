import { listings, owners, petPolicies, users } from "../../db/schema/index.ts";
import type { Database } from "../../app/platform/db.server.ts";

export type ListingInput = Partial<typeof listings.$inferInsert> & { slug: string };
export type PetPolicyInput = Partial<typeof petPolicies.$inferInsert>;

/** A new owner, for listings of their own. */
export async function addOwner(db: Database, name = "Maya R.") {
  const [owner] = await db.insert(owners).values({ name }).returning({ id: owners.id });
  return owner!.id;
}

/**
 * A published house in Austin at $100 a night for 4 guests, welcoming two dogs or cats, with
 * whatever the test changes; its owner made when none is given. Every stay has a pet policy.
 */
export async function addListing(
  db: Database,
  input: ListingInput,
  pet: PetPolicyInput = {},
): Promise<number> {
  const [row] = await db
    .insert(listings)
    .values({
      ownerId: input.ownerId ?? (await addOwner(db)),
      title: input.slug.replace(/-/g, " "),
      propertyType: "house",
      city: "Austin",
      region: "Texas",
      country: "United States",
      nightlyRateCents: 10_000,
      maxGuests: 4,
      ...input,
    })
    .returning({ id: listings.id });
  await db.insert(petPolicies).values({
    listingId: row!.id,
    species: ["dog", "cat"],
    maxPets: 2,
    serviceAnimalNote: "Service animals are welcome.",
    ...pet,
  });
  return row!.id;
}

/** A user row (no password: services are called directly), kept if it exists. */
export async function addAccount(db: Database, id: string) {
  await db
    .insert(users)
    .values({ id, name: `User ${id}`, email: `${id}@example.com` })
    .onConflictDoNothing();
}

/** A host account (a user with a host profile) and one published home of theirs in Bend. */
export async function addHostedHome(
  db: Database,
  hostId: string,
  slug: string,
  input: Partial<ListingInput> = {},
) {
  await addAccount(db, hostId);
  const [owner] = await db
    .insert(owners)
    .values({ name: "Maya", userId: hostId })
    .returning({ id: owners.id });
  const listingId = await addListing(db, { slug, ownerId: owner!.id, city: "Bend", ...input });
  return { ownerId: owner!.id, listingId };
}
