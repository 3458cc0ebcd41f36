import { describe, expect, it } from "vitest";
import { isCommonPassword, passwordProblem, passwordStrength } from "./passwords.ts";

describe("passwords", () => {
  it("refuses common passwords whatever their case", () => {
    expect(isCommonPassword("Password123")).toBe(true);
    expect(isCommonPassword("qwertyuiop")).toBe(true);
    expect(isCommonPassword("aaaaaaaaaa")).toBe(true);
    expect(isCommonPassword("3456789012")).toBe(true);
    expect(isCommonPassword("walnut-harbour-kite")).toBe(false);
  });

  it("explains the length limits and common passwords; accepts anything else", () => {
    expect(passwordProblem("short")).toMatch(/at least 8/);
    expect(passwordProblem("x".repeat(129))).toMatch(/at most 128/);
    expect(passwordProblem("password1")).toMatch(/most common/);
    expect(passwordProblem("all lower case words")).toBeNull();
    expect(passwordProblem("x1".repeat(64))).toBeNull();
  });

  it("rates longer and more varied passwords higher", () => {
    expect(passwordStrength("password")).toBe(0);
    expect(passwordStrength("tabby-cat")).toBe(1);
    expect(passwordStrength("tabby-cat-naps")).toBe(2);
    expect(passwordStrength("Tabby-cat-naps-at-noon7")).toBe(4);
    expect(passwordStrength("abababababababab")).toBe(1);
  });
});
