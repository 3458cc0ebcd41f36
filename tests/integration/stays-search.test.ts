import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { availabilityBlocks, bookings, reviews } from "../../db/schema/index.ts";
import type { Database } from "../../app/platform/db.server.ts";
import { createLocalStorage } from "../../app/platform/storage.server.ts";
import { parseSearchFilters } from "../../app/modules/stays/search-filters.ts";
import { demoMediaInUse, renderDemoMedia } from "../../db/seed/demo-photos.server.ts";
import { seedStays } from "../../db/seed/seed.server.ts";
import { featuredStays } from "../../app/modules/stays/stay-cards.server.ts";
import { getStay, listingSitemapEntries } from "../../app/modules/stays/stay-page.server.ts";
import { occupancy } from "../../app/modules/stays/stay-calendar.server.ts";
import { searchStays } from "../../app/modules/stays/search.server.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addListing, addOwner } from "../helpers/factories.ts";

const TODAY = "2027-01-10";

/** The search's clock, noon on TODAY (the owners' notice and availability windows count from it). */
const NOW = new Date(`${TODAY}T12:00:00Z`);
const search = (db: Database, query: string) =>
  searchStays(db, parseSearchFilters(new URLSearchParams(query), TODAY).filters, NOW);
const slugs = async (db: Database, query: string) =>
  (await search(db, query)).stays.map((s) => s.slug).sort();

describeEachDatabase("stays search", (database) => {
  const db = () => database().db;
  let booked = 0;

  beforeAll(async () => {
    const ownerId = await addOwner(db());
    booked = await addListing(
      db(),
      {
        ownerId,
        slug: "austin-booked-house",
        neighborhood: "Zilker",
        bedrooms: 3,
        amenities: ["wifi", "pool"],
      },
      { petFeeCents: 7_500, maxWeightLb: 40, petAmenities: ["fenced_yard"] },
    );
    await addListing(
      db(),
      {
        ownerId,
        slug: "austin-cat-flat",
        propertyType: "apartment",
        bedrooms: 1,
        nightlyRateCents: 8_000,
        instantBook: true,
      },
      { species: ["cat"], maxPets: 1 },
    );
    await addListing(
      db(),
      {
        ownerId,
        slug: "denver-big-dog-cabin",
        propertyType: "cabin",
        city: "Denver",
        region: "Colorado",
        nightlyRateCents: 25_000,
        monthlyRateCents: 400_000,
        maxNights: 365,
        minNights: 28,
        bedrooms: 2,
      },
      { species: ["dog"], maxPets: 4, maxWeightLb: null, petFeeCents: 0 },
    );
    await addListing(
      db(),
      {
        ownerId,
        slug: "montreal-loft",
        propertyType: "loft",
        city: "Montréal",
        region: "Québec",
        country: "Canada",
        nightlyRateCents: 15_000,
        minNights: 3,
        maxNights: 14,
      },
      {
        species: ["dog", "cat", "bird"],
        maxPets: 3,
        maxWeightLb: 25,
        petFeeCents: 2_000,
        petFeeBasis: "per_night",
      },
    );
    await addListing(
      db(),
      { ownerId, slug: "austin-no-pets-condo", propertyType: "condo", status: "published" },
      { petsAllowed: "no", maxPets: 0 },
    );
    await addListing(db(), { ownerId, slug: "austin-draft", status: "draft" });
    // Booked 2027-03-10 → 2027-03-15, blocked 2027-03-20 → 2027-03-22.
    await db().insert(bookings).values({
      guestId: "guest-1",
      listingId: booked,
      stay: "[2027-03-10,2027-03-15)",
      status: "confirmed",
      price: {},
      totalCents: 1,
      idempotencyKey: "k1",
    });
    await db().insert(availabilityBlocks).values({ listingId: booked, during: "[2027-03-20,2027-03-22)" });
    await db()
      .insert(reviews)
      .values([
        {
          listingId: booked,
          authorName: "Sam",
          rating: 5,
          petRating: 4,
          body: "Great yard.",
          publishedAt: new Date(),
        },
        {
          listingId: booked,
          authorName: "Ivy",
          rating: 4,
          petRating: 5,
          body: "Lovely.",
          publishedAt: new Date(),
        },
      ]);
  });

  it("lists published stays only", async () => {
    const all = await slugs(db(), "");
    expect(all).toHaveLength(5);
    expect(all).not.toContain("austin-draft");
  });

  it("finds places by city, region, accents and typos", async () => {
    expect(await slugs(db(), "where=Denver")).toEqual(["denver-big-dog-cabin"]);
    expect(await slugs(db(), "where=colorado")).toEqual(["denver-big-dog-cabin"]);
    expect(await slugs(db(), "where=Montreal")).toEqual(["montreal-loft"]);
    expect(await slugs(db(), "where=Québec")).toEqual(["montreal-loft"]);
    expect(await slugs(db(), "where=Austn")).toEqual([
      "austin-booked-house",
      "austin-cat-flat",
      "austin-no-pets-condo",
    ]);
    expect((await search(db(), "where=Austn")).fuzzy).toBe(true);
    expect((await search(db(), "where=Austin")).fuzzy).toBe(false);
    expect(await slugs(db(), "where=Denvr")).toEqual(["denver-big-dog-cabin"]);
    expect(await slugs(db(), "where=Zilker")).toEqual(["austin-booked-house"]);
    expect(await slugs(db(), "where=Atlantis")).toEqual([]);
    // A known place that other filters empty stays empty (no fuzzy matches elsewhere).
    expect(await slugs(db(), "where=Denver&species=bird")).toEqual([]);
  });

  it("treats the check-out day as free for the next check-in, at both edges", async () => {
    const free = (checkIn: string, checkOut: string) =>
      slugs(db(), `checkIn=${checkIn}&checkOut=${checkOut}`).then((s) => s.includes("austin-booked-house"));
    expect(await free("2027-03-05", "2027-03-10")).toBe(true);
    expect(await free("2027-03-15", "2027-03-18")).toBe(true);
    expect(await free("2027-03-05", "2027-03-11")).toBe(false);
    expect(await free("2027-03-14", "2027-03-16")).toBe(false);
    expect(await free("2027-03-18", "2027-03-20")).toBe(true);
    expect(await free("2027-03-21", "2027-03-23")).toBe(false);
  });

  it("keeps stays whose min and max nights fit the dates", async () => {
    expect(await slugs(db(), "checkIn=2027-02-01&checkOut=2027-02-03")).not.toContain("montreal-loft");
    expect(await slugs(db(), "checkIn=2027-02-01&checkOut=2027-02-05")).toContain("montreal-loft");
    expect(await slugs(db(), "checkIn=2027-02-01&checkOut=2027-02-20")).not.toContain("montreal-loft");
    expect(await slugs(db(), "checkIn=2027-02-01&checkOut=2027-02-20")).not.toContain("denver-big-dog-cabin");
    expect(await slugs(db(), "checkIn=2027-02-01&checkOut=2027-03-05")).toContain("denver-big-dog-cabin");
  });

  it("filters by guests, pets, species and weight", async () => {
    expect(await slugs(db(), "adults=4&children=1")).toEqual([]);
    expect(await slugs(db(), "pets=3")).toEqual(["denver-big-dog-cabin", "montreal-loft"]);
    expect(await slugs(db(), "species=cat")).toEqual([
      "austin-booked-house",
      "austin-cat-flat",
      "montreal-loft",
    ]);
    expect(await slugs(db(), "species=bird")).toEqual(["montreal-loft"]);
    expect(await slugs(db(), "pets=2&species=dog&weight=50")).toEqual(["denver-big-dog-cabin"]);
    expect(await slugs(db(), "pets=1")).not.toContain("austin-no-pets-condo");
  });

  it("filters by stay type, price per night or per month, type, bedrooms, amenities, fees and instant book", async () => {
    expect(await slugs(db(), "stayType=monthly")).toEqual(["denver-big-dog-cabin"]);
    expect(await slugs(db(), "stayType=short-term")).not.toContain("denver-big-dog-cabin");
    expect(await slugs(db(), "priceMin=90&priceMax=160")).toEqual([
      "austin-booked-house",
      "austin-no-pets-condo",
      "montreal-loft",
    ]);
    // Long stays compare the monthly rate (or 30 nights at the nightly rate).
    expect(await slugs(db(), "stayType=mid-term&priceMax=3500")).toEqual([
      "austin-booked-house",
      "austin-cat-flat",
      "austin-no-pets-condo",
    ]);
    expect(await slugs(db(), "stayType=mid-term&priceMin=3500")).toEqual(["denver-big-dog-cabin"]);
    expect(await slugs(db(), "stayType=monthly&priceMin=3500&priceMax=4500")).toEqual([
      "denver-big-dog-cabin",
    ]);
    expect(await slugs(db(), "type=cabin&type=loft")).toEqual(["denver-big-dog-cabin", "montreal-loft"]);
    expect(await slugs(db(), "bedrooms=2")).toEqual(["austin-booked-house", "denver-big-dog-cabin"]);
    expect(await slugs(db(), "amenity=wifi&amenity=pool")).toEqual(["austin-booked-house"]);
    expect(await slugs(db(), "petAmenity=fenced_yard")).toEqual(["austin-booked-house"]);
    expect(await slugs(db(), "noPetFee=1")).toEqual([
      "austin-cat-flat",
      "austin-no-pets-condo",
      "denver-big-dog-cabin",
    ]);
    expect(await slugs(db(), "instant=1")).toEqual(["austin-cat-flat"]);
  });

  it("filters and sorts stays priced in other currencies by their value, not their digits", async () => {
    const ownerId = await addOwner(db());
    // MX$1,600 (about $88) and €400 (about $432) a night, in Austin for the comparison.
    await addListing(db(), { ownerId, slug: "peso-priced", currency: "MXN", nightlyRateCents: 160_000 });
    await addListing(db(), { ownerId, slug: "euro-priced", currency: "EUR", nightlyRateCents: 40_000 });
    const order = async (query: string) => (await search(db(), query)).stays.map((s) => s.slug);
    const cheap = await order("where=Austin&priceMax=100");
    expect(cheap).toContain("peso-priced");
    expect(cheap).not.toContain("euro-priced");
    expect(await order("where=Austin&priceMin=420")).toContain("euro-priced");
    const ascending = await order("where=Austin&sort=price_asc");
    expect(ascending.indexOf("peso-priced")).toBeLessThan(ascending.indexOf("euro-priced"));
    await db().execute(sql`delete from listings where slug in ('peso-priced', 'euro-priced')`);
  });

  it("keeps the owners' advance notice and availability window", async () => {
    const ownerId = await addOwner(db());
    await addListing(db(), { ownerId, slug: "needs-notice", advanceNoticeDays: 7, availabilityMonths: 3 });
    const found = (query: string) => slugs(db(), `where=Austin&${query}`);
    expect(await found("checkIn=2027-01-12&checkOut=2027-01-15")).not.toContain("needs-notice");
    expect(await found("checkIn=2027-01-17&checkOut=2027-01-20")).toContain("needs-notice");
    expect(await found("checkIn=2027-04-11&checkOut=2027-04-14")).not.toContain("needs-notice");
    await db().execute(sql`delete from listings where slug = 'needs-notice'`);
  });

  it("sorts by price, rating and newest, and pages", async () => {
    const order = async (query: string) => (await search(db(), query)).stays.map((s) => s.slug);
    expect((await order("sort=price_asc"))[0]).toBe("austin-cat-flat");
    expect((await order("sort=price_desc"))[0]).toBe("denver-big-dog-cabin");
    expect((await order("sort=rating"))[0]).toBe("austin-booked-house");
    expect(await order("sort=newest")).toHaveLength(5);
    const page2 = await search(db(), "page=2");
    expect(page2.stays).toEqual([]);
    expect(page2.total).toBe(5);
  });

  it("prices every result for the dates and pets, all fees included", async () => {
    const result = await search(db(), "where=Montreal&checkIn=2027-02-01&checkOut=2027-02-05&pets=2");
    // 4 × $150 + $20 × 4 nights pet fee, no cleaning, no tax.
    expect(result.stays[0]!.quote).toEqual({ totalCents: 68_000, nights: 4, depositCents: 0 });
    expect((await search(db(), "where=Montreal")).stays[0]!.quote).toBeUndefined();
  });

  it("keeps rating averages in step with reviews", async () => {
    const [card] = (await search(db(), "where=Zilker")).stays;
    expect(card!.ratingCount).toBe(2);
    expect(card!.ratingAvg).toBe(4.5);
    expect(card!.petRatingAvg).toBe(4.5);
  });

  it("loads a stay's details and its booked and blocked nights", async () => {
    const stay = await getStay(db(), "austin-booked-house", TODAY, { areaSecret: "a secret" });
    expect(stay?.listing.title).toBe("austin booked house");
    expect(stay?.pet.petFeeCents).toBe(7_500);
    expect(stay?.owner.name).toBe("Maya R.");
    // The home's clock, named by its city, as on the booking page.
    expect(stay?.listing.checkInClock).toMatch(/^3:00\sPM in Austin$/);
    expect(stay?.listing.checkOutClock).toMatch(/^11:00\sAM in Austin$/);
    expect(stay?.reviews).toHaveLength(2);
    expect(stay?.occupied).toEqual([
      { start: "2027-03-10", end: "2027-03-15", kind: "booked" },
      { start: "2027-03-20", end: "2027-03-22", kind: "blocked" },
    ]);
    expect(await getStay(db(), "austin-draft", TODAY, { areaSecret: "a secret" })).toBeNull();
    expect(await getStay(db(), "nope", TODAY, { areaSecret: "a secret" })).toBeNull();
    expect(await occupancy(db(), booked, "2027-03-15", "2027-03-20")).toEqual([]);
  });

  it("lists published stays for the sitemap", async () => {
    const entries = await listingSitemapEntries(db());
    expect(entries).toHaveLength(5);
    expect(entries[0]!.path).toMatch(/^\/hotels\/detail\?listing=/);
  });

  it("refuses overlapping active bookings and blocks over bookings, but not after cancellation", async () => {
    const book = (stay: string, key: string, status: "pending" | "confirmed" | "cancelled" = "pending") =>
      db().insert(bookings).values({
        guestId: "guest-2",
        listingId: booked,
        stay,
        status,
        price: {},
        totalCents: 1,
        idempotencyKey: key,
      });
    await expect(book("[2027-03-14,2027-03-16)", "a")).rejects.toThrow();
    await expect(book("[2027-03-21,2027-03-23)", "b")).rejects.toThrow();
    await expect(
      db().insert(availabilityBlocks).values({ listingId: booked, during: "[2027-03-12,2027-03-13)" }),
    ).rejects.toThrow();
    await book("[2027-03-15,2027-03-17)", "c");
    await book("[2027-03-16,2027-03-18)", "d", "cancelled");
    await db().execute(sql`update bookings set status = 'cancelled' where idempotency_key = 'c'`);
    await book("[2027-03-15,2027-03-20)", "e", "confirmed");
    await expect(book("[2027-03-15,2027-03-20)", "e")).rejects.toThrow();
  });
});

describeEachDatabase("stays demo data", (database) => {
  it("seeds deterministic stays with photos, policies, bookings and reviews", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pfr-seed-"));
    const storage = createLocalStorage(dir);
    const db = database().db;
    await seedStays(db, storage, { listings: 12, seed: 7, today: TODAY });
    const first = (
      await searchStays(db, parseSearchFilters(new URLSearchParams("sort=newest"), TODAY).filters)
    ).stays;
    expect(first).toHaveLength(12);
    expect(first.every((s) => s.photo && s.pet.species.length > 0)).toBe(true);
    // Each stay's own pictures are drawn the first time they are asked for, then kept.
    const cover = `${first[0]!.photo!.storageKey}-480.webp`;
    expect(await renderDemoMedia(storage, "listing-photos", cover, demoMediaInUse(db))).not.toBeNull();
    expect(await storage.get("listing-photos", cover)).not.toBeNull();
    const rows = await db.execute(sql`select slug from listings order by id`);
    const again = createLocalStorage(dir);
    const other = database();
    await other.db.execute(
      sql`truncate listings, owners, bookings, reviews, availability_blocks, users cascade`,
    );
    await seedStays(other.db, again, { listings: 12, seed: 7, today: TODAY });
    const rows2 = await other.db.execute(sql`select slug from listings order by id`);
    expect((rows2 as unknown as { rows: unknown[] }).rows).toEqual(
      (rows as unknown as { rows: unknown[] }).rows,
    );
    expect(await featuredStays(db)).not.toHaveLength(0);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000); // seeds twice: slow on a busy 2-core machine
});
