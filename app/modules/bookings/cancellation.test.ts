import { describe, expect, it } from "vitest";
import { freeCancellationUntil, refundFor, settlementOf, type CancellationInput } from "./cancellation.ts";

const checkInAt = new Date("2027-06-10T15:00:00Z");
const at = (iso: string) => new Date(iso);
// 10 nights, $1,050 in all of which $50 is cleaning: each night's share is $100.
const base: Omit<CancellationInput, "policy" | "cancelledAt"> = {
  totalCents: 105_000,
  cleaningFeeCents: 5_000,
  nights: 10,
  checkInAt,
  bookedAt: at("2027-05-01T12:00:00Z"),
};
const refund = (
  policy: CancellationInput["policy"],
  cancelledAt: string,
  extra: Partial<CancellationInput> = {},
) => refundFor({ ...base, policy, cancelledAt: at(cancelledAt), ...extra }).refundCents;

describe("refundFor", () => {
  it("flexible: full refund until 24 hours before check-in, then the next night is kept", () => {
    expect(refund("flexible", "2027-06-09T15:00:00Z")).toBe(105_000);
    expect(refund("flexible", "2027-06-09T15:00:01Z")).toBe(95_000);
    // Two nights in: those two and the next are kept; no cleaning fee back.
    expect(refund("flexible", "2027-06-12T10:00:00Z")).toBe(70_000);
    expect(refund("flexible", "2027-06-20T12:00:00Z")).toBe(0);
  });

  it("moderate: full refund until 5 days before, then half of the nights not stayed", () => {
    expect(refund("moderate", "2027-06-05T15:00:00Z")).toBe(105_000);
    expect(refund("moderate", "2027-06-06T09:00:00Z")).toBe(50_000 + 5_000);
    expect(refund("moderate", "2027-06-14T16:00:00Z")).toBe(25_000);
  });

  it("strict: full within 48 hours of booking when 14+ days ahead, half until 7 days, then nothing", () => {
    const booked = { bookedAt: at("2027-05-20T12:00:00Z") };
    expect(refund("strict", "2027-05-22T12:00:00Z", booked)).toBe(105_000);
    expect(refund("strict", "2027-05-22T12:00:01Z", booked)).toBe(52_500);
    // Booked 10 days ahead: no free window at all.
    expect(refund("strict", "2027-05-31T16:00:00Z", { bookedAt: at("2027-05-31T15:00:00Z") })).toBe(52_500);
    expect(refund("strict", "2027-06-03T15:00:01Z", booked)).toBe(0);
  });

  it("long_term: the first month and 30 days of notice are kept", () => {
    const long = { nights: 90, totalCents: 905_000, cleaningFeeCents: 5_000 }; // $100 a night
    expect(refund("long_term", "2027-06-01T00:00:00Z", long)).toBe(60 * 10_000);
    // 40 nights in: 70 nights are kept.
    expect(refund("long_term", "2027-07-20T12:00:00Z", long)).toBe(20 * 10_000);
    expect(refund("long_term", "2027-06-01T00:00:00Z", { nights: 20 })).toBe(0);
  });

  it("never refunds more than was paid, nor less than nothing", () => {
    for (const policy of ["flexible", "moderate", "strict", "long_term"] as const) {
      for (const when of ["2026-01-01T00:00:00Z", "2027-06-10T14:59:59Z", "2030-01-01T00:00:00Z"]) {
        const r = refundFor({ ...base, policy, cancelledAt: at(when) });
        expect(r.refundCents).toBeGreaterThanOrEqual(0);
        expect(r.refundCents).toBeLessThanOrEqual(base.totalCents);
        expect(r.refundCents + r.keptCents).toBe(base.totalCents);
        expect(r.reason.length).toBeGreaterThan(10);
      }
    }
  });
});

describe("freeCancellationUntil", () => {
  it("names the last free moment of each policy", () => {
    const booked = at("2027-05-01T12:00:00Z");
    expect(freeCancellationUntil("flexible", checkInAt, booked)).toEqual(at("2027-06-09T15:00:00Z"));
    expect(freeCancellationUntil("moderate", checkInAt, booked)).toEqual(at("2027-06-05T15:00:00Z"));
    expect(freeCancellationUntil("strict", checkInAt, booked)).toEqual(at("2027-05-03T12:00:00Z"));
    expect(freeCancellationUntil("strict", checkInAt, at("2027-06-01T12:00:00Z"))).toBeNull();
    expect(freeCancellationUntil("long_term", checkInAt, booked)).toBeNull();
  });
});

describe("the deadlines keep the home's clock across a daylight-saving change", () => {
  // Lisbon moves from WET (UTC+0) to WEST (UTC+1) on March 28, 2027, and back on October 31.
  const lisbon = "Europe/Lisbon";
  const springCheckIn = new Date("2027-03-30T14:00:00Z"); // 3:00 PM in Lisbon (WEST)
  it("5 days before 3:00 PM on March 30 is 3:00 PM on March 25 (119 hours, not 120)", () => {
    const until = freeCancellationUntil("moderate", springCheckIn, at("2027-01-01T12:00:00Z"), lisbon)!;
    expect(until.toISOString()).toBe("2027-03-25T15:00:00.000Z");
    const input = { ...base, checkInAt: springCheckIn, timeZone: lisbon, policy: "moderate" as const };
    expect(refundFor({ ...input, cancelledAt: until }).refundCents).toBe(105_000);
    expect(refundFor({ ...input, cancelledAt: new Date(until.getTime() + 1000) }).refundCents).toBeLessThan(
      105_000,
    );
  });
  it("in the autumn the 7 days of a strict stay are 169 hours", () => {
    const autumnCheckIn = new Date("2027-11-02T15:00:00Z"); // 3:00 PM in Lisbon (WET)
    const input = { ...base, checkInAt: autumnCheckIn, timeZone: lisbon, policy: "strict" as const };
    // 3:00 PM on October 26 (WEST) is 14:00 UTC.
    expect(refundFor({ ...input, cancelledAt: at("2027-10-26T14:00:00Z") }).refundCents).toBe(52_500);
    expect(refundFor({ ...input, cancelledAt: at("2027-10-26T14:00:01Z") }).refundCents).toBe(0);
  });
  it("flexible is 24 hours, whatever the clocks do", () => {
    expect(freeCancellationUntil("flexible", springCheckIn, springCheckIn, lisbon)!.toISOString()).toBe(
      "2027-03-29T14:00:00.000Z",
    );
  });
});

describe("settlementOf: what the traveller gets back or still owes, against what was paid", () => {
  const installments = [
    { dueOn: "2027-06-10", amountCents: 60_000 },
    { dueOn: "2027-07-10", amountCents: 45_000 },
  ];
  it("before check-in nothing is paid: a kept amount is owed, never 'refunded'", () => {
    expect(settlementOf({ accepted: true, keptCents: 52_500, installments, today: "2027-06-01" })).toEqual({
      paidCents: 0,
      keptCents: 52_500,
      backCents: 0,
      oweCents: 52_500,
    });
    expect(settlementOf({ accepted: true, keptCents: 0, installments, today: "2027-06-01" })).toEqual({
      paidCents: 0,
      keptCents: 0,
      backCents: 0,
      oweCents: 0,
    });
  });
  it("once installments are due they count as paid: the part the policy does not keep comes back", () => {
    expect(
      settlementOf({ accepted: true, keptCents: 30_000, installments, today: "2027-06-10" }),
    ).toMatchObject({
      paidCents: 60_000,
      backCents: 30_000,
      oweCents: 0,
    });
    expect(
      settlementOf({ accepted: true, keptCents: 90_000, installments, today: "2027-06-20" }),
    ).toMatchObject({
      backCents: 0,
      oweCents: 30_000,
    });
  });
  it("a request not yet accepted has paid nothing and owes nothing", () => {
    expect(settlementOf({ accepted: false, keptCents: 10_000, installments, today: "2027-06-20" })).toEqual({
      paidCents: 0,
      keptCents: 0,
      backCents: 0,
      oweCents: 0,
    });
  });
});
