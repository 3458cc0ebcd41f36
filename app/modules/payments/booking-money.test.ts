import { describe, expect, it } from "vitest";
import { bookingMoneyOf } from "./booking-money.ts";

const base = { mode: "demo" as const, currency: "USD", totalCents: 60_000, active: true, payout: null };

describe("bookingMoneyOf", () => {
  it("a request held: nothing paid, the hold shown, nothing more to come", () => {
    expect(bookingMoneyOf({ ...base, rows: [{ kind: "hold", amountCents: 60_000 }] })).toMatchObject({
      paidCents: 0,
      heldCents: 60_000,
      toComeCents: 0,
    });
  });

  it("a hold captured is paid, no longer held", () => {
    const money = bookingMoneyOf({
      ...base,
      rows: [
        { kind: "hold", amountCents: 60_000 },
        { kind: "capture", amountCents: 60_000 },
      ],
    });
    expect(money).toMatchObject({ paidCents: 60_000, heldCents: 0, refundedCents: 0, toComeCents: 0 });
  });

  it("a long stay's first month paid: the rest still to come; a cancellation's refund shown", () => {
    const rows = [{ kind: "charge" as const, amountCents: 20_000 }];
    expect(bookingMoneyOf({ ...base, rows }).toComeCents).toBe(40_000);
    const ended = bookingMoneyOf({
      ...base,
      active: false,
      rows: [...rows, { kind: "refund", amountCents: 15_000 }],
    });
    expect(ended).toMatchObject({ paidCents: 20_000, refundedCents: 15_000, toComeCents: 0 });
  });

  it("a released hold is neither paid nor held", () => {
    const money = bookingMoneyOf({
      ...base,
      active: false,
      rows: [
        { kind: "hold", amountCents: 60_000 },
        { kind: "release", amountCents: 60_000 },
      ],
    });
    expect(money).toMatchObject({ paidCents: 0, heldCents: 0, toComeCents: 0 });
  });

  it("counts what was taken back from a paid payout after a refund", () => {
    const money = bookingMoneyOf({
      ...base,
      active: false,
      rows: [
        { kind: "charge", amountCents: 60_000 },
        { kind: "payout", amountCents: 54_000 },
        { kind: "refund", amountCents: 30_000 },
        { kind: "reversal", amountCents: 27_000 },
      ],
    });
    expect(money).toMatchObject({ paidCents: 60_000, refundedCents: 30_000, reclaimedCents: 27_000 });
  });
});
