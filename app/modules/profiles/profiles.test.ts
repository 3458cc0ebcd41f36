import { describe, expect, it } from "vitest";
import { fullName, initials, normalizeUsername } from "./profiles.ts";

describe("fullName", () => {
  it.each([
    ["Ada", "Lovelace", "Ada Lovelace"],
    ["  Ada ", "  Lovelace  ", "Ada Lovelace"],
    ["Ada", "", "Ada"],
    ["", "Lovelace", "Lovelace"],
    ["   ", "  ", ""],
    [null, undefined, ""],
    ["Mary Ann", "  de la Cruz", "Mary Ann de la Cruz"],
  ])("fullName(%j, %j) is %j", (first, last, expected) => {
    expect(fullName(first, last)).toBe(expected);
  });
});

describe("normalizeUsername", () => {
  it("stores a blank username as null and trims the rest", () => {
    expect(normalizeUsername("   ")).toBeNull();
    expect(normalizeUsername("")).toBeNull();
    expect(normalizeUsername(null)).toBeNull();
    expect(normalizeUsername("  rover ")).toBe("rover");
  });
});

describe("initials", () => {
  it("takes the first letters of the first and last words", () => {
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("ada")).toBe("A");
    expect(initials("Mary Ann de la Cruz")).toBe("MC");
    expect(initials("  ")).toBe("?");
  });
});
