import { describe, expect, it } from "vitest";
import {
  lowerWaitingPayouts,
  partOfPaymentKey,
  partOfRefundKey,
  paymentRefForPayout,
  refundKeyOf,
  refundLegs,
  takenParts,
} from "./refund-legs.ts";

const ID = "5b0b4f6e-8d2f-4a43-9a0c-2a4f7c1d9e10";

describe("refunds of a booking paid in several charges", () => {
  it("knows each charge's month from its key", () => {
    expect(partOfPaymentKey(`booking:${ID}:charge`)).toBe(1);
    expect(partOfPaymentKey(`booking:${ID}:capture`)).toBe(1);
    expect(partOfPaymentKey(`booking:${ID}:charge:3:2`)).toBe(3);
  });

  it("counts what each charge already gave back by its refund key", () => {
    const parts = takenParts(ID, [
      { kind: "charge", amountCents: 30_000, idempotencyKey: `booking:${ID}:charge`, processorRef: "ch_1" },
      {
        kind: "charge",
        amountCents: 20_000,
        idempotencyKey: `booking:${ID}:charge:2:2`,
        processorRef: "ch_2",
      },
      { kind: "refund", amountCents: 5_000, idempotencyKey: `booking:${ID}:refund:2`, processorRef: "re_1" },
      { kind: "payout", amountCents: 30_000, idempotencyKey: `booking:${ID}:payout`, processorRef: "po_1" },
    ]);
    expect(parts).toEqual([
      { part: 1, ref: "ch_1", takenCents: 30_000, refundedCents: 0, refunds: 0 },
      { part: 2, ref: "ch_2", takenCents: 20_000, refundedCents: 5_000, refunds: 1 },
    ]);
  });

  it("gives a second refund of the same charge a key of its own, and reads every key back to its month", () => {
    expect(refundKeyOf(ID, 1)).toBe(`booking:${ID}:refund`);
    expect(refundKeyOf(ID, 2)).toBe(`booking:${ID}:refund:2`);
    expect(refundKeyOf(ID, 1, 2)).toBe(`booking:${ID}:refund:1:2`);
    expect(refundKeyOf(ID, 3, 2)).toBe(`booking:${ID}:refund:3:2`);
    for (const [part, nth] of [
      [1, 1],
      [2, 1],
      [1, 2],
      [3, 4],
    ] as const)
      expect(partOfRefundKey(ID, refundKeyOf(ID, part, nth))).toBe(part);
    expect(partOfRefundKey(ID, `booking:${ID}:charge`)).toBeNull();
    expect(partOfRefundKey(ID, `booking:other:refund`)).toBeNull();
  });

  it("gives back from the newest month first, never more from a charge than it still holds", () => {
    const parts = [
      { part: 1, ref: "ch_1", takenCents: 30_000, refundedCents: 0, refunds: 0 },
      { part: 2, ref: "ch_2", takenCents: 20_000, refundedCents: 5_000, refunds: 1 },
    ];
    expect(refundLegs(parts, 4_000)).toEqual([{ part: 2, ref: "ch_2", cents: 4_000, nth: 2 }]);
    expect(refundLegs(parts, 20_000)).toEqual([
      { part: 2, ref: "ch_2", cents: 15_000, nth: 2 },
      { part: 1, ref: "ch_1", cents: 5_000, nth: 1 },
    ]);
    // Never more than was taken.
    expect(refundLegs(parts, 99_000).reduce((t, leg) => t + leg.cents, 0)).toBe(45_000);
    expect(refundLegs(parts, 0)).toEqual([]);
  });

  it("lowers the waiting payouts newest first, each split again with its commission", () => {
    const waiting = [
      { id: 1, part: 1, amountCents: 27_000, commissionCents: 3_000 },
      { id: 2, part: 2, amountCents: 18_000, commissionCents: 2_000 },
    ];
    expect(lowerWaitingPayouts(waiting, 5_000, 10, "USD")).toEqual([
      { id: 2, amountCents: 13_500, commissionCents: 1_500 },
    ]);
    expect(lowerWaitingPayouts(waiting, 25_000, 10, "USD")).toEqual([
      { id: 2, amountCents: 0, commissionCents: 0 },
      { id: 1, amountCents: 22_500, commissionCents: 2_500 },
    ]);
    // Whole yen only: the commission rounded to the yen, the two still adding up.
    const [yen] = lowerWaitingPayouts(
      [{ id: 3, part: 2, amountCents: 90_000, commissionCents: 10_000 }],
      33_300,
      7.5,
      "JPY",
    );
    expect(yen!.amountCents + yen!.commissionCents).toBe(66_700);
    expect(yen!.commissionCents % 100).toBe(0);
  });
});

describe("the payment a payout draws on", () => {
  const rows = [
    { kind: "charge", idempotencyKey: `booking:${ID}:charge`, processorRef: "pi_first" },
    { kind: "payout", idempotencyKey: `booking:${ID}:payout`, processorRef: "tr_1" },
    { kind: "charge", idempotencyKey: `booking:${ID}:charge:2:3`, processorRef: "pi_month2" },
    { kind: "charge", idempotencyKey: `booking:${ID}:charge:3:1`, processorRef: "pi_month3" },
    { kind: "claim", idempotencyKey: `booking:${ID}:claim`, processorRef: "pi_claim" },
  ];
  it("draws each month's payout on that month's own charge, a claim's on the claim's", () => {
    expect(paymentRefForPayout(rows, `booking:${ID}:payout`)).toBe("pi_first");
    expect(paymentRefForPayout(rows, `booking:${ID}:payout:2`)).toBe("pi_month2");
    expect(paymentRefForPayout(rows, `booking:${ID}:payout:3`)).toBe("pi_month3");
    expect(paymentRefForPayout(rows, `booking:${ID}:claim:payout`)).toBe("pi_claim");
  });
  it("answers null for a payment the ledger does not have", () => {
    expect(paymentRefForPayout(rows, `booking:${ID}:payout:4`)).toBeNull();
    expect(paymentRefForPayout(rows.slice(0, 2), `booking:${ID}:claim:payout`)).toBeNull();
    // A request's card charged at acceptance on a second try is still the first month.
    expect(
      paymentRefForPayout(
        [{ kind: "charge", idempotencyKey: `booking:${ID}:charge:2`, processorRef: "pi_retry" }],
        `booking:${ID}:payout`,
      ),
    ).toBe("pi_retry");
  });
});
