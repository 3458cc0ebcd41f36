import { payouts } from "../../../db/schema/payments.ts";
import type { Database, Executor } from "../../platform/db.server.ts";
import { payoutSplit } from "./amounts.ts";
import { recordMovement } from "./ledger.server.ts";
import type { PaymentsContext } from "./money.server.ts";
import { type Money, type Moved, type PaymentSource, type ProcessorAnswer } from "./processor.ts";

/**
 * The money of a long stay's later months (decision 3530): the card saved at booking, and each
 * month charged to it without the traveller. Payments knows bookings only by id; the bookings
 * module decides which month is due and what both sides are told.
 */

/**
 * Charges one try of one month to the saved card (`key`: booking, part and try), then in one
 * transaction its ledger row, the owner's payout for that month (part = the month, due
 * `payoutDueAt`, less the commission) and the caller's own writes (`onRecorded`, run only the first
 * time the charge is recorded: the month marked paid, both sides told). A refusal moves nothing.
 */
export async function chargeInstalment(
  db: Database,
  payments: PaymentsContext,
  input: {
    bookingId: string;
    part: number;
    key: string;
    amount: Money;
    source: PaymentSource;
    payoutDueAt: Date;
    /** When the charge is made (the sweep's clock), as the ledger records it. */
    at: Date;
    onRecorded: (tx: Executor, payout: { payoutCents: number; commissionCents: number }) => Promise<void>;
  },
): Promise<ProcessorAnswer<Moved>> {
  const answer = await payments.processor.charge({
    key: input.key,
    amount: input.amount,
    source: input.source,
  });
  if (!answer.ok) return answer;
  await db.transaction(async (tx) => {
    const { recorded } = await recordMovement(tx, {
      bookingId: input.bookingId,
      kind: "charge",
      amountCents: input.amount.cents,
      currency: input.amount.currency,
      idempotencyKey: input.key,
      processor: payments.processor.name,
      processorRef: answer.ref,
      note: `month ${input.part}`,
      at: input.at,
    });
    if (!recorded) return;
    const split = payoutSplit(input.amount.cents, payments.commissionPercent, input.amount.currency);
    await tx
      .insert(payouts)
      .values({
        bookingId: input.bookingId,
        part: input.part,
        amountCents: split.payoutCents,
        commissionCents: split.commissionCents,
        currency: input.amount.currency,
        dueAt: input.payoutDueAt,
      })
      .onConflictDoNothing({ target: [payouts.bookingId, payouts.part] });
    await input.onRecorded(tx, split);
  });
  return answer;
}
