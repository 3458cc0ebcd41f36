import { cachedFormatter } from "./intl-cache.ts";

/** Calendar dates as ISO strings (YYYY-MM-DD), computed in UTC so no time zone shifts a day. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export function isIsoDate(value: string) {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function toDayNumber(iso: string) {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}

export function fromDayNumber(day: number) {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number) {
  return fromDayNumber(toDayNumber(iso) + days);
}

/** "2027-03" (YYYY-MM) of "2027-03-25". */
export const monthOf = (iso: string) => iso.slice(0, 7);

/** The month `offset` months after a YYYY-MM month ("2026-11", -11 → "2025-12"). */
export function shiftMonth(month: string, offset: number) {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + offset;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Days in a YYYY-MM month. */
export function daysInMonth(month: string) {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The same day `months` months after a date (the last day of a shorter month): Jan 31 + 1 → Feb 28. */
export function addMonths(iso: string, months: number) {
  const month = shiftMonth(monthOf(iso), months);
  const day = Math.min(Number(iso.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, "0")}`;
}

/** Nights between check-in and check-out (check-out day not counted). */
export function nightsBetween(checkIn: string, checkOut: string) {
  return toDayNumber(checkOut) - toDayNumber(checkIn);
}

/** The wall clock of a zone, in parts: one formatter per locale and zone (./intl-cache.ts). */
const clockFormatter = (locale: "en-US" | "en-CA", timeZone: string) =>
  cachedFormatter(
    `clock|${locale}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: locale === "en-US" ? "numeric" : "2-digit",
        day: locale === "en-US" ? "numeric" : "2-digit",
        hour: locale === "en-US" ? "numeric" : "2-digit",
        minute: locale === "en-US" ? "numeric" : "2-digit",
        second: locale === "en-US" ? "numeric" : "2-digit",
      }),
  );

/** Today's date in a time zone (the listing's), as YYYY-MM-DD. */
export function todayIn(timeZone = "UTC", now = new Date()) {
  try {
    // A results page asks for many stays' "today".
    const formatter = cachedFormatter(
      `day|${timeZone}`,
      () => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
    );
    return formatter.format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** Parses a Postgres daterange text "[2027-03-01,2027-03-08)" into [start, end). */
export function parseDateRange(text: string): { start: string; end: string } | null {
  const match = /^[[(](\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})[)\]]$/.exec(text);
  if (!match) return null;
  let start = match[1]!;
  let end = match[2]!;
  if (text.startsWith("(")) start = addDays(start, 1);
  if (text.endsWith("]")) end = addDays(end, 1);
  return { start, end };
}

/** The instant of a wall-clock date and time ("15:00" or "15:00:00") in a time zone. */
export function zonedInstant(date: string, time: string, timeZone = "UTC"): Date {
  const [h = "0", m = "0", s = "0"] = time.split(":");
  const wall = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    Number(h),
    Number(m),
    Number(s),
  );
  const offsetAt = (instant: number) => {
    try {
      const parts = clockFormatter("en-US", timeZone).formatToParts(new Date(instant));
      const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
      const asUtc = Date.UTC(
        get("year"),
        get("month") - 1,
        get("day"),
        get("hour"),
        get("minute"),
        get("second"),
      );
      return asUtc - instant;
    } catch {
      return 0;
    }
  };
  // Two passes settle the offset also next to a daylight-saving change.
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  // A clock time the change skips (2:30 AM as clocks jump from 2 to 3) reads as the same moment
  // an hour on (3:30 AM), as calendars do: the offset from before the change.
  if (wall !== instant + offsetAt(instant)) instant = wall - offsetAt(wall - DAY_MS);
  return new Date(instant);
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;

/**
 * An instant the site wrote itself (`toISOString()`, e.g. a page cursor), or null:
 * anything else — another format, an impossible date, a year outside 2000–9999
 * (the database's timestamps end sooner than JavaScript's) — names no page.
 */
export function parseInstant(value: string | null | undefined): Date | null {
  if (!value || !INSTANT.test(value)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  if (year < 2000 || year > 9999 || date.toISOString().slice(0, 10) !== value.slice(0, 10)) return null;
  return date;
}

/** The date and clock time ("YYYY-MM-DD", "HH:MM:SS") an instant reads in a time zone (UTC if unknown). */
export function wallClockOf(instant: Date, timeZone = "UTC"): { date: string; time: string } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = clockFormatter("en-CA", timeZone).formatToParts(instant);
  } catch {
    const iso = instant.toISOString();
    return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return {
    date: `${get("year")}-${get("month")}-${get("day")}`,
    time: `${get("hour")}:${get("minute")}:${get("second")}`,
  };
}

/**
 * The same clock time `days` calendar days later (or earlier, when negative) in a time zone:
 * "5 days before 3:00 PM on March 30" is 3:00 PM on March 25 even when a daylight-saving change
 * lies between (then it is 119 or 121 hours, not 120).
 */
export function shiftCalendarDays(instant: Date, days: number, timeZone = "UTC") {
  const wall = wallClockOf(instant, timeZone);
  return zonedInstant(addDays(wall.date, days), wall.time, timeZone);
}
