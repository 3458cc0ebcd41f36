import { describe, expect, it } from "vitest";
import { localizeMessage, serverMessageKey } from "../../i18n/server-messages.server.ts";
import {
  ageText,
  bornOnFor,
  petColumns,
  petFormSchema,
  petFacts,
  petSummary,
  petTraits,
  preferredUnit,
  type SavedPet,
} from "./pets.ts";

const pet = (over: Partial<SavedPet> = {}): SavedPet => ({
  id: "p1",
  name: "Luna",
  species: "cat",
  breed: "Siamese",
  weightLb: 9,
  weightUnit: "lb",
  bornOn: "2022-03-01",
  photoUrl: null,
  vaccinated: true,
  vaccinatedOn: null,
  spayedNeutered: true,
  houseTrained: true,
  goodWithChildren: false,
  goodWithAnimals: null,
  notes: "",
  serviceAnimal: false,
  ...over,
});

describe("saved pets", () => {
  it("keep the age as the month of birth, so it grows on its own", () => {
    expect(bornOnFor(4, 2, "2026-05-20")).toBe("2022-03-01");
    expect(bornOnFor(0, 11, "2026-05-20")).toBe("2025-06-01");
    expect(bornOnFor(null, null, "2026-05-20")).toBeNull();
    expect(ageText("2022-03-01", "2026-05-20")).toBe("4 years 2 months");
    expect(ageText("2026-05-01", "2026-05-20")).toBe("Under a month");
    expect(ageText("2025-05-01", "2026-05-20")).toBe("1 year");
  });

  it("sum a pet up for an owner, and a service animal without any health detail", () => {
    expect(petSummary(pet(), "2026-05-20")).toBe(
      "Luna — cat, Siamese, 9 lb, 4 years 2 months · vaccinated, spayed/neutered, house-trained, not with children",
    );
    expect(
      petSummary(pet({ name: "Guide", species: "dog", serviceAnimal: true, breed: "" }), "2026-05-20"),
    ).toBe("Guide — service animal (dog), 9 lb, 4 years 2 months");
  });

  it("share their words between the pets page (positives, capitalised there) and the owner's line", () => {
    expect(petFacts(pet(), "2026-05-20", { unit: "kg" })).toEqual([
      "cat",
      "Siamese",
      "4.1 kg",
      "4 years 2 months",
    ]);
    expect(petTraits(pet(), { negatives: true })).toEqual([
      "vaccinated",
      "spayed/neutered",
      "house-trained",
      "not with children",
    ]);
    expect(petTraits(pet(), { negatives: false })).not.toContain("not with children");
    expect(petTraits(pet({ serviceAnimal: true }), { negatives: true })).toEqual([]);
  });

  it("read the form: defaults, a date only with vaccinations, never a future one", () => {
    const parsed = petFormSchema.parse({ name: " Pip ", species: "bird" });
    expect(parsed).toMatchObject({ name: "Pip", weight: null, weightUnit: "lb", goodWithChildren: "unsure" });
    const cols = petColumns(
      petFormSchema.parse({
        name: "Rex",
        species: "dog",
        weight: "20",
        weightUnit: "kg",
        vaccinatedOn: "2026-01-01",
      }),
      "2026-05-20",
    );
    expect(cols).toMatchObject({
      weightLb: 44.09,
      vaccinated: false,
      vaccinatedOn: null,
      goodWithChildren: null,
    });
    const future = petFormSchema.parse({
      name: "Rex",
      species: "dog",
      vaccinated: "on",
      vaccinatedOn: "2030-01-01",
    });
    expect(petColumns(future, "2026-05-20").vaccinatedOn).toBeNull();
  });

  it("show weights in the unit most of the pets use", () => {
    expect(preferredUnit([{ weightUnit: "kg" }, { weightUnit: "lb" }])).toBe("kg");
    expect(preferredUnit([{ weightUnit: "lb" }])).toBe("lb");
    expect(preferredUnit([])).toBe("lb");
  });
});

/** The pet form's refusals are said in the reader's language (issue 38): each is in the table. */
describe("the pet form's refusals in the reader's language", () => {
  it("finds each field's refusal in formErrors", () => {
    const inputs = [
      {
        name: "",
        species: "dragon",
        weight: "heavy",
        weightUnit: "st",
        ageYears: "x",
        ageMonths: "y",
        vaccinatedOn: "soon",
      },
      {
        name: "x".repeat(200),
        species: "dog",
        weight: "900",
        ageYears: "41",
        ageMonths: "12",
        notes: "x".repeat(5000),
      },
    ];
    const messages = inputs.flatMap((input) => {
      const result = petFormSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    });
    expect(messages.length).toBeGreaterThan(10);
    for (const message of [
      ...messages,
      "Please check the highlighted fields.",
      "This pet is not among yours.",
    ])
      expect({ message, found: serverMessageKey(message) !== null }).toEqual({ message, found: true });
    expect(localizeMessage("fr", "Enter your pet's name.")).toBe("Saisissez le nom de votre animal.");
    expect(localizeMessage("ar", "Years: at most 40.")).toBe("السنوات: ٤٠ على الأكثر.");
  });
});
