import { and, asc, eq } from "drizzle-orm";
import { payouts } from "../../../db/schema/payments.ts";
import type { Database } from "../../platform/db.server.ts";
import { log } from "../../platform/log.server.ts";
import { payoutSplit } from "./amounts.ts";
import { ledgerOf, recordMovement } from "./ledger.server.ts";
import { feeKey, paymentKey, type Moved, type PaymentProcessor, type ProcessorAnswer } from "./processor.ts";

/**
 * A refund after the owner's payout was paid (decision 3520): the platform refunded the traveller
 * from its own balance, so it takes back from the owner what they no longer earn, the payout's
 * share of the refund (a Transfer reversal in stripe mode, a simulated one in demo), and gives
 * back the commission it no longer keeps. The ledger records a `reversal` row (from the owner) and
 * a `fee_reversal` row (the commission), and the paid payout is set to what the owner finally
 * keeps, so paid in = refunded + (paid out − reversed) + (commission − fee reversed) still holds.
 * Null: no paid payout, or it is not more than what is now owed.
 */
export async function reclaimPaidPayout(
  db: Database,
  payments: { processor: PaymentProcessor; commissionPercent: number },
  input: { bookingId: string; keptCents: number; currency: string },
): Promise<ProcessorAnswer<Moved> | null> {
  const [paid] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.bookingId, input.bookingId), eq(payouts.status, "paid")))
    .orderBy(asc(payouts.part));
  if (!paid) return null;
  const owed = payoutSplit(input.keptCents, payments.commissionPercent, input.currency);
  const back = paid.amountCents - Math.min(paid.amountCents, owed.payoutCents);
  const feeBack = paid.commissionCents - Math.min(paid.commissionCents, owed.commissionCents);
  if (back <= 0 && feeBack <= 0) return null;
  const ledger = await ledgerOf(db, input.bookingId);
  // A later reversal (after a second partial refund) has a key of its own; a retry of one refused
  // or unrecorded counts the same recorded reversals, so it is the same call under the same key.
  const nth = ledger.filter((row) => row.kind === "reversal").length + 1;
  const key =
    nth === 1
      ? paymentKey(input.bookingId, "reversal", paid.part)
      : `${paymentKey(input.bookingId, "reversal")}:${paid.part}:${nth}`;
  const transfer = ledger.find((row) => row.kind === "payout");
  let ref = "";
  if (back > 0) {
    if (!transfer) return null;
    const answer = await payments.processor.reversePayout({
      key,
      payoutRef: transfer.processorRef,
      amount: { cents: back, currency: input.currency },
    });
    if (!answer.ok) {
      log.error("payout reversal refused", { bookingId: input.bookingId, reason: answer.message });
      return answer;
    }
    ref = answer.ref;
  }
  await db.transaction(async (tx) => {
    const base = { bookingId: input.bookingId, currency: input.currency, processor: payments.processor.name };
    if (back > 0)
      await recordMovement(tx, {
        ...base,
        kind: "reversal",
        amountCents: back,
        idempotencyKey: key,
        processorRef: ref,
      });
    if (feeBack > 0)
      await recordMovement(tx, {
        ...base,
        kind: "fee_reversal",
        amountCents: feeBack,
        idempotencyKey: feeKey(key),
      });
    await tx
      .update(payouts)
      .set({ amountCents: paid.amountCents - back, commissionCents: paid.commissionCents - feeBack })
      .where(eq(payouts.id, paid.id));
  });
  return { ok: true, ref };
}
