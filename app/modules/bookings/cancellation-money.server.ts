import { inArray } from "drizzle-orm";
import { bookings } from "../../../db/schema/index.ts";
import type { Database } from "../../platform/db.server.ts";
import { log } from "../../platform/log.server.ts";
import { refundBooking, releaseBooking, type PaymentsContext } from "../payments/money.server.ts";
import { cardRefundOnCancellation } from "./card-refund.ts";

/**
 * The money of guests' cancellations made inside a transaction that may not call a processor
 * (account deletion, decision 3520), after its commit: a request's card hold let go, a paid
 * stay's refund by the policy recorded on the booking (`refund_cents`) of what was paid. The
 * same money steps as any cancellation, with the same keys: repeating it moves nothing twice.
 */
export async function settleCancelledBookings(
  db: Database,
  payments: PaymentsContext,
  ids: readonly string[],
) {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      totalCents: bookings.totalCents,
      refundCents: bookings.refundCents,
      currency: bookings.currency,
    })
    .from(bookings)
    .where(inArray(bookings.id, [...ids]));
  let settled = 0;
  for (const booking of rows) {
    if (booking.status !== "cancelled") continue;
    const released = await releaseBooking(db, payments, booking.id);
    const answer =
      released ??
      (await refundBooking(db, payments, {
        bookingId: booking.id,
        refundCents: (paidCents) =>
          cardRefundOnCancellation({
            policy: { keptCents: booking.totalCents - (booking.refundCents ?? booking.totalCents) },
            paidCents,
            currency: booking.currency,
            by: "guest",
          }),
      }));
    if (answer && !answer.ok)
      log.warn("cancelled stay's money refused", { bookingId: booking.id, reason: answer.message });
    else if (answer) settled++;
  }
  return settled;
}
