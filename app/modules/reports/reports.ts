import { z } from "zod";
import type { ContentReportKind, ContentReportReason } from "../../../db/schema/operator.ts";

/**
 * Reports on a live listing or on a person (decision 3610), as pure rules: anyone signed in may
 * report what they can see and is not theirs, once each, with a reason from a list and a few words.
 * Reports on messages and reviews have their own forms (messages, reviews); all four meet in the
 * operator's one queue.
 */

export const CONTENT_REPORT_KINDS = ["listing", "user"] as const satisfies readonly ContentReportKind[];
export const isContentReportKind = (value: unknown): value is ContentReportKind =>
  CONTENT_REPORT_KINDS.includes(value as ContentReportKind);

export const CONTENT_REPORT_REASONS: readonly { value: ContentReportReason; label: string }[] = [
  { value: "false", label: "It is false or misleading" },
  { value: "scam", label: "It looks like a scam" },
  { value: "unsafe", label: "It puts people or pets at risk" },
  { value: "offensive", label: "It is offensive or discriminatory" },
  { value: "other", label: "Something else" },
];

export const CONTENT_REPORT_DETAILS_MAX = 1000;

export const contentReportSchema = z.object({
  reason: z.enum(
    CONTENT_REPORT_REASONS.map((r) => r.value) as [ContentReportReason, ...ContentReportReason[]],
    { error: "Choose why you are reporting this." },
  ),
  details: z
    .string()
    .trim()
    .max(CONTENT_REPORT_DETAILS_MAX, `Keep it under ${CONTENT_REPORT_DETAILS_MAX} characters.`)
    .optional()
    .transform((v) => v ?? ""),
});

export const ALREADY_REPORTED = "You already reported this. Thank you: the site's operators will look at it.";
export const OWN_SUBJECT: Record<ContentReportKind, string> = {
  listing: "This is your own listing: you cannot report it.",
  user: "This is your own page: you cannot report yourself.",
};
export const NOTHING_TO_REPORT = "We couldn't find what you want to report.";

/** The form's path for a subject: a listing by its slug, a person by their public handle. */
export const contentReportPath = (kind: ContentReportKind, ref: string | number) =>
  `/user/report/${kind}/${encodeURIComponent(String(ref))}`;
