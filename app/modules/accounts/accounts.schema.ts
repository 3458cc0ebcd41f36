import { z } from "zod";
import { checkbox } from "../../shared/forms.ts";
import { NAME_MAX } from "../profiles/profiles.ts";
import { cleanDisplayText } from "../../shared/text.ts";
import { EMAIL_MAX, normalizePhone, isE164 } from "./accounts.ts";
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from "./passwords.ts";

/** One schema per form, used by the page (field rules) and by the action (parsing). */
const email = z
  .string({ error: "Enter your email address." })
  .trim()
  .min(1, "Enter your email address.")
  .max(EMAIL_MAX, "That email address is too long.")
  .pipe(z.email("Enter an email address like name@example.com."));

const newPassword = z
  .string({ error: "Choose a password." })
  .min(1, "Choose a password.")
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** A name part, cleaned of invisible characters (cleanDisplayText) before it is checked. */
const name = (label: string) =>
  z
    .string({ error: `Enter your ${label}.` })
    .max(NAME_MAX * 4, `Your ${label} can be at most ${NAME_MAX} characters.`)
    .transform(cleanDisplayText)
    .pipe(
      z
        .string()
        .min(1, `Enter your ${label}.`)
        .max(NAME_MAX, `Your ${label} can be at most ${NAME_MAX} characters.`),
    );

export const signUpSchema = z.object({
  firstName: name("first name"),
  lastName: name("last name"),
  email,
  password: newPassword,
  acceptTerms: z.literal("on", {
    error: "Please accept the terms and the privacy policy to create an account.",
  }),
  redirectedFrom: z.string().optional(),
});

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: "Enter your password." })
    .min(1, "Enter your password.")
    .max(PASSWORD_MAX * 2, "That password is longer than any password here."),
  rememberMe: checkbox,
  redirectedFrom: z.string().optional(),
});

export const emailOnlySchema = z.object({ email });

export const updatePasswordSchema = z
  .object({
    token: z.string().min(1, "This link is incomplete. Ask for a new one."),
    password: newPassword,
    confirmPassword: z.string().min(1, "Type the new password again."),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords are not the same.",
  });

export const twoFactorSchema = z.object({
  method: z.enum(["totp", "backup"]).default("totp"),
  code: z
    .string({ error: "Enter your code." })
    .trim()
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(z.string().min(1, "Enter your code.").max(40, "That code is too long.")),
  trustDevice: checkbox,
});

export const totpCodeSchema = z.object({
  code: z
    .string({ error: "Enter the six-digit code." })
    .trim()
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the six-digit code from your app.")),
});

export const passwordConfirmSchema = z.object({
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password."),
});

export const phoneSchema = z.object({
  phoneNumber: z
    .string({ error: "Enter your phone number." })
    .transform(normalizePhone)
    .pipe(
      z
        .string()
        .min(1, "Enter your phone number.")
        .refine(isE164, "Use international format: + then the country code and number, e.g. +14155550100."),
    ),
});

export const phoneCodeSchema = phoneSchema.extend({
  code: z
    .string({ error: "Enter the code we texted you." })
    .trim()
    .pipe(z.string().regex(/^\d{6}$/, "Enter the six-digit code we texted you.")),
});

export const changeEmailSchema = z.object({
  newEmail: email,
  password: z.string({ error: "Enter your current password." }).min(1, "Enter your current password."),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Enter your current password." })
      .min(1, "Enter your current password."),
    newPassword,
    confirmPassword: z
      .string({ error: "Type the new password again." })
      .min(1, "Type the new password again."),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords are not the same.",
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ["newPassword"],
    message: "Choose a password different from the current one.",
  });

export { PASSWORD_MIN, PASSWORD_MAX };
