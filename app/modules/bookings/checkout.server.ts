import { bookedThroughOffer } from "./booking-offers.server.ts";
import { parseDateRange, zonedInstant } from "../../shared/dates.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { log } from "../../platform/log.server.ts";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../platform/db.server.ts";
import { chargeBooking, holdBooking, refundBooking, type PaymentsContext } from "../payments/money.server.ts";
import { saveBookingCard } from "../payments/booking-cards.server.ts";
import { formatInstantIn, formatMoney, type PlacePhrases } from "../../shared/format.ts";
import { DEMO_CARDS, spacedCardNumber } from "../payments/demo-cards.ts";
import { guestBooking, refundIfCancelled } from "./bookings.server.ts";
import {
  CHECKOUT_EXPIRED,
  checkoutAmounts,
  checkoutKindOf,
  refundIfCancelledNow,
  type CheckoutCard,
} from "./checkout.ts";
import type { BookingMail } from "./emails.server.ts";
import { PAYOUT_AFTER_CHECK_IN_MS } from "./process.server.ts";
import { settleCheckoutPayment, type CheckoutResult } from "./checkout-settle.server.ts";

/**
 * Pays a booking waiting at the checkout (decision 3510): the card is charged (instant book) or
 * authorised (request to book) with the booking's key for the step, then the booking moves on
 * (`pay` → confirmed, `authorise` → pending) and its notices and email go. The processor is asked
 * before the transition, outside any transaction; if the booking has moved on meanwhile (its 15
 * minutes ran out and the sweep let its nights go), what was just taken is given back at once.
 * A double submit is the same step with the same key: the processor answers the first call's
 * result, the ledger records it once, and the second transition finds the booking paid.
 */
export type { CheckoutResult };

export async function payCheckout(
  db: Database,
  payments: PaymentsContext,
  input: { guestId: string; bookingId: string; card: CheckoutCard; mail: BookingMail; now?: Date },
): Promise<Outcome<CheckoutResult>> {
  const now = input.now ?? new Date();
  const trip = await guestBooking(db, input.guestId, input.bookingId);
  if (!trip) return failure(404, "No such booking.");
  const { booking, listing } = trip;
  // Paid already (a double click, a reload): the answer the first payment had.
  if (booking.status === "confirmed" || booking.status === "pending")
    return success({ paid: true, status: booking.status });
  if (booking.status !== "awaiting_payment") return failure(409, CHECKOUT_EXPIRED);

  const amounts = checkoutAmounts({
    quote: trip.quote,
    petFeeBasis: trip.pet.petFeeBasis,
    checkIn: trip.stay.start,
    currency: booking.currency,
  });
  const amount = { cents: amounts.nowCents, currency: booking.currency };
  const source = {
    customer: input.guestId,
    paymentMethod: input.card.number,
    authenticated: input.card.authenticated,
  };
  const kind = checkoutKindOf(listing.instantBook || (await bookedThroughOffer(db, booking.id)));
  const stay = parseDateRange(booking.stay)!;
  const payoutDueAt = new Date(
    zonedInstant(stay.start, listing.checkInTime, listing.timeZone).getTime() + PAYOUT_AFTER_CHECK_IN_MS,
  );
  const answer =
    kind === "charge"
      ? await chargeBooking(db, payments, { bookingId: booking.id, amount, source, payoutDueAt })
      : await holdBooking(db, payments, { bookingId: booking.id, amount, source });
  if (!answer.ok) return success({ paid: false, code: answer.code, message: answer.message });
  // A refundable pet damage deposit is backed by the card, kept now (decision 3550): no money held.
  if (trip.quote.depositCents > 0) {
    const saved = await saveBookingCard(db, payments, { bookingId: booking.id, source });
    if (!saved.ok)
      log.warn("checkout: the card could not be kept for the pet deposit", {
        bookingId: booking.id,
        reason: saved.message,
      });
  }

  return settleCheckoutPayment(db, payments, {
    trip,
    way: kind,
    cents: amount.cents,
    mail: input.mail,
    now,
    card: { customer: input.guestId, paymentMethod: input.card.number },
  });
}

/**
 * What the checkout page shows of a booking of the traveller, field by field; null: not theirs. The
 * home's clock is written in the reader's language (`writing`: an Intl tag and its phrases; English by default).
 */
export async function checkoutPage(
  db: Database,
  guestId: string,
  id: string,
  now = new Date(),
  writing?: { tag: string; place: PlacePhrases },
) {
  const trip = await guestBooking(db, guestId, id);
  if (!trip) return null;
  const { booking, listing } = trip;
  const amounts = checkoutAmounts({
    quote: trip.quote,
    petFeeBasis: trip.pet.petFeeBasis,
    checkIn: trip.stay.start,
    currency: booking.currency,
  });
  const kind = checkoutKindOf(listing.instantBook || (await bookedThroughOffer(db, booking.id)));
  const at = (instant: Date) =>
    formatInstantIn(instant, listing.timeZone, listing.city, writing?.tag, writing?.place);
  return {
    bookingId: booking.id,
    status: booking.status,
    title: listing.title,
    place: `${listing.city}, ${listing.region}`,
    checkIn: trip.stay.start,
    checkOut: trip.stay.end,
    nights: trip.quote.nights,
    kind,
    amounts,
    /** What cancelling right after paying would give back, by the stay's policy. */
    refund: refundIfCancelledNow({
      kind,
      nowCents: amounts.nowCents,
      currency: booking.currency,
      policy: refundIfCancelled(trip, now),
    }),
    freeCancellationUntil: trip.freeCancellationUntil ? at(trip.freeCancellationUntil) : null,
    /** Pay by then, or the nights are let go. */
    payBy: booking.status === "awaiting_payment" && booking.expiresAt ? at(booking.expiresAt) : null,
    /** A refundable pet damage deposit: the card is kept to back it (decision 3550), nothing held. */
    deposit:
      trip.quote.depositCents > 0
        ? formatMoney(trip.quote.depositCents, booking.currency.trim(), true, writing?.tag)
        : null,
    cards: DEMO_CARDS.map((card) => ({
      number: spacedCardNumber(card.number),
      label: card.label,
      behaviour: card.behaviour,
    })),
  };
}
export type CheckoutPage = NonNullable<Awaited<ReturnType<typeof checkoutPage>>>;

/**
 * Gives back every charge left on a booking that never happened (a checkout paid as its time ran
 * out, where the refund right after failed or the process stopped between the two): the sweep's
 * safety net, so "an expired booking keeps nothing" (reconcile.ts) holds again by the next run.
 */
export async function refundAbandonedCharges(db: Database, payments: PaymentsContext): Promise<number> {
  const kept = await queryRows<{ bookingId: string }>(
    db,
    sql`select m.booking_id as "bookingId" from payment_ledger m join bookings b on b.id = m.booking_id
      where b.status = 'expired'
      group by m.booking_id
      having sum(case m.kind when 'charge' then m.amount_cents when 'capture' then m.amount_cents
        when 'refund' then -m.amount_cents else 0 end) > 0
      limit 500`,
  );
  let refunded = 0;
  for (const { bookingId } of kept) {
    const answer = await refundBooking(db, payments, { bookingId, refundCents: (paid) => paid });
    if (answer?.ok) refunded++;
    else if (answer) log.warn("late charge refund refused", { bookingId, reason: answer.message });
  }
  return refunded;
}
