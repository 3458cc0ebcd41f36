import { and, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { bookings, stripeCheckouts, users } from "../../../db/schema/index.ts";
import type { StripeCheckoutPurpose } from "../../../db/schema/stripe.ts";
import { queryRows, type Database } from "../../platform/db.server.ts";
import { log } from "../../platform/log.server.ts";
import { zonedInstant } from "../../shared/dates.ts";
import { parseUuid } from "../../shared/ids.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import type { PaymentsContext } from "../payments/money.server.ts";
import {
  applyCompletedCheckout,
  checkoutOf,
  expireCheckout,
  startCheckout,
  type StripeCheckout,
} from "../payments/stripe-checkout.server.ts";
import { saveBookingCard } from "../payments/booking-cards.server.ts";
import { travellerCustomer } from "../payments/stripe-connect.server.ts";
import { guestBooking } from "./bookings.server.ts";
import { settleCheckoutPayment, type CheckoutResult } from "./checkout-settle.server.ts";
import { CHECKOUT_EXPIRED, checkoutAmounts } from "./checkout.ts";
import type { BookingMail } from "./emails.server.ts";
import { payNewCardCheckout } from "./new-card.server.ts";
import { PAYOUT_AFTER_CHECK_IN_MS } from "./process.server.ts";
import { checkoutPurposeFor, stripeReturnUrls } from "./stripe-booking.ts";
import type { GuestBooking } from "./trip.ts";

/**
 * The booking flow in PAYMENTS_MODE=stripe (decision 3520): a booking waiting for its payment
 * gets a Stripe Checkout Session (charge, hold or save-card) and the traveller is sent to it; what
 * they did there comes back twice, by the return page and by the webhook, in either order and any
 * number of times, and is applied once (`completeBookingCheckout`); a checkout the site lets go
 * after 15 minutes is expired at Stripe too (`expireAbandonedCheckouts`).
 */

const payoutDueAtOf = (trip: GuestBooking) =>
  new Date(
    zonedInstant(trip.stay.start, trip.listing.checkInTime, trip.listing.timeZone).getTime() +
      PAYOUT_AFTER_CHECK_IN_MS,
  );

/**
 * The Checkout Session of the traveller's booking waiting at the checkout (the open one when the
 * traveller comes back to it), made with the booking's key for its purpose. 404: not theirs;
 * 409: not waiting for a payment any more.
 */
export async function startBookingCheckout(
  db: Database,
  stripe: Stripe,
  input: { guestId: string; bookingId: string; appUrl: string; purpose?: StripeCheckoutPurpose; now?: Date },
): Promise<Outcome<{ url: string; purpose: StripeCheckoutPurpose }>> {
  const trip = await guestBooking(db, input.guestId, input.bookingId);
  if (!trip) return failure(404, "No such booking.");
  if (trip.booking.status !== "awaiting_payment") return failure(409, CHECKOUT_EXPIRED);
  const [guest] = await db.select({ email: users.email }).from(users).where(eq(users.id, input.guestId));
  if (!guest) return failure(404, "No such booking.");
  const customerId = await travellerCustomer(db, stripe, { userId: input.guestId, email: guest.email });
  const amounts = checkoutAmounts({
    quote: trip.quote,
    petFeeBasis: trip.pet.petFeeBasis,
    checkIn: trip.stay.start,
    currency: trip.booking.currency,
  });
  const purpose = input.purpose ?? checkoutPurposeFor({ instantBook: trip.listing.instantBook });
  const session = await startCheckout(db, stripe, {
    bookingId: trip.booking.id,
    purpose,
    amount: { cents: amounts.nowCents, currency: trip.booking.currency },
    customerId,
    description: `${trip.quote.nights} nights at ${trip.listing.title}`,
    ...stripeReturnUrls(input.appUrl, trip.booking.id),
    // A long stay's later months and a pet damage claim are charged to the card without the traveller.
    saveCard: amounts.later.length > 0 || trip.quote.depositCents > 0,
    ...(input.now ? { now: input.now } : {}),
  });
  return success({ url: session.url, purpose });
}

/**
 * The traveller's own checkout for a session id they came back with (Stripe's return address);
 * null for a session of someone else's booking, or one the site never made.
 */
export async function checkoutOfGuest(db: Database, guestId: string, sessionId: string) {
  if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return null;
  const row = await checkoutOf(db, sessionId);
  if (!row) return null;
  const [own] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, row.bookingId), eq(bookings.guestId, guestId)));
  return own ? row : null;
}

/**
 * What a completed Checkout Session means for its booking: the money recorded once
 * (`applyCompletedCheckout`: the charge, the hold or the saved card), then the `pay` or
 * `authorise` step; if the booking's nights were let go first, the money goes back at once
 * (409). Serves the return page and the webhook's `onCheckoutComplete`: safe to call any number
 * of times, in either order (the money steps carry the booking's keys; the transition happens once).
 */
export async function completeBookingCheckout(
  db: Database,
  payments: PaymentsContext,
  checkout: StripeCheckout,
  input: { mail: BookingMail; now?: Date },
): Promise<Outcome<CheckoutResult>> {
  const now = input.now ?? new Date();
  const [owner] = await db
    .select({ guestId: bookings.guestId })
    .from(bookings)
    .where(eq(bookings.id, checkout.bookingId));
  const trip = owner ? await guestBooking(db, owner.guestId, checkout.bookingId) : null;
  if (!trip) return failure(404, "No such booking.");
  const markComplete = () =>
    // Complete is final (the webhook may not have come yet): the sweep no longer expires it.
    db
      .update(stripeCheckouts)
      .set({ status: "complete", stateAt: now })
      .where(and(eq(stripeCheckouts.sessionId, checkout.sessionId), eq(stripeCheckouts.status, "open")));
  // A traveller's new card after a refused month (decision 3560): the months charged to it.
  if (checkout.purpose === "new-card")
    return completeNewCard(db, payments, checkout, trip, markComplete, now);
  const answer = await applyCompletedCheckout(db, payments, checkout, { payoutDueAt: payoutDueAtOf(trip) });
  if (!answer.ok) return success({ paid: false, code: answer.code, message: answer.message });
  await markComplete();
  // The card Stripe kept (`setup_future_usage`, or a setup session): a long stay's later months
  // (planned when the booking moves on) and a pet damage claim are charged to it.
  const card = { customer: checkout.customerId, paymentMethod: checkout.sessionId };
  if (trip.quote.depositCents > 0) {
    const saved = await saveBookingCard(db, payments, { bookingId: trip.booking.id, source: card });
    if (!saved.ok)
      log.warn("stripe checkout: the card could not be kept for the pet deposit", {
        bookingId: trip.booking.id,
        reason: saved.message,
      });
  }
  const { status } = trip.booking;
  if (status === "confirmed" || status === "pending") return success({ paid: true, status });
  return settleCheckoutPayment(db, payments, {
    trip,
    way: checkout.purpose,
    cents: checkout.amountCents,
    mail: input.mail,
    now,
    card,
  });
}

/** A completed new-card session: a refusal is the card's answer (not paid), else the months' outcome. */
async function completeNewCard(
  db: Database,
  payments: PaymentsContext,
  checkout: StripeCheckout,
  trip: GuestBooking,
  markComplete: () => Promise<unknown>,
  now: Date,
): Promise<Outcome<CheckoutResult>> {
  const session =
    payments.stripe && (await (await payments.stripe).checkout.sessions.retrieve(checkout.sessionId));
  if (!session || session.status !== "complete")
    return success({ paid: false, code: "declined", message: "The card was not saved on Stripe's page." });
  await markComplete();
  const paid = await payNewCardCheckout(db, payments, checkout, trip.booking.guestId, now);
  if (paid.ok) return success({ paid: true, status: "confirmed" });
  if (paid.status === 402) return success({ paid: false, code: "declined", message: paid.formError ?? "" });
  return paid;
}

/**
 * Expires at Stripe the open sessions of bookings the site stopped waiting for (the sweep let
 * their nights go after 15 minutes, or they ended otherwise), so nobody pays on a page whose
 * booking is gone; the row is marked expired at once (the webhook's `expired` then changes
 * nothing). A session completed meanwhile is left alone: its webhook or return page applies it,
 * and the late payment is given back. `only` narrows it to one booking (the clock hook).
 */
export async function expireAbandonedCheckouts(db: Database, stripe: Stripe, only?: string): Promise<number> {
  const one = only ? parseUuid(only) : null;
  if (only && !one) return 0;
  const open = await queryRows<{ sessionId: string }>(
    db,
    sql`select c.session_id as "sessionId" from stripe_checkouts c join bookings b on b.id = c.booking_id
      where c.status = 'open' and b.status <> 'awaiting_payment' and c.purpose <> 'new-card'
        ${one ? sql`and b.id = ${one}` : sql``}
      order by c.created_at limit 100`,
  );
  let expired = 0;
  for (const { sessionId } of open) {
    try {
      const status = await expireCheckout(db, stripe, sessionId);
      if (status !== "expired" && status !== "complete") continue;
      // Paid at the last moment: complete is final; its webhook gives the late payment back.
      await db
        .update(stripeCheckouts)
        .set({ status: status === "expired" ? "expired" : "complete", stateAt: new Date() })
        .where(and(eq(stripeCheckouts.sessionId, sessionId), eq(stripeCheckouts.status, "open")));
      if (status === "expired") expired++;
    } catch (error) {
      log.warn("stripe checkout expiry failed", { sessionId, error: String(error) });
    }
  }
  return expired;
}

/** The card a save-card checkout kept for the booking (`pm_…`), with the traveller's customer. */
export async function savedCardOf(db: Database, bookingId: string) {
  const [row] = await db
    .select()
    .from(stripeCheckouts)
    .where(
      and(
        eq(stripeCheckouts.bookingId, bookingId),
        eq(stripeCheckouts.purpose, "save-card"),
        inArray(stripeCheckouts.status, ["complete"]),
      ),
    );
  return row?.paymentMethod ? row : null;
}
