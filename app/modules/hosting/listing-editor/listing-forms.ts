import { z } from "zod";
import { WHOLE_NUMBER } from "~/shared/forms";
import { LB_PER_KG, limitInPounds, MAX_PET_WEIGHT_LB } from "../../pets/weight.ts";
import { PET_FEE_BASES } from "../../pets/pet-fee.ts";
import { PROPERTY_TYPES } from "../../stays/stays.ts";
import { SPECIES } from "../../pets/species.ts";
import {
  AMENITY_KEYS,
  CANCELLATION_POLICIES,
  PET_AMENITY_KEYS,
  UNATTENDED_LABELS,
} from "../../stays/listing-features.ts";
import { COUNTRY_NAMES, CURRENCIES, isKnownTimeZone } from "./places.ts";
import { LOCALES } from "../../../i18n/locales.ts";

/**
 * The editor's forms, one schema per step, used by the server to parse and by the browser for
 * instant messages. They check each field's shape and bounds; what a listing needs before it is
 * published (a title long enough, five photos, …) is `publishProblems` in listing-rules.ts, so a
 * draft can be saved half done.
 */

const text = (label: string, max: number, min = 0) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine(
      (v) => v.length >= min,
      min > 1 ? `Enter ${label} (${min} characters at least).` : `Enter ${label}.`,
    )
    .refine((v) => v.length <= max, `${capitalise(label)}: ${max} characters at most.`);

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const whole = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .refine((v) => WHOLE_NUMBER.test(v), `${capitalise(label)}: a whole number.`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${capitalise(label)}: from ${min} to ${max}.`);

const optionalWhole = (label: string, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine(
      (v) => v === "" || WHOLE_NUMBER.test(v),
      `${capitalise(label)}: a whole number, or leave it empty.`,
    )
    .transform((v) => (v === "" ? null : Number(v)))
    .refine((n) => n === null || (n >= min && n <= max), `${capitalise(label)}: from ${min} to ${max}.`);

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
/** An amount typed in the listing's currency ("120", "89.50") as integer cents. */
const money = (label: string, max: number, { optional = false, positive = false } = {}) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().replace(/,/g, ""))
    .refine((v) => (optional && v === "") || v !== "", `Enter ${label}.`)
    .refine((v) => v === "" || MONEY.test(v), `${capitalise(label)}: an amount like 120 or 89.50.`)
    .transform((v) => (v === "" ? null : Math.round(Number(v) * 100)))
    .refine(
      (c) => c === null || c <= max * 100,
      `${capitalise(label)}: ${max.toLocaleString("en-US")} at most.`,
    )
    .refine((c) => !positive || c === null || c > 0, `${capitalise(label)}: more than 0.`);

const decimal = (label: string, min: number, max: number, { optional = false, step = 0.1 } = {}) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine((v) => (optional && v === "") || v !== "", `Enter ${label}.`)
    .refine((v) => v === "" || /^-?\d{1,4}(\.\d{1,6})?$/.test(v), `${capitalise(label)}: a number.`)
    .transform((v) => (v === "" ? null : Number(v)))
    .refine((n) => n === null || (n >= min && n <= max), `${capitalise(label)}: from ${min} to ${max}.`)
    .refine(
      (n) => n === null || Math.abs(n / step - Math.round(n / step)) < 1e-6,
      `${capitalise(label)}: in steps of ${step}.`,
    );

const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** A list sent as several checkboxes of one name, joined by the reader (`listValues`) with commas. */
const choices = <T extends string>(allowed: readonly T[], label: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v.split(",").filter(Boolean) : []))
    .refine(
      (list) => list.every((v) => (allowed as readonly string[]).includes(v)),
      `Choose ${label} from the list.`,
    )
    .transform((list) => [...new Set(list)] as T[]);

/** Lines of a text area as a list (empty lines dropped), each and all bounded. */
const lines = (label: string, maxLines: number, maxLength: number) =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length <= maxLines, `${capitalise(label)}: ${maxLines} at most, one per line.`)
    .refine(
      (list) => list.every((line) => line.length <= maxLength),
      `${capitalise(label)}: ${maxLength} characters per line at most.`,
    );

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (label: string) =>
  z
    .string({ error: `Choose the ${label}.` })
    .trim()
    .refine((v) => TIME.test(v), `Choose the ${label} (hh:mm).`);

/** Fields sent as several values of one name. */
export const LIST_FIELDS = ["amenities", "species", "petAmenities"] as const;

/** The text fields of a form, lists joined with commas (the schemas split them again). */
export function listValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  for (const key of LIST_FIELDS)
    if (form.has(key))
      values[key] = form
        .getAll(key)
        .filter((v) => typeof v === "string")
        .join(",");
  return values;
}

export const placeSchema = z.object({
  propertyType: oneOf(PROPERTY_TYPES, "Choose the kind of property."),
  placeKind: oneOf(["entire", "private_room"] as const, "Say whether guests have the whole place."),
  address: text("the street address", 200, 3),
  city: text("the city", 100, 1),
  region: text("the state, province or region", 100),
  postcode: text("the postcode", 20),
  country: z
    .string({ error: "Choose the country." })
    .refine((v) => COUNTRY_NAMES.includes(v), "Choose the country from the list."),
  timeZone: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine((v) => v === "" || isKnownTimeZone(v), "Choose a time zone from the list."),
  latitude: decimal("the latitude", -90, 90, { optional: true, step: 0.000001 }),
  longitude: decimal("the longitude", -180, 180, { optional: true, step: 0.000001 }),
});

export const spaceSchema = z.object({
  maxGuests: whole("the number of guests", 1, 16),
  bedrooms: whole("the number of bedrooms", 0, 50),
  beds: whole("the number of beds", 1, 50),
  bathrooms: decimal("the number of bathrooms", 0.5, 50, { step: 0.5 }).transform((n) => n ?? 1),
  sizeSqm: optionalWhole("the size in m²", 5, 5000),
  amenities: choices(AMENITY_KEYS, "amenities"),
  accessibilityNotes: text("the accessibility notes", 1000),
});

const POLICY_ANSWERS = ["yes", "on_request", "no"] as const;
const WEIGHT_UNITS = ["kg", "lb"] as const;

export const petsSchema = z
  .object({
    petsAllowed: oneOf(POLICY_ANSWERS, "Say whether pets are welcome."),
    species: choices(SPECIES, "the species"),
    maxPets: whole("the most pets per stay", 1, 10),
    maxWeight: optionalWhole("the weight limit", 1, MAX_PET_WEIGHT_LB),
    weightUnit: oneOf(WEIGHT_UNITS, "Choose kg or lb."),
    breedRestrictions: lines("breed restrictions", 20, 60),
    petFee: money("the pet fee", 10_000, { optional: true }),
    petFeeBasis: oneOf(PET_FEE_BASES, "Choose how the pet fee is charged."),
    petDeposit: money("the pet deposit", 10_000, { optional: true }),
    unattended: oneOf(
      Object.keys(UNATTENDED_LABELS) as [keyof typeof UNATTENDED_LABELS],
      "Choose whether pets may stay alone.",
    ),
    petAmenities: choices(PET_AMENITY_KEYS, "pet amenities"),
    dogParkName: text("the dog park's name", 100),
    dogParkMiles: decimal("the distance to the dog park", 0, 100, { optional: true }),
    vetName: text("the vet's name", 100),
    vetMiles: decimal("the distance to the vet", 0, 100, { optional: true }),
    notes: text("the notes", 1000),
    serviceAnimalNote: text("the service-animal note", 500),
  })
  .superRefine((pets, ctx) => {
    if (pets.petsAllowed !== "no" && pets.species.length === 0)
      ctx.addIssue({
        code: "custom",
        path: ["species"],
        message: "Choose at least one species, or say pets are not allowed.",
      });
    const heaviestKg = Math.floor(MAX_PET_WEIGHT_LB / LB_PER_KG);
    if (pets.weightUnit === "kg" && pets.maxWeight !== null && pets.maxWeight > heaviestKg)
      ctx.addIssue({
        code: "custom",
        path: ["maxWeight"],
        message: `The weight limit: from 1 to ${heaviestKg} kg.`,
      });
  })
  .transform(({ maxWeight, weightUnit, ...pets }) => ({
    ...pets,
    // Stored in pounds (search and the checks read pounds), kilograms rounded down, with the unit typed.
    maxWeightLb: maxWeight === null ? null : limitInPounds(maxWeight, weightUnit),
    maxWeightUnit: weightUnit,
  }));

export const descriptionSchema = z.object({
  title: text("a title", 80, 1),
  summary: text("the summary", 160),
  description: text("the description", 5000),
  houseRules: lines("house rules", 20, 160),
  checkInTime: time("check-in time"),
  checkOutTime: time("check-out time"),
  checkInInstructions: text("the check-in instructions", 2000),
  // The language the owner writes the listing in (decision 3855): pages mark its words with it.
  // Absent (an older form), the listing keeps the one it has.
  language: z.enum(LOCALES, { error: "Choose the language you write the listing in." }).optional(),
});

export const pricingSchema = z
  .object({
    currency: z
      .string({ error: "Choose the currency." })
      .refine((v) => CURRENCIES.includes(v), "Choose the currency from the list."),
    nightlyRate: money("the nightly rate", 100_000, { positive: true }),
    weeklyDiscountPct: whole("the weekly discount", 0, 50),
    monthlyRate: money("the monthly rate", 1_000_000, { optional: true, positive: true }),
    cleaningFee: money("the cleaning fee", 10_000, { optional: true }),
    lodgingTaxPct: decimal("the lodging tax", 0, 25, { step: 0.01 }),
    taxExemptAfterNights: optionalWhole("the tax exemption", 1, 365),
  })
  .transform(({ lodgingTaxPct, ...pricing }) => ({
    ...pricing,
    lodgingTaxBps: Math.round((lodgingTaxPct ?? 0) * 100),
  }));

export const bookingSettingsSchema = z
  .object({
    bookingMode: oneOf(["instant", "request"] as const, "Choose instant book or request to book."),
    minNights: whole("the minimum nights", 1, 365),
    maxNights: whole("the maximum nights", 1, 365),
    advanceNoticeDays: whole("the advance notice", 0, 7),
    preparationNights: whole("the preparation time", 0, 2),
    availabilityMonths: whole("the availability window", 3, 24),
    cancellationPolicy: oneOf(
      Object.keys(CANCELLATION_POLICIES) as [keyof typeof CANCELLATION_POLICIES],
      "Choose a cancellation policy.",
    ),
  })
  .superRefine((settings, ctx) => {
    if (settings.maxNights < settings.minNights)
      ctx.addIssue({
        code: "custom",
        path: ["maxNights"],
        message: "The maximum nights cannot be under the minimum.",
      });
  });

export const STEP_SCHEMAS = {
  place: placeSchema,
  space: spaceSchema,
  pets: petsSchema,
  description: descriptionSchema,
  pricing: pricingSchema,
  booking: bookingSettingsSchema,
} as const;

export type PlaceInput = z.infer<typeof placeSchema>;
export type SpaceInput = z.infer<typeof spaceSchema>;
export type PetsInput = z.infer<typeof petsSchema>;
export type DescriptionInput = z.infer<typeof descriptionSchema>;
export type PricingInput = z.infer<typeof pricingSchema>;
export type BookingSettingsInput = z.infer<typeof bookingSettingsSchema>;

export const snoozeSchema = z.object({
  until: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine(
      (v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v),
      "Choose a date, or leave it empty to snooze until you turn it back on.",
    ),
});

/** The host profile travellers see on each stay (name and picture come from the user's profile). */
export const hostProfileSchema = z.object({
  about: text("a few words about you", 1000),
  languages: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length >= 1, "Name at least one language you speak with guests.")
    .refine(
      (list) => list.length <= 10 && list.every((l) => l.length <= 30),
      "Up to 10 languages, separated by commas.",
    ),
});
