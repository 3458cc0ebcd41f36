/** Pure rules of the contact form. */

/** At most this many messages per address in the window (spam protection, not a quota on help). */
export const CONTACT_RATE_LIMIT = 3;
export const CONTACT_RATE_WINDOW_MINUTES = 60;

export const emailKey = (email: string) => email.trim().toLowerCase();

/** A short reference a person can quote back to us. */
export const messageReference = (id: string) => id.replace(/-/g, "").slice(0, 8).toUpperCase();

/** Minutes until the oldest message in the window leaves it. */
export function minutesUntilAllowed(oldestInWindow: Date, now: Date) {
  const freeAt = oldestInWindow.getTime() + CONTACT_RATE_WINDOW_MINUTES * 60_000;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
}
