/**
 * How the site writes money and dates (with Intl): money is integer cents in the
 * listing's currency; a stay date is a calendar date (no time zone shifts it);
 * an instant is written in the listing's time zone, naming the zone.
 */

import { cachedFormatter as cached } from "./intl-cache.ts";

/**
 * Money from integer cents; whole units unless `exact` and there are cents. `locale` (an Intl tag)
 * writes it as the reader's language does (decision 3800); the currency stays the listing's.
 */
export function formatMoney(cents: number, currency = "USD", exact = false, locale = "en-US") {
  const digits = exact && cents % 100 !== 0 ? 2 : 0;
  return cached(
    `money|${locale}|${currency}|${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  ).format(cents / 100);
}

/** A calendar date (YYYY-MM-DD) as words, e.g. "Mar 1, 2027"; never shifted by a time zone. */
export function formatDate(iso: string, options: Intl.DateTimeFormatOptions = {}, locale = "en-US") {
  return cached(
    // Every option named, `undefined` ones too: `{ year: undefined }` (no year) is not `{}` (a year),
    // which JSON.stringify would make one key and so one formatter for both.
    `date|${locale}|${Object.entries(options)
      .map(([name, value]) => `${name}=${String(value)}`)
      .sort()
      .join(",")}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        month: "short",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
        ...options,
      }),
  ).format(new Date(`${iso}T00:00:00Z`));
}

/**
 * A year as the language writes it in its dates ("2027", Arabic "٢٠٢٧"): a year handed to a message
 * as a bare number or string would keep Latin digits in an Arabic sentence.
 */
export function formatYear(year: number, locale = "en-US") {
  return cached(
    `year|${locale}`,
    () => new Intl.DateTimeFormat(locale, { year: "numeric", timeZone: "UTC" }),
  ).format(Date.UTC(year, 6, 1));
}

/**
 * An instant in a time zone (the listing's), naming the zone, e.g.
 * "Mar 1, 2027, 3:00 PM EST". An unknown zone falls back to UTC.
 */
export function formatInstant(instant: Date, timeZone = "UTC", locale = "en-US") {
  const options: Intl.DateTimeFormatOptions = {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  };
  try {
    return cached(
      `instant|${locale}|${timeZone}`,
      () => new Intl.DateTimeFormat(locale, { ...options, timeZone }),
    ).format(instant);
  } catch {
    return cached(
      `instant|${locale}|UTC`,
      () => new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }),
    ).format(instant);
  }
}

/**
 * How a language says a time of a place ("3:00 PM in Lisbon") and an instant read in UTC: English by
 * default; a page passes its catalogue's `formats.inCity` / `formats.utc` (decision 3800).
 */
export type PlacePhrases = {
  inCity: (time: string, city: string) => string;
  utc: (time: string) => string;
};
const ENGLISH_PLACE: PlacePhrases = {
  inCity: (time, city) => `${time} in ${city}`,
  utc: (time) => `${time} UTC`,
};

/**
 * A clock time of a place, from "15:00" or "15:00:00": "3:00 PM in Lisbon" (no city: "3:00 PM"), in
 * the reader's language when `locale` (an Intl tag) and its phrases are given ("15:00, hora de Lisbon").
 */
export function formatClock(
  time: string,
  city = "",
  locale = "en-US",
  phrases: PlacePhrases = ENGLISH_PLACE,
) {
  const [h = "0", m = "0"] = time.split(":");
  const clock = cached(
    `clock|${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        hour: "numeric",
        minute: "2-digit",
        timeZone: "UTC",
      }),
  ).format(new Date(Date.UTC(2000, 0, 1, Number(h), Number(m))));
  return city ? phrases.inCity(clock, city) : clock;
}

/**
 * An instant as the clock reads where a stay is, named by its city, e.g. "Mar 1, 2027, 3:00 PM in
 * Lisbon": what the traveller will see on the clocks there, whatever their own time zone. An unknown
 * zone falls back to UTC, said as such. `locale` and `phrases` as for formatClock.
 */
export function formatInstantIn(
  instant: Date,
  timeZone: string,
  city: string,
  locale = "en-US",
  phrases: PlacePhrases = ENGLISH_PLACE,
) {
  const options: Intl.DateTimeFormatOptions = {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  };
  try {
    const formatter = cached(
      `instant-in|${locale}|${timeZone}`,
      () => new Intl.DateTimeFormat(locale, { ...options, timeZone }),
    );
    return phrases.inCity(formatter.format(instant), city);
  } catch {
    const formatter = cached(
      `instant-in|${locale}|UTC`,
      () => new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }),
    );
    return phrases.utc(formatter.format(instant));
  }
}

/** "7 nights", "1 night". */
export const nightsLabel = (nights: number) => `${nights} ${nights === 1 ? "night" : "nights"}`;

/** A weight with its unit as the language writes it ("20 kg", "44 lb", Arabic "٢٠ كغم", "٤٤ رطل"). */
export function formatWeight(value: number, unit: "kg" | "lb", locale = "en-US") {
  return cached(
    `weight|${locale}|${unit}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: "unit",
        unit: unit === "kg" ? "kilogram" : "pound",
        unitDisplay: "short",
      }),
  ).format(value);
}
