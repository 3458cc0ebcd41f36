/**
 * A message's pet résumé (decision 1400): the traveller attaches their pets' details to a message,
 * and the message keeps a SNAPSHOT of them (messages.pets, migration 1400), so editing or removing
 * a pet later never changes what was sent. Pure: the composer, the action, the thread and the
 * notice all read it. docs/decisions/1400-pet-resume.md.
 */
import { z } from "zod";
import { cleanDisplayText } from "../../shared/text.ts";
import { fitPetOf, MAX_SAVED_PETS, PET_NAME_MAX, BREED_MAX, bornOnFor, type SavedPet } from "../pets/pets.ts";
import { MAX_PET_WEIGHT_LB, toPounds, type WeightUnit } from "../pets/weight.ts";
import { SPECIES, speciesLabel } from "../pets/species.ts";
import { checkFit, fitSaid, type FitPolicy, type FitSaid, type FitVerdict } from "../pets/fit.ts";

/** One pet as it was when the message was sent. `petId` names the saved pet it came from, if any. */
export const petSnapshotSchema = z.object({
  petId: z.string().nullable(),
  name: z.string().min(1).max(PET_NAME_MAX),
  species: z.enum(SPECIES),
  breed: z.string().max(BREED_MAX),
  weightLb: z.number().positive().max(MAX_PET_WEIGHT_LB).nullable(),
  weightUnit: z.enum(["kg", "lb"]),
  bornOn: z.string().nullable(),
  photoUrl: z.string().nullable(),
  vaccinated: z.boolean(),
  vaccinatedOn: z.string().nullable(),
  spayedNeutered: z.boolean(),
  houseTrained: z.boolean(),
  goodWithChildren: z.boolean().nullable(),
  goodWithAnimals: z.boolean().nullable(),
  serviceAnimal: z.boolean(),
});
export type PetSnapshot = z.output<typeof petSnapshotSchema>;

/** At most this many pets on one message (as many as one may save). */
export const MAX_ATTACHED_PETS = MAX_SAVED_PETS;

/** A saved pet as a message keeps it. Its notes stay out: free text there would slip past the masking. */
export function snapshotOf(pet: SavedPet): PetSnapshot {
  return {
    petId: pet.id,
    name: pet.name,
    species: pet.species,
    breed: pet.breed,
    weightLb: pet.weightLb,
    weightUnit: pet.weightUnit,
    bornOn: pet.bornOn,
    photoUrl: pet.photoUrl,
    vaccinated: pet.vaccinated,
    vaccinatedOn: pet.vaccinatedOn,
    spayedNeutered: pet.spayedNeutered,
    houseTrained: pet.houseTrained,
    goodWithChildren: pet.goodWithChildren,
    goodWithAnimals: pet.goodWithAnimals,
    serviceAnimal: pet.serviceAnimal,
  };
}

/** A stored snapshot list read back: anything that is not one (a hand-edited row) is left out. */
export function readSnapshots(value: unknown): PetSnapshot[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const out = value.flatMap((v) => {
    const parsed = petSnapshotSchema.safeParse(v);
    return parsed.success ? [parsed.data] : [];
  });
  return out.length ? out.slice(0, MAX_ATTACHED_PETS) : null;
}

/* ------------------------------------------------------------------ *
 * The composer's typed pet (for a traveller without saved pets)
 * ------------------------------------------------------------------ */

/** The typed pet's fields, named apart from the message's own. */
export const TYPED_PET_FIELDS = [
  "petName",
  "petSpecies",
  "petBreed",
  "petWeight",
  "petWeightUnit",
  "petAge",
] as const;

const typedText = (max: number, label: string) =>
  z
    .string()
    .max(max * 4, `${label}: at most ${max} characters.`)
    .transform(cleanDisplayText)
    .pipe(z.string().max(max, `${label}: at most ${max} characters.`));

export const typedPetSchema = z
  .object({
    petName: typedText(PET_NAME_MAX, "Name").prefault(""),
    petSpecies: z.enum(["", ...SPECIES], { error: "Choose a species from the list." }).prefault(""),
    petBreed: typedText(BREED_MAX, "Breed").prefault(""),
    petWeight: z
      .string()
      .trim()
      .refine((v) => v === "" || /^\d{1,3}(\.\d{1,2})?$/.test(v), "Enter the weight as a number, like 12.5.")
      .prefault(""),
    petWeightUnit: z.enum(["kg", "lb"], { error: "Choose kg or lb." }).prefault("lb"),
    petAge: z
      .string()
      .trim()
      .refine((v) => v === "" || /^\d{1,2}$/.test(v), "Age: whole years, like 4.")
      .prefault(""),
  })
  .superRefine((v, ctx) => {
    const anything = v.petName || v.petSpecies || v.petBreed || v.petWeight || v.petAge;
    if (!anything) return;
    if (!v.petName) ctx.addIssue({ code: "custom", path: ["petName"], message: "Enter your pet's name." });
    if (!v.petSpecies)
      ctx.addIssue({ code: "custom", path: ["petSpecies"], message: "Choose a species from the list." });
    if (v.petWeight) {
      const lb = toPounds(Number(v.petWeight), v.petWeightUnit);
      if (lb <= 0 || lb > MAX_PET_WEIGHT_LB)
        ctx.addIssue({ code: "custom", path: ["petWeight"], message: "Enter a weight your pet could have." });
    }
    if (v.petAge && Number(v.petAge) > 40)
      ctx.addIssue({ code: "custom", path: ["petAge"], message: "Age: at most 40 years." });
  });

/** A typed pet as a snapshot, or null when nothing was typed (the schema checked the rest). */
export function typedSnapshot(form: z.output<typeof typedPetSchema>, today: string): PetSnapshot | null {
  if (!form.petName || !form.petSpecies) return null;
  return {
    petId: null,
    name: form.petName,
    species: form.petSpecies,
    breed: form.petBreed,
    weightLb: form.petWeight ? toPounds(Number(form.petWeight), form.petWeightUnit) : null,
    weightUnit: form.petWeightUnit,
    bornOn: form.petAge ? bornOnFor(Number(form.petAge), 0, today) : null,
    photoUrl: null,
    vaccinated: false,
    vaccinatedOn: null,
    spayedNeutered: false,
    houseTrained: false,
    goodWithChildren: null,
    goodWithAnimals: null,
    serviceAnimal: false,
  };
}

/** The picked saved pets' ids from a form: unique, at most as many as may be attached. */
export function pickedPetIds(values: readonly FormDataEntryValue[]): string[] {
  return [...new Set(values.filter((v): v is string => typeof v === "string" && v !== ""))].slice(
    0,
    MAX_ATTACHED_PETS + 1,
  );
}

/* ------------------------------------------------------------------ *
 * Reading it
 * ------------------------------------------------------------------ */

/** Countries that weigh pets in pounds. */
const POUND_COUNTRIES = new Set(["united states", "usa", "us", "liberia", "myanmar"]);

/**
 * The unit a reader sees a résumé's weights in: the traveller reads each pet in the unit they
 * chose for it; the owner in the unit of their home's country (pounds in the United States,
 * kilograms elsewhere), the one their weight limit is thought in.
 */
export function viewerUnit(
  side: "guest" | "host",
  pet: Pick<PetSnapshot, "weightUnit">,
  country: string,
): WeightUnit {
  if (side === "guest") return pet.weightUnit;
  return POUND_COUNTRIES.has(country.trim().toLowerCase()) ? "lb" : "kg";
}

/** The owner's reading of a résumé against their home's policy: the pure fit check, nothing else. */
export function resumeFit(
  policy: FitPolicy,
  pets: readonly PetSnapshot[],
  unit: WeightUnit,
): { verdict: FitVerdict; reasons: FitSaid[] } {
  const fit = checkFit(policy, pets.map(fitPetOf), { unit });
  return { verdict: fit.verdict, reasons: fitSaid(fit) };
}

/** "Max (dog) and Luna (cat)": the names in a notice. */
export function attachedNames(pets: readonly Pick<PetSnapshot, "name" | "species">[]): string {
  const names = pets.map((p) => `${p.name} (${speciesLabel(p.species)})`);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** What a message's notice adds when pets were attached (it travels by email and SMS too). */
export function attachedNotice(pets: readonly PetSnapshot[] | null): { title: string; line: string } | null {
  if (!pets?.length) return null;
  return {
    title: pets.length === 1 ? "with a pet's details" : `with ${pets.length} pets' details`,
    line: `Pet details attached: ${attachedNames(pets)}.`,
  };
}

/**
 * The composer's pet fields read from a submission: the picked saved pets' ids and the typed
 * pet (a snapshot, or null), or the field messages to show again with what was typed.
 */
export function readAttachFields(
  form: { getAll(name: string): FormDataEntryValue[]; get(name: string): FormDataEntryValue | null },
  today: string,
):
  | { ok: true; petIds: string[]; typed: PetSnapshot | null; values: Record<string, string> }
  | { ok: false; fieldErrors: Record<string, string>; values: Record<string, string>; petIds: string[] } {
  const values: Record<string, string> = {};
  for (const name of TYPED_PET_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  const petIds = pickedPetIds(form.getAll("pet"));
  const parsed = typedPetSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "pets")] ??= issue.message;
    return { ok: false, fieldErrors, values, petIds };
  }
  return { ok: true, petIds, typed: typedSnapshot(parsed.data, today), values };
}
