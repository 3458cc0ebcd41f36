import { describe, expect, it } from "vitest";
import { priceTermsOf, quoteNights, quoteStay, roundCents, stayTypeFor, type PriceTerms } from "./pricing";
import { petFeeFor } from "../pets/pet-fee";
import { formatMoney } from "../../shared/format.ts";

const terms: PriceTerms = {
  nightlyRateCents: 10_000,
  weeklyDiscountPct: 10,
  monthlyRateCents: 210_000,
  cleaningFeeCents: 8_000,
  lodgingTaxBps: 1_000,
  taxExemptAfterNights: 30,
  petFeeCents: 2_500,
  petFeeBasis: "per_stay",
  petDepositCents: 30_000,
};

describe("quoteNights", () => {
  it("charges nights × nightly rate, cleaning and tax for a short stay", () => {
    const q = quoteNights(terms, 3);
    expect(q).toMatchObject({
      lodgingCents: 30_000,
      discountCents: 0,
      cleaningFeeCents: 8_000,
      petFeeCents: 0,
      taxCents: 3_800,
      totalCents: 41_800,
      depositCents: 0,
      stayType: "short-term",
      rateBasis: "nightly",
    });
  });

  it("applies the weekly discount from 7 nights, not at 6", () => {
    expect(quoteNights(terms, 6).discountCents).toBe(0);
    const q = quoteNights(terms, 7);
    expect(q.lodgingCents).toBe(70_000);
    expect(q.discountCents).toBe(7_000);
    expect(q.taxableCents).toBe(70_000 - 7_000 + 8_000);
    expect(q.totalCents).toBe(71_000 + 7_100);
  });

  it("switches to the monthly rate prorated per 30 nights from 28 nights, without the weekly discount", () => {
    const q = quoteNights(terms, 28);
    expect(q.rateBasis).toBe("monthly");
    expect(q.lodgingCents).toBe(196_000);
    expect(q.discountCents).toBe(0);
    expect(q.stayType).toBe("mid-term");
    expect(quoteNights(terms, 27).rateBasis).toBe("nightly");
  });

  it("keeps the nightly rate and weekly discount past 28 nights when there is no monthly rate", () => {
    const q = quoteNights({ ...terms, monthlyRateCents: null }, 28);
    expect(q.rateBasis).toBe("nightly");
    expect(q.discountCents).toBe(28_000);
  });

  it("stops charging lodging tax once the stay reaches the exemption length", () => {
    expect(quoteNights(terms, 29).taxCents).toBeGreaterThan(0);
    const q = quoteNights(terms, 30);
    expect(q.taxExempt).toBe(true);
    expect(q.taxCents).toBe(0);
    expect(quoteNights({ ...terms, taxExemptAfterNights: null }, 200).taxCents).toBeGreaterThan(0);
  });

  it("charges the pet fee by every basis, and none without pets", () => {
    const fee = { petFeeCents: 2_000 };
    expect(petFeeFor({ ...fee, petFeeBasis: "per_stay" }, 10, 2)).toBe(2_000);
    expect(petFeeFor({ ...fee, petFeeBasis: "per_night" }, 10, 2)).toBe(20_000);
    expect(petFeeFor({ ...fee, petFeeBasis: "per_pet_per_stay" }, 10, 2)).toBe(4_000);
    expect(petFeeFor({ ...fee, petFeeBasis: "per_pet_per_night" }, 10, 2)).toBe(40_000);
    expect(petFeeFor({ ...fee, petFeeBasis: "per_pet_per_month" }, 30, 2)).toBe(4_000);
    expect(petFeeFor({ ...fee, petFeeBasis: "per_pet_per_month" }, 31, 2)).toBe(8_000);
    expect(petFeeFor({ ...fee, petFeeBasis: "per_pet_per_month" }, 5, 1)).toBe(2_000);
    expect(petFeeFor({ ...fee, petFeeBasis: "per_night" }, 10, 0)).toBe(0);
  });

  it("taxes the pet fee and shows the deposit apart, outside the total", () => {
    const q = quoteNights(terms, 2, 1);
    expect(q.petFeeCents).toBe(2_500);
    expect(q.taxCents).toBe(roundCents((20_000 + 8_000 + 2_500) * 0.1));
    expect(q.depositCents).toBe(30_000);
    expect(q.totalCents).toBe(30_500 + 3_050);
  });

  it("rounds half up to whole cents", () => {
    expect(roundCents(0.5)).toBe(1);
    expect(roundCents(1.4999)).toBe(1);
    expect(roundCents(2.5)).toBe(3);
    // 1,875 bps of 333 cents = 62.4375 cents
    const q = quoteNights({ ...terms, nightlyRateCents: 333, cleaningFeeCents: 0, lodgingTaxBps: 1_875 }, 1);
    expect(q.taxCents).toBe(62);
    // monthly proration: 100,001 × 31 / 30 = 103,334.03
    expect(quoteNights({ ...terms, monthlyRateCents: 100_001 }, 31).lodgingCents).toBe(103_334);
    // weekly discount 15% of 7 × 1,003 = 1,053.15
    expect(quoteNights({ ...terms, nightlyRateCents: 1_003, weeklyDiscountPct: 15 }, 7).discountCents).toBe(
      1_053,
    );
  });

  it("prices a stay from its dates and refuses an empty stay", () => {
    expect(quoteStay(terms, "2027-02-27", "2027-03-02").nights).toBe(3);
    expect(() => quoteNights(terms, 0)).toThrow(RangeError);
  });

  it("names the stay type by length", () => {
    expect(stayTypeFor(27)).toBe("short-term");
    expect(stayTypeFor(28)).toBe("mid-term");
    expect(stayTypeFor(179)).toBe("mid-term");
    expect(stayTypeFor(180)).toBe("monthly");
  });

  it("formats money in whole dollars or exact cents", () => {
    expect(formatMoney(184_000)).toBe("$1,840");
    expect(formatMoney(12_345, "USD", true)).toBe("$123.45");
  });
});

describe("the owner's prices for some nights (overrides)", () => {
  const festival = { start: "2027-03-03", end: "2027-03-05", nightlyRateCents: 25_000, minNights: 3 };
  const priced = { ...terms, overrides: [festival] };

  it("prices the nights inside an override at its rate, the others at the nightly rate", () => {
    const q = quoteStay(priced, "2027-03-01", "2027-03-04");
    // Mar 1, 2 at 100; Mar 3 at 250.
    expect(q.lodgingCents).toBe(45_000);
    expect(q.specialNights).toBe(1);
    expect(q.rateBasis).toBe("nightly");
    expect(q.taxCents).toBe(roundCents((45_000 + 8_000) * 0.1));
    // A stay outside the override is unchanged (and says nothing of special nights).
    const plain = quoteStay(priced, "2027-03-05", "2027-03-07");
    expect(plain).toEqual(quoteStay(terms, "2027-03-05", "2027-03-07"));
    expect(plain.specialNights).toBeUndefined();
  });

  it("still gives the weekly discount, on the sum at the owner's prices", () => {
    const q = quoteStay(priced, "2027-03-01", "2027-03-08");
    expect(q.lodgingCents).toBe(5 * 10_000 + 2 * 25_000);
    expect(q.discountCents).toBe(10_000);
  });

  it("keeps the monthly rate for a stay priced by the month (overrides are short-stay prices)", () => {
    const q = quoteStay(priced, "2027-03-01", "2027-03-29");
    expect(q.rateBasis).toBe("monthly");
    expect(q.lodgingCents).toBe(196_000);
    expect(q.specialNights).toBeUndefined();
    // Without a monthly rate the long stay sums the nights, overrides included.
    const nightly = quoteStay({ ...priced, monthlyRateCents: null }, "2027-03-01", "2027-03-29");
    expect(nightly.lodgingCents).toBe(26 * 10_000 + 2 * 25_000);
    expect(nightly.discountCents).toBe(31_000);
  });

  it("priceTermsOf carries the overrides; quoteNights alone knows no dates", () => {
    const withOverrides = priceTermsOf(
      { ...terms, currency: "EUR" },
      { petFeeCents: 0, petFeeBasis: "per_stay", petDepositCents: 0 },
      [festival],
    );
    expect(withOverrides.overrides).toEqual([festival]);
    expect(quoteNights(withOverrides, 2).lodgingCents).toBe(20_000);
  });
});
