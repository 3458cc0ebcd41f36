import { addDays, isIsoDate, nightsBetween, toDayNumber } from "../stays/dates.ts";
import { SPECIES, type Species } from "../stays/stays.ts";

/**
 * The rules of a booking request, checked on the server against the listing
 * and its pet policy before anything is written. Pure.
 */
export const MAX_PETS_PER_BOOKING = 6;

export interface PetInput {
  name: string;
  species: string;
  breed: string;
  weightLb: number | null;
  /** A service animal is not a pet: it is always welcome and pays no pet fee. */
  serviceAnimal: boolean;
}

export interface BookingRequest {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  pets: PetInput[];
}

export interface ListingRules {
  minNights: number;
  maxNights: number;
  maxGuests: number;
  status: string;
}

export interface PetRules {
  petsAllowed: "yes" | "on_request" | "no" | string;
  species: string[];
  maxPets: number;
  maxWeightLb: number | null;
  breedRestrictions: string[];
}

export type BookingErrors = Record<string, string>;

const speciesLabel = (species: string) => species.replace(/_/g, " ");

/** Every problem of a request, keyed by form field (`pets.0.weightLb`, …); empty when it may go ahead. */
export function bookingRequestProblems(
  request: BookingRequest,
  listing: ListingRules,
  pet: PetRules,
  today: string,
): BookingErrors {
  const errors: BookingErrors = {};
  if (listing.status !== "published") errors.form = "This stay is not taking bookings at the moment.";

  if (!isIsoDate(request.checkIn)) errors.checkIn = "Choose a check-in date.";
  if (!isIsoDate(request.checkOut)) errors.checkOut = "Choose a check-out date.";
  if (!errors.checkIn && request.checkIn < today) errors.checkIn = "Check-in can't be in the past.";
  if (!errors.checkIn && !errors.checkOut) {
    const nights = nightsBetween(request.checkIn, request.checkOut);
    if (nights < 1) errors.checkOut = "Check-out must be after check-in.";
    else if (nights < listing.minNights)
      errors.checkOut = `This stay is at least ${listing.minNights} night${listing.minNights === 1 ? "" : "s"}.`;
    else if (nights > listing.maxNights)
      errors.checkOut = `This stay is at most ${listing.maxNights} nights.`;
  }

  if (!Number.isInteger(request.adults) || request.adults < 1) errors.adults = "At least one adult stays.";
  if (!Number.isInteger(request.children) || request.children < 0)
    errors.children = "Enter the number of children.";
  if (!errors.adults && !errors.children && request.adults + request.children > listing.maxGuests)
    errors.adults = `This home sleeps up to ${listing.maxGuests} guests.`;

  const pets = request.pets.filter((p) => !p.serviceAnimal);
  if (request.pets.length > MAX_PETS_PER_BOOKING)
    errors.pets = `At most ${MAX_PETS_PER_BOOKING} animals per booking.`;
  else if (pets.length > 0 && pet.petsAllowed === "no")
    errors.pets = "This home does not take pets (service animals are welcome).";
  else if (pets.length > pet.maxPets)
    errors.pets = `This home takes up to ${pet.maxPets} pet${pet.maxPets === 1 ? "" : "s"} (service animals don't count).`;

  request.pets.forEach((animal, i) => {
    const at = (field: string) => `pets.${i}.${field}`;
    if (!animal.name.trim()) errors[at("name")] = "Enter the animal's name.";
    else if (animal.name.trim().length > 40) errors[at("name")] = "Use at most 40 characters.";
    if (!SPECIES.includes(animal.species as Species)) errors[at("species")] = "Choose a species.";
    if (animal.breed.length > 60) errors[at("breed")] = "Use at most 60 characters.";
    if (
      animal.weightLb !== null &&
      (!Number.isFinite(animal.weightLb) || animal.weightLb <= 0 || animal.weightLb > 400)
    )
      errors[at("weightLb")] = "Enter a weight in pounds, like 35.";
    if (animal.serviceAnimal) return;
    if (!errors[at("species")] && !pet.species.includes(animal.species))
      errors[at("species")] =
        `This home doesn't take ${speciesLabel(animal.species)}s. It welcomes: ${pet.species.map(speciesLabel).join(", ")}.`;
    if (pet.maxWeightLb !== null) {
      if (animal.weightLb === null && animal.species === "dog")
        errors[at("weightLb")] = `Enter the weight: dogs up to ${pet.maxWeightLb} lb are welcome.`;
      else if (animal.weightLb !== null && animal.weightLb > pet.maxWeightLb)
        errors[at("weightLb")] = `Pets up to ${pet.maxWeightLb} lb are welcome here.`;
    }
    const breed = animal.breed.trim().toLowerCase();
    const restricted = breed && pet.breedRestrictions.find((b) => breed.includes(b.toLowerCase()));
    if (restricted) errors[at("breed")] = `The owner can't take ${restricted} breeds.`;
  });
  return errors;
}

export interface DateRange {
  start: string;
  end: string;
}

/**
 * The nearest stays of the same length that are free, one before and one after
 * the wanted dates (never before `today`), looking `horizonDays` ahead at most.
 */
export function nearestFreeDates(
  wanted: DateRange,
  occupied: DateRange[],
  today: string,
  horizonDays = 365,
): { earlier: DateRange | null; later: DateRange | null } {
  const nights = nightsBetween(wanted.start, wanted.end);
  const taken = occupied.map((r) => [toDayNumber(r.start), toDayNumber(r.end)] as const);
  const free = (start: number) => taken.every(([s, e]) => start + nights <= s || start >= e);
  const first = toDayNumber(wanted.start);
  const earliest = toDayNumber(today);
  const range = (start: number): DateRange => ({
    start: addDays(wanted.start, start - first),
    end: addDays(wanted.start, start - first + nights),
  });
  let earlier: DateRange | null = null;
  for (let start = first - 1; start >= earliest && first - start <= horizonDays; start--)
    if (free(start)) {
      earlier = range(start);
      break;
    }
  let later: DateRange | null = null;
  for (let start = first + 1; start - first <= horizonDays; start++)
    if (free(start)) {
      later = range(start);
      break;
    }
  return { earlier, later };
}

/** A short booking reference people can read out: no 0/O, 1/I/L. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export function bookingReference(random: (max: number) => number): string {
  let out = "PF-";
  for (let i = 0; i < 6; i++) out += REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)];
  return out;
}
