import { describe, expect, it } from "vitest";
import { toDayNumber } from "../../shared/dates.ts";
import { priceTermsOf, quoteNights, quoteStay, type PriceTerms } from "./pricing.ts";
import {
  isWeekendNight,
  NO_RULES,
  rulesOf,
  seasonClash,
  timingApplies,
  type PricingRules,
} from "./pricing-rules.ts";

// No cleaning, pets or tax: the lodging and discounts are the whole price, easy to read.
const base: PriceTerms = {
  nightlyRateCents: 10_000,
  weeklyDiscountPct: 10,
  monthlyRateCents: null,
  cleaningFeeCents: 0,
  lodgingTaxBps: 0,
  taxExemptAfterNights: null,
  petFeeCents: 0,
  petFeeBasis: "per_stay",
  petDepositCents: 0,
};
const rules = (r: Partial<PricingRules>): PricingRules => ({ ...NO_RULES, ...r });
const withRules = (r: Partial<PricingRules>, extra: Partial<PriceTerms> = {}): PriceTerms => ({
  ...base,
  rules: rules(r),
  ...extra,
});

// 2027-03-01 is a Monday: Fri 03-05 and Sat 03-06 are its week's weekend nights.
const MON = "2027-03-01";

describe("weekend nights", () => {
  it("are Friday and Saturday nights", () => {
    const days = ["2027-03-04", "2027-03-05", "2027-03-06", "2027-03-07"].map(toDayNumber);
    expect(days.map(isWeekendNight)).toEqual([false, true, true, false]);
  });

  it("cost the weekend price, the other nights the nightly rate", () => {
    const q = quoteStay(withRules({ weekendRateCents: 15_000 }), "2027-03-04", "2027-03-08");
    // Thu 10,000 + Fri 15,000 + Sat 15,000 + Sun 10,000
    expect(q.lodgingCents).toBe(50_000);
    expect(q.weekendNights).toBe(2);
    expect(q.totalCents).toBe(50_000);
  });
});

describe("seasons", () => {
  const summer = { start: "2027-03-03", end: "2027-03-06", nightlyRateCents: 20_000 };

  it("price the nights in their range [start, end)", () => {
    const q = quoteStay(withRules({ seasons: [summer] }), MON, "2027-03-04");
    // Mon, Tue at 10,000; Wed at 20,000
    expect(q.lodgingCents).toBe(40_000);
    expect(q.seasonNights).toBe(1);
  });

  it("win over the weekend price", () => {
    const q = quoteStay(
      withRules({ seasons: [summer], weekendRateCents: 15_000 }),
      "2027-03-05",
      "2027-03-07",
    );
    // Fri in the season (20,000), Sat after it at the weekend price (15,000)
    expect(q.lodgingCents).toBe(35_000);
    expect(q).toMatchObject({ seasonNights: 1, weekendNights: 1 });
  });

  it("lose to a price the owner set for the night on the calendar (nightly overrides win)", () => {
    const q = quoteStay(
      withRules(
        { seasons: [summer], weekendRateCents: 15_000 },
        { overrides: [{ start: "2027-03-05", end: "2027-03-07", nightlyRateCents: 9_000, minNights: null }] },
      ),
      "2027-03-04",
      "2027-03-07",
    );
    // Thu in season 20,000; Fri, Sat at the calendar price 9,000
    expect(q.lodgingCents).toBe(38_000);
    expect(q).toMatchObject({ specialNights: 2, seasonNights: 1 });
    expect(q.weekendNights).toBeUndefined();
  });

  it("a clash is a season sharing a night", () => {
    expect(seasonClash([summer], { start: "2027-03-05", end: "2027-03-09", nightlyRateCents: 1 })).toEqual(
      summer,
    );
    expect(seasonClash([summer], { start: "2027-03-06", end: "2027-03-09", nightlyRateCents: 1 })).toBeNull();
  });
});

describe("length of stay", () => {
  it("the weekly discount applies to the nights' sum, weekend prices included", () => {
    const q = quoteStay(withRules({ weekendRateCents: 15_000 }), MON, "2027-03-08");
    expect(q.lodgingCents).toBe(80_000);
    expect(q.discountCents).toBe(8_000);
    expect(q.discounts).toBeUndefined(); // a weekly discount alone keeps the quote's older shape
  });

  it("from 28 nights, the monthly discount comes on top of the monthly rate, and no weekly discount", () => {
    const terms = withRules(
      { monthlyDiscountPct: 20, weekendRateCents: 50_000 },
      { monthlyRateCents: 240_000 },
    );
    const q = quoteStay(terms, MON, "2027-03-31"); // 30 nights
    expect(q.rateBasis).toBe("monthly");
    expect(q.lodgingCents).toBe(240_000); // the weekend price does not reach a month
    expect(q.discounts).toEqual([{ rule: "monthly", pct: 20, cents: 48_000 }]);
    expect(q.totalCents).toBe(192_000);
    // 27 nights: nightly prices and the weekly discount, no monthly discount
    const short = quoteStay(terms, MON, "2027-03-28");
    expect(short.rateBasis).toBe("nightly");
    expect(short.discounts).toBeUndefined();
    expect(short.discountCents).toBe(Math.round(short.lodgingCents * 0.1));
  });

  it("the monthly discount also applies to a long stay without a monthly rate, instead of the weekly one", () => {
    const q = quoteNights(withRules({ monthlyDiscountPct: 25 }), 28);
    expect(q.lodgingCents).toBe(280_000);
    expect(q.discounts).toEqual([{ rule: "monthly", pct: 25, cents: 70_000 }]);
  });
});

describe("last-minute and early-bird", () => {
  const lastMinute = { kind: "last-minute" as const, days: 3, pct: 15 };
  const earlyBird = { kind: "early-bird" as const, days: 60, pct: 10 };

  it("last-minute applies to a check-in at most N days after the booking day", () => {
    expect(timingApplies(lastMinute, 0)).toBe(true);
    expect(timingApplies(lastMinute, 3)).toBe(true);
    expect(timingApplies(lastMinute, 4)).toBe(false);
    expect(timingApplies(lastMinute, undefined)).toBe(false);
    const q = quoteStay(withRules({ timing: lastMinute }, { today: "2027-02-26" }), MON, "2027-03-03");
    expect(q.discounts).toEqual([{ rule: "last-minute", pct: 15, cents: 3_000 }]);
    expect(
      quoteStay(withRules({ timing: lastMinute }, { today: "2027-02-25" }), MON, "2027-03-03").discountCents,
    ).toBe(0);
  });

  it("early-bird applies from N days ahead", () => {
    expect(timingApplies(earlyBird, 59)).toBe(false);
    expect(timingApplies(earlyBird, 60)).toBe(true);
    const q = quoteStay(withRules({ timing: earlyBird }, { today: "2026-12-31" }), MON, "2027-03-03");
    expect(q.discounts).toEqual([{ rule: "early-bird", pct: 10, cents: 2_000 }]);
  });

  it("is not applied without the booking day (estimates by a count of nights)", () => {
    expect(quoteNights(withRules({ timing: lastMinute }), 2).discountCents).toBe(0);
  });

  it("comes last, on what the length-of-stay discount left", () => {
    const q = quoteStay(withRules({ timing: lastMinute }, { today: MON }), MON, "2027-03-08");
    // 7 nights = 70,000; weekly 10% = 7,000; last-minute 15% of 63,000 = 9,450
    expect(q.discounts).toEqual([
      { rule: "weekly", pct: 10, cents: 7_000 },
      { rule: "last-minute", pct: 15, cents: 9_450 },
    ]);
    expect(q.discountCents).toBe(16_450);
    expect(q.totalCents).toBe(53_550);
  });
});

describe("the whole order", () => {
  it("calendar price, season, weekend, nightly rate; then length of stay; then timing; then fees and tax", () => {
    const terms: PriceTerms = {
      ...base,
      cleaningFeeCents: 5_000,
      lodgingTaxBps: 1_000,
      overrides: [{ start: "2027-03-02", end: "2027-03-03", nightlyRateCents: 7_000, minNights: null }],
      rules: rules({
        seasons: [{ start: "2027-03-03", end: "2027-03-05", nightlyRateCents: 12_000 }],
        weekendRateCents: 15_000,
        timing: { kind: "early-bird", days: 30, pct: 5 },
      }),
      today: "2027-01-01",
    };
    const q = quoteStay(terms, MON, "2027-03-08");
    // Mon 10,000 · Tue 7,000 (calendar) · Wed, Thu 12,000 (season) · Fri, Sat 15,000 (weekend) · Sun 10,000
    expect(q.lodgingCents).toBe(81_000);
    expect(q).toMatchObject({ specialNights: 1, seasonNights: 2, weekendNights: 2 });
    // weekly 10% = 8,100; early-bird 5% of 72,900 = 3,645
    expect(q.discounts).toEqual([
      { rule: "weekly", pct: 10, cents: 8_100 },
      { rule: "early-bird", pct: 5, cents: 3_645 },
    ]);
    expect(q.taxableCents).toBe(81_000 - 11_745 + 5_000);
    expect(q.taxCents).toBe(7_426); // 10% of 74,255, half up
    expect(q.totalCents).toBe(74_255 + 7_426);
  });

  it("without rules, the price is what it was", () => {
    const plain = quoteStay(base, MON, "2027-03-08");
    expect(quoteStay({ ...base, rules: NO_RULES }, MON, "2027-03-08")).toEqual(plain);
  });
});

describe("rulesOf (rules as stored)", () => {
  it("keeps valid rules and drops the rest, seasons by date", () => {
    expect(
      rulesOf({
        weekendRateCents: 12_000,
        monthlyDiscountPct: 15,
        timing: { kind: "early-bird", days: 90, pct: 8 },
        seasons: [
          { start: "2027-07-01", end: "2027-09-01", nightlyRateCents: 20_000 },
          { start: "2027-01-01", end: "2027-01-08", nightlyRateCents: 18_000 },
          { start: "2027-05-01", end: "2027-04-01", nightlyRateCents: 1 },
          { start: "nope", end: "2027-04-01", nightlyRateCents: 1 },
        ],
      }),
    ).toEqual({
      weekendRateCents: 12_000,
      monthlyDiscountPct: 15,
      timing: { kind: "early-bird", days: 90, pct: 8 },
      seasons: [
        { start: "2027-01-01", end: "2027-01-08", nightlyRateCents: 18_000 },
        { start: "2027-07-01", end: "2027-09-01", nightlyRateCents: 20_000 },
      ],
    });
  });

  it("reads nonsense as no rules", () => {
    for (const junk of [
      null,
      "x",
      3,
      [],
      { weekendRateCents: -1, monthlyDiscountPct: 100, timing: { kind: "x" } },
    ])
      expect(rulesOf(junk)).toEqual(NO_RULES);
  });

  it("priceTermsOf carries the rules, and the booking day only for a timing rule", () => {
    const listing = { ...base, currency: "USD" };
    const pet = { petFeeCents: 0, petFeeBasis: "per_stay" as const, petDepositCents: 0 };
    expect(priceTermsOf({ ...listing, pricingRules: {} }, pet, [], MON).rules).toBeUndefined();
    const weekend = priceTermsOf({ ...listing, pricingRules: { weekendRateCents: 1 } }, pet, [], MON);
    expect(weekend.rules?.weekendRateCents).toBe(1);
    expect(weekend.today).toBeUndefined();
    const timed = priceTermsOf(
      { ...listing, pricingRules: { timing: { kind: "last-minute", days: 2, pct: 10 } } },
      pet,
      [],
      MON,
    );
    expect(timed.today).toBe(MON);
  });
});
