import { nightsBetween, toDayNumber } from "../../shared/dates.ts";
import { NIGHTS_PER_MONTH, petFeeFor, type PetFeeBasis } from "../pets/pet-fee.ts";
import { hasRules, ruleRateFor, rulesOf, timingApplies, type PricingRules } from "./pricing-rules.ts";

/**
 * The one price function (DESIGN.md §5), used by the detail page's live price
 * box in the browser and by the server, which always recomputes. Integer cents.
 *
 * - nights × nightly rate; weekly discount (%) from 7 nights;
 * - from 28 nights, the monthly rate (when the listing has one) prorated per 30
 *   nights, and no weekly discount;
 * - cleaning fee; pet fee by its basis (service animals are not pets);
 * - lodging tax on all of the above, none once the stay reaches the listing's
 *   exemption length;
 * - the refundable pet deposit is shown apart and is not in the total;
 * - nights the owner priced on their calendar (price overrides) use that price instead of
 *   the nightly rate; the weekly discount still applies to the sum. A stay at the monthly
 *   rate keeps the monthly rate: owners set it for long stays on purpose, and a price for a
 *   few nights (a festival, a holiday) is a short-stay price (docs/decisions/0901-price-overrides.md).
 * - the owner's pricing rules (weekend, seasons, monthly discount, last-minute or early-bird),
 *   in the one order pricing-rules.ts states (docs/decisions/3950-pricing-rules.md).
 */
export const WEEKLY_FROM_NIGHTS = 7;
export const MONTHLY_FROM_NIGHTS = 28;
export const MID_TERM_UNTIL_NIGHTS = 179;

export interface PriceTerms {
  nightlyRateCents: number;
  weeklyDiscountPct: number;
  monthlyRateCents: number | null;
  cleaningFeeCents: number;
  lodgingTaxBps: number;
  taxExemptAfterNights: number | null;
  petFeeCents: number;
  petFeeBasis: PetFeeBasis;
  petDepositCents: number;
  currency?: string;
  /** The owner's prices for some nights (none: every night at the nightly rate). */
  overrides?: PriceOverride[];
  /** The owner's pricing rules (none: the rates above only). */
  rules?: PricingRules;
  /** The booking day where the home is, for a last-minute or early-bird rule (none: not applied). */
  today?: string;
}

/**
 * A price the owner set for some nights, [start, end) in the listing's own dates, and
 * optionally the minimum stay for a check-in on one of them (null: the listing's).
 */
export interface PriceOverride {
  start: string;
  end: string;
  nightlyRateCents: number;
  minNights: number | null;
}

export type StayType = "short-term" | "mid-term" | "monthly";

export interface PriceQuote {
  nights: number;
  stayType: StayType;
  /** "nightly" = nights × rate; "monthly" = monthly rate prorated per 30 nights. */
  rateBasis: "nightly" | "monthly";
  rateCents: number;
  /** Nights priced by the owner's price for those dates rather than `rateCents` (nightly basis only). */
  specialNights?: number;
  /** Nights at a seasonal price, and at the weekend price (nightly basis only). */
  seasonNights?: number;
  weekendNights?: number;
  lodgingCents: number;
  /** Every discount together; `discounts` names each (absent: only a weekly discount, or none). */
  discountCents: number;
  discounts?: QuoteDiscount[];
  cleaningFeeCents: number;
  petFeeCents: number;
  petCount: number;
  taxableCents: number;
  taxCents: number;
  taxExempt: boolean;
  totalCents: number;
  depositCents: number;
  currency: string;
  /**
   * A special offer's price (decision 3953): the owner's total replaced the usual one; the
   * lodging is what is left of it after the fees and the tax. `usualTotalCents` is what the
   * same stay cost at the usual prices when the offer was made.
   */
  offer?: { usualTotalCents: number };
}

export interface QuoteDiscount {
  rule: "weekly" | "monthly" | "last-minute" | "early-bird";
  pct: number;
  cents: number;
}

/** Half-up rounding to whole cents (amounts are never negative). */
export const roundCents = (value: number) => Math.floor(value + 0.5 + 1e-9);

export function stayTypeFor(nights: number): StayType {
  if (nights < MONTHLY_FROM_NIGHTS) return "short-term";
  if (nights <= MID_TERM_UNTIL_NIGHTS) return "mid-term";
  return "monthly";
}

export interface NightlySum {
  sumCents: number;
  /** Nights a calendar price (override) priced. */
  special: number;
  seasonNights?: number;
  weekendNights?: number;
  /** Days from the booking day (terms.today) to check-in, when known. */
  leadDays?: number;
}

/**
 * The nights of [checkIn, checkOut) at the owner's prices: their sum, and how many of them
 * an override priced, a season and the weekend price (the others at the nightly rate).
 */
export function nightlySum(terms: PriceTerms, checkIn: string, checkOut: string): NightlySum {
  const from = toDayNumber(checkIn);
  const to = toDayNumber(checkOut);
  const leadDays = terms.today ? { leadDays: from - toDayNumber(terms.today) } : {};
  const rules = terms.rules && hasRules(terms.rules) ? terms.rules : null;
  if (!rules) {
    let sumCents = terms.nightlyRateCents * Math.max(0, to - from);
    let special = 0;
    for (const o of terms.overrides ?? []) {
      const covered = Math.min(to, toDayNumber(o.end)) - Math.max(from, toDayNumber(o.start));
      if (covered <= 0) continue;
      sumCents += covered * (o.nightlyRateCents - terms.nightlyRateCents);
      special += covered;
    }
    return { sumCents, special, ...leadDays };
  }
  // Night by night, the first price that applies: calendar price, season, weekend, nightly rate.
  const overrides = (terms.overrides ?? []).map((o) => ({
    from: toDayNumber(o.start),
    to: toDayNumber(o.end),
    cents: o.nightlyRateCents,
  }));
  let sumCents = 0;
  let special = 0;
  let seasonNights = 0;
  let weekendNights = 0;
  for (let day = from; day < to; day++) {
    const override = overrides.find((o) => day >= o.from && day < o.to);
    if (override) {
      sumCents += override.cents;
      special++;
      continue;
    }
    const rate = ruleRateFor(day, terms.nightlyRateCents, rules);
    sumCents += rate.cents;
    if (rate.by === "season") seasonNights++;
    else if (rate.by === "weekend") weekendNights++;
  }
  return { sumCents, special, seasonNights, weekendNights, ...leadDays };
}

/**
 * The price of `nights` nights with `pets` pets (service animals excluded by the caller).
 * `nightly` is the nights' sum at the owner's prices when some nights have a price of their
 * own (quoteStay gives it); without it, every night is at the nightly rate.
 */
export function quoteNights(terms: PriceTerms, nights: number, pets = 0, nightly?: NightlySum): PriceQuote {
  if (!Number.isInteger(nights) || nights < 1) throw new RangeError("A stay is at least one night");
  const rules = terms.rules ?? null;
  const monthly = nights >= MONTHLY_FROM_NIGHTS && terms.monthlyRateCents != null;
  // The monthly rate wins over nightly overrides and rules 2-4 (see the header): long stays keep their price.
  const byNight = !monthly && nightly !== undefined;
  const special = byNight ? nightly.special : 0;
  const seasonNights = byNight ? (nightly.seasonNights ?? 0) : 0;
  const weekendNights = byNight ? (nightly.weekendNights ?? 0) : 0;
  const lodgingCents = monthly
    ? roundCents((terms.monthlyRateCents! * nights) / NIGHTS_PER_MONTH)
    : byNight
      ? nightly.sumCents
      : terms.nightlyRateCents * nights;
  // 5. Length of stay: the monthly discount from 28 nights, else the weekly one (not at the monthly rate).
  const discounts: QuoteDiscount[] = [];
  const monthlyPct = nights >= MONTHLY_FROM_NIGHTS ? (rules?.monthlyDiscountPct ?? 0) : 0;
  if (monthlyPct > 0)
    discounts.push({
      rule: "monthly",
      pct: monthlyPct,
      cents: roundCents((lodgingCents * monthlyPct) / 100),
    });
  else if (!monthly && nights >= WEEKLY_FROM_NIGHTS && terms.weeklyDiscountPct > 0)
    discounts.push({
      rule: "weekly",
      pct: terms.weeklyDiscountPct,
      cents: roundCents((lodgingCents * terms.weeklyDiscountPct) / 100),
    });
  // 6. Last-minute or early-bird, on what the length-of-stay discount left.
  if (rules?.timing && timingApplies(rules.timing, nightly?.leadDays)) {
    const left = lodgingCents - (discounts[0]?.cents ?? 0);
    discounts.push({
      rule: rules.timing.kind,
      pct: rules.timing.pct,
      cents: roundCents((left * rules.timing.pct) / 100),
    });
  }
  const discountCents = discounts.reduce((sum, d) => sum + d.cents, 0);
  const petCount = Math.max(0, Math.floor(pets));
  const petFeeCents = petFeeFor(terms, nights, petCount);
  const taxableCents = lodgingCents - discountCents + terms.cleaningFeeCents + petFeeCents;
  const taxExempt = terms.taxExemptAfterNights != null && nights >= terms.taxExemptAfterNights;
  const taxCents = taxExempt ? 0 : roundCents((taxableCents * terms.lodgingTaxBps) / 10_000);
  const onlyWeekly = discounts.length === 0 || (discounts.length === 1 && discounts[0]!.rule === "weekly");
  return {
    nights,
    stayType: stayTypeFor(nights),
    rateBasis: monthly ? "monthly" : "nightly",
    rateCents: monthly ? terms.monthlyRateCents! : terms.nightlyRateCents,
    ...(special ? { specialNights: special } : {}),
    ...(seasonNights ? { seasonNights } : {}),
    ...(weekendNights ? { weekendNights } : {}),
    lodgingCents,
    discountCents,
    ...(onlyWeekly ? {} : { discounts }),
    cleaningFeeCents: terms.cleaningFeeCents,
    petFeeCents,
    petCount,
    taxableCents,
    taxCents,
    taxExempt,
    totalCents: taxableCents + taxCents,
    depositCents: petCount > 0 ? terms.petDepositCents : 0,
    currency: terms.currency ?? "USD",
  };
}

/** The price of a stay from check-in to check-out (ISO dates), at the owner's prices for those nights. */
export function quoteStay(terms: PriceTerms, checkIn: string, checkOut: string, pets = 0) {
  const byNight = terms.overrides?.length || terms.today || (terms.rules && hasRules(terms.rules));
  const nightly = byNight ? nightlySum(terms, checkIn, checkOut) : undefined;
  return quoteNights(terms, nightsBetween(checkIn, checkOut), pets, nightly);
}

/** The price terms of a listing and its pet policy, as stored (one place, for the server and the browser). */
export function priceTermsOf(
  listing: Pick<
    PriceTerms,
    | "nightlyRateCents"
    | "weeklyDiscountPct"
    | "monthlyRateCents"
    | "cleaningFeeCents"
    | "lodgingTaxBps"
    | "taxExemptAfterNights"
  > & { currency?: string; pricingRules?: unknown },
  pet: { petFeeCents: number; petFeeBasis: PetFeeBasis; petDepositCents: number },
  overrides?: PriceOverride[],
  /** The booking day where the home is: a last-minute or early-bird rule needs it. */
  today?: string,
): PriceTerms {
  const terms: PriceTerms = {
    nightlyRateCents: listing.nightlyRateCents,
    weeklyDiscountPct: listing.weeklyDiscountPct,
    monthlyRateCents: listing.monthlyRateCents,
    cleaningFeeCents: listing.cleaningFeeCents,
    lodgingTaxBps: listing.lodgingTaxBps,
    taxExemptAfterNights: listing.taxExemptAfterNights,
    petFeeCents: pet.petFeeCents,
    petFeeBasis: pet.petFeeBasis,
    petDepositCents: pet.petDepositCents,
  };
  if (listing.currency) terms.currency = listing.currency;
  if (overrides?.length)
    terms.overrides = overrides.map((o) => ({
      start: o.start,
      end: o.end,
      nightlyRateCents: o.nightlyRateCents,
      minNights: o.minNights,
    }));
  const rules = rulesOf(listing.pricingRules);
  if (hasRules(rules)) terms.rules = rules;
  if (today && rules.timing) terms.today = today;
  return terms;
}
