import { heaviestLbOf, searchesPets, type SearchFilters } from "./search-filters.ts";
import {
  checkFit,
  fitSaid,
  petsOfCriteria,
  servesAsServiceAnimal,
  type FitPet,
  type FitWho,
  type FitPolicy,
} from "../pets/fit.ts";
import type { WeightUnit } from "../pets/weight.ts";

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

/**
 * The stay page's fit panel for these animals (null: no pets chosen): the fit check's verdict
 * and reasons, said in the traveller's unit, with the pets' fee for the nights when known.
 */
export function fitPanelOf(
  policy: FitPolicy,
  animals: readonly FitPet[],
  options: { nights?: number; unit?: WeightUnit; named: boolean },
) {
  if (animals.length === 0) return null;
  const fit = checkFit(policy, animals, { nights: options.nights, unit: options.unit });
  const count = fit.petCount;
  const species = [
    ...new Set(animals.filter((a) => !servesAsServiceAnimal(a, policy.country)).map((a) => a.species)),
  ];
  const one = species.length === 1 && species[0] !== "" ? species[0]! : "";
  // Who the panel speaks of: the chosen pets by name, else "your 2 dogs" (the panel words it).
  const names = options.named ? animals.map((a) => a.name?.trim() ?? "").filter(Boolean) : [];
  const who: FitWho = names.length ? { names } : { count, species: one };
  return {
    verdict: fit.verdict,
    who,
    reasons: fitSaid(fit),
    petCount: count,
    serviceAnimals: fit.serviceAnimals,
    feeCents: options.nights ? fit.feeCents : null,
    depositCents: fit.depositCents,
    nights: options.nights ?? null,
  };
}
