import { addDays, isIsoDate, nightsBetween, toDayNumber } from "../../shared/dates.ts";
import { formatDate } from "../../shared/format.ts";
import type { FieldErrors } from "../../shared/forms.ts";
import { checkFit, servesAsServiceAnimal, type FitReasonCode } from "../pets/fit.ts";
import { minNightsFor } from "./min-nights.ts";
import { MINIATURE_HORSE, SPECIES, type Species } from "../pets/species.ts";

/** The booking form's field for each kind of fit reason. */
const FIT_FIELDS: Record<FitReasonCode, string> = {
  no_pets: "species",
  too_many: "species",
  species: "species",
  weight: "weightLb",
  breed: "breed",
};

/**
 * The one place that decides whether a stay may be booked: the detail page's
 * price box (a count of pets, a species, a heaviest weight), the booking page
 * and the booking service (each animal in detail) all ask `stayProblems`.
 * Pure, the same in the browser and on the server.
 */

/** Animals on one booking, service animals included. */
export const MAX_PETS_PER_BOOKING = 6;
/** The longest stay anyone may book, whatever a listing allows. */
export const MAX_STAY_NIGHTS = 365;
/** How far ahead a check-in may be, unless the owner's availability window says otherwise. */
export const BOOKING_HORIZON_MONTHS = 18;
/** Requests to book waiting for an owner's answer, per traveller. */
export const MAX_PENDING_REQUESTS = 5;

export interface RequestedPet {
  species: string;
  breed?: string;
  /** Null when not given. The price box gives the heaviest weight on its first pet only. */
  weightLb: number | null;
  /**
   * Marked as a service animal: when it is a dog (or a miniature horse where the home's country
   * allows it), not a pet: always welcome, no pet fee, not counted against the policy.
   */
  serviceAnimal?: boolean;
}

export interface StayRequest {
  /** Empty or undefined when not chosen yet (the price box before dates are picked). */
  checkIn?: string;
  checkOut?: string;
  adults: number;
  children: number;
  pets: RequestedPet[];
}

export interface StayRules {
  status?: string;
  instantBook?: boolean;
  minNights: number;
  maxNights: number;
  maxGuests: number;
  /** Days between booking and check-in the owner needs (0: same day). */
  advanceNoticeDays?: number;
  /** Nights kept free after every stay to get the home ready (0–2). */
  preparationNights?: number;
  /** How many months ahead the calendar is open (BOOKING_HORIZON_MONTHS when not set). */
  availabilityMonths?: number;
  /**
   * The owner's minimum stays for some nights (price overrides with a minimum): a stay whose
   * check-in night falls in one needs that many nights instead of `minNights`.
   */
  minNightsOverrides?: { start: string; end: string; minNights: number }[];
  pet: {
    /** The home's country: whether a miniature horse can come as a service animal. */
    country?: string | null;
    petsAllowed: string;
    species: string[];
    maxPets: number;
    maxWeightLb: number | null;
    breedRestrictions?: string[];
  };
}

export interface StayContext {
  /** The listing's today (YYYY-MM-DD), in its time zone. */
  today: string;
  /** Occupied ranges [start, end), when known (the detail page's calendar). */
  taken?: { start: string; end: string }[];
  /** The traveller's requests waiting for an answer, when known (the booking service). */
  pendingRequests?: number;
  /**
   * "booking": every animal is described (the booking page and service: a dog's
   * weight is needed where there is a weight limit). "estimate": the price box.
   */
  mode?: "booking" | "estimate";
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The last day check-in may be: today plus the horizon, the day clamped to the month's end. */
export function lastCheckInDay(today: string, months = BOOKING_HORIZON_MONTHS) {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1 + months;
  const day = Number(today.slice(8, 10));
  const target = new Date(Date.UTC(year, month, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastOfMonth));
  return target.toISOString().slice(0, 10);
}

// In its own module so the date pickers on every page take it without the rest of these rules.
export { minNightsFor };

export const PENDING_LIMIT_MESSAGE = `You already have ${MAX_PENDING_REQUESTS} requests waiting for an owner's answer. Wait for a reply, or withdraw one from your trips, before sending another.`;

/**
 * Problems keyed by the booking form's fields: `form`, `limit` (too many
 * pending requests), `checkIn`, `checkOut`, `adults`, `children`, `pets`,
 * `pets.N.species`, `pets.N.weightLb`, `pets.N.breed`. Empty when it may go ahead.
 */
export function stayProblems(rules: StayRules, request: StayRequest, context: StayContext): FieldErrors {
  const fieldErrors: FieldErrors = {};
  const mode = context.mode ?? "booking";
  if (rules.status !== undefined && rules.status !== "published")
    fieldErrors.form = "This stay is not taking bookings at the moment.";
  if (
    !rules.instantBook &&
    context.pendingRequests !== undefined &&
    context.pendingRequests >= MAX_PENDING_REQUESTS
  )
    fieldErrors.limit = PENDING_LIMIT_MESSAGE;

  // Dates: both are needed to book; the price box checks them once both are chosen.
  const { checkIn = "", checkOut = "" } = request;
  const datesGiven = mode === "booking" || (checkIn !== "" && checkOut !== "");
  if (datesGiven) {
    if (!isIsoDate(checkIn)) fieldErrors.checkIn = "Choose a check-in date.";
    if (!isIsoDate(checkOut)) fieldErrors.checkOut = "Choose a check-out date.";
  }
  if (datesGiven && !fieldErrors.checkIn && !fieldErrors.checkOut) {
    const nights = nightsBetween(checkIn, checkOut);
    const notice = rules.advanceNoticeDays ?? 0;
    const window = rules.availabilityMonths ?? BOOKING_HORIZON_MONTHS;
    if (checkIn < context.today) fieldErrors.checkIn = "Check-in can't be in the past.";
    else if (checkIn < addDays(context.today, notice))
      fieldErrors.checkIn = `The owner needs ${plural(notice, "day", "days")}' notice: the earliest check-in is ${formatDate(addDays(context.today, notice))}.`;
    else if (checkIn > lastCheckInDay(context.today, window))
      fieldErrors.checkIn = `Bookings open up to ${window} months ahead.`;
    const minNights = minNightsFor(rules, checkIn);
    if (nights < 1) fieldErrors.checkOut = "Check-out must be after check-in.";
    else if (nights < minNights)
      fieldErrors.checkOut =
        minNights === rules.minNights
          ? `This stay needs at least ${plural(minNights, "night", "nights")}.`
          : `A stay from ${formatDate(checkIn)} needs at least ${plural(minNights, "night", "nights")}.`;
    else if (nights > MAX_STAY_NIGHTS)
      fieldErrors.checkOut = `A stay can be at most ${MAX_STAY_NIGHTS} nights.`;
    else if (nights > rules.maxNights)
      fieldErrors.checkOut = `This stay allows at most ${rules.maxNights} nights.`;
    const from = toDayNumber(checkIn);
    // The nights after a stay the owner keeps free to get ready count as taken (as the database has it).
    const to = toDayNumber(checkOut) + (rules.preparationNights ?? 0);
    if (
      nights >= 1 &&
      !fieldErrors.checkIn &&
      context.taken?.some((range) => toDayNumber(range.start) < to && from < toDayNumber(range.end))
    )
      fieldErrors.checkIn = rules.preparationNights
        ? `Some of these nights are already taken (the owner keeps ${plural(rules.preparationNights, "night", "nights")} free between stays). Pick other dates from the calendar.`
        : "Some of these nights are already taken. Pick other dates from the calendar.";
  }

  // Guests.
  if (!Number.isInteger(request.adults) || request.adults < 1)
    fieldErrors.adults = "At least one adult is needed.";
  if (!Number.isInteger(request.children) || request.children < 0)
    fieldErrors.children = "Enter the number of children.";
  if (!fieldErrors.adults && !fieldErrors.children && request.adults + request.children > rules.maxGuests)
    fieldErrors.adults = `This place sleeps at most ${rules.maxGuests} guests.`;

  // Animals: the fit check decides (../pets/fit.ts, the same as search's and the stay page's);
  // what only a booking needs (a species from the list, a dog's weight) is checked here first.
  const policy = rules.pet;
  const noPets = policy.petsAllowed === "no" || policy.maxPets === 0;
  if (request.pets.length > MAX_PETS_PER_BOOKING) {
    fieldErrors.pets = `At most ${MAX_PETS_PER_BOOKING} animals per booking.`;
    return fieldErrors;
  }
  request.pets.forEach((animal, i) => {
    if (servesAsServiceAnimal(animal, policy.country) || noPets) return;
    // A miniature horse is no species a home takes as a pet: the fit check says so by name.
    if (!SPECIES.includes(animal.species as Species) && animal.species !== MINIATURE_HORSE)
      fieldErrors[`pets.${i}.species`] = "Choose a species from the list.";
    else if (
      mode === "booking" &&
      policy.maxWeightLb !== null &&
      animal.weightLb === null &&
      animal.species === "dog"
    )
      fieldErrors[`pets.${i}.weightLb`] =
        `Enter the weight: dogs up to ${policy.maxWeightLb} lb are welcome.`;
  });
  const fit = checkFit(policy, request.pets);
  for (const reason of fit.reasons) {
    const key = reason.pet === undefined ? "pets" : `pets.${reason.pet}.${FIT_FIELDS[reason.code]}`;
    fieldErrors[key] ??= reason.message;
  }
  return fieldErrors;
}

/** Whether the dates alone are fine (a price can be shown). */
/**
 * Why nights a traveller just tried to book are not free, from what holds them: another booking
 * (or request) was quicker, or the owner closed them (a block, or a synced calendar's nights).
 */
export function takenDatesMessage(
  request: { checkIn: string; checkOut: string },
  taken: readonly { start: string; end: string; kind: "booked" | "blocked" }[],
) {
  const clashing = taken.filter((range) => range.start < request.checkOut && request.checkIn < range.end);
  return clashing.some((range) => range.kind === "booked")
    ? "Those dates were just booked by someone else. Your details are kept: pick other dates."
    : "Some of those nights are no longer available: the owner has closed them. Your details are kept: pick other dates.";
}

export const datesBookable = (fieldErrors: FieldErrors) => !fieldErrors.checkIn && !fieldErrors.checkOut;

/** The HTTP status of a refusal: a conflict with the traveller's other requests, else bad input. */
export const problemStatus = (fieldErrors: FieldErrors) =>
  Object.keys(fieldErrors).length === 1 && fieldErrors.limit ? 409 : 400;

/**
 * The price box's simpler request as input to the same rules: `count` pets of
 * one species, the heaviest weighing `heaviestLb` (given on the first).
 */
export function estimatePets(
  count: number,
  species: string | undefined,
  heaviestLb?: number,
): RequestedPet[] {
  // One more than allowed is enough to say so; a typed 999999 builds no big list.
  return Array.from({ length: Math.min(count, MAX_PETS_PER_BOOKING + 1) }, (_, i) => ({
    species: species ?? "dog",
    weightLb: i === 0 && heaviestLb !== undefined ? heaviestLb : null,
  }));
}

/** A listing and its pet policy (as stored) as the rules read them. */
export function stayRulesOf(
  listing: Pick<StayRules, "minNights" | "maxNights" | "maxGuests"> & {
    country?: string;
    status: string;
    instantBook: boolean;
    advanceNoticeDays?: number;
    preparationNights?: number;
    availabilityMonths?: number;
  },
  pet: StayRules["pet"],
  overrides?: { start: string; end: string; minNights: number | null }[],
): StayRules {
  const minNightsOverrides = (overrides ?? []).flatMap((o) =>
    o.minNights === null ? [] : [{ start: o.start, end: o.end, minNights: o.minNights }],
  );
  return {
    ...(minNightsOverrides.length ? { minNightsOverrides } : {}),
    status: listing.status,
    instantBook: listing.instantBook,
    minNights: listing.minNights,
    maxNights: listing.maxNights,
    maxGuests: listing.maxGuests,
    advanceNoticeDays: listing.advanceNoticeDays,
    preparationNights: listing.preparationNights,
    availabilityMonths: listing.availabilityMonths,
    pet: {
      ...(listing.country ? { country: listing.country } : {}),
      petsAllowed: pet.petsAllowed,
      species: pet.species,
      maxPets: pet.maxPets,
      maxWeightLb: pet.maxWeightLb,
      breedRestrictions: pet.breedRestrictions ?? [],
    },
  };
}
