import { describe, expect, it } from "vitest";
import { changeEmailSchema, phoneSchema, signUpSchema, updatePasswordSchema } from "./accounts.schema.ts";
import { parseFields } from "~/shared/forms";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};

describe("account forms", () => {
  it("sign-up: every field explained, passwords never echoed", () => {
    const result = parseFields(signUpSchema, form({ firstName: " ", email: "nope", password: "password1" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
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
    expect(!result.ok && result.errors.confirmPassword).toBe("The two passwords are not the same.");
  });

  it("phone: normalised to E.164", () => {
    expect(phoneSchema.parse({ phoneNumber: "+1 (415) 555-0100" }).phoneNumber).toBe("+14155550100");
    expect(phoneSchema.safeParse({ phoneNumber: "555-0100" }).success).toBe(false);
  });

  it("change email: address and password required", () => {
    const result = parseFields(changeEmailSchema, form({ newEmail: "", password: "" }));
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(["newEmail", "password"]);
  });
});
