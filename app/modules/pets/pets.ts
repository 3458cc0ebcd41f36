import { z } from "zod";
import { addDays, isIsoDate } from "../../shared/dates.ts";
import { cleanDisplayText } from "../../shared/text.ts";
import { checkbox } from "../../shared/forms.ts";
import { SPECIES, speciesLabel, type Species } from "./species.ts";
import type { FitPet } from "./fit.ts";
import { formatWeight, fromPounds, MAX_PET_WEIGHT_LB, toPounds, type WeightUnit } from "./weight.ts";

/**
 * Saved pets: a traveller's animals, entered once (/user/pets) and then picked for a
 * search, a stay's fit panel and the booking form. Pure rules and the form's schema.
 */
export const MAX_SAVED_PETS = 12;
export const PET_NAME_MAX = 40;
export const BREED_MAX = 60;
export const NOTES_MAX = 1000;
export const PET_PHOTO_BUCKET = "pet-photos";

/** A saved pet as pages and other modules read it. */
export interface SavedPet {
  id: string;
  name: string;
  species: Species;
  breed: string;
  weightLb: number | null;
  weightUnit: WeightUnit;
  /** The first of the month of birth (YYYY-MM-DD), or null. */
  bornOn: string | null;
  photoUrl: string | null;
  vaccinated: boolean;
  vaccinatedOn: string | null;
  spayedNeutered: boolean;
  houseTrained: boolean;
  goodWithChildren: boolean | null;
  goodWithAnimals: boolean | null;
  notes: string;
  serviceAnimal: boolean;
}

/** Suggestions for the breed field (free text: any breed may be typed). */
export const BREED_SUGGESTIONS: Partial<Record<Species, string[]>> = {
  dog: [
    "Australian Shepherd",
    "Beagle",
    "Bernese Mountain Dog",
    "Border Collie",
    "Boxer",
    "Bulldog",
    "Cavalier King Charles Spaniel",
    "Chihuahua",
    "Dachshund",
    "French Bulldog",
    "German Shepherd",
    "Golden Retriever",
    "Great Dane",
    "Labrador Retriever",
    "Mixed breed",
    "Pembroke Welsh Corgi",
    "Poodle",
    "Pug",
    "Rottweiler",
    "Shih Tzu",
    "Siberian Husky",
    "Yorkshire Terrier",
  ],
  cat: [
    "Abyssinian",
    "Bengal",
    "British Shorthair",
    "Domestic Shorthair",
    "Domestic Longhair",
    "Maine Coon",
    "Persian",
    "Ragdoll",
    "Siamese",
    "Sphynx",
  ],
};

const YES_NO_UNSURE = { yes: true, no: false, unsure: null } as const;
type YesNoUnsure = keyof typeof YES_NO_UNSURE;
export const yesNoUnsureOf = (value: boolean | null): YesNoUnsure =>
  value === true ? "yes" : value === false ? "no" : "unsure";

const text = (max: number, label: string) =>
  z
    .string()
    .max(max * 4, `${label}: at most ${max} characters.`)
    .transform(cleanDisplayText)
    .pipe(z.string().max(max, `${label}: at most ${max} characters.`));

const optionalNumber = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || pattern.test(v), message)
    .transform((v) => (v === "" ? null : Number(v)));

/** The pet form (plain form fields as strings), read the same in the browser and the action. */
export const petFormSchema = z
  .object({
    name: text(PET_NAME_MAX, "Name").pipe(z.string().min(1, "Enter your pet's name.")),
    species: z.enum(SPECIES, { error: "Choose a species from the list." }),
    breed: text(BREED_MAX, "Breed").prefault(""),
    weight: optionalNumber(/^\d{1,3}(\.\d{1,2})?$/, "Enter the weight as a number, like 12.5.").prefault(""),
    weightUnit: z.enum(["kg", "lb"], { error: "Choose kg or lb." }).default("lb"),
    ageYears: optionalNumber(/^\d{1,2}$/, "Years: a whole number.").prefault(""),
    ageMonths: optionalNumber(/^\d{1,2}$/, "Months: a whole number from 0 to 11.").prefault(""),
    vaccinated: checkbox,
    vaccinatedOn: z
      .string()
      .trim()
      .refine((v) => v === "" || isIsoDate(v), "Enter the date as YYYY-MM-DD.")
      .prefault(""),
    spayedNeutered: checkbox,
    houseTrained: checkbox,
    goodWithChildren: z.enum(["yes", "no", "unsure"]).default("unsure"),
    goodWithAnimals: z.enum(["yes", "no", "unsure"]).default("unsure"),
    notes: text(NOTES_MAX, "Notes").prefault(""),
    serviceAnimal: checkbox,
  })
  .superRefine((v, ctx) => {
    if (v.weight !== null) {
      const lb = toPounds(v.weight, v.weightUnit);
      if (lb <= 0 || lb > MAX_PET_WEIGHT_LB)
        ctx.addIssue({
          code: "custom",
          path: ["weight"],
          message: `Enter a weight from 0.01 to ${formatWeight(MAX_PET_WEIGHT_LB, v.weightUnit)}.`,
        });
    }
    if (v.ageYears !== null && v.ageYears > 40)
      ctx.addIssue({ code: "custom", path: ["ageYears"], message: "Years: at most 40." });
    if (v.ageMonths !== null && v.ageMonths > 11)
      ctx.addIssue({ code: "custom", path: ["ageMonths"], message: "Months: a whole number from 0 to 11." });
  });
export type PetForm = z.output<typeof petFormSchema>;

/** The month of birth (the first of it) for an age typed in years and months, or null. */
export function bornOnFor(years: number | null, months: number | null, today: string): string | null {
  if (years === null && months === null) return null;
  const total = (years ?? 0) * 12 + (months ?? 0);
  const [y, m] = today.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) - total;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/** The age in whole years and months on `today`, from the month of birth. */
export function ageOf(bornOn: string, today: string): { years: number; months: number } {
  const months = Math.max(
    0,
    (Number(today.slice(0, 4)) - Number(bornOn.slice(0, 4))) * 12 +
      (Number(today.slice(5, 7)) - Number(bornOn.slice(5, 7))),
  );
  return { years: Math.floor(months / 12), months: months % 12 };
}

/** "3 years", "8 months", "1 year 2 months". */
export function ageText(bornOn: string | null, today: string): string | null {
  if (!bornOn) return null;
  const { years, months } = ageOf(bornOn, today);
  const part = (n: number, one: string) => (n ? `${n} ${one}${n === 1 ? "" : "s"}` : "");
  return [part(years, "year"), part(months, "month")].filter(Boolean).join(" ") || "Under a month";
}

/** A stored pet as the form shows it again (its weight in its own unit, its age from its birth month). */
export function petFormValues(pet: SavedPet, today: string): Record<string, string> {
  const age = pet.bornOn ? ageOf(pet.bornOn, today) : null;
  return {
    name: pet.name,
    species: pet.species,
    breed: pet.breed,
    weight: pet.weightLb === null ? "" : String(fromPounds(pet.weightLb, pet.weightUnit)),
    weightUnit: pet.weightUnit,
    ageYears: age ? String(age.years) : "",
    ageMonths: age ? String(age.months) : "",
    vaccinated: pet.vaccinated ? "on" : "",
    vaccinatedOn: pet.vaccinatedOn ?? "",
    spayedNeutered: pet.spayedNeutered ? "on" : "",
    houseTrained: pet.houseTrained ? "on" : "",
    goodWithChildren: yesNoUnsureOf(pet.goodWithChildren),
    goodWithAnimals: yesNoUnsureOf(pet.goodWithAnimals),
    notes: pet.notes,
    serviceAnimal: pet.serviceAnimal ? "on" : "",
  };
}

/** The columns to store for a valid form. */
export function petColumns(form: PetForm, today: string) {
  return {
    name: form.name,
    species: form.species,
    breed: form.breed,
    weightLb: form.weight === null ? null : toPounds(form.weight, form.weightUnit),
    weightUnit: form.weightUnit,
    bornOn: bornOnFor(form.ageYears, form.ageMonths, today),
    vaccinated: form.vaccinated,
    // A date only means something when the vaccinations are said to be up to date; never in the future.
    vaccinatedOn:
      form.vaccinated && form.vaccinatedOn && form.vaccinatedOn <= addDays(today, 1)
        ? form.vaccinatedOn
        : null,
    spayedNeutered: form.spayedNeutered,
    houseTrained: form.houseTrained,
    goodWithChildren: YES_NO_UNSURE[form.goodWithChildren],
    goodWithAnimals: YES_NO_UNSURE[form.goodWithAnimals],
    notes: form.notes,
    serviceAnimal: form.serviceAnimal,
  };
}

/** A saved pet as the fit check reads it. */
export const fitPetOf = (
  pet: Pick<SavedPet, "name" | "species" | "breed" | "weightLb" | "serviceAnimal">,
): FitPet => ({
  name: pet.name,
  species: pet.species,
  breed: pet.breed,
  weightLb: pet.weightLb,
  serviceAnimal: pet.serviceAnimal,
});

/** The unit most of these pets are shown in (the traveller's choice), pounds when none is weighed in kg. */
export function preferredUnit(pets: readonly Pick<SavedPet, "weightUnit">[]): WeightUnit {
  const kg = pets.filter((p) => p.weightUnit === "kg").length;
  return kg > 0 && kg >= pets.length - kg ? "kg" : "lb";
}

/** What a pet's words are made of: a saved pet, or a snapshot of one sent with a message. */
export type PetDetails = Pick<
  SavedPet,
  | "name"
  | "species"
  | "breed"
  | "weightLb"
  | "weightUnit"
  | "bornOn"
  | "vaccinated"
  | "vaccinatedOn"
  | "spayedNeutered"
  | "houseTrained"
  | "goodWithChildren"
  | "goodWithAnimals"
  | "serviceAnimal"
>;

export const capitalize = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

/**
 * A pet's facts, in order: what it is (`kind`, the species by default), breed, weight (in
 * `unit`, else the pet's own) and age. Shared by the pets page's card, the one-line summary and
 * a message's pet résumé, so they never drift apart.
 */
export function petFacts(
  pet: PetDetails,
  today: string,
  options: { kind?: string; unit?: WeightUnit } = {},
): string[] {
  return [
    options.kind ?? speciesLabel(pet.species),
    pet.breed,
    pet.weightLb === null ? "" : formatWeight(pet.weightLb, options.unit ?? pet.weightUnit),
    ageText(pet.bornOn, today) ?? "",
  ].filter(Boolean);
}

/**
 * What an owner may want to know about a pet's health and manners, lower case: "vaccinated
 * (2026-03-01)", "spayed/neutered", "house-trained", "good with children"… With `negatives`, a
 * "no" is said too ("not with children"); "unsure" never is. A service animal has none: its
 * health is nobody's business here.
 */
export function petTraits(pet: PetDetails, options: { negatives: boolean }): string[] {
  if (pet.serviceAnimal) return [];
  const goodWith = (value: boolean | null, what: string) =>
    value === true ? `good with ${what}` : value === false && options.negatives ? `not with ${what}` : "";
  return [
    pet.vaccinated ? `vaccinated${pet.vaccinatedOn ? ` (${pet.vaccinatedOn})` : ""}` : "",
    pet.spayedNeutered ? "spayed/neutered" : "",
    pet.houseTrained ? "house-trained" : "",
    goodWith(pet.goodWithChildren, "children"),
    goodWith(pet.goodWithAnimals, "other animals"),
  ].filter(Boolean);
}

/** "service animal (dog)" for a service animal, else the species. */
export const petKind = (pet: Pick<PetDetails, "species" | "serviceAnimal">) =>
  pet.serviceAnimal ? `service animal (${speciesLabel(pet.species)})` : speciesLabel(pet.species);

/**
 * A pet in one line, for an owner (a booking, a message's pet résumé): "Max — dog, Labrador
 * Retriever, 38 kg, 4 years · vaccinated (2026-03-01), spayed/neutered, house-trained, good
 * with children, good with other animals". A service animal says so and nothing else about
 * health.
 */
export function petSummary(pet: PetDetails, today: string): string {
  const facts = petFacts(pet, today, { kind: petKind(pet) });
  const traits = petTraits(pet, { negatives: true });
  return `${pet.name} — ${facts.join(", ")}${traits.length ? ` · ${traits.join(", ")}` : ""}`;
}
