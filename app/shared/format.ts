/**
 * How the site writes money and dates (with Intl): money is integer cents in the
 * listing's currency; a stay date is a calendar date (no time zone shifts it);
 * an instant is written in the listing's time zone, naming the zone.
 */

/** Money from integer cents; whole units unless `exact` and there are cents. */
export function formatMoney(cents: number, currency = "USD", exact = false) {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: exact && cents % 100 !== 0 ? 2 : 0,
    maximumFractionDigits: exact && cents % 100 !== 0 ? 2 : 0,
  }).format(cents / 100);
}

/** A calendar date (YYYY-MM-DD) as words, e.g. "Mar 1, 2027"; never shifted by a time zone. */
export function formatDate(iso: string, options: Intl.DateTimeFormatOptions = {}) {
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
    ...options,
  }).format(new Date(`${iso}T00:00:00Z`));
}

/**
 * An instant in a time zone (the listing's), naming the zone, e.g.
 * "Mar 1, 2027, 3:00 PM EST". An unknown zone falls back to UTC.
 */
export function formatInstant(instant: Date, timeZone = "UTC") {
  const options: Intl.DateTimeFormatOptions = {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  };
  try {
    return new Intl.DateTimeFormat("en-US", { ...options, timeZone }).format(instant);
  } catch {
    return new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(instant);
  }
}
