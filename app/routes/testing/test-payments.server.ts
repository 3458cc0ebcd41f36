import type { Database } from "~/platform/db.server";
import { saveBookingCard } from "~/modules/payments/booking-cards.server";
import { chargeBooking, type PaymentsContext } from "~/modules/payments/money.server";

/**
 * A test stay paid through the site (`POST /__test/stays` with `card`): its total charged to a demo
 * test card with the booking's key, the owner's payout scheduled at once, and the card kept as the
 * checkout keeps it for a stay with a pet damage deposit (decision 3550). So a browser test starts
 * from a finished paid stay without clicking through the booking and the checkout.
 */
export async function payTestStay(
  db: Database,
  payments: PaymentsContext,
  input: { bookingId: string; guestId: string; card: string; cents: number; currency: string },
) {
  const source = { customer: input.guestId, paymentMethod: input.card };
  const paid = await chargeBooking(db, payments, {
    bookingId: input.bookingId,
    amount: { cents: input.cents, currency: input.currency },
    source,
    payoutDueAt: new Date(),
  });
  if (!paid.ok) return paid;
  return saveBookingCard(db, payments, { bookingId: input.bookingId, source });
}
