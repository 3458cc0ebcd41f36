import { and, eq } from "drizzle-orm";
import { payouts } from "../../../db/schema/payments.ts";
import type { Executor } from "../../platform/db.server.ts";
import { bookingMoneyOf, type BookingMoney } from "./booking-money.ts";
import { ledgerOf } from "./ledger.server.ts";
import type { PaymentMode } from "./processor.ts";

/** A booking's money as both sides see it: its ledger rows and its (first) payout. */
export async function bookingMoney(
  db: Executor,
  booking: { id: string; currency: string; totalCents: number; active: boolean },
  mode: PaymentMode,
): Promise<BookingMoney> {
  const [rows, [payout]] = await Promise.all([
    ledgerOf(db, booking.id),
    db
      .select()
      .from(payouts)
      .where(and(eq(payouts.bookingId, booking.id), eq(payouts.part, 1))),
  ]);
  return bookingMoneyOf({
    mode,
    currency: booking.currency,
    totalCents: booking.totalCents,
    active: booking.active,
    rows,
    payout: payout
      ? {
          status: payout.status,
          amountCents: payout.amountCents,
          commissionCents: payout.commissionCents,
          dueAt: payout.dueAt,
          paidAt: payout.paidAt,
        }
      : null,
  });
}
