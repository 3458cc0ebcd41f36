import { petFeeFor, type PetFeeBasis } from "./pet-fee.ts";
import { MINIATURE_HORSE, SPECIES, speciesLabel, speciesList, type Species } from "./species.ts";
import { formatWeight, fromPounds, type WeightUnit } from "./weight.ts";

/**
 * The fit check: the one function that says whether some animals may come to a stay
 * (docs/decisions/1100-pet-fit.md). Search (its SQL mirrors this, proven by property
 * tests), the stay's fit panel, the price box, the booking page and service, the owner's
 * reservation page and the wishlist all ask it. Pure: the same in the browser and on the
 * server.
 *
 * - "fits": every rule is met;
 * - "on_request": every rule is met, and the owner takes pets on request (they decide);
 * - "no": at least one rule is broken; `reasons` lists every one of them.
 * Service animals are not pets: never counted, never charged, never limited. A service animal
 * is a dog, or a miniature horse in a country whose law says so (servesAsServiceAnimal); any
 * other animal marked as one is a pet like the others (docs/decisions/3310-public-views.md).
 */
export type FitVerdict = "fits" | "on_request" | "no";

export interface FitPolicy {
  /** The home's country (as listings store it): whether a miniature horse can be a service animal. */
  country?: string | null;
  petsAllowed: string;
  species: string[];
  maxPets: number;
  maxWeightLb: number | null;
  breedRestrictions?: string[];
  petFeeCents?: number;
  petFeeBasis?: PetFeeBasis;
  petDepositCents?: number;
}

export interface FitPet {
  name?: string;
  /** "" when not said (a search for "1 pet" of any species): not checked against the species. */
  species: string;
  breed?: string | null;
  /** Pounds; null when not given (a search by count, or a cat nobody weighed). */
  weightLb: number | null;
  serviceAnimal?: boolean;
}

export type FitReasonCode = "no_pets" | "too_many" | "species" | "weight" | "breed";

/**
 * What a reason says, as facts, for a reader in another language (the stay's fit panel writes
 * them with its catalogue; `message` stays the English sentence the booking rules return).
 * Weights are in the unit asked for; a species the site doesn't know is "".
 */
export type FitSaid =
  | { code: "no_pets" }
  | { code: "too_many"; max: number; count: number }
  | { code: "species"; species: string; welcome: string[] }
  | { code: "weight"; only: string; limit: number; weight: number; unit: WeightUnit; name: string }
  | { code: "breed"; breed: string; name: string };

/** The pets the stay's fit panel speaks of: by name, or by how many and (when one) which species. */
export type FitWho = { names: string[] } | { count: number; species: string };

export interface FitReason {
  code: FitReasonCode;
  message: string;
  said: FitSaid;
  /** The animal it is about (its index in the list given), when it is about one. */
  pet?: number;
}

export interface FitResult {
  verdict: FitVerdict;
  reasons: FitReason[];
  /** Pets counted against the policy (service animals left out). */
  petCount: number;
  serviceAnimals: number;
  /** The pet fee for exactly these pets and nights (0 without nights), and the refundable deposit. */
  feeCents: number;
  depositCents: number;
}

export interface FitOptions {
  /** Nights of the stay: the fee depends on them for per-night and per-month bases. */
  nights?: number;
  /** The unit weights are said in. */
  unit?: WeightUnit;
}

/** Countries (as listings name them) whose law counts a miniature horse as a service animal: the ADA's. */
export const SERVICE_HORSE_COUNTRIES: readonly string[] = ["United States"];

/** Whether a miniature horse can be a service animal in this country. */
export const serviceHorsesIn = (country: string | null | undefined) =>
  country != null && SERVICE_HORSE_COUNTRIES.includes(country);

/**
 * Whether an animal comes as a service animal (not a pet: no count, fee or limit): marked as
 * one, and a dog, or a miniature horse where the home's country allows it. A cat, a bird or a
 * horse elsewhere marked as one is checked as the pet it is.
 */
export function servesAsServiceAnimal(
  animal: Pick<FitPet, "species" | "serviceAnimal">,
  country: string | null | undefined,
) {
  if (!animal.serviceAnimal) return false;
  return animal.species === "dog" || (animal.species === MINIATURE_HORSE && serviceHorsesIn(country));
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** A weight in the unit asked for, as formatWeight rounds it (two decimals at most). */
const inUnit = (lb: number, unit: WeightUnit) => Math.round(fromPounds(lb, unit) * 100) / 100;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Breeds compare without case (ASCII letters only) and without surrounding spaces, the same
 * rule as the search's SQL (`translate`/`btrim`), so both sides agree whatever the locale.
 */
export function breedKey(text: string): string {
  return text.replace(/^ +| +$/g, "").replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** The restriction a breed falls under ("Pit bull" for "pit bull mix"), or null. */
export function restrictedBreed(breed: string | null | undefined, restrictions: readonly string[] = []) {
  const key = breedKey(breed ?? "");
  if (!key) return null;
  return restrictions.find((r) => breedKey(r) !== "" && key.includes(breedKey(r))) ?? null;
}

export function checkFit(policy: FitPolicy, animals: readonly FitPet[], options: FitOptions = {}): FitResult {
  const unit = options.unit ?? "lb";
  const reasons: FitReason[] = [];
  const pets = animals
    .map((pet, index) => ({ pet, index }))
    .filter(({ pet }) => !servesAsServiceAnimal(pet, policy.country));
  const petCount = pets.length;
  const noPets = policy.petsAllowed === "no" || policy.maxPets <= 0;
  const who = (pet: FitPet, fallback: string) => pet.name?.trim() || fallback;

  if (petCount > 0 && noPets)
    reasons.push({
      code: "no_pets",
      message: "No pets (service animals are always welcome)",
      said: { code: "no_pets" },
    });
  else if (petCount > policy.maxPets)
    reasons.push({
      code: "too_many",
      message: `Max ${plural(policy.maxPets, "pet", "pets")} — you're bringing ${petCount}`,
      said: { code: "too_many", max: policy.maxPets, count: petCount },
    });

  if (!noPets) {
    for (const { pet, index } of pets) {
      if (pet.species === "" || policy.species.includes(pet.species)) continue;
      const known = SPECIES.includes(pet.species as Species) || pet.species === MINIATURE_HORSE;
      const welcome = policy.species.length ? ` — ${speciesList(policy.species)} welcome` : "";
      reasons.push({
        code: "species",
        message: `No ${known ? speciesLabel(pet.species, 2) : "such pets"}${welcome}`,
        pet: index,
        said: { code: "species", species: known ? pet.species : "", welcome: [...policy.species] },
      });
    }
    const limit = policy.maxWeightLb;
    const onlyOne = policy.species.length === 1 ? speciesLabel(policy.species[0]!, 2) : "pets";
    for (const { pet, index } of pets) {
      if (limit !== null && pet.weightLb !== null && pet.weightLb > limit)
        reasons.push({
          code: "weight",
          message: `${capital(onlyOne)} up to ${formatWeight(limit, unit)} — ${who(pet, "yours")} is ${formatWeight(pet.weightLb, unit)}`,
          pet: index,
          said: {
            code: "weight",
            only: policy.species.length === 1 ? policy.species[0]! : "",
            limit: inUnit(limit, unit),
            weight: inUnit(pet.weightLb, unit),
            unit,
            name: pet.name?.trim() ?? "",
          },
        });
      const breed = restrictedBreed(pet.breed, policy.breedRestrictions);
      if (breed)
        reasons.push({
          code: "breed",
          message: `Breed restriction: ${breed.trim()}${pet.name?.trim() ? ` (${pet.name.trim()})` : ""}`,
          pet: index,
          said: { code: "breed", breed: breed.trim(), name: pet.name?.trim() ?? "" },
        });
    }
  }

  const verdict: FitVerdict =
    reasons.length > 0 ? "no" : petCount > 0 && policy.petsAllowed === "on_request" ? "on_request" : "fits";
  const nights = options.nights ?? 0;
  return {
    verdict,
    reasons,
    petCount,
    serviceAnimals: animals.length - petCount,
    feeCents:
      nights > 0 && policy.petFeeBasis
        ? petFeeFor(
            { petFeeCents: policy.petFeeCents ?? 0, petFeeBasis: policy.petFeeBasis },
            nights,
            petCount,
          )
        : 0,
    depositCents: petCount > 0 ? (policy.petDepositCents ?? 0) : 0,
  };
}

/** The reasons to show, each once (two cats on a dogs-only stay: "No cats" once). */
export const fitMessages = (result: Pick<FitResult, "reasons">) => [
  ...new Set(result.reasons.map((r) => r.message)),
];

/** The reasons' facts to show, each once (as fitMessages: by their English sentence). */
export function fitSaid(result: Pick<FitResult, "reasons">): FitSaid[] {
  const seen = new Set<string>();
  return result.reasons.filter((r) => !seen.has(r.message) && seen.add(r.message)).map((r) => r.said);
}

/** A card's fit for these pets, as facts its badge words in the reader's language. */
export interface FitSummary {
  verdict: FitVerdict;
  /** The animals' names ("Fits Max and Luna"); none named: "your pet(s)", by `count`. */
  names: string[];
  count: number;
  reasons: FitSaid[];
  feeCents: number;
  depositCents: number;
}

/** A card's fit for these pets: the verdict, whom it names, every reason, the fee for the nights (none without). */
export function fitSummary(policy: FitPolicy, animals: readonly FitPet[], nights?: number): FitSummary {
  const fit = checkFit(policy, animals, { nights });
  return {
    verdict: fit.verdict,
    names: animals.map((p) => p.name?.trim() ?? "").filter(Boolean),
    count: animals.length,
    reasons: fitSaid(fit),
    feeCents: fit.feeCents,
    depositCents: fit.depositCents,
  };
}

/**
 * What a search knows of the pets: how many (service animals apart), which species, the
 * heaviest, and their breeds. A search by species, count and weight has no breeds.
 */
export interface PetCriteria {
  count: number;
  species: string[];
  heaviestLb: number | null;
  breeds: string[];
  /**
   * Miniature horses marked as service animals serve only in some countries: the criteria
   * where they are pets instead (null when there are none). The search asks the home's country.
   */
  horsesAsPets?: PetCriteria | null;
}

function criteriaOfPets(pets: readonly FitPet[]): PetCriteria {
  const weights = pets.map((p) => p.weightLb).filter((w): w is number => w !== null);
  return {
    count: pets.length,
    species: [...new Set(pets.map((p) => p.species).filter(Boolean))].sort(),
    heaviestLb: weights.length ? Math.max(...weights) : null,
    breeds: [...new Set(pets.map((p) => breedKey(p.breed ?? "")).filter(Boolean))].sort(),
  };
}

export function criteriaOf(animals: readonly FitPet[]): PetCriteria {
  // Pets wherever the home is: all but service dogs and the horses marked as service animals.
  const pets = animals.filter((p) => !servesAsServiceAnimal(p, null) && !markedServiceHorse(p));
  const horses = animals.filter(markedServiceHorse);
  const criteria = criteriaOfPets(pets);
  return horses.length ? { ...criteria, horsesAsPets: criteriaOfPets([...pets, ...horses]) } : criteria;
}

const markedServiceHorse = (p: FitPet) => Boolean(p.serviceAnimal) && p.species === MINIATURE_HORSE;

/** The criteria that hold in a home's country (see PetCriteria.horsesAsPets). */
export const criteriaIn = (criteria: PetCriteria, country: string | null | undefined) =>
  criteria.horsesAsPets && !serviceHorsesIn(country) ? criteria.horsesAsPets : criteria;

/**
 * Pets that stand for the criteria: one of each species, then more of the first up to the
 * count; the heaviest weight on the first; each breed on one of them (criteriaOf never
 * gives more breeds than pets).
 */
export function petsOfCriteria(criteria: PetCriteria): FitPet[] {
  const count = Math.max(criteria.count, criteria.species.length);
  // No species said: pets of any species ("").
  const species = criteria.species.length ? criteria.species : [""];
  return Array.from({ length: count }, (_, i) => ({
    species: species[i] ?? species[0]!,
    weightLb: i === 0 ? criteria.heaviestLb : null,
    breed: criteria.breeds[i] ?? null,
  }));
}
