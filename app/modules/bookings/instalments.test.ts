import { describe, expect, it } from "vitest";
import { isMovable, roundToCurrency } from "../payments/amounts.ts";
import type { PriceQuote } from "../stays/pricing.ts";
import {
  INSTALMENT_TRIES,
  instalmentKey,
  instalmentPlan,
  laterInstalments,
  nextTryAt,
} from "./instalments.ts";

const quote = (nights: number, nightly: number, extra: Partial<PriceQuote> = {}): PriceQuote =>
  ({
    nights,
    nightlyRateCents: nightly,
    subtotalCents: nights * nightly,
    cleaningFeeCents: 0,
    petFeeCents: 0,
    taxableCents: nights * nightly,
    taxCents: 0,
    depositCents: 0,
    totalCents: nights * nightly,
    ...extra,
  }) as PriceQuote;

const plan = (q: PriceQuote, currency = "USD", timeZone = "UTC", checkIn = "2027-03-01") =>
  instalmentPlan({ quote: q, petFeeBasis: "per_stay", checkIn, currency, checkInTime: "15:00", timeZone });
const sum = (parts: { amountCents: number }[]) => parts.reduce((t, p) => t + p.amountCents, 0);

describe("instalmentPlan", () => {
  it("pays a stay shorter than 28 nights whole at booking", () => {
    const parts = plan(quote(27, 10_000));
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatchObject({ part: 1, amountCents: 270_000, dueAt: null, nights: 27 });
  });

  it("pays a 28-night stay in one month, at booking", () => {
    const parts = plan(quote(28, 10_000));
    expect(parts.map((p) => [p.part, p.nights, p.amountCents])).toEqual([[1, 28, 280_000]]);
    expect(laterInstalments(parts)).toEqual([]);
  });

  it("cuts 45 nights into 30 + 15, the one-off fees with their tax in the first month", () => {
    const q = quote(45, 10_000, {
      cleaningFeeCents: 8_000,
      petFeeCents: 5_000,
      taxableCents: 463_000,
      taxCents: 46_300,
      totalCents: 509_300,
    });
    const parts = plan(q);
    expect(parts.map((p) => p.nights)).toEqual([30, 15]);
    // One-off: cleaning 80 + pet fee 50 + their 10% tax 13.
    expect(parts[0]!.amountCents).toBe(14_300 + Math.round(((509_300 - 14_300) * 30) / 45));
    expect(sum(parts)).toBe(509_300);
  });

  it("charges each later month 3 days before it starts, at the home's check-in time in its zone", () => {
    const parts = plan(quote(90, 10_000), "USD", "America/New_York");
    expect(parts.map((p) => p.startsOn)).toEqual(["2027-03-01", "2027-03-31", "2027-04-30"]);
    expect(parts[0]!.dueAt).toBeNull();
    // 15:00 in New York on 28 March 2027 (daylight time, UTC−4).
    expect(parts[1]!.dueAt!.toISOString()).toBe("2027-03-28T19:00:00.000Z");
    expect(parts[2]!.dueAt!.toISOString()).toBe("2027-04-27T19:00:00.000Z");
    // The owner is paid 24 hours after each month starts.
    expect(parts[1]!.payoutDueAt.toISOString()).toBe("2027-04-01T19:00:00.000Z");
    expect(sum(parts)).toBe(900_000);
    expect(laterInstalments(parts).map((p) => p.part)).toEqual([2, 3]);
  });

  it("spreads odd cents so the months add up exactly to the total", () => {
    const q = quote(91, 10_001, { totalCents: 910_091 + 7 });
    const parts = plan(q);
    expect(parts.map((p) => p.nights)).toEqual([30, 30, 30, 1]);
    expect(sum(parts)).toBe(910_098);
    for (const p of parts) expect(Number.isInteger(p.amountCents)).toBe(true);
  });

  it("moves whole yen only, the months adding up to the total rounded to the yen", () => {
    // ¥3,333.33 a night for 45 nights (the site counts hundredths of every currency).
    const q = quote(45, 333_333, { totalCents: 45 * 333_333 });
    const parts = plan(q, "JPY", "Asia/Tokyo");
    for (const p of parts) expect(isMovable(p.amountCents, "JPY")).toBe(true);
    expect(sum(parts)).toBe(roundToCurrency(45 * 333_333, "JPY"));
    expect(parts[1]!.dueAt!.toISOString()).toBe("2027-03-28T06:00:00.000Z");
  });

  it("never drifts a month by more than one unit of the currency from its share", () => {
    const q = quote(90, 777_777, { totalCents: 90 * 777_777 });
    const parts = plan(q, "JPY");
    for (const p of parts) expect(Math.abs(p.amountCents - 30 * 777_777)).toBeLessThanOrEqual(100);
  });
});

describe("retries", () => {
  const due = new Date("2027-03-28T19:00:00Z");
  it("tries again 1 day and 3 days after the due time, then the stay is at risk", () => {
    expect(INSTALMENT_TRIES).toBe(3);
    expect(nextTryAt(due, 1)!.toISOString()).toBe("2027-03-29T19:00:00.000Z");
    expect(nextTryAt(due, 2)!.toISOString()).toBe("2027-03-31T19:00:00.000Z");
    expect(nextTryAt(due, 3)).toBeNull();
  });

  it("keys each try of each month apart", () => {
    const id = "5b0b4f6e-8d2f-4a43-9a0c-2a4f7c1d9e10";
    expect(instalmentKey(id, 2, 1)).toBe(`booking:${id}:charge:2:1`);
    expect(instalmentKey(id, 2, 2)).not.toBe(instalmentKey(id, 2, 1));
    expect(() => instalmentKey(id, 1, 1)).toThrow(RangeError);
    expect(() => instalmentKey(id, 2, 0)).toThrow(RangeError);
  });
});
