import { describe, expect, it } from "vitest";
import { amountText, parseRefundAmount, refundableOf } from "./site-cancel.ts";

describe("a refund on the site's behalf", () => {
  it("can give back what was paid and not yet refunded, never less than nothing", () => {
    expect(refundableOf({ paidCents: 50_000, refundedCents: 0 })).toBe(50_000);
    expect(refundableOf({ paidCents: 50_000, refundedCents: 20_000 })).toBe(30_000);
    expect(refundableOf({ paidCents: 0, refundedCents: 0 })).toBe(0);
    expect(refundableOf({ paidCents: 100, refundedCents: 200 })).toBe(0);
  });

  it("reads the typed amount as integer cents, all of it by default", () => {
    expect(parseRefundAmount("", "EUR", 50_000)).toEqual({ ok: true, cents: 50_000 });
    expect(parseRefundAmount("120", "EUR", 50_000)).toEqual({ ok: true, cents: 12_000 });
    expect(parseRefundAmount("120.5", "EUR", 50_000)).toEqual({ ok: true, cents: 12_050 });
    expect(parseRefundAmount(" 1 20,05 ", "EUR", 50_000)).toEqual({ ok: true, cents: 12_005 });
    expect(parseRefundAmount("500.00", "EUR", 50_000)).toEqual({ ok: true, cents: 50_000 });
    expect(parseRefundAmount("0.01", "USD", 50_000)).toEqual({ ok: true, cents: 1 });
    expect(parseRefundAmount("3000", "JPY", 500_000)).toEqual({ ok: true, cents: 300_000 });
    // What the form shows reads back as the same cents.
    for (const [cents, currency] of [
      [50_000, "EUR"],
      [12_005, "USD"],
      [300_000, "JPY"],
    ] as const)
      expect(parseRefundAmount(amountText(cents, currency), currency, cents)).toEqual({ ok: true, cents });
  });

  it("refuses nothing, more than refundable, more decimals than the currency has, and words", () => {
    const accepted = (raw: unknown, currency = "EUR", refundable = 50_000) =>
      parseRefundAmount(raw, currency, refundable).ok;
    expect(accepted("0")).toBe(false);
    expect(accepted("0.00")).toBe(false);
    expect(accepted("500.01")).toBe(false);
    expect(accepted("1e3")).toBe(false);
    expect(accepted("-5")).toBe(false);
    expect(accepted("12.345")).toBe(false);
    expect(accepted("ten")).toBe(false);
    expect(accepted(["1"])).toBe(true); // not a string: the default, everything
    expect(accepted("3000.5", "JPY", 500_000)).toBe(false);
    expect(accepted("10", "EUR", 0)).toBe(false);
    expect(parseRefundAmount("600", "EUR", 50_000)).toEqual({
      ok: false,
      error: "That is more than was paid and not yet refunded.",
    });
  });
});
