import fc from "fast-check";
import { PET_FEE_BASES } from "../../app/modules/pets/pet-fee.ts";
import { MINIATURE_HORSE, SPECIES } from "../../app/modules/pets/species.ts";

/**
 * Pet policies and animals for property-based tests (the fit check, and the search against
 * it). Biased towards the edges: weights exactly at a limit, the common species, breeds
 * under a restriction in another case or with spaces around.
 */
const LIMITS = [10, 25, 55, 80, 120];

export const arbPolicy = fc.record({
  // Where a miniature horse is a service animal (the US), and where it is not.
  country: fc.constantFrom("United States", "Canada"),
  petsAllowed: fc.constantFrom("yes", "on_request", "no"),
  species: fc.oneof(
    fc.constant(["dog", "cat"]),
    fc.constant(["dog"]),
    fc.constant(["cat"]),
    fc.subarray<string>([...SPECIES], { minLength: 0 }),
  ) as fc.Arbitrary<string[]>,
  maxPets: fc.integer({ min: 0, max: 6 }),
  maxWeightLb: fc.option(fc.oneof(fc.constantFrom(...LIMITS), fc.integer({ min: 1, max: 200 })), {
    nil: null,
  }),
  breedRestrictions: fc.subarray(["Pit bull", "wolf HYBRID", " Rottweiler", "", "  ", "mastiff", "LABRADOR"]),
  petFeeCents: fc.integer({ min: 0, max: 20_000 }),
  petFeeBasis: fc.constantFrom(...PET_FEE_BASES),
  petDepositCents: fc.integer({ min: 0, max: 50_000 }),
});

export const arbPet = fc.record({
  name: fc.constantFrom("Max", "Luna", ""),
  species: fc.oneof(
    { arbitrary: fc.constantFrom("dog", "cat"), weight: 4 },
    { arbitrary: fc.constantFrom(...SPECIES, MINIATURE_HORSE), weight: 1 },
  ),
  breed: fc.constantFrom(
    null,
    "",
    "Beagle",
    "pit bull mix",
    "Rottweiler",
    "Great Dane",
    "Labrador Retriever",
    " MASTIFF ",
  ),
  weightLb: fc.option(
    fc.oneof(
      fc.constantFrom(...LIMITS),
      fc.constantFrom(...LIMITS).map((w) => w + 0.01),
      fc.integer({ min: 1, max: 4000 }).map((w) => w / 20),
    ),
    { nil: null },
  ),
  serviceAnimal: fc.oneof(
    { arbitrary: fc.constant(false), weight: 4 },
    { arbitrary: fc.constant(true), weight: 1 },
  ),
});
