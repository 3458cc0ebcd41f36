import { z } from "zod";
import { addDays, isIsoDate, nightsBetween, toDayNumber } from "../../../shared/dates.ts";
import { formatDate } from "../../../shared/format.ts";
import { failure, success, type Outcome } from "../../../shared/outcome.ts";
import {
  MAX_RATE_CENTS,
  MAX_RULE_PCT,
  MAX_SEASONS,
  MAX_TIMING_DAYS,
  seasonClash,
  type PricingRules,
  type Season,
  type TimingKind,
} from "../../stays/pricing-rules.ts";

/**
 * The owner's pricing rules page, pure: its three forms (the rules, add a season, remove a
 * season), the change each makes to the stored rules, and the preview's words for the order.
 */

export const TIMING_CHOICES = ["none", "last-minute", "early-bird"] as const;
/** At most a year and a day in one season. */
export const MAX_SEASON_NIGHTS = 366;

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const price = (label: string, required: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().replace(/,/g, ""))
    .refine((v) => !required || v !== "", `Enter ${label}.`)
    .refine(
      (v) => v === "" || MONEY.test(v),
      `${label[0]!.toUpperCase()}${label.slice(1)}: an amount like 120 or 89.50.`,
    )
    .transform((v) => (v === "" ? null : Math.round(Number(v) * 100)))
    .refine((c) => c === null || c > 0, `${label[0]!.toUpperCase()}${label.slice(1)}: more than 0.`)
    .refine(
      (c) => c === null || c <= MAX_RATE_CENTS,
      `${label[0]!.toUpperCase()}${label.slice(1)}: ${(MAX_RATE_CENTS / 100).toLocaleString("en-US")} at most.`,
    );

const whole = (label: string, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine((v) => v === "" || /^\d{1,4}$/.test(v), `${label}: a whole number, or leave it empty.`)
    .transform((v) => (v === "" ? null : Number(v)))
    .refine((n) => n === null || (n >= min && n <= max), `${label}: from ${min} to ${max}.`);

const day = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => isIsoDate(v), message);

export const rulesFormSchema = z
  .object({
    weekendRate: price("the weekend price", false),
    monthlyDiscountPct: whole("The monthly discount", 0, MAX_RULE_PCT),
    timingKind: z.enum(TIMING_CHOICES, { error: "Choose last-minute, early-bird or none." }).default("none"),
    timingDays: whole("The number of days", 0, MAX_TIMING_DAYS),
    timingPct: whole("The discount", 1, MAX_RULE_PCT),
  })
  .superRefine((form, ctx) => {
    if (form.timingKind === "none") return;
    if (form.timingDays === null)
      ctx.addIssue({ code: "custom", path: ["timingDays"], message: "Enter the number of days." });
    else if (form.timingKind === "early-bird" && form.timingDays < 1)
      ctx.addIssue({ code: "custom", path: ["timingDays"], message: "Early-bird: at least 1 day ahead." });
    if (form.timingPct === null)
      ctx.addIssue({ code: "custom", path: ["timingPct"], message: "Enter the discount (%)." });
  });

export const seasonFormSchema = z.object({
  seasonStart: day("Choose the season's first night (a date)."),
  seasonLast: day("Choose the season's last night (a date)."),
  seasonRate: price("the season's price for a night", true),
});

export const removeSeasonSchema = z.object({
  seasonStart: day("Choose the season to remove."),
});

export type RulesForm = z.infer<typeof rulesFormSchema>;

export type RuleChange =
  | { intent: "rules"; form: RulesForm }
  | { intent: "add-season"; season: Season }
  | { intent: "remove-season"; start: string };

/** The rules after a change and the words saying so; a refusal (400, 404, 409) names the field when it is one. */
export type RuleOutcome = Outcome<{ rules: PricingRules; message: string }>;

/** A season's nights refused: the message goes beside its last night. */
const badNights = (message: string) => failure(400, null, { seasonLast: message });

/** The stored rules after one change, or why not (in the owner's words). */
export function changeRules(rules: PricingRules, change: RuleChange, today: string): RuleOutcome {
  if (change.intent === "rules") {
    const { form } = change;
    const timing =
      form.timingKind === "none"
        ? null
        : { kind: form.timingKind as TimingKind, days: form.timingDays!, pct: form.timingPct! };
    return success({
      rules: {
        ...rules,
        weekendRateCents: form.weekendRate,
        monthlyDiscountPct: form.monthlyDiscountPct ?? 0,
        timing,
      },
      message: "Pricing rules saved.",
    });
  }
  if (change.intent === "remove-season") {
    const kept = rules.seasons.filter((s) => s.start !== change.start);
    if (kept.length === rules.seasons.length)
      return failure(404, "That season is not among yours (it may be removed already).");
    return success({ rules: { ...rules, seasons: kept }, message: "Season removed." });
  }
  const { season } = change;
  if (season.end <= season.start) return badNights("The last night can't be before the first.");
  if (season.end <= today) return badNights("That season is over: choose nights from today on.");
  if (nightsBetween(season.start, season.end) > MAX_SEASON_NIGHTS)
    return badNights(`A season: at most ${MAX_SEASON_NIGHTS} nights.`);
  const clash = seasonClash(rules.seasons, season);
  if (clash)
    return failure(
      409,
      `Those nights overlap your season ${describeSeason(clash)}: remove it first, or choose other nights.`,
    );
  // Seasons over and done make room: only those with a night from today on count.
  const current = rules.seasons.filter((s) => s.end > today);
  if (current.length >= MAX_SEASONS) return failure(409, `At most ${MAX_SEASONS} seasons: remove one first.`);
  const seasons = [...current, season].sort((a, b) => toDayNumber(a.start) - toDayNumber(b.start));
  return success({ rules: { ...rules, seasons }, message: `Season ${describeSeason(season)} added.` });
}

/** "Jul 1 – Aug 31, 2027" style: the first and the last night. */
export const describeSeason = (s: Pick<Season, "start" | "end">) =>
  `${formatDate(s.start)} to ${formatDate(addDays(s.end, -1))}`;

/** The rules' form values (as the page shows them): amounts in units, empty for none. */
export function rulesFormValues(rules: PricingRules): Record<string, string> {
  return {
    weekendRate: rules.weekendRateCents === null ? "" : String(rules.weekendRateCents / 100),
    monthlyDiscountPct: rules.monthlyDiscountPct ? String(rules.monthlyDiscountPct) : "",
    timingKind: rules.timing?.kind ?? "none",
    timingDays: rules.timing ? String(rules.timing.days) : "",
    timingPct: rules.timing ? String(rules.timing.pct) : "",
  };
}

/** The preview's check-in: the one asked for (from today on), else the next Friday at least a week ahead. */
export function previewCheckIn(asked: string | null, today: string) {
  if (asked && isIsoDate(asked) && asked >= today && nightsBetween(today, asked) <= 730) return asked;
  let d = addDays(today, 7);
  while ((((toDayNumber(d) + 4) % 7) + 7) % 7 !== 5) d = addDays(d, 1);
  return d;
}

/** The preview's stays from one check-in: a weekend, a week and a month. */
export const PREVIEW_STAYS = [
  { label: "A weekend (2 nights)", nights: 2, kind: "weekend" },
  { label: "A week (7 nights)", nights: 7, kind: "week" },
  { label: "A month (30 nights)", nights: 30, kind: "month" },
] as const;
