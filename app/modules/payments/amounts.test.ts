import { describe, expect, it } from "vitest";
import {
  commissionOf,
  currencyDigits,
  currencyStepCents,
  fromProcessorMinor,
  isMovable,
  payoutSplit,
  refundDue,
  roundToCurrency,
  toProcessorMinor,
} from "./amounts.ts";

describe("amounts by currency", () => {
  it("knows each currency's decimals and smallest step in cents", () => {
    expect([
      currencyDigits("USD"),
      currencyDigits("EUR"),
      currencyDigits("JPY"),
      currencyDigits("KWD"),
    ]).toEqual([2, 2, 0, 3]);
    expect(currencyStepCents("USD")).toBe(1);
    expect(currencyStepCents("JPY")).toBe(100);
    expect(currencyStepCents("KRW")).toBe(100);
    expect(currencyStepCents("KWD")).toBe(1);
  });

  it("rounds half up to what the currency can move", () => {
    expect(roundToCurrency(1234.5, "USD")).toBe(1235);
    expect(roundToCurrency(1234.49, "USD")).toBe(1234);
    expect(roundToCurrency(12_349, "JPY")).toBe(12_300);
    expect(roundToCurrency(12_350, "JPY")).toBe(12_400);
    // A half that floating division delivers as 0.4999…: 10.05 × 10 = 100.49999…
    expect(roundToCurrency(10.05 * 10, "USD")).toBe(101);
    expect(isMovable(12_300, "JPY")).toBe(true);
    expect(isMovable(12_345, "JPY")).toBe(false);
    expect(isMovable(12.5, "USD")).toBe(false);
    expect(isMovable(-1, "USD")).toBe(false);
  });

  it("gives a processor the currency's own minor units, and reads them back", () => {
    expect(toProcessorMinor(12_345, "USD")).toBe(12_345);
    expect(toProcessorMinor(12_300, "JPY")).toBe(123);
    expect(toProcessorMinor(12_345, "KWD")).toBe(123_450);
    expect(() => toProcessorMinor(12_345, "JPY")).toThrow(RangeError);
    expect(fromProcessorMinor(123, "JPY")).toBe(12_300);
    expect(fromProcessorMinor(123_455, "KWD")).toBe(12_346);
    expect(fromProcessorMinor(999, "EUR")).toBe(999);
  });
});

describe("commission", () => {
  it("is 0 by default and a rounded percentage otherwise", () => {
    expect(commissionOf(100_000, 0, "USD")).toBe(0);
    expect(commissionOf(100_000, 3, "USD")).toBe(3_000);
    expect(commissionOf(33_333, 12.5, "USD")).toBe(4_167); // 4166.625 → 4167
    expect(commissionOf(1_000_100, 3, "JPY")).toBe(30_000); // ¥300.03 → ¥300
    expect(commissionOf(1, 50, "USD")).toBe(1); // half a cent rounds up
  });

  it("comes out of the owner's share, and the two add up to what was kept", () => {
    for (const [kept, percent, currency] of [
      [33_333, 12.5, "USD"],
      [98_700, 7.25, "JPY"],
      [1, 50, "USD"],
      [0, 10, "EUR"],
    ] as const) {
      const split = payoutSplit(kept, percent, currency);
      expect(split.payoutCents + split.commissionCents).toBe(kept);
      expect(split.payoutCents).toBeGreaterThanOrEqual(0);
    }
    expect(payoutSplit(50_000, 10, "USD")).toEqual({ payoutCents: 45_000, commissionCents: 5_000 });
  });
});

describe("refunds", () => {
  it("give back everything when the owner cancels", () => {
    expect(refundDue({ paidCents: 50_000, keptCents: 50_000, currency: "USD", byOwner: true })).toBe(50_000);
  });

  it("give back what was paid beyond what the policy keeps, never below nothing", () => {
    expect(refundDue({ paidCents: 50_000, keptCents: 12_500, currency: "USD", byOwner: false })).toBe(37_500);
    expect(refundDue({ paidCents: 10_000, keptCents: 30_000, currency: "USD", byOwner: false })).toBe(0);
    expect(refundDue({ paidCents: 0, keptCents: 0, currency: "USD", byOwner: false })).toBe(0);
  });

  it("round what is kept to the currency so the refund can move", () => {
    // ¥500 paid, the policy keeps ¥123.45: ¥123 is kept, ¥377 comes back.
    const back = refundDue({ paidCents: 50_000, keptCents: 12_345, currency: "JPY", byOwner: false });
    expect(back).toBe(37_700);
    expect(isMovable(back, "JPY")).toBe(true);
  });
});
