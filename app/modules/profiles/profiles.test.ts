import { describe, expect, it } from "vitest";
import { cleanDisplayText } from "../../shared/text.ts";
import {
  avatarPath,
  fullName,
  initials,
  normalizeUsername,
  profileChanges,
  usernameProblem,
} from "./profiles.ts";
import { profileUpdateSchema } from "./profiles.schema.ts";

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

describe("cleanDisplayText", () => {
  it.each([
    ["Ada Lovelace", "Ada Lovelace"],
    ["  Ada  ", "Ada"],
    ["Ada\u202Eecalevol", "Adaecalevol"],
    ["\u2066Ada\u2069 \u2067Lovelace\u2069", "Ada Lovelace"],
    ["A\u200Bd\u200Ca\u200D\u2060\uFEFF", "Ada"],
    ["\u200E\u200F\u061CAda\u202A\u202B\u202C\u202D", "Ada"],
    ["Ada\u0000\u0007\u001B[31m\u007F\u009B", "Ada[31m"],
    ["Ada\nLovelace\r\n\tByron", "Ada Lovelace Byron"],
    ["Ada\u2028Lovelace", "Ada Lovelace"],
    ["\u200B\u200B", ""],
    [null, ""],
    ["Zoë Ñúñez 李小龍 محمد", "Zoë Ñúñez 李小龍 محمد"],
    ["🐶 Rex", "🐶 Rex"],
  ])("cleanDisplayText(%j) is %j", (input, expected) => {
    expect(cleanDisplayText(input)).toBe(expected);
  });

  it("is what fullName and profileChanges apply to names", () => {
    expect(fullName("\u202EAda", "Love\u200Blace")).toBe("Ada Lovelace");
  });
});

describe("profileUpdateSchema", () => {
  it("cleans names before checking their length", () => {
    const parsed = profileUpdateSchema.safeParse({
      firstName: "\u202EAda\u200D",
      lastName: "\u2067Lovelace\u2069",
    });
    expect(parsed.success && parsed.data).toEqual({ firstName: "Ada", lastName: "Lovelace" });
    expect(profileUpdateSchema.safeParse({ firstName: "a".repeat(81) }).success).toBe(false);
    expect(
      profileUpdateSchema.safeParse({ firstName: `${"\u200B".repeat(50)}${"a".repeat(80)}` }).success,
    ).toBe(true);
  });

  it("and profileChanges stores the cleaned names and full name", () => {
    const existing = {
      id: "u",
      firstName: "Ada",
      lastName: "Lovelace",
      fullName: "Ada Lovelace",
      username: null,
      avatarUrl: null,
      updatedAt: new Date(0),
    };
    expect(profileChanges(existing, { firstName: "\u202Egrace\u200B" })).toEqual({
      firstName: "grace",
      fullName: "grace Lovelace",
    });
    expect(profileChanges(existing, { firstName: "Ada\u200B" })).toEqual({});
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

describe("usernameProblem", () => {
  it.each([
    ["ab", "A username needs at least 3 characters."],
    ["a".repeat(31), "A username can be at most 30 characters."],
    ["rover dog", "Use only letters, digits, _ and . in a username."],
    ["rövér", "Use only letters, digits, _ and . in a username."],
    ["rover-dog", "Use only letters, digits, _ and . in a username."],
  ])("refuses %j", (username, message) => {
    expect(usernameProblem(username)).toBe(message);
  });
  it.each(["abc", "Rover_the.Dog", "a".repeat(30), "123"])("accepts %j", (username) => {
    expect(usernameProblem(username)).toBeNull();
  });
});

describe("profileChanges", () => {
  const existing = {
    id: "u1",
    firstName: "Ada",
    lastName: "Lovelace",
    fullName: "Ada Lovelace",
    username: "ada",
    avatarUrl: null,
    updatedAt: new Date(0),
  };

  it("keeps only what differs", () => {
    expect(profileChanges(existing, { firstName: " Ada ", lastName: "Lovelace", username: "ada" })).toEqual(
      {},
    );
  });

  it("recomputes full_name when either name changes", () => {
    expect(profileChanges(existing, { lastName: "  King " })).toEqual({
      lastName: "King",
      fullName: "Ada King",
    });
    expect(profileChanges(existing, { firstName: "" })).toEqual({ firstName: "", fullName: "Lovelace" });
  });

  it("stores a blank username as null and leaves it alone when not given", () => {
    expect(profileChanges(existing, { username: "   " })).toEqual({ username: null });
    expect(profileChanges(existing, { firstName: "Ada" })).toEqual({});
    expect(profileChanges(existing, { username: " byron " })).toEqual({ username: "byron" });
  });

  it("changes the avatar URL, including to null", () => {
    expect(profileChanges({ ...existing, avatarUrl: "/media/a.png" }, { avatarUrl: null })).toEqual({
      avatarUrl: null,
    });
  });
});

describe("avatarPath", () => {
  it("is {userId}/{timestamp}.{extension of the re-encoded format}", () => {
    expect(avatarPath("u1", "jpeg", 1700000000000)).toBe("u1/1700000000000.jpeg");
    expect(avatarPath("u1", "webp", 5)).toBe("u1/5.webp");
    expect(avatarPath("u1", "png", 5)).toBe("u1/5.png");
    expect(avatarPath("u1", "avif", 5)).toBe("u1/5.avif");
    expect(avatarPath("u1", "gif", 5)).toBe("u1/5.gif");
  });

  it("refuses a format it has no extension for (never a name from the upload)", () => {
    expect(() => avatarPath("u1", "Me at the beach.JPG", 5)).toThrow();
    expect(() => avatarPath("u1", "svg", 5)).toThrow();
  });
});
