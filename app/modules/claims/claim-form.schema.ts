import { z } from "zod";
import { DESCRIPTION_MAX } from "./claims.ts";

/**
 * The owner's claim form (decision 3550): the amount as typed (read against the stay's deposit and
 * currency by `parseClaimAmount`), what was damaged, and photos (files, read by the upload).
 */
export const claimFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, "Enter the amount you claim.")
    .max(20, "Enter an amount like 120 or 120.50."),
  description: z
    .string()
    .trim()
    .min(10, "Say what was damaged, in a sentence or two.")
    .max(DESCRIPTION_MAX, `At most ${DESCRIPTION_MAX} characters.`),
});

/** The traveller's answer: accept as it is (no fields), or dispute with optional words for the site's team. */
export const disputeClaimSchema = z.object({
  note: z.string().trim().max(DESCRIPTION_MAX, `At most ${DESCRIPTION_MAX} characters.`).default(""),
});

/** The operator's decision of a disputed claim. */
export const decideClaimSchema = z.object({
  decision: z.enum(["all", "part", "none"], { message: "Choose what to charge." }),
  amount: z.string().trim().max(20).default(""),
  reason: z.string().trim().min(1, "Say why: both sides and the audit log read it.").max(DESCRIPTION_MAX),
});
