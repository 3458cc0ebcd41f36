import { z } from "zod";

/** The word typed to confirm, so an account is never deleted by a slip of the finger. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

/** The code refusals of a two-factor account's deletion (in the catalogue's formErrors, decision 3850). */
export const CODE_REQUIRED = "Enter the code from your authenticator app, or a backup code.";
export const CODE_WRONG = "That code is not right. Codes change every 30 seconds.";

export const deleteAccountSchema = z.object({
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password."),
  code: z
    .string()
    .optional()
    .transform((v) => (v ?? "").replace(/\s+/g, "")),
  confirmation: z
    .string({ error: `Type ${DELETE_CONFIRMATION_WORD} to confirm.` })
    .trim()
    .refine(
      (v) => v === DELETE_CONFIRMATION_WORD,
      `Type ${DELETE_CONFIRMATION_WORD} in capital letters to confirm.`,
    ),
});
