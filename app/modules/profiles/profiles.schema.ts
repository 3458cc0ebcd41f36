import { z } from "zod";
import { NAME_MAX, normalizeUsername, usernameProblem } from "./profiles.ts";
import { cleanDisplayText } from "../../shared/text.ts";

/** A name part, cleaned of invisible characters (cleanDisplayText) before its length is checked. */
const namePart = (label: string) => {
  const tooLong = `Your ${label} can be at most ${NAME_MAX} characters.`;
  return z
    .string({ error: `Enter your ${label}.` })
    .max(NAME_MAX * 4, tooLong)
    .transform(cleanDisplayText)
    .pipe(z.string().max(NAME_MAX, tooLong));
};

/** A username field: blank means "no username" (null); otherwise the rule of profiles.ts. */
const username = z
  .string()
  .max(200, "A username can be at most 30 characters.")
  .nullable()
  .superRefine((value, ctx) => {
    const normalized = normalizeUsername(value);
    const problem = normalized === null ? null : usernameProblem(normalized);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** The editable fields of a profile; each may be left out (PATCH). */
export const profileUpdateSchema = z.object({
  firstName: namePart("first name").optional(),
  lastName: namePart("last name").optional(),
  username: username.optional(),
});
