/** Pure rules of the contact form (no dependencies: the form component uses them in the browser). */

export const CONTACT_TOPICS = [
  { value: "booking", label: "A booking I made" },
  { value: "stay", label: "A stay or its pet policy" },
  { value: "owner", label: "Listing my home as an owner" },
  { value: "account", label: "My account or sign-in" },
  { value: "payment", label: "Prices, fees or a refund" },
  { value: "feedback", label: "Feedback or an idea" },
  { value: "other", label: "Something else" },
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number]["value"];

export const MESSAGE_MAX = 5000;

/** The hidden field people never see; bots fill it in. */
export const HONEYPOT_FIELD = "website";

/** At most this many messages per address in the window (spam protection, not a quota on help). */
export const CONTACT_RATE_LIMIT = 3;
export const CONTACT_RATE_WINDOW_MINUTES = 60;

/**
 * At most this many messages per client address in the same window (a shared connection writes from several people): a little more
 * than per email, since an office or a phone network may share one address.
 */
export const CONTACT_ADDRESS_RATE_LIMIT = 5;

export const emailKey = (email: string) => email.trim().toLowerCase();

/** The client address as stored and counted (an IPv4-mapped IPv6 address as plain IPv4). */
export const addressKey = (address: string | null | undefined) => {
  const key = (address ?? "")
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.)/, "")
    .slice(0, 100);
  return key || null;
};

/** A short reference a person can quote back to us. */
export const messageReference = (id: string) => id.replace(/-/g, "").slice(0, 8).toUpperCase();

/** Minutes until the oldest message in the window leaves it. */
export function minutesUntilAllowed(oldestInWindow: Date, now: Date) {
  const freeAt = oldestInWindow.getTime() + CONTACT_RATE_WINDOW_MINUTES * 60_000;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
}

/** Why a sender is paused, and for how long (the whole-form message of the refusal). */
export function rateLimitMessage(refusal: {
  limitedBy: "email" | "address";
  email: string;
  retryInMinutes: number;
  contactEmail?: string;
}) {
  const { limitedBy, email, retryInMinutes, contactEmail } = refusal;
  const from = limitedBy === "email" ? email : "your connection";
  const urgent = contactEmail ? ` If it's urgent, email ${contactEmail}.` : "";
  return `You've sent us several messages in the last hour, so we've paused new ones from ${from} for about ${retryInMinutes} ${retryInMinutes === 1 ? "minute" : "minutes"}. We have your earlier messages and will answer them.${urgent}`;
}
