import type { StayRules } from "./rules.ts";

/** The minimum stay for a check-in on this date: the owner's for that night, else the listing's. */
export function minNightsFor(rules: Pick<StayRules, "minNights" | "minNightsOverrides">, checkIn: string) {
  const override = rules.minNightsOverrides?.find((o) => o.start <= checkIn && checkIn < o.end);
  return override?.minNights ?? rules.minNights;
}
