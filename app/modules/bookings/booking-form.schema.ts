import { z } from "zod";
import { parseWholeNumber, type FieldErrors } from "../../shared/forms.ts";
import { MINIATURE_HORSE, SPECIES, type Species } from "../pets/species.ts";
import { MAX_PET_WEIGHT_LB } from "../pets/weight.ts";
import { MAX_PETS_PER_BOOKING } from "./rules.ts";
import type { BookingRequest, PetInput } from "./bookings.ts";

/**
 * The booking form: what it sends (also as a query string, so "update the price" keeps every
 * field), read refusing (never coercing) what is not a date, a whole number or a weight, and
 * keeping every field as typed to show again. The animals are an array: `pets.N.name|species|
 * breed|weightLb|serviceAnimal` fields, one row each, checked row by row by `petRowsSchema`.
 */

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
 * One animal of the form as typed; the form's animals are an array of these, in order. Its name
 * is checked only on submit (`bookingFormProblems`): the price can be updated before it is typed.
 */
export const petRowSchema = z
  .object({
    name: z.string(),
    species: z.string(),
    breed: z.string(),
    weightLb: z.string(),
    serviceAnimal: z.boolean(),
  })
  .superRefine((row, ctx) => {
    // A miniature horse comes only as a service animal (where the law says so: the rules decide).
    if (!SPECIES.includes(row.species as Species) && !(row.species === MINIATURE_HORSE && row.serviceAnimal))
      ctx.addIssue({
        code: "custom",
        path: ["species"],
        message:
          row.species === MINIATURE_HORSE
            ? "A miniature horse can come only as a service animal."
            : "Choose a species from the list.",
      });
    if (row.breed.length > BREED_MAX)
      ctx.addIssue({ code: "custom", path: ["breed"], message: `Use at most ${BREED_MAX} characters.` });
    if (weightOf(row.weightLb) === "invalid")
      ctx.addIssue({ code: "custom", path: ["weightLb"], message: "Enter a weight in pounds, like 35." });
  });

/** The form's animals: issues come back keyed `N.field`, the form's `pets.N.field`. */
export const petRowsSchema = z.array(petRowSchema);

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

  const checked = petRowsSchema.safeParse(rows);
  if (!checked.success)
    for (const issue of checked.error.issues) fieldErrors[`pets.${issue.path.join(".")}`] ??= issue.message;
  const pets: PetInput[] = rows.map((row) => {
    const weight = weightOf(row.weightLb);
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
