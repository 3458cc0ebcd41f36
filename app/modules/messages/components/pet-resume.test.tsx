import { describe, expect, it } from "vitest";
import { inLanguage as renderIn } from "../../../../tests/helpers/in-language.tsx";
import { resumeFit, snapshotOf } from "../pet-resume";
import { PetResumeCard } from "./pet-resume";

const max = snapshotOf({
  id: "11111111-1111-4111-8111-111111111111",
  name: "Max",
  species: "dog",
  breed: "Labrador Retriever",
  weightLb: 83.78,
  weightUnit: "kg",
  bornOn: "2022-01-01",
  photoUrl: null,
  vaccinated: true,
  vaccinatedOn: null,
  spayedNeutered: false,
  houseTrained: true,
  goodWithChildren: true,
  goodWithAnimals: false,
  notes: "",
  serviceAnimal: false,
});
const policy = { petsAllowed: "yes", species: ["dog"], maxPets: 1, maxWeightLb: 50 };
const resume = { pets: [{ ...max, unit: "kg" as const }], fit: resumeFit(policy, [max], "kg") };

describe("a message's pet résumé in the reader's language (issue 38)", () => {
  it("reads as before in English", () => {
    const html = renderIn("en", <PetResumeCard resume={resume} today="2026-06-01" />);
    expect(html).toContain('aria-label="Pet details: Max"');
    expect(html).toContain("Dog · Labrador Retriever · 38\u00a0kg · 4 years");
    expect(html).toContain("Not with other animals");
    expect(html).toContain("Does not fit your pet policy");
    expect(html).toContain("Dogs up to 22.7\u00a0kg — Max is 38\u00a0kg".replace(/\u00a0/g, " "));
  });

  it("is written in Spanish and Arabic, the breed as the traveller typed it", () => {
    const es = renderIn("es", <PetResumeCard resume={resume} today="2026-06-01" />);
    expect(es).toContain("Datos de las mascotas, tal como se enviaron");
    expect(es).toContain("No cumple tu política de mascotas");
    expect(es).toContain("Labrador Retriever");
    const ar = renderIn("ar", <PetResumeCard resume={resume} today="2026-06-01" />);
    expect(ar).toContain("لا يناسب الحيوانات الأخرى");
  });
});
