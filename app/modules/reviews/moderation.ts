import { z } from "zod";
import type { ReportReason, ReviewKind } from "../../../db/schema/reviews.ts";

/**
 * Replies and reports (decision 3600), as pure rules: the reviewed party (the owner for a review of
 * their stay, the traveller for a review of them) may publish one reply within REPLY_DAYS of the
 * review's publication; anyone who can read a review may report it, once, with a reason.
 */

export const REPLY_DAYS = 30;
export const REPLY_MAX = 1000;
export const REPORT_DETAILS_MAX = 1000;
const DAY_MS = 86_400_000;

export const REPORT_REASONS: readonly { value: ReportReason; label: string }[] = [
  { value: "false", label: "It is false or misleading" },
  { value: "offensive", label: "It is offensive or discriminatory" },
  { value: "private", label: "It shares private information" },
  { value: "unrelated", label: "It is not about this stay" },
  { value: "other", label: "Something else" },
];

export const REVIEW_KINDS = ["stay", "guest"] as const satisfies readonly ReviewKind[];
export const isReviewKind = (value: unknown): value is ReviewKind =>
  REVIEW_KINDS.includes(value as ReviewKind);

export const replySchema = z.object({
  reply: z
    .string({ error: "Write your reply." })
    .trim()
    .min(1, "Write your reply.")
    .max(REPLY_MAX, `Keep it under ${REPLY_MAX} characters.`),
});

export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]], {
    error: "Choose why you are reporting this review.",
  }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, `Keep it under ${REPORT_DETAILS_MAX} characters.`)
    .optional()
    .transform((v) => v ?? ""),
});

export const REPLIED = "You already replied to this review.";
export const REPLY_LATE = `Replies are written within ${REPLY_DAYS} days of a review's publication.`;
export const REPORTED = "You already reported this review. Thank you: the site's staff will look at it.";

export interface ReplyState {
  publishedAt: Date | null;
  hiddenAt: Date | null;
  reply: string | null;
}

/** Whether the reviewed party may reply now (the caller has checked that they are that party). */
export function mayReply(review: ReplyState, now: Date): { ok: true } | { ok: false; message: string } {
  if (!review.publishedAt || review.hiddenAt) return { ok: false, message: "This review is not published." };
  if (review.reply !== null) return { ok: false, message: REPLIED };
  if (now.getTime() > review.publishedAt.getTime() + REPLY_DAYS * DAY_MS)
    return { ok: false, message: REPLY_LATE };
  return { ok: true };
}

/** Whether a review is for everyone allowed to read it: published, and not hidden by the staff. */
export const isVisible = (review: { publishedAt: Date | null; hiddenAt: Date | null }) =>
  review.publishedAt !== null && review.hiddenAt === null;
