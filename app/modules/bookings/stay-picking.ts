import { addDays } from "../../shared/dates.ts";
import type { Nights } from "../stays/date-picking.ts";
import { nightlySum, type PriceTerms } from "../stays/pricing.ts";
import { minNightsFor } from "./min-nights.ts";
import type { StayRules } from "./rules.ts";

/**
 * One stay's picker: its taken nights, the minimum stay of each check-in day (the owner's or a
 * price override's), the longest stay and each night's price. The detail page's price box and
 * the booking page show the same calendar from the same loaded data (`stayCalendar`).
 */
export function stayPicking(
  rules: Pick<StayRules, "minNights" | "minNightsOverrides" | "maxNights">,
  terms: PriceTerms,
  occupied: Nights,
  today: string,
) {
  return {
    today,
    occupied,
    minNights: (day: string) => minNightsFor(rules, day),
    maxNights: rules.maxNights,
    nightlyCents: (day: string) => nightlySum(terms, day, addDays(day, 1)).sumCents,
    currency: terms.currency,
  };
}
