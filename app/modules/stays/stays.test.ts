import { describe, expect, it } from "vitest";
import { parseDateRange, zonedInstant } from "../../shared/dates.ts";
import { petPolicyLine, stayPath, type PetPolicySummary } from "./stays";

const rules: { pet: PetPolicySummary } = {
  pet: {
    petsAllowed: "yes",
    species: ["dog"],
    maxPets: 2,
    maxWeightLb: 40,
    petFeeCents: 7_500,
    petFeeBasis: "per_stay",
  },
};

describe("petPolicyLine", () => {
  it("sums up the policy at a glance", () => {
    expect(petPolicyLine(rules.pet)).toBe("2 dogs up to 40 lb · $75 pet fee per stay");
    expect(
      petPolicyLine({ ...rules.pet, species: ["dog", "cat"], maxPets: 1, maxWeightLb: null, petFeeCents: 0 }),
    ).toBe("1 dog or cat · No pet fee");
    expect(petPolicyLine({ ...rules.pet, petsAllowed: "no" })).toBe("No pets");
    // In the unit the owner typed the limit in: 35 kg is kept as 77 lb.
    expect(petPolicyLine({ ...rules.pet, maxWeightLb: 77, maxWeightUnit: "kg" })).toMatch(
      /^2 dogs up to 35 kg ·/,
    );
    expect(petPolicyLine({ ...rules.pet, species: ["dog", "cat", "bird"], maxPets: 3 })).toMatch(
      /^3 pets up to 40 lb/,
    );
  });
});

describe("parseDateRange", () => {
  it("reads Postgres range text, normalising inclusive ends", () => {
    expect(parseDateRange("[2027-03-01,2027-03-08)")).toEqual({ start: "2027-03-01", end: "2027-03-08" });
    expect(parseDateRange("(2027-02-28,2027-03-07]")).toEqual({ start: "2027-03-01", end: "2027-03-08" });
    expect(parseDateRange("empty")).toBeNull();
  });
});

describe("zonedInstant", () => {
  it("reads a wall-clock time in the listing's time zone, daylight saving included", () => {
    expect(zonedInstant("2027-01-15", "15:00", "America/New_York").toISOString()).toBe(
      "2027-01-15T20:00:00.000Z",
    );
    expect(zonedInstant("2027-07-15", "15:00:00", "America/New_York").toISOString()).toBe(
      "2027-07-15T19:00:00.000Z",
    );
    expect(zonedInstant("2027-07-15", "11:00", "UTC").toISOString()).toBe("2027-07-15T11:00:00.000Z");
    expect(zonedInstant("2027-07-15", "11:00", "Not/AZone").toISOString()).toBe("2027-07-15T11:00:00.000Z");
  });
});

describe("a stay's address", () => {
  it("names the listing, carrying dates and party along when given", () => {
    expect(stayPath("sunny-loft")).toBe("/hotels/detail?listing=sunny-loft");
    const search = new URLSearchParams({ checkIn: "2027-03-01", pets: "2" });
    expect(stayPath("sunny-loft", search)).toBe(
      "/hotels/detail?checkIn=2027-03-01&pets=2&listing=sunny-loft",
    );
    expect(search.has("listing")).toBe(false);
  });
});
