/**
 * The search page's view model: its heading, count, links (grid, list, pages,
 * relaxed filters, each stay's detail with the dates and pets kept) and how many
 * filters are on. Pure, shared by the loader, the meta and the component.
 */
import { SEARCH_PATH } from "../../site.ts";
import { filtersToParams, pricesPerMonth, relaxations, type SearchFilters } from "./search-filters.ts";
import { stayPath } from "./stays.ts";
import { speciesList } from "../pets/species.ts";

/** The three paths the search serves: the canonical one, /listing (grid) and /list (list). */
export const LIST_PATH = "/list";
export const GRID_PATH = "/listing";

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** "in Austin for dogs": what the search is about, for its title and description. */
export function describeSearch(filters: Pick<SearchFilters, "where" | "species">) {
  const parts: string[] = [];
  if (filters.where) parts.push(`in ${filters.where}`);
  const species = filters.species ?? [];
  if (species.length)
    parts.push(`for ${species.every((s) => s === "dog" || s === "cat") ? speciesList(species) : "pets"}`);
  return parts.join(" ");
}

/** The page's title and description. */
export function searchMeta(filters: Pick<SearchFilters, "where" | "species"> | undefined) {
  const where = filters ? describeSearch(filters) : "";
  return {
    title: where ? `Pet-friendly rentals ${where}` : "Monthly, mid-term and short-term pet-friendly rentals",
    description: `Pet-friendly stays${where ? ` ${where}` : ""} rented by their owners: see each stay's pet policy and the full price for your dates before you book.`,
  };
}

/** What was typed in the query, cut short, to put back in the filter form. */
export function typedValues(params: URLSearchParams): Record<string, string> {
  const values = Object.fromEntries([...params.entries()].map(([k, v]) => [k, v.slice(0, 120)]));
  // The home page's short box says "guests": they are the adults of the full filters.
  if (values.guests !== undefined && values.adults === undefined) values.adults = values.guests;
  return values;
}

/** For an empty result: the filters the traveller could drop, each as a query. */
export function relaxQueries(filters: SearchFilters, total: number) {
  return total === 0 ? relaxations(filters).map((r) => ({ label: r.label, query: r.params.toString() })) : [];
}

/** How many filters narrow the search (the count on the collapsed filter panel). */
export function activeFilterCount(filters: SearchFilters): number {
  const set = [
    filters.species.length || undefined,
    filters.petIds.length || undefined,
    filters.onRequest || undefined,
    filters.weight,
    filters.priceMin,
    filters.priceMax,
    filters.bedrooms,
    filters.stayType,
  ].filter((v) => v !== undefined).length;
  return (
    filters.types.length +
    filters.amenities.length +
    filters.petAmenities.length +
    set +
    (filters.noPetFee ? 1 : 0) +
    (filters.instant ? 1 : 0)
  );
}

/** "1,000+ stays", "1 stay". */
export function resultCount(total: number, capped: boolean) {
  return `${total.toLocaleString("en-US")}${capped ? "+" : ""} ${total === 1 ? "stay" : "stays"}`;
}

export function searchView({
  filters,
  result,
  path,
  relax = [],
}: {
  filters: SearchFilters;
  result: { total: number; totalCapped: boolean };
  path: string;
  relax?: { label: string; query: string }[];
}) {
  const query = (overrides: Partial<SearchFilters> = {}) => filtersToParams(filters, overrides).toString();
  // The detail page gets the dates, guests and pets, so its price box starts from them.
  const detailQuery = new URLSearchParams();
  for (const name of ["checkIn", "checkOut", "adults", "children", "pets", "weight"] as const) {
    const value = filters[name];
    if (value !== undefined && value !== 0) detailQuery.set(name, String(value));
  }
  for (const species of filters.species) detailQuery.append("species", species);
  if (filters.weight !== undefined && filters.weightUnit !== "lb")
    detailQuery.set("weightUnit", filters.weightUnit);
  for (const id of filters.petIds) detailQuery.append("pet", id);
  return {
    view: (path === LIST_PATH ? "list" : "grid") as "grid" | "list",
    heading: filters.where
      ? `Pet-friendly stays in ${filters.where}`
      : filters.bounds
        ? "Pet-friendly stays in the map area"
        : "Pet-friendly stays",
    /** The map's request: every filter but the page and the map area (the map sends its own). */
    mapQuery: query({ page: 1, bounds: undefined }),
    count: resultCount(result.total, result.totalCapped),
    perMonth: pricesPerMonth(filters),
    activeFilters: activeFilterCount(filters),
    gridHref: withQuery(path === SEARCH_PATH ? SEARCH_PATH : GRID_PATH, query()),
    listHref: withQuery(LIST_PATH, query()),
    relaxLinks: relax.map((r) => ({ label: r.label, href: withQuery(path, r.query) })),
    pageHref: (page: number) => withQuery(path, query({ page })),
    detailHref: (slug: string) => stayPath(slug, detailQuery),
  };
}
