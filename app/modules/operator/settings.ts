/**
 * The settings page's parsing (decision 3612), pure: the commission as operators type it
 * ("12.5", "12,5 %"). Its words are in the catalogue (`operator.settings`).
 */

/** A commission typed on the page: 0 to 50, at most two decimals; null when it is not one. */
export function parseCommission(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const text = value.trim().replace(/\s*%$/, "").replace(",", ".");
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return null;
  const n = Number(text);
  return n >= 0 && n <= 50 ? n : null;
}
