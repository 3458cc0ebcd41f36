import type { Executor } from "../../platform/db.server.ts";
import { nightsBetween } from "../../shared/dates.ts";
import type { SearchFilters } from "./search-filters.ts";
import type { PetFeeBasis } from "../pets/pet-fee.ts";
import { servesAsServiceAnimal } from "../pets/fit.ts";
import { fitPetOf, preferredUnit } from "../pets/pets.ts";
import { listPets } from "../pets/pets.server.ts";
import { fitPanelOf, petsOfSearch } from "./search-pets.ts";

/**
 * What a stay's page says about the traveller's pets: the fit panel for the chosen ones
 * (saved pets when chosen, else the search's species, count and weight), the saved pets to
 * choose from, and what the booking box starts from (how many pets, of which species).
 */
export async function stayFitFor(
  db: Executor,
  userId: string | null,
  filters: SearchFilters,
  policy: {
    /** The home's country: whether a miniature horse serves as a service animal there. */
    country?: string;
    petsAllowed: string;
    species: string[];
    maxPets: number;
    maxWeightLb: number | null;
    breedRestrictions: string[];
    petFeeCents: number;
    petFeeBasis: string;
    petDepositCents: number;
  },
) {
  const saved = userId ? await listPets(db, userId) : null;
  const chosen = (saved ?? []).filter((p) => filters.petIds.includes(p.id));
  const animals = petsOfSearch(filters, chosen.map(fitPetOf));
  const nights =
    filters.checkIn && filters.checkOut ? nightsBetween(filters.checkIn, filters.checkOut) : undefined;
  const fit = fitPanelOf({ ...policy, petFeeBasis: policy.petFeeBasis as PetFeeBasis }, animals, {
    nights,
    unit: chosen.length ? preferredUnit(chosen) : filters.weightUnit,
    named: chosen.length > 0,
  });
  const pets = animals.filter((a) => !servesAsServiceAnimal(a, policy.country));
  return {
    fit,
    savedPets: saved?.map((p) => ({ id: p.id, name: p.name })) ?? null,
    chosenIds: chosen.map((p) => p.id),
    /** The booking box: the chosen pets' count, first species and heaviest weight (pounds). */
    box: animals.length
      ? {
          pets: pets.length,
          species: pets[0]?.species || undefined,
          weight: pets.reduce<number | undefined>(
            (max, p) => (p.weightLb !== null && (max === undefined || p.weightLb > max) ? p.weightLb : max),
            undefined,
          ),
        }
      : null,
  };
}
