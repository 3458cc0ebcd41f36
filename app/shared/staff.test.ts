import { describe, expect, it } from "vitest";
import { isStaff, parseStaffList } from "./staff.ts";

describe("staff", () => {
  it("reads addresses and whole domains, and refuses anything else", () => {
    expect(parseStaffList("")).toEqual([]);
    expect(parseStaffList(" Ana@Example.com , @staff.example ")).toEqual([
      "ana@example.com",
      "@staff.example",
    ]);
    expect(parseStaffList("ana")).toBeNull();
    expect(parseStaffList("@localhost")).toBeNull();
    expect(parseStaffList("a b@example.com")).toBeNull();
  });

  it("counts a confirmed address that is listed, or of a listed domain", () => {
    const staff = parseStaffList("ana@example.com,@staff.example")!;
    expect(isStaff({ email: "ANA@example.com", emailVerified: true }, staff)).toBe(true);
    expect(isStaff({ email: "bo@staff.example", emailVerified: true }, staff)).toBe(true);
    expect(isStaff({ email: "bo@staff.example", emailVerified: false }, staff)).toBe(false);
    expect(isStaff({ email: "bo@notstaff.example", emailVerified: true }, staff)).toBe(false);
    expect(isStaff({ email: "bo@sub.staff.example", emailVerified: true }, staff)).toBe(false);
    expect(isStaff({ email: "ana@example.com.evil", emailVerified: true }, staff)).toBe(false);
    expect(isStaff({ email: "ana@example.com", emailVerified: true }, [])).toBe(false);
  });
});
