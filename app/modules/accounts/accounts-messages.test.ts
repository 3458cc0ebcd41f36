import { describe, expect, it } from "vitest";
import { localizeErrors, localizeMessage, serverMessageKey } from "../../i18n/server-messages.server.ts";
import { parseFields } from "../../shared/forms.ts";
import {
  changeEmailSchema,
  emailOnlySchema,
  passwordConfirmSchema,
  phoneCodeSchema,
  phoneSchema,
  totpCodeSchema,
  signInSchema,
  signUpSchema,
  twoFactorSchema,
  updatePasswordSchema,
} from "./accounts.schema.ts";
import { friendlyAuthError } from "./accounts.server.ts";

/** Every message the sign-in pages can show, in every language (decision 3850). */
const refusals: [string, Parameters<typeof parseFields>[0], Record<string, string>][] = [
  ["sign-up, empty", signUpSchema, {}],
  ["sign-up, empty strings", signUpSchema, { firstName: " ", lastName: " ", email: "", password: "" }],
  [
    "sign-up, too long",
    signUpSchema,
    {
      firstName: "f".repeat(81),
      lastName: "l".repeat(81),
      email: `${"a".repeat(250)}@x.io`,
      password: "short",
    },
  ],
  ["sign-up, common password", signUpSchema, { email: "not-an-email", password: "password123" }],
  ["sign-in, empty", signInSchema, { email: "", password: "" }],
  ["sign-in, long password", signInSchema, { email: "a@b.co", password: "p".repeat(300) }],
  ["reset", emailOnlySchema, {}],
  ["new password", updatePasswordSchema, { token: "", password: "p".repeat(200), confirmPassword: "" }],
  [
    "new password, differing",
    updatePasswordSchema,
    { token: "t", password: "a-long-passphrase", confirmPassword: "x" },
  ],
  ["two-factor", twoFactorSchema, { code: " " }],
  ["two-factor, long", twoFactorSchema, { code: "1".repeat(41) }],
  // The set-up pages (two-factor, phone, change of address).
  ["two-factor set-up", totpCodeSchema, {}],
  ["two-factor set-up, not six digits", totpCodeSchema, { code: "12" }],
  ["password check", passwordConfirmSchema, {}],
  ["password check, empty", passwordConfirmSchema, { password: "" }],
  ["phone", phoneSchema, {}],
  ["phone, empty", phoneSchema, { phoneNumber: "" }],
  ["phone, not international", phoneSchema, { phoneNumber: "415" }],
  ["phone code", phoneCodeSchema, { phoneNumber: "+14155550100" }],
  ["phone code, short", phoneCodeSchema, { phoneNumber: "+14155550100", code: "12" }],
  ["change email", changeEmailSchema, {}],
  ["change email, empty", changeEmailSchema, { newEmail: "a@b.co", password: "" }],
];

const AUTH_CODES = [
  "INVALID_EMAIL_OR_PASSWORD",
  "EMAIL_NOT_VERIFIED",
  "WEAK_PASSWORD",
  "INVALID_PASSWORD",
  "INVALID_TOKEN",
  "INVALID_CODE",
  "OTP_EXPIRED",
  "TOO_MANY_ATTEMPTS",
  "ACCOUNT_TEMPORARILY_LOCKED",
  "INVALID_TWO_FACTOR_COOKIE",
  "UNAUTHORIZED",
  "PHONE_NUMBER_EXIST",
  "INVALID_PHONE_NUMBER",
];

describe("the account pages' server messages in the reader's language", () => {
  it("has every field error of the account forms in the catalogue", () => {
    for (const [name, schema, input] of refusals) {
      const parsed = parseFields(schema, input);
      expect(parsed.ok, name).toBe(false);
      if (parsed.ok) continue;
      for (const message of Object.values(parsed.fieldErrors))
        expect({ name, message, known: serverMessageKey(message) !== null }).toEqual({
          name,
          message,
          known: true,
        });
    }
  });

  it("has every auth service error in the catalogue", () => {
    const messages = [
      ...AUTH_CODES.map((code) => friendlyAuthError(400, code)),
      friendlyAuthError(429, undefined, "Too many requests"),
      friendlyAuthError(401),
      friendlyAuthError(500),
      friendlyAuthError(400, "SOMETHING_NEW", "x".repeat(300)),
    ];
    for (const message of messages)
      expect({ message, known: serverMessageKey(message) !== null }).toEqual({
        message,
        known: true,
      });
  });

  it("writes them in each language, numbers in the language's digits", () => {
    const short = parseFields(signUpSchema, { password: "short" });
    expect(short.ok).toBe(false);
    if (short.ok) return;
    expect(short.fieldErrors.password).toBe("Use at least 8 characters.");
    expect(localizeErrors("en", short.fieldErrors).password).toBe("Use at least 8 characters.");
    expect(localizeErrors("es", short.fieldErrors).password).toBe("Usa al menos 8 caracteres.");
    expect(localizeErrors("fr", short.fieldErrors).password).toBe("Utilisez au moins 8 caractères.");
    expect(localizeErrors("ar", short.fieldErrors).password).toBe("استخدم ٨ أحرف على الأقل.");
    expect(localizeMessage("fr", friendlyAuthError(401, "INVALID_EMAIL_OR_PASSWORD"))).toBe(
      "Cet e-mail et ce mot de passe ne correspondent à aucun compte. Vérifiez-les et réessayez.",
    );
    expect(localizeMessage("es", "Enter the six-digit code we texted you.")).toBe(
      "Escribe el código de seis dígitos que te enviamos por SMS.",
    );
    expect(localizeMessage("ar", "That is already your email address.")).toBe(
      "هذا هو عنوان بريدك الإلكتروني بالفعل.",
    );
    // A message outside the table is left as it was written.
    expect(localizeMessage("es", "Something only a test says.")).toBe("Something only a test says.");
  });
});
