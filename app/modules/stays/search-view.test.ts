import { describe, expect, it } from "vitest";
import { SEARCH_PATH } from "../../site.ts";
import { parseSearchFilters } from "./search-filters.ts";
import {
  activeFilterCount,
  describeSearch,
  relaxQueries,
  resultCount,
  searchMeta,
  searchView,
  typedValues,
} from "./search-view.ts";

const filtersOf = (query: string) => parseSearchFilters(new URLSearchParams(query), "2027-01-10").filters;
const result = { total: 30, totalCapped: false };

describe("searchView", () => {
  it("heads the page with the place and counts the stays", () => {
    expect(searchView({ filters: filtersOf(""), result, path: SEARCH_PATH })).toMatchObject({
      heading: "Pet-friendly stays",
      count: "30 stays",
      view: "grid",
      activeFilters: 0,
      perMonth: false,
    });
    const view = searchView({ filters: filtersOf("where=Austin"), result, path: "/list" });
    expect(view.heading).toBe("Pet-friendly stays in Austin");
    expect(view.view).toBe("list");
  });

  it("links grid, list and pages with the filters kept", () => {
    const filters = filtersOf("species=cat&sort=price_asc&page=2");
    const canonical = searchView({ filters, result, path: SEARCH_PATH });
    expect(canonical.gridHref).toBe(`${SEARCH_PATH}?species=cat&sort=price_asc&page=2`);
    expect(canonical.listHref).toBe("/list?species=cat&sort=price_asc&page=2");
    expect(canonical.pageHref(3)).toBe(`${SEARCH_PATH}?species=cat&sort=price_asc&page=3`);
    expect(canonical.pageHref(1)).toBe(`${SEARCH_PATH}?species=cat&sort=price_asc`);
    const list = searchView({ filters: filtersOf(""), result, path: "/list" });
    expect(list.gridHref).toBe("/listing");
    expect(list.listHref).toBe("/list");
    expect(list.pageHref(2)).toBe("/list?page=2");
  });

  it("carries the dates, guests and pets to each stay, nothing else", () => {
    const filters = filtersOf(
      "checkIn=2027-03-01&checkOut=2027-03-08&adults=2&pets=1&species=dog&sort=rating",
    );
    const href = searchView({ filters, result, path: SEARCH_PATH }).detailHref("garden-flat");
    const query = new URL(href, "http://x").searchParams;
    expect(Object.fromEntries(query)).toEqual({
      checkIn: "2027-03-01",
      checkOut: "2027-03-08",
      adults: "2",
      pets: "1",
      species: "dog",
      listing: "garden-flat",
    });
  });

  it("turns relaxed filters into links on the same path", () => {
    const filters = filtersOf("where=Atlantis&weight=240");
    const relax = relaxQueries(filters, 0);
    const view = searchView({ filters, result: { total: 0, totalCapped: false }, path: "/list", relax });
    expect(view.relaxLinks.map((r) => r.label)).toContain("Remove the 240 lb weight");
    expect(view.relaxLinks.every((r) => r.href.startsWith("/list"))).toBe(true);
    expect(relaxQueries(filters, 3)).toEqual([]);
  });

  it("prices per month for mid-term and monthly stays", () => {
    expect(searchView({ filters: filtersOf("stayType=monthly"), result, path: SEARCH_PATH }).perMonth).toBe(
      true,
    );
  });
});

describe("search page parts", () => {
  it("counts the filters that narrow the search", () => {
    expect(
      activeFilterCount(filtersOf("type=house&type=cabin&species=dog&noPetFee=1&instant=1&priceMax=300")),
    ).toBe(6);
    expect(activeFilterCount(filtersOf("where=Austin&sort=rating&page=2"))).toBe(0);
  });

  it("writes the count with a cap and a singular", () => {
    expect(resultCount(1, false)).toBe("1 stay");
    expect(resultCount(1000, true)).toBe("1,000+ stays");
    expect(resultCount(0, false)).toBe("0 stays");
  });

  it("describes the search for the title", () => {
    expect(describeSearch({ where: "Austin", species: ["dog"] })).toBe("in Austin for dogs");
    expect(describeSearch({ species: ["dog", "cat"] })).toBe("for dogs and cats");
    expect(describeSearch({ species: ["rabbit"] })).toBe("for pets");
    expect(searchMeta(undefined).title).toBe("Monthly, mid-term and short-term pet-friendly rentals");
    expect(searchMeta({ where: "Austin", species: ["cat"] })).toEqual({
      title: "Pet-friendly rentals in Austin for cats",
      description:
        "Pet-friendly stays in Austin for cats rented by their owners: see each stay's pet policy and the full price for your dates before you book.",
    });
  });

  it("puts back what was typed, cut short", () => {
    expect(typedValues(new URLSearchParams(`where=${"a".repeat(300)}&pets=2`))).toEqual({
      where: "a".repeat(120),
      pets: "2",
    });
  });

  it("reads the page strictly: a bad page is explained and page 1 shown", () => {
    for (const page of ["2.9", "0x2", "-1", "99999999", "201"]) {
      const { filters, fieldErrors } = parseSearchFilters(new URLSearchParams(`page=${page}`));
      expect(filters.page, page).toBe(1);
      expect(fieldErrors.page, page).toBe("Page: 1 to 200.");
    }
    expect(parseSearchFilters(new URLSearchParams("page=200")).filters.page).toBe(200);
  });
});
