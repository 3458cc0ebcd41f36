import { describe, expect, it } from "vitest";
import { parseCommission } from "./settings.ts";

describe("the commission as operators type it", () => {
  it("takes 0 to 50 with at most two decimals, a comma or a percent sign", () => {
    expect(parseCommission("12.5")).toBe(12.5);
    expect(parseCommission(" 12,25 % ")).toBe(12.25);
    expect(parseCommission("0")).toBe(0);
    expect(parseCommission("50")).toBe(50);
  });
  it("refuses anything else", () => {
    for (const bad of ["50.01", "51", "-1", "12.345", "", "ten", "1e1", undefined, "12..5"])
      expect(parseCommission(bad)).toBeNull();
  });
});
