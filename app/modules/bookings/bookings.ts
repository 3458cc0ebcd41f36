import { addDays, nightsBetween, toDayNumber } from "../../shared/dates.ts";
import { MAX_PETS_PER_BOOKING } from "./rules.ts";

/**
 * A booking request. Whether a stay may be booked is decided in one place,
 * `stayProblems` (./rules.ts); the booking form is read in ./booking-form.schema.ts.
 */
export { MAX_PETS_PER_BOOKING };

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

/** An owner cannot book their own home: the same words on the booking page and from the service. */
export const OWN_HOME_MESSAGE =
  "This is your own home, so you can't book it. To keep some nights for yourself, block them on its calendar.";

/** Why a traveller's cancellation is refused (in their language through `formErrors`, decision 3850). */
export const NO_LONGER_CANCELLABLE = "This booking can no longer be cancelled.";
export const AMOUNTS_CHANGED =
  "A cancellation deadline has passed since you looked, so the amounts changed. Here they are again.";
export const CANCEL_REFUSALS = [NO_LONGER_CANCELLABLE, AMOUNTS_CHANGED];
