import { asc, eq } from "drizzle-orm";
import { instalments } from "../../../db/schema/instalments.ts";
import { payouts } from "../../../db/schema/payments.ts";
import type { Executor } from "../../platform/db.server.ts";
import { todayIn } from "../../shared/dates.ts";
import { bookingMoneyOf, type BookingMoney, type MonthToPay } from "./booking-money.ts";
import { ledgerOf } from "./ledger.server.ts";
import type { PaymentMode } from "./processor.ts";

/**
 * A booking's money as both sides see it: its ledger rows, its payouts (one per month of a long
 * stay) and a long stay's later months, their days in the home's time zone.
 */
export async function bookingMoney(
  db: Executor,
  booking: { id: string; currency: string; totalCents: number; active: boolean },
  mode: PaymentMode,
  timeZone = "UTC",
): Promise<BookingMoney> {
  const [rows, owed, months] = await Promise.all([
    ledgerOf(db, booking.id),
    db.select().from(payouts).where(eq(payouts.bookingId, booking.id)).orderBy(asc(payouts.part)),
    db.select().from(instalments).where(eq(instalments.bookingId, booking.id)).orderBy(asc(instalments.part)),
  ]);
  return bookingMoneyOf({
    mode,
    currency: booking.currency,
    totalCents: booking.totalCents,
    active: booking.active,
    rows,
    payout: owed.filter((payout) => payout.part === 1).map(payoutOf)[0] ?? null,
    payouts: owed.map(payoutOf),
    months: monthsOf(months, timeZone),
  });
}

/** A payout as the pages show it, field by field. */
const payoutOf = (payout: typeof payouts.$inferSelect) => ({
  part: payout.part,
  status: payout.status,
  amountCents: payout.amountCents,
  commissionCents: payout.commissionCents,
  dueAt: payout.dueAt,
  paidAt: payout.paidAt,
});

/** A long stay's later months as both sides see them, their days in the home's time zone. */
function monthsOf(rows: (typeof instalments.$inferSelect)[], timeZone: string): MonthToPay[] {
  const day = (at: Date | null) => (at ? todayIn(timeZone, at) : null);
  return rows.map((month) => ({
    part: month.part,
    startsOn: month.startsOn,
    nights: month.nights,
    amountCents: month.amountCents,
    status: month.status,
    dueOn: day(month.dueAt)!,
    nextTryOn: month.status === "retrying" ? day(month.nextTryAt) : null,
    paidOn: day(month.paidAt),
    failure: month.failure,
  }));
}

/** A booking's later months alone (the receipt). */
export async function monthsOfBooking(db: Executor, bookingId: string, timeZone: string) {
  const rows = await db
    .select()
    .from(instalments)
    .where(eq(instalments.bookingId, bookingId))
    .orderBy(asc(instalments.part));
  return monthsOf(rows, timeZone);
}
