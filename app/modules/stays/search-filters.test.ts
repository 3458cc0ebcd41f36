import { describe, expect, it } from "vitest";
import { filtersToParams, heaviestLbOf, parseSearchFilters, relaxations } from "./search-filters";

const parse = (query: string, today = "2027-01-10") => parseSearchFilters(new URLSearchParams(query), today);

describe("parseSearchFilters", () => {
  it("gives defaults for an empty query", () => {
    const { filters, fieldErrors } = parse("");
    expect(fieldErrors).toEqual({});
    expect(filters).toMatchObject({ sort: "relevance", page: 1, types: [], amenities: [], noPetFee: false });
  });

  it("reads every filter", () => {
    const { filters, fieldErrors } = parse(
      "where=Austin&checkIn=2027-03-01&checkOut=2027-03-08&adults=2&children=1&pets=2&species=dog&weight=40" +
        "&priceMin=100&priceMax=300&type=house&type=cabin&bedrooms=2&amenity=wifi,pool&petAmenity=fenced_yard" +
        "&noPetFee=1&instant=on&sort=price_asc&page=3",
    );
    expect(fieldErrors).toEqual({});
    expect(filters).toEqual({
      where: "Austin",
      checkIn: "2027-03-01",
      checkOut: "2027-03-08",
      adults: 2,
      children: 1,
      pets: 2,
      species: ["dog"],
      weight: 40,
      weightUnit: "lb",
      petIds: [],
      onRequest: false,
      stayType: "short-term",
      priceMin: 100,
      priceMax: 300,
      types: ["house", "cabin"],
      bedrooms: 2,
      amenities: ["wifi", "pool"],
      petAmenities: ["fenced_yard"],
      noPetFee: true,
      instant: true,
      sort: "price_asc",
      page: 3,
    });
  });

  it("reads several species, a weight in kg, saved pets and the on-request switch", () => {
    const id = "0b0e3c1a-6d0c-4a55-9a3e-2b8f1f6c1a01";
    const { filters, fieldErrors } = parse(
      `species=dog&species=cat,bird&species=dragon&weight=38&weightUnit=kg&pet=${id}&pet=${id.toUpperCase()}&pet=nope&onRequest=1`,
    );
    expect(fieldErrors).toEqual({});
    expect(filters).toMatchObject({
      species: ["dog", "cat", "bird"],
      weight: 38,
      weightUnit: "kg",
      petIds: [id],
      onRequest: true,
    });
    expect(heaviestLbOf(filters)).toBe(83.78);
    // Everything comes back in the query string (the home page's box → results → a stay).
    expect(parse(filtersToParams(filters).toString()).filters).toEqual(filters);
    // One cap for every weight on the site (pets/weight.ts): 400 lb, 181 kg.
    expect(parse("weight=190&weightUnit=kg").fieldErrors.weight).toBe(
      "Weight: the heaviest pet in kg, 1 to 181.",
    );
    expect(parse("weight=400").fieldErrors.weight).toBeUndefined();
  });

  it("explains bad numbers and dates, and drops them", () => {
    const { filters, fieldErrors } = parse(
      "adults=0&pets=99&weight=heavy&checkIn=2027-02-30&checkOut=soon&page=-1",
    );
    expect(filters.adults).toBeUndefined();
    expect(filters.pets).toBeUndefined();
    expect(filters.weight).toBeUndefined();
    expect(filters.checkIn).toBeUndefined();
    expect(filters.page).toBe(1);
    expect(fieldErrors.adults).toMatch(/1 to 16/);
    expect(fieldErrors.pets).toMatch(/0 to 6/);
    expect(fieldErrors.weight).toMatch(/lb/);
    expect(fieldErrors.checkIn).toMatch(/YYYY-MM-DD/);
    expect(fieldErrors.checkOut).toMatch(/YYYY-MM-DD/);
    expect(fieldErrors.page).toBeDefined();
  });

  it("rejects check-out before check-in, past check-in, too long stays and half a range", () => {
    expect(parse("checkIn=2027-03-08&checkOut=2027-03-01").fieldErrors.checkOut).toMatch(/after check-in/);
    expect(parse("checkIn=2027-03-08&checkOut=2027-03-08").fieldErrors.checkOut).toMatch(/after check-in/);
    expect(parse("checkIn=2027-01-01&checkOut=2027-01-05").fieldErrors.checkIn).toMatch(/past/);
    expect(parse("checkIn=2027-02-01&checkOut=2028-03-01").fieldErrors.checkOut).toMatch(/365/);
    expect(parse("checkIn=2027-02-01").fieldErrors.checkOut).toMatch(/check-out date too/);
    expect(parse("checkOut=2027-02-01").fieldErrors.checkIn).toMatch(/check-in date too/);
  });

  it("ignores unknown choices rather than failing", () => {
    const { filters, fieldErrors } = parse(
      "species=dragon&type=castle&amenity=moat&sort=random&stayType=forever&noPetFee=maybe",
    );
    expect(fieldErrors).toEqual({});
    expect(filters.species).toEqual([]);
    expect(filters.types).toEqual([]);
    expect(filters.amenities).toEqual([]);
    expect(filters.sort).toBe("relevance");
    expect(filters.stayType).toBeUndefined();
    expect(filters.noPetFee).toBe(false);
  });

  it("derives the stay type from the dates", () => {
    expect(parse("checkIn=2027-03-01&checkOut=2027-04-15&stayType=short-term").filters.stayType).toBe(
      "mid-term",
    );
    expect(parse("stayType=monthly").filters.stayType).toBe("monthly");
  });

  it("reads guests as adults, checks the guest total and the price range order", () => {
    expect(parse("guests=3").filters.adults).toBe(3);
    expect(parse("guests=x").fieldErrors).toEqual({});
    expect(parse("adults=10&children=10").fieldErrors.children).toMatch(/16/);
    const { filters, fieldErrors } = parse("priceMin=500&priceMax=100");
    expect(fieldErrors.priceMax).toMatch(/at least the minimum/);
    expect(filters.priceMin).toBe(500);
    expect(filters.priceMax).toBeUndefined();
  });

  it("refuses an overlong place and survives hostile input", () => {
    expect(parse(`where=${"a".repeat(150)}`).fieldErrors.where).toMatch(/100/);
    expect(() => parse("where=%27%3B%20drop%20table&adults=1e9&page=NaN&weight=%00")).not.toThrow();
  });
});

describe("filtersToParams and relaxations", () => {
  it("round-trips filters through the query string", () => {
    const query =
      "where=Austin&checkIn=2027-03-01&checkOut=2027-03-08&adults=2&pets=2&species=dog&type=house&amenity=wifi&noPetFee=1&sort=rating";
    const { filters } = parse(query);
    expect(parse(filtersToParams(filters).toString()).filters).toEqual(filters);
  });

  it("suggests dropping the filters that were set", () => {
    const { filters } = parse("where=Austin&checkIn=2027-03-01&checkOut=2027-03-08&weight=90&noPetFee=1");
    const labels = relaxations(filters).map((r) => r.label);
    expect(labels).toEqual(
      expect.arrayContaining(["Remove the dates", "Remove the 90 lb weight", "Allow a pet fee"]),
    );
    const noDates = relaxations(filters).find((r) => r.label === "Remove the dates")!;
    expect(noDates.params.get("checkIn")).toBeNull();
    expect(noDates.params.get("where")).toBe("Austin");
    expect(relaxations(parse("").filters)).toEqual([]);
  });
});
