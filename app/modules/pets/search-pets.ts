import { heaviestLbOf, searchesPets, type SearchFilters } from "../stays/search-filters.ts";
import { petsOfCriteria, type FitPet } from "./fit.ts";

/**
 * The animals a search is for: the traveller's saved pets when chosen (`pet=<id>`), else
 * the pets a species + count + heaviest-weight search stands for. Empty: no pet filter.
 */
export function petsOfSearch(
  filters: Pick<SearchFilters, "pets" | "species" | "weight" | "weightUnit" | "petIds">,
  saved: readonly FitPet[] = [],
): FitPet[] {
  if (saved.length) return [...saved];
  if (!searchesPets({ ...filters, petIds: [] })) return [];
  return petsOfCriteria({
    count: Math.max(filters.pets || 1, filters.species.length),
    species: filters.species,
    heaviestLb: heaviestLbOf(filters) ?? null,
    breeds: [],
  });
}
