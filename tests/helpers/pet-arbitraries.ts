import fc from "fast-check";
import { PET_FEE_BASES } from "../../app/modules/stays/pricing.ts";
import { SPECIES } from "../../app/modules/stays/stays.ts";

/** Pet policies and animals for property-based tests (the fit check, and the search against it). */
export const arbPolicy = fc.record({
  petsAllowed: fc.constantFrom("yes", "on_request", "no"),
  species: fc.subarray([...SPECIES], { minLength: 0 }),
  maxPets: fc.integer({ min: 0, max: 6 }),
  maxWeightLb: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
  breedRestrictions: fc.subarray(["Pit bull", "wolf HYBRID", " Rottweiler", "", "mastiff"]),
  petFeeCents: fc.integer({ min: 0, max: 20_000 }),
  petFeeBasis: fc.constantFrom(...PET_FEE_BASES),
  petDepositCents: fc.integer({ min: 0, max: 50_000 }),
});
export const arbPet = fc.record({
  name: fc.constantFrom("Max", "Luna", ""),
  species: fc.constantFrom(...SPECIES),
  breed: fc.constantFrom(null, "Beagle", "pit bull mix", "Rottweiler", "Great Dane"),
  weightLb: fc.option(
    fc.integer({ min: 1, max: 4000 }).map((w) => w / 20),
    { nil: null },
  ),
  serviceAnimal: fc.boolean(),
});
