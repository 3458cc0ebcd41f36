import { isIsoDate, toDayNumber } from "../../shared/dates.ts";

/**
 * The owner's pricing rules (decision 3950), applied by the one price function (pricing.ts)
 * in one order, the order `PRICING_ORDER` names and the owner reads on the preview:
 *
 * Each night's price, the first that applies:
 *   1. a price the owner set for that night on the calendar (price overrides);
 *   2. a seasonal price (a range of dates);
 *   3. the weekend price (Friday and Saturday nights);
 *   4. the nightly rate.
 * From 28 nights with a monthly rate, the monthly rate (prorated per 30 nights) replaces 1-4.
 * Then on the stay's lodging:
 *   5. a length-of-stay discount: the monthly discount from 28 nights (on top of the monthly
 *      rate), else the weekly discount from 7 nights (not on a stay at the monthly rate);
 *   6. the last-minute or the early-bird discount, on what 5 left.
 * Cleaning, pet fees and tax come after, as before; rules never touch them.
 */

export interface Season {
  /** First night, ISO date. */
  start: string;
  /** The day after the last night (half-open, as every range of nights here). */
  end: string;
  nightlyRateCents: number;
}

export type TimingKind = "last-minute" | "early-bird";

export interface TimingRule {
  kind: TimingKind;
  /** Last-minute: check-in at most this many days after the booking day; early-bird: at least. */
  days: number;
  pct: number;
}

export interface PricingRules {
  /** Friday and Saturday nights (null: the nightly rate). */
  weekendRateCents: number | null;
  seasons: Season[];
  /** From 28 nights, off the lodging (monthly rate or nights), 0: none. */
  monthlyDiscountPct: number;
  timing: TimingRule | null;
}

export const NO_RULES: PricingRules = {
  weekendRateCents: null,
  seasons: [],
  monthlyDiscountPct: 0,
  timing: null,
};

export const MAX_SEASONS = 12;
export const MAX_RULE_PCT = 90;
export const MAX_TIMING_DAYS = 365;
export const MAX_RATE_CENTS = 10_000_000;

export const PRICING_ORDER = [
  "A price you set for a night on the calendar",
  "A seasonal price for the dates",
  "The weekend price (Friday and Saturday nights)",
  "The nightly rate",
  "From 28 nights with a monthly rate: the monthly rate instead of the nights' prices",
  "A length-of-stay discount: monthly from 28 nights, else weekly from 7 nights",
  "The last-minute or early-bird discount, on what is left",
] as const;

/** Friday and Saturday nights (1970-01-01, day 0, was a Thursday). */
export const isWeekendNight = (day: number) => {
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday === 5 || weekday === 6;
};

const wholeIn = (v: unknown, min: number, max: number): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;

/**
 * Rules as stored (a jsonb column, possibly older or hand-edited), kept only where valid:
 * anything else reads as "no such rule", never as a price.
 */
export function rulesOf(stored: unknown): PricingRules {
  if (!stored || typeof stored !== "object") return NO_RULES;
  const s = stored as Record<string, unknown>;
  const seasons = Array.isArray(s.seasons)
    ? s.seasons
        .flatMap((x): Season[] => {
          const o = (x ?? {}) as Record<string, unknown>;
          return typeof o.start === "string" &&
            typeof o.end === "string" &&
            isIsoDate(o.start) &&
            isIsoDate(o.end) &&
            o.start < o.end &&
            wholeIn(o.nightlyRateCents, 1, MAX_RATE_CENTS)
            ? [{ start: o.start, end: o.end, nightlyRateCents: o.nightlyRateCents }]
            : [];
        })
        .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
        .slice(0, MAX_SEASONS)
    : [];
  const t = (s.timing ?? null) as Record<string, unknown> | null;
  const timing =
    t &&
    (t.kind === "last-minute" || t.kind === "early-bird") &&
    wholeIn(t.days, t.kind === "last-minute" ? 0 : 1, MAX_TIMING_DAYS) &&
    wholeIn(t.pct, 1, MAX_RULE_PCT)
      ? { kind: t.kind as TimingKind, days: t.days, pct: t.pct }
      : null;
  return {
    weekendRateCents: wholeIn(s.weekendRateCents, 1, MAX_RATE_CENTS) ? s.weekendRateCents : null,
    seasons,
    monthlyDiscountPct: wholeIn(s.monthlyDiscountPct, 1, MAX_RULE_PCT) ? s.monthlyDiscountPct : 0,
    timing,
  };
}

export const hasRules = (r: PricingRules) =>
  r.weekendRateCents !== null || r.seasons.length > 0 || r.monthlyDiscountPct > 0 || r.timing !== null;

/** Two seasons that share a night (the owner must choose one price per night). */
export function seasonClash(seasons: Season[], added: Season): Season | null {
  return seasons.find((s) => s.start < added.end && added.start < s.end) ?? null;
}

/** The price of one night (a day number) by rules 2-4; overrides (rule 1) are the caller's. */
export function ruleRateFor(day: number, nightlyRateCents: number, rules: PricingRules) {
  for (const s of rules.seasons)
    if (day >= toDayNumber(s.start) && day < toDayNumber(s.end))
      return { cents: s.nightlyRateCents, by: "season" as const };
  if (rules.weekendRateCents !== null && isWeekendNight(day))
    return { cents: rules.weekendRateCents, by: "weekend" as const };
  return { cents: nightlyRateCents, by: "nightly" as const };
}

/** Whether the timing rule applies to a check-in `leadDays` days after the booking day. */
export function timingApplies(timing: TimingRule | null, leadDays: number | undefined) {
  if (!timing || leadDays === undefined || leadDays < 0) return false;
  return timing.kind === "last-minute" ? leadDays <= timing.days : leadDays >= timing.days;
}

/**
 * The rules in the reader's language, for the stay page's prices (decision 3800): each part one
 * whole message of `stay.rules` (`say`), amounts in the listing's currency, percentages and day
 * counts as the language writes them; the parts joined by the language's separator.
 */
export function rulesSaid(
  rules: PricingRules,
  say: (key: string, values?: Record<string, string | number>) => string,
  money: (cents: number) => string,
  percent: (pct: number) => string,
) {
  const parts = [
    rules.weekendRateCents !== null ? say("weekend", { amount: money(rules.weekendRateCents) }) : null,
    rules.seasons.length ? say("seasons") : null,
    rules.monthlyDiscountPct > 0 ? say("monthlyOff", { pct: percent(rules.monthlyDiscountPct) }) : null,
    rules.timing?.kind === "last-minute"
      ? say("lastMinute", { pct: percent(rules.timing.pct), days: rules.timing.days })
      : rules.timing?.kind === "early-bird"
        ? say("earlyBird", { pct: percent(rules.timing.pct), days: rules.timing.days })
        : null,
  ].filter((part): part is string => Boolean(part));
  return parts.join(say("separator"));
}
