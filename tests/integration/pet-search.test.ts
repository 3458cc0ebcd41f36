import fc from "fast-check";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Database } from "../../app/platform/db.server.ts";
import { checkFit, criteriaOf, type FitPet, type FitPolicy } from "../../app/modules/pets/fit.ts";
import { petFitCondition } from "../../app/modules/stays/fit-sql.server.ts";
import { toPounds } from "../../app/modules/pets/weight.ts";
import { parseSearchFilters } from "../../app/modules/stays/search-filters.ts";
import { searchStays } from "../../app/modules/stays/search.server.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { arbPet, arbPolicy } from "../helpers/pet-arbitraries.ts";
import { addListing, addOwner } from "../helpers/factories.ts";

const TODAY = "2027-01-10";
const NOW = new Date(`${TODAY}T12:00:00Z`);

const search = (db: Database, query: string, saved: FitPet[] = []) =>
  searchStays(db, parseSearchFilters(new URLSearchParams(query), TODAY).filters, NOW, saved);
const slugs = async (db: Database, query: string, saved: FitPet[] = []) =>
  (await search(db, query, saved)).stays.map((s) => s.slug).sort();

const max: FitPet = { name: "Max", species: "dog", breed: "Labrador", weightLb: toPounds(38, "kg") };
const luna: FitPet = { name: "Luna", species: "cat", breed: "", weightLb: 9 };

/** The search's pet filter and the fit check, compared over random policies and pets. */
const POOL = 20;

describeEachDatabase("stays search by pets", (database) => {
  const db = () => database().db;
  const pool: { slug: string; policy: FitPolicy }[] = [];

  beforeAll(async () => {
    const ownerId = await addOwner(db());
    const home = (slug: string, pet: Parameters<typeof addListing>[2]) =>
      addListing(db(), { ownerId, slug, city: "Petville" }, pet);
    await home("dogs-up-to-25kg", { species: ["dog"], maxPets: 2, maxWeightLb: 55 });
    await home("dogs-and-cats-any-size", { species: ["dog", "cat"], maxPets: 2, maxWeightLb: null });
    await home("cats-only", { species: ["cat"], maxPets: 3 });
    await home("one-pet-only", { species: ["dog", "cat"], maxPets: 1, maxWeightLb: null });
    await home("on-request-farm", {
      petsAllowed: "on_request",
      species: ["dog", "cat", "bird"],
      maxPets: 4,
      maxWeightLb: 120,
    });
    await home("no-pets-flat", { petsAllowed: "no", species: [], maxPets: 0 });
    await home("no-labradors", {
      species: ["dog", "cat"],
      maxPets: 2,
      maxWeightLb: 100,
      breedRestrictions: ["LABRADOR"],
    });

    // A pool of random policies in a town of their own, for the property test.
    const policies = fc.sample(arbPolicy, { numRuns: POOL, seed: 18 });
    for (const [i, policy] of policies.entries()) {
      const slug = `pool-${i}`;
      await addListing(
        db(),
        { ownerId, slug, city: "Propertyville", country: policy.country },
        {
          petsAllowed: policy.petsAllowed as "yes" | "on_request" | "no",
          species: policy.species,
          maxPets: policy.maxPets,
          maxWeightLb: policy.maxWeightLb,
          breedRestrictions: policy.breedRestrictions,
          petFeeCents: policy.petFeeCents,
          petFeeBasis: policy.petFeeBasis,
          petDepositCents: policy.petDepositCents,
        },
      );
      pool.push({ slug, policy });
    }
  });

  it("finds the stays that take a dog of 38 kg and a cat, several species at once", async () => {
    const query = "where=Petville&species=dog&species=cat&pets=2&weight=38&weightUnit=kg";
    expect(await slugs(db(), query)).toEqual(["dogs-and-cats-any-size", "no-labradors"]);
    // With the switch, the stays whose owner decides too.
    expect(await slugs(db(), `${query}&onRequest=1`)).toEqual([
      "dogs-and-cats-any-size",
      "no-labradors",
      "on-request-farm",
    ]);
    // A light dog alone: every stay that takes dogs; in pounds.
    expect(await slugs(db(), "where=Petville&species=dog&weight=20")).toEqual([
      "dogs-and-cats-any-size",
      "dogs-up-to-25kg",
      "no-labradors",
      "one-pet-only",
    ]);
    // Three cats.
    expect(await slugs(db(), "where=Petville&species=cat&pets=3")).toEqual(["cats-only"]);
    // Two pets, species not said: any stay that takes two pets, cats-only included.
    expect(await slugs(db(), "where=Petville&pets=2")).toEqual([
      "cats-only",
      "dogs-and-cats-any-size",
      "dogs-up-to-25kg",
      "no-labradors",
    ]);
    // No pets: every stay, those without pets included.
    expect(await slugs(db(), "where=Petville")).toHaveLength(7);
  });

  it("searches by saved pets: breeds count, badges name them, totals include their fees", async () => {
    const found = await search(db(), "where=Petville&checkIn=2027-03-01&checkOut=2027-03-08&onRequest=1", [
      max,
      luna,
    ]);
    // The Labrador is refused where Labradors are restricted, which a search by species alone cannot know.
    expect(found.stays.map((s) => s.slug).sort()).toEqual(["dogs-and-cats-any-size", "on-request-farm"]);
    const card = found.stays.find((s) => s.slug === "dogs-and-cats-any-size")!;
    expect(card.fit).toMatchObject({ verdict: "fits", names: ["Max", "Luna"], reasons: [] });
    expect(found.stays.find((s) => s.slug === "on-request-farm")!.fit!.verdict).toBe("on_request");
    // A service animal changes nothing: not counted, not charged.
    const guide: FitPet = { name: "Guide", species: "dog", weightLb: 90, serviceAnimal: true };
    const withGuide = await search(
      db(),
      "where=Petville&checkIn=2027-03-01&checkOut=2027-03-08&onRequest=1",
      [max, luna, guide],
    );
    expect(withGuide.stays.map((s) => s.quote!.totalCents)).toEqual(
      found.stays.map((s) => s.quote!.totalCents),
    );
  });

  it("never disagrees with the fit check (property test over random policies and pets)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(arbPet, { maxLength: 5 }), fc.boolean(), async (pets, onRequest) => {
        const found = await slugs(db(), `where=Propertyville${onRequest ? "&onRequest=1" : ""}`, pets);
        const wanted = pool
          .filter(({ policy }) => {
            const verdict = checkFit(policy, pets).verdict;
            return verdict === "fits" || (onRequest && verdict === "on_request");
          })
          .map((p) => p.slug)
          .sort();
        expect(found).toEqual(wanted);
      }),
      { numRuns: 120, seed: 1800 },
    );
  });

  it("filters pets with the policies' indexes", async () => {
    const condition = petFitCondition(criteriaOf([max, luna]), false)!;
    // Few rows here: the planner would scan. Without sequential scans it shows which indexes serve.
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(
        sql`explain select p.listing_id from pet_policies p where ${condition}`,
      )) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((r) => Object.values(r)[0]).join("\n");
    });
    expect(plan).toMatch(/pet_policies_(species|fit)/);
  });
});
