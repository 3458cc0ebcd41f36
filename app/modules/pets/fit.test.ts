import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arbPet, arbPolicy } from "../../../tests/helpers/pet-arbitraries.ts";
import {
  breedKey,
  checkFit,
  criteriaIn,
  criteriaOf,
  fitMessages,
  fitSaid,
  fitSummary,
  petsOfCriteria,
  restrictedBreed,
  type FitPet,
  type FitPolicy,
} from "./fit.ts";
import { formatWeight, fromPounds, toPounds } from "./weight.ts";

const policy = (over: Partial<FitPolicy> = {}): FitPolicy => ({
  petsAllowed: "yes",
  species: ["dog", "cat"],
  maxPets: 2,
  maxWeightLb: 55,
  breedRestrictions: ["Pit bull", "Wolf hybrid"],
  petFeeCents: 5000,
  petFeeBasis: "per_pet_per_stay",
  petDepositCents: 20000,
  ...over,
});
const max: FitPet = { name: "Max", species: "dog", breed: "Labrador", weightLb: toPounds(38, "kg") };
const luna: FitPet = { name: "Luna", species: "cat", breed: null, weightLb: 9 };
const pip: FitPet = { name: "Pip", species: "bird", weightLb: 0.2 };
const guide: FitPet = { name: "Guide", species: "dog", weightLb: 90, serviceAnimal: true };

describe("the fit check", () => {
  // One row per policy field (and its combinations): the verdict and every reason.
  const cases: [string, FitPolicy, FitPet[], "fits" | "on_request" | "no", string[]][] = [
    ["no pets at all fit anywhere", policy({ petsAllowed: "no" }), [], "fits", []],
    ["a light dog fits", policy(), [{ ...max, weightLb: 30 }], "fits", []],
    ["at the weight limit fits", policy(), [{ ...max, weightLb: 55 }], "fits", []],
    [
      "over the weight limit, said in pounds",
      policy(),
      [{ ...max, weightLb: 55.5 }],
      "no",
      ["Pets up to 55 lb — Max is 55.5 lb"],
    ],
    [
      "a dogs-only policy names dogs",
      policy({ species: ["dog"], maxWeightLb: 40 }),
      [{ ...max, weightLb: 60 }],
      "no",
      ["Dogs up to 40 lb — Max is 60 lb"],
    ],
    ["no weight limit", policy({ maxWeightLb: null }), [{ ...max, weightLb: 200 }], "fits", []],
    ["an unweighed pet is not refused for weight", policy(), [{ ...luna, weightLb: null }], "fits", []],
    ["a species the owner does not take", policy(), [pip], "no", ["No birds — dogs and cats welcome"]],
    [
      "too many pets",
      policy({ maxPets: 1 }),
      [{ ...max, weightLb: 30 }, luna],
      "no",
      ["Max 1 pet — you're bringing 2"],
    ],
    [
      "a restricted breed, any case, inside a longer name",
      policy(),
      [{ ...max, weightLb: 30, breed: "  pit BULL mix " }],
      "no",
      ["Breed restriction: Pit bull (Max)"],
    ],
    [
      "a blank restriction restricts nothing",
      policy({ breedRestrictions: ["", "  "] }),
      [max],
      "no",
      ["Pets up to 55 lb — Max is 83.78 lb"],
    ],
    [
      "no pets allowed: one reason, nothing per animal",
      policy({ petsAllowed: "no" }),
      [max, pip],
      "no",
      ["No pets (service animals are always welcome)"],
    ],
    [
      "a maximum of 0 pets is no pets",
      policy({ maxPets: 0 }),
      [luna],
      "no",
      ["No pets (service animals are always welcome)"],
    ],
    ["on request: the owner decides", policy({ petsAllowed: "on_request" }), [luna], "on_request", []],
    [
      "on request with a broken rule does not fit",
      policy({ petsAllowed: "on_request", species: ["cat"] }),
      [{ ...max, weightLb: 30 }],
      "no",
      ["No dogs — cats welcome"],
    ],
    ["a service animal is not a pet", policy({ petsAllowed: "no" }), [guide], "fits", []],
    [
      "a service animal is not counted, weighed or checked for species",
      policy({ maxPets: 1, species: ["cat"], maxWeightLb: 10 }),
      [guide, luna],
      "fits",
      [],
    ],
    [
      "a cat marked as a service animal is the cat it is: the species rule holds",
      policy({ species: ["dog"] }),
      [{ ...luna, serviceAnimal: true }],
      "no",
      ["No cats — dogs welcome"],
    ],
    [
      "a bird marked as a service animal still counts, and a no-pets home still says no",
      policy({ petsAllowed: "no" }),
      [{ ...pip, serviceAnimal: true }],
      "no",
      ["No pets (service animals are always welcome)"],
    ],
    [
      "a miniature horse serves where the law says so (the US)",
      policy({ petsAllowed: "no", country: "United States" }),
      [{ name: "Pony", species: "miniature_horse", weightLb: 150, serviceAnimal: true }],
      "fits",
      [],
    ],
    [
      "a miniature horse is no service animal elsewhere",
      policy({ country: "Canada" }),
      [{ name: "Pony", species: "miniature_horse", weightLb: 40, serviceAnimal: true }],
      "no",
      ["No miniature horses — dogs and cats welcome"],
    ],
    [
      "every reason at once",
      policy({ maxPets: 1, species: ["dog"], maxWeightLb: 40, breedRestrictions: ["labrador"] }),
      [max, luna, pip],
      "no",
      [
        "Max 1 pet — you're bringing 3",
        "No cats — dogs welcome",
        "No birds — dogs welcome",
        "Dogs up to 40 lb — Max is 83.78 lb",
        "Breed restriction: labrador (Max)",
      ],
    ],
  ];
  it.each(cases)("%s", (_label, p, pets, verdict, reasons) => {
    const fit = checkFit(p, pets);
    expect(fit.verdict).toBe(verdict);
    expect(fitMessages(fit)).toEqual(reasons);
  });

  it("leaves the species alone when it was not said (a search for '2 pets')", () => {
    const anyTwo = petsOfCriteria({ count: 2, species: [], heaviestLb: 30, breeds: [] });
    expect(anyTwo.map((p) => p.species)).toEqual(["", ""]);
    expect(checkFit(policy({ species: ["cat"] }), anyTwo).verdict).toBe("fits");
    expect(criteriaOf(anyTwo)).toEqual({ count: 2, species: [], heaviestLb: 30, breeds: [] });
  });

  it("says weights in the traveller's unit", () => {
    const fit = checkFit(policy({ species: ["dog"] }), [max], { unit: "kg" });
    expect(fitMessages(fit)).toEqual(["Dogs up to 24.9 kg — Max is 38 kg"]);
  });

  it("says 'No cats' once for two cats, but marks both", () => {
    const fit = checkFit(policy({ species: ["dog"] }), [luna, { ...luna, name: "Mia" }]);
    expect(fitMessages(fit)).toEqual(["No cats — dogs welcome"]);
    expect(fit.reasons.map((r) => r.pet)).toEqual([0, 1]);
  });

  it("charges the pet fee and deposit for exactly these pets and nights", () => {
    const nights = 10;
    expect(checkFit(policy(), [max, luna], { nights })).toMatchObject({
      petCount: 2,
      feeCents: 10_000,
      depositCents: 20_000,
    });
    expect(checkFit(policy({ petFeeBasis: "per_pet_per_night" }), [luna, guide], { nights })).toMatchObject({
      petCount: 1,
      serviceAnimals: 1,
      feeCents: 50_000,
    });
    expect(checkFit(policy({ petFeeBasis: "per_pet_per_month" }), [luna], { nights: 31 }).feeCents).toBe(
      10_000,
    );
    // A service animal alone: no fee, no deposit.
    expect(checkFit(policy(), [guide], { nights })).toMatchObject({ feeCents: 0, depositCents: 0 });
    // Without dates there is no fee yet, but the deposit is known.
    expect(checkFit(policy(), [luna])).toMatchObject({ feeCents: 0, depositCents: 20_000 });
  });

  it("gives the badge the pets' names, how many, and the reasons as facts (the card words them)", () => {
    expect(fitSummary(policy(), [max, luna, { ...pip, name: " " }])).toMatchObject({
      names: ["Max", "Luna"],
      count: 3,
    });
    expect(fitSummary(policy({ species: ["cat"], maxWeightLb: null }), [max]).reasons).toEqual([
      { code: "species", species: "dog", welcome: ["cat"] },
    ]);
  });

  it("matches breeds without case or surrounding spaces", () => {
    expect(breedKey("  Pit BULL ")).toBe("pit bull");
    expect(restrictedBreed("American pit bull terrier", ["Pit bull"])).toBe("Pit bull");
    expect(restrictedBreed("Beagle", ["Pit bull"])).toBeNull();
    expect(restrictedBreed("", ["Pit bull"])).toBeNull();
  });
});

describe("the reasons as facts (the stay's fit panel words them in the reader's language)", () => {
  it("says each reason once, with what the English sentence says, weights in the unit asked for", () => {
    const heavyPit = { ...max, breed: "pit bull mix" };
    const fit = checkFit(
      policy({ species: ["dog"], maxPets: 1 }),
      [heavyPit, luna, { ...luna, name: "" }, { species: "ferret", weightLb: 2 }],
      { unit: "kg" },
    );
    expect(fitMessages(fit)).toHaveLength(fitSaid(fit).length);
    expect(fitSaid(fit)).toEqual([
      { code: "too_many", max: 1, count: 4 },
      { code: "species", species: "cat", welcome: ["dog"] },
      { code: "species", species: "", welcome: ["dog"] },
      { code: "weight", only: "dog", limit: fromPounds(55, "kg"), weight: 38, unit: "kg", name: "Max" },
      { code: "breed", breed: "Pit bull", name: "Max" },
    ]);
    expect(fitSaid(checkFit(policy({ petsAllowed: "no" }), [luna]))).toEqual([{ code: "no_pets" }]);
  });
});

describe("weights", () => {
  it("are stored in pounds with two decimals and shown in the chosen unit", () => {
    expect(toPounds(38, "kg")).toBe(83.78);
    expect(toPounds(12.5, "lb")).toBe(12.5);
    expect(fromPounds(83.78, "kg")).toBe(38);
    expect(formatWeight(55, "kg")).toBe("24.9 kg");
    expect(formatWeight(55, "lb")).toBe("55 lb");
  });

  it("come back as typed (to one decimal) after a round trip", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1800 }),
        fc.constantFrom("kg" as const, "lb" as const),
        (tenths, unit) => {
          const typed = tenths / 10;
          expect(fromPounds(toPounds(typed, unit), unit)).toBe(typed);
        },
      ),
    );
  });
});

describe("the search's summary of the pets and the fit check", () => {
  it("never disagree: the pets a search stands for get the same verdict as the pets themselves", () => {
    fc.assert(
      fc.property(arbPolicy, fc.array(arbPet, { maxLength: 6 }), (p, pets) => {
        const stand = petsOfCriteria(criteriaIn(criteriaOf(pets), p.country));
        expect(checkFit(p, stand).verdict).toBe(checkFit(p, pets).verdict);
      }),
      { numRuns: 2000 },
    );
  });

  it("service animals never change the verdict, the fee or the deposit", () => {
    fc.assert(
      fc.property(
        arbPolicy,
        fc.array(arbPet, { maxLength: 5 }),
        fc.integer({ min: 1, max: 90 }),
        (p, pets, nights) => {
          const without = checkFit(p, pets, { nights });
          const withGuide = checkFit(p, [...pets, guide], { nights });
          expect(withGuide.verdict).toBe(without.verdict);
          expect(withGuide.feeCents).toBe(without.feeCents);
          expect(withGuide.depositCents).toBe(without.depositCents);
        },
      ),
    );
  });

  it("marking a cat, a bird or a horse out of place as a service animal changes nothing: a pet", () => {
    fc.assert(
      fc.property(
        arbPolicy,
        fc.array(arbPet, { maxLength: 4 }),
        arbPet,
        fc.integer({ min: 1, max: 90 }),
        (p, others, pet, nights) => {
          fc.pre(
            pet.species !== "dog" && !(pet.species === "miniature_horse" && p.country === "United States"),
          );
          const asPet = checkFit(p, [...others, { ...pet, serviceAnimal: false }], { nights });
          const marked = checkFit(p, [...others, { ...pet, serviceAnimal: true }], { nights });
          expect(marked).toEqual(asPet);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("a service dog (or horse where it serves) is never counted or charged", () => {
    const pony: FitPet = { name: "Pony", species: "miniature_horse", weightLb: 180, serviceAnimal: true };
    fc.assert(
      fc.property(arbPolicy, fc.array(arbPet, { maxLength: 4 }), (p, pets) => {
        const without = checkFit(p, pets, { nights: 7 });
        const withPony = checkFit({ ...p, country: "United States" }, [...pets, pony], { nights: 7 });
        const same = checkFit({ ...p, country: "United States" }, pets, { nights: 7 });
        expect(withPony.verdict).toBe(same.verdict);
        expect(withPony.feeCents).toBe(same.feeCents);
        expect(checkFit(p, [...pets, guide], { nights: 7 }).petCount).toBe(without.petCount);
      }),
    );
  });

  it("a pet that does not fit alone does not fit with others", () => {
    fc.assert(
      fc.property(arbPolicy, arbPet, fc.array(arbPet, { maxLength: 4 }), (p, pet, others) => {
        if (checkFit(p, [pet]).verdict === "no") expect(checkFit(p, [pet, ...others]).verdict).toBe("no");
      }),
    );
  });
});
