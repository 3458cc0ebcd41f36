import { describe, expect, it } from "vitest";
import {
  avatarPath,
  fullName,
  initials,
  normalizeUsername,
  profileChanges,
  usernameProblem,
} from "./profiles.ts";

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
  it("is {userId}/{timestamp}.{extension from the file name}", () => {
    expect(avatarPath("u1", "Me at the beach.JPG", 1700000000000)).toBe("u1/1700000000000.jpg");
    expect(avatarPath("u1", "photo.webp", 5)).toBe("u1/5.webp");
    expect(avatarPath("u1", "no-extension", 5)).toBe("u1/5.jpg");
  });
});
