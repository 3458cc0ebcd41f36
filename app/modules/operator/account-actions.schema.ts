import { z } from "zod";
import { cleanReason } from "./audit.ts";

/** The reason of an account action, cleaned and bounded as the audit log keeps it (null when blank). */
const reason = z.unknown().transform(cleanReason);

const required = reason.pipe(z.string({ error: "Say why: the reason goes into the audit log." }));

/**
 * The operator's account actions on a user's page, one form each: suspending and deleting need a
 * reason, lifting a suspension may go without.
 */
export const accountActionSchemas = {
  suspend: z.object({ reason: required }),
  lift: z.object({ reason }),
  delete: z.object({ reason: required }),
};
