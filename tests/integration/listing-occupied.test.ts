import fc from "fast-check";
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { availabilityBlocks, bookings, listings, petPolicies } from "../../db/schema/index.ts";
import type { Database } from "../../app/platform/db.server.ts";
import { addDays } from "../../app/shared/dates.ts";
import { monthsUntil } from "../../app/modules/stays/search.server.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addListing, addOwner } from "../helpers/factories.ts";

/**
 * Migrations 2500 and 2501: each listing carries its taken nights (`listings.occupied`) and its pet
 * policy's searchable facts, which the search reads instead of looking up listing_occupancy and
 * pet_policies per listing. They must always be exactly the union of the listing's occupancy rows
 * and its policy's values, whatever writes them.
 */
describeEachDatabase("a listing's taken nights in its row", (database) => {
  const db = () => database().db;
  let listingId = 0;

  /** The copy in the row and the truth (listing_occupancy), as text for comparison. */
  const both = async (id = listingId) => {
    const result = (await db().execute(
      sql`select l.occupied::text as copy,
            coalesce((select range_agg(o.during) from listing_occupancy o where o.listing_id = l.id), '{}')::text as truth
          from listings l where l.id = ${id}`,
    )) as unknown as { rows: { copy: string; truth: string }[] };
    return result.rows[0]!;
  };
  const book = (stay: string, key: string, id = listingId, database: Database = db()) =>
    database
      .insert(bookings)
      .values({
        guestId: "guest-o",
        listingId: id,
        stay,
        status: "pending",
        price: {},
        totalCents: 1,
        idempotencyKey: key,
      })
      .returning({ id: bookings.id })
      .then((rows) => rows[0]!.id);

  beforeAll(async () => {
    listingId = await addListing(db(), { ownerId: await addOwner(db()), slug: "occupied-copy" });
  });

  it("follows bookings, cancellations, date changes and blocks", async () => {
    expect(await both()).toEqual({ copy: "{}", truth: "{}" });
    const first = await book("[2027-05-01,2027-05-05)", "o1");
    const second = await book("[2027-05-05,2027-05-08)", "o2");
    expect(await both()).toEqual({ copy: "{[2027-05-01,2027-05-08)}", truth: "{[2027-05-01,2027-05-08)}" });
    // Cancelling the first frees its nights, the adjacent stay keeps its own.
    await db().update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, first));
    expect(await both()).toEqual({ copy: "{[2027-05-05,2027-05-08)}", truth: "{[2027-05-05,2027-05-08)}" });
    // New dates for the second.
    await db().update(bookings).set({ stay: "[2027-06-01,2027-06-03)" }).where(eq(bookings.id, second));
    expect(await both()).toEqual({ copy: "{[2027-06-01,2027-06-03)}", truth: "{[2027-06-01,2027-06-03)}" });
    const [block] = await db()
      .insert(availabilityBlocks)
      .values({ listingId, during: "[2027-07-01,2027-07-10)" })
      .returning({ id: availabilityBlocks.id });
    await db()
      .update(availabilityBlocks)
      .set({ during: "[2027-07-02,2027-07-04)" })
      .where(eq(availabilityBlocks.id, block!.id));
    let state = await both();
    expect(state.copy).toBe(state.truth);
    expect(state.copy).toBe("{[2027-06-01,2027-06-03),[2027-07-02,2027-07-04)}");
    // A block moved to another listing leaves this one and arrives there.
    const other = await addListing(db(), { ownerId: await addOwner(db()), slug: "occupied-other" });
    await db()
      .update(availabilityBlocks)
      .set({ listingId: other })
      .where(eq(availabilityBlocks.id, block!.id));
    expect((await both()).copy).toBe("{[2027-06-01,2027-06-03)}");
    state = await both(other);
    expect(state).toEqual({ copy: "{[2027-07-02,2027-07-04)}", truth: "{[2027-07-02,2027-07-04)}" });
    await db().delete(availabilityBlocks).where(eq(availabilityBlocks.id, block!.id));
    expect((await both(other)).copy).toBe("{}");
    // Deleting a listing with taken nights takes its occupancy with it.
    await book("[2027-08-01,2027-08-03)", "o3", other);
    await db().delete(bookings).where(eq(bookings.listingId, other));
    await db().delete(listings).where(eq(listings.id, other));
    expect((await both()).copy).toBe((await both()).truth);
  });

  it("keeps both of two bookings of one listing made at the same time", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The first holds its transaction open while the second books other nights of the same home.
    const first = db().transaction(async (tx) => {
      await book("[2027-09-01,2027-09-03)", "c1", listingId, tx as unknown as Database);
      await gate;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = db().transaction(async (tx) => {
      await book("[2027-09-10,2027-09-12)", "c2", listingId, tx as unknown as Database);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await Promise.all([first, second]);
    const state = await both();
    expect(state.copy).toBe(state.truth);
    expect(state.copy).toContain("[2027-09-01,2027-09-03)");
    expect(state.copy).toContain("[2027-09-10,2027-09-12)");
  });

  it("copies the pet policy's searchable facts into its listing, and clears them with it", async () => {
    const facts = async (id = listingId) => {
      const result = (await db().execute(
        sql`select row(l.pets_allowed, l.pet_species, l.max_pets, l.max_pet_weight_lb, l.pet_breed_restrictions,
                l.pet_fee_cents, l.pet_amenities)::text as copy,
              (select row(p.pets_allowed, p.species, p.max_pets, p.max_weight_lb, p.breed_restrictions,
                p.pet_fee_cents, p.pet_amenities)::text from pet_policies p where p.listing_id = l.id) as truth
            from listings l where l.id = ${id}`,
      )) as unknown as { rows: { copy: string; truth: string | null }[] };
      return result.rows[0]!;
    };
    let state = await facts();
    expect(state.copy).toBe(state.truth);
    await db()
      .update(petPolicies)
      .set({
        petsAllowed: "on_request",
        species: ["dog", "bird"],
        maxPets: 3,
        maxWeightLb: 60,
        breedRestrictions: ["Husky"],
        petFeeCents: 0,
        petAmenities: ["fenced_yard"],
      })
      .where(eq(petPolicies.listingId, listingId));
    state = await facts();
    expect(state.copy).toBe(state.truth);
    expect(state.copy).toBe('(on_request,"{dog,bird}",3,60,{Husky},0,{fenced_yard})');
    // Without a policy the listing is not searchable (its row says so).
    const other = await addListing(db(), { ownerId: await addOwner(db()), slug: "policy-gone" });
    await db().delete(petPolicies).where(eq(petPolicies.listingId, other));
    expect(await facts(other)).toEqual({ copy: "(,,,,,,)", truth: null });
    await db().delete(listings).where(eq(listings.id, other));
  });

  it("bounds the availability window by whole months the way the database adds them", async () => {
    // The search's cheap bound: `from` plus monthsUntil(from, date) months is `date` or later.
    const day = fc.integer({ min: 0, max: 3 * 366 }).map((n) => addDays("2026-01-01", n));
    const pairs = fc.sample(fc.tuple(day, fc.integer({ min: 0, max: 800 })), { numRuns: 300, seed: 21 });
    const rows = pairs.map(([from, ahead]) => {
      const date = addDays(from, ahead - 30);
      return { from, date, months: monthsUntil(from, date) };
    });
    const result = (await db().execute(
      sql`select count(*)::int as late from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as r("from" date, date date, months int)
          where r."from" + make_interval(months => r.months) < r.date`,
    )) as unknown as { rows: { late: number }[] };
    expect(result.rows[0]!.late).toBe(0);
  });
});
