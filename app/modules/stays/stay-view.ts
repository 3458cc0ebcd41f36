import type { PetFeeBasis } from "../pets/pet-fee.ts";
import type { PetPolicySummary } from "./stays.ts";
import type { PublicStay } from "./public-stay.ts";

/** A stored pet policy as the policy line and the price box read it. */
export function petSummaryOf(pet: PublicStay["pet"]): PetPolicySummary {
  return {
    petsAllowed: pet.petsAllowed,
    species: pet.species,
    maxPets: pet.maxPets,
    maxWeightLb: pet.maxWeightLb,
    maxWeightUnit: pet.maxWeightUnit,
    petFeeCents: pet.petFeeCents,
    petFeeBasis: pet.petFeeBasis as PetFeeBasis,
    breedRestrictions: pet.breedRestrictions,
  };
}
