import { payoutSplit } from "./amounts.ts";
import { paymentKey } from "./processor.ts";

/**
 * Refunds of a booking paid in several charges (decision 3530), pure: a long stay's first month
 * taken at the checkout and each later month charged to the saved card. A refund is given back
 * from the newest month first (the months not yet begun are the latest ones), each charge giving
 * back at most what it took less what was already given back of it; the owner's waiting payouts
 * are lowered from the newest month first too, so what is kept always equals what the payouts
 * paid and waiting add up to.
 */

export interface TakenPart {
  /** 1: the checkout's charge or captured hold; k: the k-th month charged to the saved card. */
  part: number;
  /** The processor's id of the charge, to refund it. */
  ref: string;
  takenCents: number;
  refundedCents: number;
  /** How many refunds were already given back from this charge (the next one's key counts them). */
  refunds: number;
}

/** The month a charge's idempotency key belongs to: `booking:<id>:charge:<part>:<try>`, else 1. */
export function partOfPaymentKey(key: string): number {
  const match = /:charge:(\d+):\d+$/.exec(key);
  return match ? Number(match[1]) : 1;
}

/**
 * The key of the `nth` refund given back from a month's charge: the first month's first refund is
 * the booking's refund key (`booking:<id>:refund`), a later month's `…:refund:<part>`; a further
 * refund of the same charge (a second partial refund) `…:refund:<part>:<nth>`, so it never reuses
 * the key of the first (the processor would answer the first refund again). A retry of a refused or
 * unrecorded refund counts the same recorded refunds: the same call under the same key.
 */
export const refundKeyOf = (bookingId: string, part: number, nth = 1) =>
  nth === 1 ? paymentKey(bookingId, "refund", part) : `${paymentKey(bookingId, "refund")}:${part}:${nth}`;

/** The month's charge a refund key gave back from (refundKeyOf read back), or null for another key. */
export function partOfRefundKey(bookingId: string, key: string): number | null {
  const base = paymentKey(bookingId, "refund");
  if (key === base) return 1;
  if (!key.startsWith(`${base}:`)) return null;
  const part = Number(key.slice(base.length + 1).split(":")[0]);
  return Number.isInteger(part) && part >= 1 ? part : null;
}

/** The ledger's charges and refunds of a booking as what each month's charge can still give back. */
export function takenParts(
  bookingId: string,
  rows: readonly { kind: string; amountCents: number; idempotencyKey: string; processorRef: string }[],
): TakenPart[] {
  const parts = rows
    .filter((row) => row.kind === "charge" || row.kind === "capture")
    .map((row) => ({
      part: partOfPaymentKey(row.idempotencyKey),
      ref: row.processorRef,
      takenCents: row.amountCents,
    }));
  return parts.map((taken) => {
    const refunds = rows.filter(
      (row) => row.kind === "refund" && partOfRefundKey(bookingId, row.idempotencyKey) === taken.part,
    );
    return {
      ...taken,
      refundedCents: refunds.reduce((total, row) => total + row.amountCents, 0),
      refunds: refunds.length,
    };
  });
}

/** How `cents` is given back: newest month first, never more from a charge than it still holds. */
export function refundLegs(
  parts: readonly TakenPart[],
  cents: number,
): { part: number; ref: string; cents: number; nth: number }[] {
  const legs: { part: number; ref: string; cents: number; nth: number }[] = [];
  let left = cents;
  for (const taken of [...parts].sort((a, b) => b.part - a.part)) {
    if (left <= 0) break;
    const leg = Math.min(left, taken.takenCents - taken.refundedCents);
    if (leg <= 0) continue;
    legs.push({ part: taken.part, ref: taken.ref, cents: leg, nth: taken.refunds + 1 });
    left -= leg;
  }
  return legs;
}

/**
 * The owner's waiting payouts after `byCents` was refunded: lowered from the newest month first,
 * each set to the split of what it still holds (payout + commission = held). Only the changed ones.
 */
export function lowerWaitingPayouts(
  waiting: readonly { id: number; part: number; amountCents: number; commissionCents: number }[],
  byCents: number,
  percent: number,
  currency: string,
): { id: number; amountCents: number; commissionCents: number }[] {
  const changed: { id: number; amountCents: number; commissionCents: number }[] = [];
  let left = byCents;
  for (const payout of [...waiting].sort((a, b) => b.part - a.part)) {
    if (left <= 0) break;
    const held = payout.amountCents + payout.commissionCents;
    const cut = Math.min(left, held);
    left -= cut;
    const split = payoutSplit(held - cut, percent, currency);
    changed.push({ id: payout.id, amountCents: split.payoutCents, commissionCents: split.commissionCents });
  }
  return changed;
}

/**
 * The payment a payout draws on (a Stripe Transfer's `source_transaction`), from its key: a claim's
 * payout (`…:claim:payout`) on the claim's charge; a month's payout (`…:payout:<k>`) on that
 * month's own charge; the first payout on the checkout's charge or captured hold. Null when the
 * ledger has no such payment (the caller transfers from the balance).
 */
export function paymentRefForPayout(
  rows: readonly { kind: string; idempotencyKey: string; processorRef: string }[],
  payoutKey: string,
): string | null {
  if (payoutKey.endsWith(":claim:payout"))
    return rows.find((row) => row.kind === "claim")?.processorRef ?? null;
  const match = /:payout:(\d+)$/.exec(payoutKey);
  const part = match ? Number(match[1]) : 1;
  const taken = rows.find(
    (row) =>
      (row.kind === "charge" || row.kind === "capture") && partOfPaymentKey(row.idempotencyKey) === part,
  );
  return taken?.processorRef ?? null;
}
