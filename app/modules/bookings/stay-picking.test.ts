import { describe, expect, it } from "vitest";
import type { PriceTerms } from "../stays/pricing.ts";
import { stayPicking } from "./stay-picking.ts";

describe("one stay's picker (detail and booking pages)", () => {
  it("takes the stay's minimum stays, its taken nights and its nightly prices", () => {
    const terms: PriceTerms = {
      nightlyRateCents: 10_000,
      weeklyDiscountPct: 0,
      monthlyRateCents: null,
      cleaningFeeCents: 0,
      lodgingTaxBps: 0,
      taxExemptAfterNights: null,
      petFeeCents: 0,
      petFeeBasis: "per_stay",
      petDepositCents: 0,
      currency: "EUR",
      overrides: [{ start: "2027-03-10", end: "2027-03-12", nightlyRateCents: 20_000, minNights: 5 }],
    };
    const occupied = [{ start: "2027-03-20", end: "2027-03-25" }];
    const rules = {
      minNights: 2,
      maxNights: 30,
      minNightsOverrides: [{ start: "2027-03-10", end: "2027-03-12", minNights: 5 }],
    };
    const picking = stayPicking(rules, terms, occupied, "2027-03-01");
    expect(picking).toMatchObject({ today: "2027-03-01", occupied, maxNights: 30, currency: "EUR" });
    expect(picking.minNights("2027-03-05")).toBe(2);
    expect(picking.minNights("2027-03-10")).toBe(5);
    expect(picking.nightlyCents("2027-03-10")).toBe(20_000);
  });
});
