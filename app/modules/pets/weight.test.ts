import { describe, expect, it } from "vitest";
import { formatWeightLimit, LB_PER_KG, limitAsTyped, limitInPounds, MAX_PET_WEIGHT_LB } from "./weight.ts";

describe("an owner's weight limit", () => {
  it("is kept in pounds rounded down, never above what was typed", () => {
    expect(limitInPounds(35, "kg")).toBe(77); // 77.16 lb
    expect(limitInPounds(50, "lb")).toBe(50);
    for (let kg = 1; kg <= Math.floor(MAX_PET_WEIGHT_LB / LB_PER_KG); kg++)
      expect(limitInPounds(kg, "kg") / LB_PER_KG).toBeLessThanOrEqual(kg);
  });

  it("comes back as typed, in the owner's unit", () => {
    for (let kg = 1; kg <= Math.floor(MAX_PET_WEIGHT_LB / LB_PER_KG); kg++)
      expect(limitAsTyped(limitInPounds(kg, "kg"), "kg")).toBe(kg);
    expect(limitAsTyped(77, "lb")).toBe(77);
  });

  it("reads in the owner's unit, with the other one rounded down when asked", () => {
    expect(formatWeightLimit(77, "kg")).toBe("35 kg");
    expect(formatWeightLimit(77, "kg", true)).toBe("35 kg (77 lb)");
    expect(formatWeightLimit(50, "lb", true)).toBe("50 lb (22 kg)");
    expect(formatWeightLimit(50)).toBe("50 lb");
  });
});
