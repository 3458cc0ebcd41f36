import { addDays, isIsoDate, nightsBetween, toDayNumber } from "../../shared/dates.ts";
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

/** What the booking form sends (also as a query string, so "update the price" keeps every field). */
export interface BookingForm {
  listing: string;
  request: BookingRequest;
  message: string;
  contactPhone: string;
  agree: boolean;
  idempotencyKey: string;
  /** The form's fields as typed, to show again with the errors. */
  values: Record<string, string>;
}

export const MESSAGE_MAX = 1000;
const PHONE = /^\+?[0-9 ().-]{7,24}$/;

const whole = (value: string | undefined, fallback: number) => {
  const n = Number((value ?? "").trim());
  return value !== undefined && value.trim() !== "" && Number.isFinite(n) ? Math.trunc(n) : fallback;
};

/**
 * Reads the form. Pet rows are `pets.N.name|species|breed|weightLb|serviceAnimal`;
 * `pets` alone (from the detail page) is how many pet rows to show.
 */
export function readBookingForm(fields: Iterable<[string, FormDataEntryValue]>): BookingForm {
  const values: Record<string, string> = {};
  for (const [key, value] of fields) if (typeof value === "string") values[key] = value;
  const rows = new Set<number>();
  for (const key of Object.keys(values)) {
    const match = /^pets\.(\d{1,2})\./.exec(key);
    if (match) rows.add(Number(match[1]));
  }
  const wanted = Math.min(MAX_PETS_PER_BOOKING, Math.max(0, whole(values.pets, 0)));
  const indexes = rows.size > 0 ? [...rows].sort((a, b) => a - b).slice(0, MAX_PETS_PER_BOOKING + 1) : [];
  const pets: PetInput[] = indexes.map((i) => {
    const weight = values[`pets.${i}.weightLb`]?.trim();
    return {
      name: values[`pets.${i}.name`] ?? "",
      species: values[`pets.${i}.species`] ?? "",
      breed: values[`pets.${i}.breed`] ?? "",
      weightLb: weight ? Number(weight) : null,
      serviceAnimal: values[`pets.${i}.serviceAnimal`] === "on",
    };
  });
  // From the detail page: only a count, so that many empty rows to fill in.
  if (pets.length === 0)
    for (let i = 0; i < wanted; i++)
      pets.push({ name: "", species: "dog", breed: "", weightLb: null, serviceAnimal: false });
  return {
    listing: values.listing ?? "",
    request: {
      checkIn: (values.checkIn ?? "").trim(),
      checkOut: (values.checkOut ?? "").trim(),
      adults: whole(values.adults, 1),
      children: whole(values.children, 0),
      pets,
    },
    message: (values.message ?? "").trim(),
    contactPhone: (values.contactPhone ?? "").trim(),
    agree: values.agree === "on",
    idempotencyKey: values.idempotencyKey ?? "",
    values,
  };
}

/** The form-level problems the pet-policy check does not cover. */
export function bookingFormProblems(form: BookingForm): BookingErrors {
  const errors: BookingErrors = {};
  if (!form.contactPhone) errors.contactPhone = "Enter a phone number the owner can reach you on.";
  else if (!PHONE.test(form.contactPhone)) errors.contactPhone = "Enter a phone number like +1 415 555 0100.";
  if (form.message.length > MESSAGE_MAX) errors.message = `Keep the message under ${MESSAGE_MAX} characters.`;
  if (!form.agree) errors.agree = "Please accept the house rules and the pet policy.";
  if (!/^[A-Za-z0-9-]{16,64}$/.test(form.idempotencyKey))
    errors.form = "This form is out of date. Please reload the page.";
  return errors;
}
