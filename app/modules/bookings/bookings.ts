import { parseWholeNumber, type FieldErrors } from "../../shared/forms.ts";
import { addDays, nightsBetween, toDayNumber } from "../../shared/dates.ts";
import { MINIATURE_HORSE, SPECIES, type Species } from "../pets/species.ts";
import { MAX_PETS_PER_BOOKING } from "./rules.ts";
import { MAX_PET_WEIGHT_LB } from "../pets/weight.ts";

/**
 * A booking request and its form. Whether a stay may be booked is decided in
 * one place, `stayProblems` (./rules.ts); this module reads what the booking
 * form sent, refusing (never coercing) what is not a date, a whole number or a
 * weight, and keeps every field as typed to show again.
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

/** One animal as typed in the form (the weight as text, to show again as it was). */
export interface PetRow {
  name: string;
  species: string;
  breed: string;
  weightLb: string;
  serviceAnimal: boolean;
}

/** What the booking form sends (also as a query string, so "update the price" keeps every field). */
export interface BookingForm {
  listing: string;
  request: BookingRequest;
  /** The animals as typed, in the order of `request.pets`. */
  petRows: PetRow[];
  message: string;
  contactPhone: string;
  agree: boolean;
  idempotencyKey: string;
  /** The form's fields as typed, to show again with the errors. */
  values: Record<string, string>;
  /** What could not be read (not a whole number, not a weight, not a species…), by field. */
  fieldErrors: FieldErrors;
}

/** An owner cannot book their own home: the same words on the booking page and from the service. */
export const OWN_HOME_MESSAGE =
  "This is your own home, so you can't book it. To keep some nights for yourself, block them on its calendar.";

export const MESSAGE_MAX = 1000;
export const PET_NAME_MAX = 40;
export const BREED_MAX = 60;
const PHONE = /^\+?[0-9 ().-]{7,24}$/;
const PET_FIELD = /^pets\.(0|[1-9]\d?)\.(name|species|breed|weightLb|serviceAnimal)$/;
const WEIGHT = /^\d{1,3}(?:\.\d{1,2})?$/;

const emptyPet = (): PetRow => ({ name: "", species: "dog", breed: "", weightLb: "", serviceAnimal: false });

/** A count typed in the form: absent or blank is the default; anything but a whole number is refused. */
function count(
  values: Record<string, string>,
  name: string,
  fallback: number,
  fieldErrors: FieldErrors,
  label: string,
) {
  const raw = values[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = parseWholeNumber(raw);
  if (n === null) {
    fieldErrors[name] = `Enter the number of ${label} as a whole number, like ${fallback || 1}.`;
    return fallback;
  }
  return n;
}

/** A weight in pounds: blank is "not given"; "NaN", "1e309", "-5" are refused. */
function weightOf(text: string): number | null | "invalid" {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!WEIGHT.test(trimmed)) return "invalid";
  const n = Number(trimmed);
  return n > 0 && n <= MAX_PET_WEIGHT_LB ? n : "invalid";
}

/**
 * Reads the form. Pet rows are `pets.N.name|species|breed|weightLb|serviceAnimal`;
 * `pets` alone (from the detail page) is how many pet rows to show. `edit` is the
 * page's add/remove buttons (GET submits that keep everything typed).
 */
export function readBookingForm(
  fields: Iterable<[string, FormDataEntryValue]>,
  edit: {
    addPet?: boolean;
    removePet?: string | null;
    /** The traveller's saved pets chosen before (the stay page's `pet=<id>`): the rows to start from. */
    savedRows?: PetRow[];
    /** A saved pet picked on the booking page: one more row, filled in. */
    addRow?: PetRow | null;
  } = {},
): BookingForm {
  const values: Record<string, string> = {};
  for (const [key, value] of fields) if (typeof value === "string") values[key] = value;
  const fieldErrors: FieldErrors = {};

  const byIndex = new Map<number, PetRow>();
  for (const [key, value] of Object.entries(values)) {
    if (!key.startsWith("pets.")) continue;
    const match = PET_FIELD.exec(key);
    if (!match) {
      fieldErrors.pets = "Some of the animals' details could not be read. Please check them below.";
      continue;
    }
    const index = Number(match[1]);
    const row = byIndex.get(index) ?? { ...emptyPet(), species: "" };
    byIndex.set(index, row);
    const field = match[2] as keyof PetRow;
    if (field === "serviceAnimal") row.serviceAnimal = value === "on";
    else row[field] = value;
  }
  let rows = [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  if (rows.length > MAX_PETS_PER_BOOKING) {
    fieldErrors.pets = `At most ${MAX_PETS_PER_BOOKING} animals per booking.`;
    rows = rows.slice(0, MAX_PETS_PER_BOOKING + 1);
  }
  // From the stay page: the saved pets chosen there, or a count of one species with the
  // heaviest weight (pounds) on the first, so that many rows to finish.
  const wanted = count(values, "pets", 0, fieldErrors, "pets");
  if (rows.length === 0 && edit.savedRows?.length) rows = edit.savedRows.slice(0, MAX_PETS_PER_BOOKING);
  else if (rows.length === 0) {
    const species = SPECIES.includes(values.species as Species) ? values.species! : "dog";
    const heaviest = weightOf(values.weight ?? "");
    rows = Array.from({ length: Math.min(MAX_PETS_PER_BOOKING, wanted) }, (_, i) => ({
      ...emptyPet(),
      species,
      weightLb: i === 0 && typeof heaviest === "number" ? String(heaviest) : "",
    }));
  }

  const remove = parseWholeNumber(edit.removePet);
  if (remove !== null && remove < rows.length) rows.splice(remove, 1);
  if (edit.addPet && rows.length < MAX_PETS_PER_BOOKING) rows.push(emptyPet());
  if (edit.addRow && rows.length < MAX_PETS_PER_BOOKING) rows.push(edit.addRow);

  const pets: PetInput[] = rows.map((row, i) => {
    const at = (field: string) => `pets.${i}.${field}`;
    // A miniature horse comes only as a service animal (where the law says so: the rules decide).
    if (!SPECIES.includes(row.species as Species) && !(row.species === MINIATURE_HORSE && row.serviceAnimal))
      fieldErrors[at("species")] =
        row.species === MINIATURE_HORSE
          ? "A miniature horse can come only as a service animal."
          : "Choose a species from the list.";
    if (row.breed.length > BREED_MAX) fieldErrors[at("breed")] = `Use at most ${BREED_MAX} characters.`;
    const weight = weightOf(row.weightLb);
    if (weight === "invalid") fieldErrors[at("weightLb")] = "Enter a weight in pounds, like 35.";
    return {
      name: row.name,
      species: row.species,
      breed: row.breed,
      weightLb: weight === "invalid" ? null : weight,
      serviceAnimal: row.serviceAnimal,
    };
  });

  return {
    listing: (values.listing ?? "").trim(),
    request: {
      checkIn: (values.checkIn ?? "").trim(),
      checkOut: (values.checkOut ?? "").trim(),
      adults: count(values, "adults", 1, fieldErrors, "adults"),
      children: count(values, "children", 0, fieldErrors, "children"),
      pets,
    },
    petRows: rows,
    message: (values.message ?? "").trim(),
    contactPhone: (values.contactPhone ?? "").trim(),
    agree: values.agree === "on",
    idempotencyKey: values.idempotencyKey ?? "",
    values,
    fieldErrors,
  };
}

/** A saved pet as a row of the booking form (its weight in pounds, the form's unit). */
export function petRowOf(pet: {
  name: string;
  species: string;
  breed: string;
  weightLb: number | null;
  serviceAnimal: boolean;
}): PetRow {
  return {
    name: pet.name,
    species: pet.species,
    breed: pet.breed,
    weightLb: pet.weightLb === null ? "" : String(pet.weightLb),
    serviceAnimal: pet.serviceAnimal,
  };
}

/** What only a submit must have (the price can be updated without them). */
export function bookingFormProblems(form: BookingForm): FieldErrors {
  const fieldErrors: FieldErrors = {};
  form.request.pets.forEach((pet, i) => {
    const name = pet.name.trim();
    if (!name) fieldErrors[`pets.${i}.name`] = "Enter the animal's name.";
    else if (name.length > PET_NAME_MAX)
      fieldErrors[`pets.${i}.name`] = `Use at most ${PET_NAME_MAX} characters.`;
  });
  if (!form.contactPhone) fieldErrors.contactPhone = "Enter a phone number the owner can reach you on.";
  else if (!PHONE.test(form.contactPhone))
    fieldErrors.contactPhone = "Enter a phone number like +1 415 555 0100.";
  if (form.message.length > MESSAGE_MAX)
    fieldErrors.message = `Keep the message under ${MESSAGE_MAX} characters.`;
  if (!form.agree) fieldErrors.agree = "Please accept the house rules and the pet policy.";
  if (!/^[A-Za-z0-9-]{16,64}$/.test(form.idempotencyKey))
    fieldErrors.form = "This form is out of date. Please reload the page.";
  return fieldErrors;
}
