import { describe, expect, it } from "vitest";
import { quoteNights, type PriceTerms } from "../stays/pricing.ts";
import { paymentSchedule } from "./payment.ts";

const terms: PriceTerms = {
  nightlyRateCents: 10_000,
  weeklyDiscountPct: 0,
  monthlyRateCents: 240_000,
  cleaningFeeCents: 15_000,
  lodgingTaxBps: 1_000,
  taxExemptAfterNights: null,
  petFeeCents: 5_000,
  petFeeBasis: "per_stay",
  petDepositCents: 30_000,
};
const total = (installments: { amountCents: number }[]) =>
  installments.reduce((sum, i) => sum + i.amountCents, 0);

describe("paymentSchedule", () => {
  it("a stay shorter than a month is paid in full at check-in", () => {
    const quote = quoteNights(terms, 27, 1);
    expect(paymentSchedule(quote, "per_stay", "2027-03-01")).toEqual([
      { dueOn: "2027-03-01", amountCents: quote.totalCents, nights: 27 },
    ]);
  });

  it("a longer stay is paid per 30 nights; one-off fees and their tax come first", () => {
    // 75 nights: 30 + 30 + 15. Lodging 600,000; one-off 15,000 + 5,000 = 20,000 (+10% tax).
    const quote = quoteNights(terms, 75, 1);
    const schedule = paymentSchedule(quote, "per_stay", "2027-03-01");
    expect(schedule.map((i) => [i.dueOn, i.nights])).toEqual([
      ["2027-03-01", 30],
      ["2027-03-31", 30],
      ["2027-04-30", 15],
    ]);
    // Shared: 660,000 by nights → 264,000, 264,000, 132,000.
    expect(schedule.map((i) => i.amountCents)).toEqual([264_000 + 22_000, 264_000, 132_000]);
    expect(total(schedule)).toBe(quote.totalCents);
  });

  it("fees charged by the night or month are shared, not paid up front", () => {
    const quote = quoteNights({ ...terms, petFeeBasis: "per_pet_per_month" }, 60, 2);
    const schedule = paymentSchedule(quote, "per_pet_per_month", "2027-03-01");
    const cleaningWithTax = 16_500;
    expect(schedule[0]!.amountCents - cleaningWithTax).toBe(schedule[1]!.amountCents);
    expect(total(schedule)).toBe(quote.totalCents);
  });

  it("rounding never loses or adds a cent", () => {
    for (const nights of [28, 29, 31, 59, 61, 89, 179, 365]) {
      const quote = quoteNights({ ...terms, monthlyRateCents: 199_999, lodgingTaxBps: 1_337 }, nights, 1);
      const schedule = paymentSchedule(quote, "per_stay", "2027-01-31");
      expect(total(schedule)).toBe(quote.totalCents);
      expect(schedule.reduce((sum, i) => sum + i.nights, 0)).toBe(nights);
      expect(schedule.every((i) => i.amountCents > 0)).toBe(true);
    }
  });

  it("a tax-free stay has no tax share in its first payment", () => {
    const quote = quoteNights({ ...terms, taxExemptAfterNights: 30 }, 40, 0);
    const schedule = paymentSchedule(quote, "per_stay", "2027-03-01");
    expect(schedule[0]!.amountCents - schedule[1]!.amountCents * 3).toBe(15_000);
  });
});
