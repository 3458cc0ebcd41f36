import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { boundsContain, coarseBounds, distanceM } from "../../app/modules/maps/geo.ts";
import { parseSearchFilters } from "../../app/modules/stays/search-filters.ts";
import { countStays, searchPins, searchStays } from "../../app/modules/stays/search.server.ts";
import { getStay } from "../../app/modules/stays/stay-page.server.ts";
import { queryRows, type Database } from "../../app/platform/db.server.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addListing, addOwner } from "../helpers/factories.ts";

const TODAY = "2027-01-10";
const areaSecret = "the secret approximate areas are drawn from";
const NOW = new Date(`${TODAY}T12:00:00Z`);
const filtersOf = (query: string) => parseSearchFilters(new URLSearchParams(query), TODAY).filters;
const slugs = async (db: Database, query: string) =>
  (await searchStays(db, filtersOf(query), NOW)).stays.map((s) => s.slug).sort();

// Two homes in Austin (one downtown, one in the hills west of it), one in Denver, one on each
// side of the antimeridian (Fiji, Samoa), one without a map pin and one unpublished.
const HOMES = [
  { slug: "austin-downtown", lat: 30.2672, lng: -97.7431, city: "Austin" },
  { slug: "austin-hills", lat: 30.33, lng: -97.95, city: "Austin" },
  { slug: "denver-loft", lat: 39.7392, lng: -104.9903, city: "Denver" },
  { slug: "fiji-bure", lat: -17.7134, lng: 178.065, city: "Suva" },
  { slug: "samoa-fale", lat: -13.759, lng: -172.1046, city: "Apia" },
] as const;

describeEachDatabase("search by map area", (database, kind) => {
  const db = () => database().db;

  beforeAll(async () => {
    const ownerId = await addOwner(db());
    for (const home of HOMES)
      await addListing(db(), {
        ownerId,
        slug: home.slug,
        city: home.city,
        latitude: home.lat,
        longitude: home.lng,
        nightlyRateCents: 12_000,
      });
    await addListing(db(), { ownerId, slug: "austin-no-pin", latitude: null, longitude: null });
    await addListing(db(), {
      ownerId,
      slug: "austin-draft",
      status: "draft",
      latitude: 30.27,
      longitude: -97.74,
    });
  });

  it("keeps the stays inside the area, edges included, and no stay without a pin", async () => {
    expect(await slugs(db(), "bbox=-98.1,30.1,-97.5,30.5")).toEqual(["austin-downtown", "austin-hills"]);
    // Narrowed to downtown: the hills are west of -97.8.
    expect(await slugs(db(), "bbox=-97.8,30.2,-97.7,30.3")).toEqual(["austin-downtown"]);
    // A home on the very edge counts.
    expect(await slugs(db(), "bbox=-97.7431,30.2672,-97.7,30.3")).toEqual(["austin-downtown"]);
    expect(await slugs(db(), "bbox=-180,-90,180,90")).toEqual(
      HOMES.map((h) => h.slug)
        .slice()
        .sort(),
    );
    expect(await slugs(db(), "bbox=0,0,10,10")).toEqual([]);
  });

  it("crosses the antimeridian", async () => {
    expect(await slugs(db(), "bbox=170,-25,-170,-5")).toEqual(["fiji-bure", "samoa-fale"]);
    expect(await slugs(db(), "bbox=170,-25,179,-5")).toEqual(["fiji-bure"]);
  });

  it("combines with the other filters and the place typed", async () => {
    expect(await slugs(db(), "bbox=-110,25,-90,45&where=Denver")).toEqual(["denver-loft"]);
    expect(await slugs(db(), "bbox=-110,25,-90,45&priceMax=100")).toEqual([]);
  });

  it("agrees with the pure rule (the area widened to the grid)", async () => {
    const areas = [
      "-98.1,30.1,-97.5,30.5",
      "170,-25,-170,-5",
      "-106,39,-104,40",
      "-98,30.3,-97.9,30.4",
      // Smaller than a grid square, beside downtown: the square holds it.
      "-97.7429,30.2674,-97.7425,30.2676",
    ];
    for (const raw of areas) {
      const bounds = coarseBounds(filtersOf(`bbox=${raw}`).bounds!);
      const expected = HOMES.filter((h) => boundsContain(bounds, h.lat, h.lng))
        .map((h) => h.slug)
        .sort();
      expect(await slugs(db(), `bbox=${raw}`)).toEqual(expected);
    }
  });

  it("gives the map's pins near, never at, each home, and counts as the page does", async () => {
    const pins = await searchPins(db(), filtersOf("bbox=-98.1,30.1,-97.5,30.5"), { areaSecret, now: NOW });
    expect(pins.map((p) => p.slug).sort()).toEqual(["austin-downtown", "austin-hills"]);
    for (const pin of pins) {
      const home = HOMES.find((h) => h.slug === pin.slug)!;
      expect(pin.label).toBe("$120");
      const away = distanceM(home, pin);
      expect(away).toBeGreaterThan(50);
      expect(away).toBeLessThan(700);
    }
    const monthly = await searchPins(db(), filtersOf("stayType=mid-term&bbox=-106,39,-104,40"), {
      areaSecret,
      now: NOW,
    });
    expect(monthly.map((p) => p.label)).toEqual(["$3,600/mo"]);
    // In the reader's language, in the stay's own currency (decision 3855).
    const mensual = await searchPins(db(), filtersOf("stayType=mid-term&bbox=-106,39,-104,40"), {
      areaSecret,
      now: NOW,
      locale: "es",
    });
    expect(mensual.map((p) => p.label)).toEqual(["3600\u00a0US$/mes"]);
    expect(await countStays(db(), filtersOf("bbox=-98.1,30.1,-97.5,30.5"), NOW)).toEqual({
      total: 2,
      capped: false,
    });
    // Typo-tolerant like the page: "Denvr" counts Denver.
    expect(await countStays(db(), filtersOf("where=Denvr"), NOW)).toEqual({ total: 1, capped: false });
  });

  it("never sends a stay's exact spot to its page", async () => {
    const stay = await getStay(db(), "austin-downtown", TODAY, { areaSecret });
    expect(stay).not.toBeNull();
    expect(stay!.listing).not.toHaveProperty("latitude");
    expect(stay!.listing).not.toHaveProperty("longitude");
    expect(distanceM(HOMES[0], stay!.area!)).toBeLessThan(stay!.area!.radiusM);
    expect((await getStay(db(), "austin-no-pin", TODAY, { areaSecret }))!.area).toBeNull();
  });

  it("answers from the location index (migration 1300)", async () => {
    // With sequential scans priced out, the plan shows whether the query can use the index at all.
    const plan = await (async () => {
      if (kind === "pglite") {
        await db().execute(sql`set enable_seqscan = off`);
        try {
          return await explain(db());
        } finally {
          await db().execute(sql`set enable_seqscan = on`);
        }
      }
      return db().transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return explain(tx as unknown as Database);
      });
    })();
    expect(plan).toContain("listings_location");
  });
});

async function explain(db: Database) {
  const rows = await queryRows<{ "QUERY PLAN": string }>(
    db,
    sql`explain select l.id from listings l where l.status = 'published'
        and (l.latitude is not null and l.longitude is not null
        and point(l.longitude, l.latitude) <@ box(point(${-98.1}::float8, ${30.1}::float8), point(${-97.5}::float8, ${30.5}::float8)))`,
  );
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}
