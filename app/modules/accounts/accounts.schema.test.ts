import { describe, expect, it } from "vitest";
import {
  changeEmailSchema,
  PASSWORD_MAX,
  phoneSchema,
  signInSchema,
  signUpSchema,
  updatePasswordSchema,
} from "./accounts.schema.ts";
import { parseFields } from "~/shared/forms";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};

describe("names in the sign-up form", () => {
  const fields = { email: "ada@example.com", password: "tabby naps in the sun", acceptTerms: "on" };
  it("are stored without control, bidi or zero-width characters", () => {
    const result = parseFields(
      signUpSchema,
      form({ ...fields, firstName: "\u202EAda\u200B", lastName: " Love\u2066lace\u0000\n" }),
    );
    expect(result.ok && [result.data.firstName, result.data.lastName]).toEqual(["Ada", "Lovelace"]);
  });

  it("count as empty when nothing visible is left, and are limited after cleaning", () => {
    const invisible = parseFields(
      signUpSchema,
      form({ ...fields, firstName: "\u200B\u200F", lastName: "L" }),
    );
    expect(!invisible.ok && invisible.fieldErrors.firstName).toBe("Enter your first name.");
    const padded = parseFields(
      signUpSchema,
      form({ ...fields, firstName: `${"\u200B".repeat(100)}${"a".repeat(80)}`, lastName: "L" }),
    );
    expect(padded.ok).toBe(true);
    const long = parseFields(signUpSchema, form({ ...fields, firstName: "a".repeat(81), lastName: "L" }));
    expect(!long.ok && long.fieldErrors.firstName).toMatch(/at most 80/);
  });
});

describe("account forms", () => {
  it("sign-up: every field explained, passwords never echoed", () => {
    const result = parseFields(signUpSchema, form({ firstName: " ", email: "nope", password: "password1" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toMatchObject({
      firstName: "Enter your first name.",
      lastName: "Enter your last name.",
      email: "Enter an email address like name@example.com.",
      password: expect.stringMatching(/most common/),
      acceptTerms: expect.stringMatching(/accept the terms/),
    });
    expect(result.values).toEqual({ firstName: " ", email: "nope" });
  });

  it("sign-up: a good form parses, trimmed", () => {
    const result = parseFields(
      signUpSchema,
      form({
        firstName: " Ada ",
        lastName: "Lovelace",
        email: " ada@example.com ",
        password: "analytical engine",
        acceptTerms: "on",
      }),
    );
    expect(result.ok && result.data).toMatchObject({ firstName: "Ada", email: "ada@example.com" });
  });

  it("update password: both fields must match", () => {
    const result = parseFields(
      updatePasswordSchema,
      form({ token: "t", password: "a long new phrase", confirmPassword: "a long new phrase!" }),
    );
    expect(!result.ok && result.fieldErrors.confirmPassword).toBe("The two passwords are not the same.");
  });

  it("phone: normalised to E.164", () => {
    expect(phoneSchema.parse({ phoneNumber: "+1 (415) 555-0100" }).phoneNumber).toBe("+14155550100");
    expect(phoneSchema.safeParse({ phoneNumber: "555-0100" }).success).toBe(false);
  });

  it("change email: address and password required", () => {
    const result = parseFields(changeEmailSchema, form({ newEmail: "", password: "" }));
    expect(!result.ok && Object.keys(result.fieldErrors).sort()).toEqual(["newEmail", "password"]);
  });

  it('sign in: a password longer than any allowed says so (not "Enter your password.")', () => {
    const result = parseFields(
      signInSchema,
      form({ email: "ada@example.com", password: "x".repeat(PASSWORD_MAX * 2 + 1) }),
    );
    expect(!result.ok && result.fieldErrors.password).toBe("That password is longer than any password here.");
  });
});
