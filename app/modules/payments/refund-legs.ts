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
}

/** The month a charge's idempotency key belongs to: `booking:<id>:charge:<part>:<try>`, else 1. */
export function partOfPaymentKey(key: string): number {
  const match = /:charge:(\d+):\d+$/.exec(key);
  return match ? Number(match[1]) : 1;
}

/** The key of the refund given back from a month's charge (the first month's is the booking's refund key). */
export const refundKeyOf = (bookingId: string, part: number) => paymentKey(bookingId, "refund", part);

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
  return parts.map((taken) => ({
    ...taken,
    refundedCents: rows
      .filter((row) => row.kind === "refund" && row.idempotencyKey === refundKeyOf(bookingId, taken.part))
      .reduce((total, row) => total + row.amountCents, 0),
  }));
}

/** How `cents` is given back: newest month first, never more from a charge than it still holds. */
export function refundLegs(
  parts: readonly TakenPart[],
  cents: number,
): { part: number; ref: string; cents: number }[] {
  const legs: { part: number; ref: string; cents: number }[] = [];
  let left = cents;
  for (const taken of [...parts].sort((a, b) => b.part - a.part)) {
    if (left <= 0) break;
    const leg = Math.min(left, taken.takenCents - taken.refundedCents);
    if (leg <= 0) continue;
    legs.push({ part: taken.part, ref: taken.ref, cents: leg });
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
