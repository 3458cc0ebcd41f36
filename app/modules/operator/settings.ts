/**
 * The settings page's words and parsing (decision 3612), pure: the commission as operators type it
 * ("12.5", "12,5 %") and the contact address.
 */
export const PAYMENT_MODE_WORDS = {
  demo: "Demo: the built-in test card network. No real money moves.",
  stripe: "Stripe: cards through Stripe Connect.",
  direct: "Direct: travellers pay owners off the site, as each listing's payment terms say.",
} as const;

/** A commission typed on the page: 0 to 50, at most two decimals; null when it is not one. */
export function parseCommission(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const text = value.trim().replace(/\s*%$/, "").replace(",", ".");
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return null;
  const n = Number(text);
  return n >= 0 && n <= 50 ? n : null;
}

export const COMMISSION_ERROR = "Type a percentage from 0 to 50, with at most two decimals (12.5).";
export const CONTACT_ERROR = "Type an email address, like help@example.com.";
