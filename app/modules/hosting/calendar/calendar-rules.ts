import { z } from "zod";
import {
  addDays,
  fromDayNumber,
  isIsoDate,
  monthOf,
  nightsBetween,
  shiftMonth,
  toDayNumber,
} from "../../../shared/dates.ts";
import { formatDate } from "../../../shared/format.ts";
import { lastCheckInDay } from "../../bookings/rules.ts";
import type { PriceOverride } from "../../stays/pricing.ts";
import { ruleRateFor, type PricingRules } from "../../stays/pricing-rules.ts";

/**
 * The owner's calendar of one listing, pure: the month grid it shows, the checks on a range
 * of nights the owner selects, and how blocks and prices are cut and joined when a range is
 * blocked, opened or priced. Ranges are [start, end) in the listing's own dates: the nights
 * from `start` to the day before `end` (selecting days 3 to 5 is [3, 6)).
 */

export interface DateRange {
  start: string;
  end: string;
}

/** At most a year of nights in one change. */
export const MAX_RANGE_NIGHTS = 366;
/** Months on one page (the page links to the next ones). */
export const MONTHS_PER_PAGE = 3;
/** The week starts on Sunday, as on the stay's own calendar (the site writes US English). */
export const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

export type BlockReason = "owner" | "imported" | "maintenance";

export const overlaps = (a: DateRange, b: DateRange) => a.start < b.end && b.start < a.end;

/** The parts of `range` outside `cut` (none, one, or two when `cut` is inside it). */
export function subtractRange(range: DateRange, cut: DateRange): DateRange[] {
  if (!overlaps(range, cut)) return [range];
  const parts: DateRange[] = [];
  if (range.start < cut.start) parts.push({ start: range.start, end: cut.start });
  if (cut.end < range.end) parts.push({ start: cut.end, end: range.end });
  return parts;
}

/** Ranges sorted, those that overlap or touch joined into one. */
export function mergeRanges(ranges: DateRange[]): DateRange[] {
  const sorted = [...ranges].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const out: DateRange[] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && r.start <= last.end) {
      if (r.end > last.end) last.end = r.end;
    } else out.push({ start: r.start, end: r.end });
  }
  return out;
}

/** The range of the days from `first` to `last` (either order), both included. */
export function rangeOfDays(first: string, last: string): DateRange {
  const [a, b] = first <= last ? [first, last] : [last, first];
  return { start: a, end: addDays(b, 1) };
}

/** The day after the last night the calendar is open for (the owner's availability window). */
export function windowEnd(today: string, availabilityMonths: number) {
  return addDays(lastCheckInDay(today, availabilityMonths), 1);
}

/** Why a range of nights can't be changed, or null: not past, inside the window, not too long. */
export function rangeProblem(range: DateRange, today: string, availabilityMonths: number): string | null {
  if (!isIsoDate(range.start) || !isIsoDate(range.end)) return "Choose the first and the last night.";
  if (range.end <= range.start) return "The last night can't be before the first.";
  if (range.start < today) return "Past nights can't be changed: choose nights from today on.";
  const end = windowEnd(today, availabilityMonths);
  if (range.end > end)
    return `Your calendar is open until ${formatDate(addDays(end, -1))} (${availabilityMonths} months ahead): choose nights before then, or open more months in the booking settings.`;
  if (nightsBetween(range.start, range.end) > MAX_RANGE_NIGHTS)
    return `Choose at most ${MAX_RANGE_NIGHTS} nights at a time.`;
  return null;
}

// ---- The form: the same with or without scripts (the selection fills the two dates) ----

export const CALENDAR_INTENTS = ["block", "open", "price", "reset"] as const;

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
/** The most a night may cost, in the listing's currency (as the pricing step allows). */
export const MAX_NIGHT_PRICE = 100_000;

const day = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => isIsoDate(v), message);

/**
 * start = the first night, last = the last night (both included; the range is [start, last + 1)).
 * A price is needed to set one; the minimum stay is optional.
 */
export const calendarFormSchema = z
  .object({
    intent: z.enum(CALENDAR_INTENTS, { error: "Choose what to do with those nights." }),
    start: day("Choose the first night (a date)."),
    last: day("Choose the last night (a date)."),
    rate: z
      .string()
      .optional()
      .transform((v) => (v ?? "").trim().replace(/,/g, ""))
      .refine((v) => v === "" || MONEY.test(v), "The price: an amount like 120 or 89.50.")
      .transform((v) => (v === "" ? null : Math.round(Number(v) * 100)))
      .refine((c) => c === null || c > 0, "The price: more than 0.")
      .refine(
        (c) => c === null || c <= MAX_NIGHT_PRICE * 100,
        `The price: ${MAX_NIGHT_PRICE.toLocaleString("en-US")} at most.`,
      ),
    minNights: z
      .string()
      .optional()
      .transform((v) => (v ?? "").trim())
      .refine(
        (v) => v === "" || /^\d{1,3}$/.test(v),
        "The minimum stay: a whole number of nights, or leave it empty.",
      )
      .transform((v) => (v === "" ? null : Number(v)))
      .refine((n) => n === null || (n >= 1 && n <= 365), "The minimum stay: from 1 to 365 nights."),
  })
  .superRefine((form, ctx) => {
    if (form.intent === "price" && form.rate === null)
      ctx.addIssue({ code: "custom", path: ["rate"], message: "Enter the price for a night." });
  });

// ---- Changes: what to remove and what to write, for the server to apply in one transaction ----

export interface StoredBlock extends DateRange {
  id: number;
  reason: BlockReason;
  note: string;
}

/**
 * Blocking a range: the owner's own blocks it overlaps or touches are joined into one block
 * (so the calendar keeps one block per run of nights). Other blocks (imported, maintenance)
 * are not merged: they are refused by the caller as a clash.
 */
export function planBlock(range: DateRange, ownerBlocks: StoredBlock[]) {
  const joined = ownerBlocks.filter(
    (b) => b.reason === "owner" && b.start <= range.end && range.start <= b.end,
  );
  const [merged] = mergeRanges([range, ...joined]);
  return { remove: joined.map((b) => b.id), insert: merged!, note: joined.find((b) => b.note)?.note ?? "" };
}

/**
 * Opening a range: each block it overlaps loses those nights (split in two when the range is
 * inside it). Imported blocks stay: they come from another site's calendar, which the sync
 * would bring back; the owner opens those nights there.
 */
export function planUnblock(range: DateRange, blocks: StoredBlock[]) {
  const touched = blocks.filter((b) => overlaps(b, range));
  const opened = touched.filter((b) => b.reason !== "imported");
  return {
    remove: opened.map((b) => b.id),
    insert: opened.flatMap((b) =>
      subtractRange(b, range).map((part) => ({ ...part, reason: b.reason, note: b.note })),
    ),
    importedKept: touched.length - opened.length,
    opened: opened.length,
  };
}

export interface StoredOverride extends PriceOverride {
  id: number;
}

/**
 * A price for a range (or none, to reset it): the prices it overlaps keep only their nights
 * outside it; the new price covers the whole range.
 */
export function planPrice(
  range: DateRange,
  existing: StoredOverride[],
  price: { nightlyRateCents: number; minNights: number | null } | null,
) {
  const touched = existing.filter((o) => overlaps(o, range));
  const kept = touched.flatMap((o) =>
    subtractRange(o, range).map((part) => ({
      ...part,
      nightlyRateCents: o.nightlyRateCents,
      minNights: o.minNights,
    })),
  );
  return {
    remove: touched.map((o) => o.id),
    insert: price ? [...kept, { ...range, ...price }] : kept,
    changed: touched.length,
  };
}

// ---- The month grid ----

/** The name a booking's guest goes by when they gave none; each page says it in its language. */
export const NAMELESS_GUEST = "Guest";

export interface CalendarBooking {
  id: string;
  guestFirstName: string;
  status: "pending" | "confirmed" | "completed";
  /** The stay: check-in to check-out. */
  start: string;
  end: string;
  /** The end of its occupancy, after the owner's preparation nights (≥ end). */
  heldUntil: string;
}

export interface CalendarData {
  today: string;
  /** The day after the last open night (windowEnd). */
  openUntil: string;
  nightlyRateCents: number;
  minNights: number;
  bookings: CalendarBooking[];
  blocks: StoredBlock[];
  overrides: PriceOverride[];
  /** The owner's pricing rules: a night's price by season and weekend before any override. */
  rules?: PricingRules;
}

export type DayState = "past" | "closed" | "free" | "booked" | "pending" | "preparation" | "blocked";

export interface CalendarDay {
  date: string;
  day: number;
  state: DayState;
  /** May be selected for a change: from today, inside the window. */
  selectable: boolean;
  priceCents: number;
  /** Priced by an override, not the nightly rate. */
  special: boolean;
  /** The override's minimum stay for a check-in that night, when it has one. */
  minNights: number | null;
  booking?: { id: string; guestFirstName: string; checkIn: boolean };
  block?: { id: number; reason: BlockReason; note: string; first: boolean };
}

export interface CalendarMonth {
  /** YYYY-MM */
  key: string;
  label: string;
  /** Empty cells before the 1st (the week starts on Sunday). */
  lead: number;
  days: CalendarDay[];
}

/** The first month of a page from the address (`?month=2027-03`), kept between this month and the last open one. */
export function pageMonth(value: string | null | undefined, today: string, openUntil: string) {
  const first = monthOf(today);
  const last = monthOf(addDays(openUntil, -1));
  if (!value || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return first;
  if (value < first) return first;
  if (value > last) return last;
  return value;
}

/**
 * The first month to show after a change to `range`: the months the owner was looking at when the
 * change begins among them, else the page that starts with the change (nights changed from the
 * typed dates, outside the months on screen, are then seen changed).
 */
export function monthAfterChange(viewed: string, range: DateRange, today: string, openUntil: string) {
  const changed = monthOf(range.start);
  const onScreen = changed >= viewed && changed < shiftMonth(viewed, MONTHS_PER_PAGE);
  return pageMonth(onScreen ? viewed : changed, today, openUntil);
}

const monthLabel = (month: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * The nights of a range, each with its state and its price: one calculation for the month grid of one
 * home and the rows of several homes (the multi-calendar).
 */
export function calendarDays(data: CalendarData, range: DateRange): CalendarDay[] {
  const from = toDayNumber(range.start);
  const to = toDayNumber(range.end);
  const days = new Map<number, CalendarDay>();
  const today = toDayNumber(data.today);
  const open = toDayNumber(data.openUntil);
  for (let d = from; d < to; d++) {
    const date = fromDayNumber(d);
    const selectable = d >= today && d < open;
    days.set(d, {
      date,
      day: Number(date.slice(8)),
      state: d < today ? "past" : d >= open ? "closed" : "free",
      selectable,
      priceCents: data.rules
        ? ruleRateFor(d, data.nightlyRateCents, data.rules).cents
        : data.nightlyRateCents,
      special: false,
      minNights: null,
    });
  }
  const each = (range: DateRange, fn: (day: CalendarDay, n: number) => void) => {
    const start = Math.max(from, toDayNumber(range.start));
    const end = Math.min(to, toDayNumber(range.end));
    for (let d = start; d < end; d++) fn(days.get(d)!, d);
  };
  for (const o of data.overrides)
    each(o, (day) => {
      day.priceCents = o.nightlyRateCents;
      day.special = true;
      day.minNights = o.minNights;
    });
  const taken = (day: CalendarDay, state: DayState, n: number) => {
    // A past night stays "past" (nothing to change there) but keeps who stayed.
    if (n >= today) day.state = state;
  };
  for (const b of data.blocks)
    each(b, (day, n) => {
      taken(day, "blocked", n);
      day.block = { id: b.id, reason: b.reason, note: b.note, first: day.date === b.start || n === from };
    });
  for (const b of data.bookings) {
    each(b, (day, n) => {
      taken(day, b.status === "pending" ? "pending" : "booked", n);
      day.booking = {
        id: b.id,
        guestFirstName: b.guestFirstName,
        checkIn: day.date === b.start || n === from,
      };
    });
    each({ start: b.end, end: b.heldUntil }, (day, n) => taken(day, "preparation", n));
  }
  return [...days.values()];
}

/** `count` months of days from `firstMonth`, each day with its state and its price. */
export function calendarMonths(data: CalendarData, firstMonth: string, count = MONTHS_PER_PAGE) {
  const from = toDayNumber(`${firstMonth}-01`);
  const all = calendarDays(data, { start: `${firstMonth}-01`, end: `${shiftMonth(firstMonth, count)}-01` });
  const months: CalendarMonth[] = [];
  for (let i = 0; i < count; i++) {
    const key = shiftMonth(firstMonth, i);
    const first = toDayNumber(`${key}-01`);
    const next = toDayNumber(`${shiftMonth(key, 1)}-01`);
    months.push({
      key,
      label: monthLabel(key),
      lead: new Date(`${key}-01T00:00:00Z`).getUTCDay(),
      days: all.slice(first - from, next - from),
    });
  }
  return months;
}

/** What a day says in words (for screen readers and the cell's title): never colour alone. */
export function dayStateLabel(day: CalendarDay) {
  switch (day.state) {
    case "past":
      return "past";
    case "closed":
      return "not open yet";
    case "free":
      return "open";
    case "booked":
      return `booked by ${day.booking?.guestFirstName ?? "a guest"}`;
    case "pending":
      return `requested by ${day.booking?.guestFirstName ?? "a guest"}`;
    case "preparation":
      return "preparation night";
    case "blocked":
      return day.block?.reason === "imported"
        ? `imported${day.block.note ? `: ${day.block.note}` : ""}`
        : day.block?.reason === "maintenance"
          ? "blocked for maintenance"
          : "blocked";
  }
}
