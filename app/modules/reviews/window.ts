import { formatDate } from "../../shared/format.ts";

/**
 * The review window (decision 3600), as pure rules: after a stay each side (the traveller and the
 * owner) has REVIEW_WINDOW_DAYS to review it, once. Neither review is visible to anyone until both
 * are in or the window closes; then both are published at once. The server applies these rules
 * under a lock of the window's row (window.server.ts); the publication at the window's end is a job.
 */

export const REVIEW_WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;

/** Who writes: the traveller reviews the stay, the owner reviews the traveller and their pets. */
export type ReviewSide = "guest" | "owner";

export interface ReviewWindow {
  opensAt: Date;
  closesAt: Date;
  /** Set once, when the reviews were published (both in, or the window closed). */
  publishedAt: Date | null;
}

/** The window of a stay completed at `completedAt`. */
export function windowFrom(completedAt: Date): Pick<ReviewWindow, "opensAt" | "closesAt"> {
  return { opensAt: completedAt, closesAt: new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS) };
}

export type WriteVerdict =
  { ok: true } | { ok: false; reason: "not-over" | "closed" | "written"; message: string };

export const NOT_OVER = "You can review a stay once it is over.";
export const CLOSED =
  "The time to review this stay is over: reviews are written within 14 days of check-out.";
export const WRITTEN = "You already reviewed this stay.";
export const NO_STAY = "We couldn't find that stay.";
export const OWN_BOOKING = "This is your own home: reviews are between a guest and the home's owner.";

/** May this side write its review now? `window` null: the stay is not completed. */
export function mayWrite(window: ReviewWindow | null, written: boolean, now: Date): WriteVerdict {
  if (!window || now < window.opensAt) return { ok: false, reason: "not-over", message: NOT_OVER };
  if (written) return { ok: false, reason: "written", message: WRITTEN };
  if (now >= window.closesAt) return { ok: false, reason: "closed", message: CLOSED };
  return { ok: true };
}

/**
 * Whether a review just written is published at once: when the other side's is already in (both
 * are published together), or when the window's reviews were already published (a stay reviewed
 * before the window existed).
 */
export function publishesOnWrite(window: ReviewWindow, otherWritten: boolean): boolean {
  return otherWritten || window.publishedAt !== null;
}

/** Whether the window's end publishes what was written (the job): closed and not yet published. */
export function dueForPublication(window: ReviewWindow, now: Date): boolean {
  return window.publishedAt === null && now >= window.closesAt;
}

/** What a side sees of its own review: published, or waiting for the other side until the window closes. */
export function waitingNote(window: ReviewWindow, side: ReviewSide): string {
  const other = side === "guest" ? "the owner's review of you" : "your guest's review";
  return `Published together with ${other}, or on ${formatDate(window.closesAt.toISOString().slice(0, 10))} when the time to review ends.`;
}

/** The days left to write (0 once closed), for reminders and pages. */
export function daysLeft(window: ReviewWindow, now: Date): number {
  return Math.max(0, Math.ceil((window.closesAt.getTime() - now.getTime()) / DAY_MS));
}

/** Where one side stands, for its pages: what it may do, and whether the reviews are public. */
export type SideState = "not-over" | "open" | "written" | "closed";

export function sideState(window: ReviewWindow | null, written: boolean, now: Date): SideState {
  if (written) return "written";
  const verdict = mayWrite(window, false, now);
  return verdict.ok ? "open" : verdict.reason === "closed" ? "closed" : "not-over";
}

/** Reminders to a side still to write: on these days of the window (1, 7 and 13 after it opened). */
export const REMINDER_DAYS = [1, 7, 13] as const;

/** How many reminders are due by now (0 to 3); the job sends one when this passes what was sent. */
export function remindersDue(window: ReviewWindow, now: Date): number {
  if (window.publishedAt || now >= window.closesAt) return 0;
  return REMINDER_DAYS.filter((day) => now.getTime() >= window.opensAt.getTime() + day * DAY_MS).length;
}
