import { describe, expect, it } from "vitest";
import type { SavedPet } from "../pets/pets.ts";
import {
  attachedNotice,
  readAttachFields,
  readSnapshots,
  resumeFit,
  snapshotOf,
  viewerUnit,
} from "./pet-resume.ts";

const max: SavedPet = {
  id: "11111111-1111-4111-8111-111111111111",
  name: "Max",
  species: "dog",
  breed: "Labrador Retriever",
  weightLb: 83.78,
  weightUnit: "kg",
  bornOn: "2022-01-01",
  photoUrl: "/storage/pet-photos/u/p/1.webp",
  vaccinated: true,
  vaccinatedOn: "2026-03-01",
  spayedNeutered: true,
  houseTrained: true,
  goodWithChildren: true,
  goodWithAnimals: false,
  notes: "Call me on +1 415 555 0100",
  serviceAnimal: false,
};

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) data.append(k, one);
  return data;
};

describe("a message's pet résumé", () => {
  it("keeps a snapshot of a saved pet, without its notes (they would slip past the masking)", () => {
    const snap = snapshotOf(max);
    expect(snap).toMatchObject({ petId: max.id, name: "Max", weightLb: 83.78, weightUnit: "kg" });
    expect(JSON.stringify(snap)).not.toContain("555");
    // Read back as stored; junk in the column is left out, never thrown.
    expect(readSnapshots(JSON.parse(JSON.stringify([snap, { name: 3 }])))).toEqual([snap]);
    expect(readSnapshots(null)).toBeNull();
    expect(readSnapshots([])).toBeNull();
    expect(readSnapshots("nope")).toBeNull();
  });

  it("reads the composer: picked ids (unique), a typed pet, or what to fix", () => {
    const picked = readAttachFields(form({ pet: [max.id, max.id, ""] }), "2026-05-20");
    expect(picked).toMatchObject({ ok: true, petIds: [max.id], typed: null });
    const typed = readAttachFields(
      form({ petName: " Biscuit ", petSpecies: "dog", petWeight: "12.5", petWeightUnit: "kg", petAge: "3" }),
      "2026-05-20",
    );
    expect(typed.ok && typed.typed).toMatchObject({
      petId: null,
      name: "Biscuit",
      species: "dog",
      weightLb: 27.56,
      weightUnit: "kg",
      bornOn: "2023-05-01",
      vaccinated: false,
    });
    const bad = readAttachFields(form({ petWeight: "heavy", petSpecies: "dragon" }), "2026-05-20");
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.fieldErrors.petWeight).toBe("Enter the weight as a number, like 12.5.");
      expect(bad.fieldErrors.petSpecies).toBe("Choose a species from the list.");
      expect(bad.values.petWeight).toBe("heavy");
    }
    const nameless = readAttachFields(form({ petSpecies: "cat" }), "2026-05-20");
    expect(!nameless.ok && nameless.fieldErrors.petName).toBe("Enter your pet's name.");
    const tooHeavy = readAttachFields(
      form({ petName: "Rex", petSpecies: "dog", petWeight: "999" }),
      "2026-05-20",
    );
    expect(tooHeavy.ok).toBe(false);
    // Nothing typed is no pet at all.
    expect(readAttachFields(form({ petWeightUnit: "kg" }), "2026-05-20")).toMatchObject({
      ok: true,
      typed: null,
    });
  });

  it("shows weights in the reader's unit: the traveller's own, the owner's country's", () => {
    expect(viewerUnit("guest", { weightUnit: "kg" }, "United States")).toBe("kg");
    expect(viewerUnit("host", { weightUnit: "kg" }, "United States")).toBe("lb");
    expect(viewerUnit("host", { weightUnit: "lb" }, "France")).toBe("kg");
  });

  it("gives the owner the fit against the home's policy, from the one fit check", () => {
    const policy = { petsAllowed: "yes", species: ["dog"], maxPets: 1, maxWeightLb: 50 };
    const fit = resumeFit(policy, [snapshotOf(max)], "kg");
    expect(fit.verdict).toBe("no");
    expect(fit.reasons).toEqual([
      { code: "weight", only: "dog", limit: 22.7, weight: 38, unit: "kg", name: "Max" },
    ]);
    expect(resumeFit({ ...policy, maxWeightLb: null }, [snapshotOf(max)], "lb").verdict).toBe("fits");
  });

  it("says in the notice (and its SMS title) that pets were attached", () => {
    expect(attachedNotice(null)).toBeNull();
    const cat = { ...snapshotOf(max), name: "Luna", species: "cat" as const };
    expect(attachedNotice([snapshotOf(max), cat])).toEqual({
      title: "with 2 pets' details",
      line: "Pet details attached: Max (dog) and Luna (cat).",
    });
    expect(attachedNotice([cat])!.title).toBe("with a pet's details");
  });
});
