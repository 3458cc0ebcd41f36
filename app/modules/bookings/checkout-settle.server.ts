import { log } from "../../platform/log.server.ts";
import type { Database } from "../../platform/db.server.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { refundBooking, releaseBooking, type PaymentsContext } from "../payments/money.server.ts";
import type { RefusalCode } from "../payments/processor.ts";
import { guestBooking } from "./bookings.server.ts";
import { CHECKOUT_EXPIRED } from "./checkout.ts";
import { voiceOf } from "../../i18n/voice.server.ts";
import { receiptEmail, sendReceiptEmail, type BookingMail } from "./emails.server.ts";
import { planInstalments } from "./instalments.server.ts";
import { applyTransition } from "./process.server.ts";
import type { GuestBooking } from "./trip.ts";

export type CheckoutResult =
  { paid: true; status: "confirmed" | "pending" } | { paid: false; code: RefusalCode; message: string };

/**
 * What follows a payment taken at the checkout, in every mode that takes one (decisions 3510,
 * 3520): the booking moves on (`pay` → confirmed, its notices and email and a receipt; `authorise`
 * → pending, the owner's 24 hours starting), or, when it moved on meanwhile, the same answer a
 * first payment had (a double submit, the webhook and the return page both applying it); or, when
 * its nights were let go first, what was just taken is given back at once (refund or release) and
 * 409. `way`: `charge` was taken, `hold` authorised, `save-card` only kept the card.
 */
export async function settleCheckoutPayment(
  db: Database,
  payments: PaymentsContext,
  input: {
    trip: GuestBooking;
    way: "charge" | "hold" | "save-card";
    cents: number;
    mail: BookingMail;
    now: Date;
    /**
     * The card the traveller paid with, saved for a long stay's later months (decision 3530): the
     * processor's customer and the card (a demo card's number, or the completed Stripe session).
     */
    card?: { customer: string; paymentMethod: string };
  },
): Promise<Outcome<CheckoutResult>> {
  const { trip, way } = input;
  const { booking } = trip;
  const guestId = booking.guestId;
  const demo = payments.processor.name === "demo";
  const moved = await applyTransition(
    db,
    way === "charge" ? "pay" : "authorise",
    { bookingId: booking.id, actor: { as: "guest", userId: guestId } },
    {
      now: input.now,
      mail: {
        ...input.mail,
        paid: { cents: input.cents, held: way !== "charge", demo, saved: way === "save-card" },
      },
    },
  );
  if (moved.ok) {
    // A stay of two months or more: the card saved and the later months planned (decision 3530).
    if (input.card)
      await planInstalments(db, payments, { trip, ...input.card }).catch((error: unknown) =>
        log.error("instalments: planning failed", { bookingId: booking.id, error: String(error) }),
      );
    if (way === "charge" && moved.value.guestEmail)
      await sendReceiptEmail(
        receiptEmail(
          moved.value.guestEmail,
          trip,
          input.mail.appUrl,
          { cents: input.cents, demo },
          voiceOf(moved.value.guestLanguage),
        ),
        input.mail,
      );
    return success({ paid: true, status: way === "charge" ? "confirmed" : "pending" });
  }
  // Another submit of the same checkout got there first: paid once, by the same key.
  const again = await guestBooking(db, guestId, booking.id);
  if (again && (again.booking.status === "confirmed" || again.booking.status === "pending"))
    return success({ paid: true, status: again.booking.status });
  // Too late: the nights were let go. Nothing may be kept of a booking that did not happen.
  const back =
    way === "charge"
      ? await refundBooking(db, payments, { bookingId: booking.id, refundCents: (paid) => paid })
      : await releaseBooking(db, payments, booking.id);
  if (back && !back.ok)
    log.error("checkout: giving back a late payment failed", { bookingId: booking.id, reason: back.message });
  return failure(409, CHECKOUT_EXPIRED);
}
