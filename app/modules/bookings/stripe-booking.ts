import type { StripeCheckoutPurpose } from "../../../db/schema/stripe.ts";
import { REQUEST_ANSWER_HOURS } from "./process.ts";

/**
 * The booking flow in PAYMENTS_MODE=stripe (decision 3520), pure: which Checkout Session a new
 * booking gets, and the site's addresses Stripe sends the traveller back to.
 */

/** How long Stripe keeps a card authorisation of an online payment before letting it go. */
export const CARD_HOLD_DAYS = 7;
/** A hold is not trusted to its last day: a request answered later than this saves the card instead. */
export const HOLD_SAFETY_HOURS = 24;

/**
 * The Checkout Session's purpose for a new booking: an instant booking is charged at once; a
 * request's card is authorised (`hold`) when the owner's answer is due well within a card hold's
 * life, else the card is saved (`save-card`) and charged without the traveller at acceptance.
 * With today's 24-hour answer window every request is a hold; `answerHours` is the window.
 */
export function checkoutPurposeFor(input: {
  instantBook: boolean;
  answerHours?: number;
}): StripeCheckoutPurpose {
  if (input.instantBook) return "charge";
  const answerHours = input.answerHours ?? REQUEST_ANSWER_HOURS;
  return answerHours <= CARD_HOLD_DAYS * 24 - HOLD_SAFETY_HOURS ? "hold" : "save-card";
}

/** Where Stripe sends the traveller after paying; Stripe puts the session's id in the braces. */
export const STRIPE_RETURN_PATH = "/hotels/checkout/return";
/** Where the traveller lands from Stripe's page without paying: the booking's checkout, to pay again. */
export const stripeCheckoutPath = (bookingId: string) => `/hotels/checkout/stripe?booking=${bookingId}`;

export function stripeReturnUrls(appUrl: string, bookingId: string) {
  const base = appUrl.replace(/\/+$/, "");
  return {
    successUrl: `${base}${STRIPE_RETURN_PATH}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}${stripeCheckoutPath(bookingId)}`,
  };
}

/** Said to the owner when the saved card was refused at acceptance (nothing charged, nothing accepted). */
export function savedCardRefusedToOwner(why: string, answerBy: string) {
  return `The traveller's saved card was refused: ${why} Nothing was charged and the request is not accepted yet. It stays open until ${answerBy}; we have told the traveller. Accept again once they say their card works, or decline.`;
}

/** Said to the traveller when their saved card was refused as the owner accepted. */
export function savedCardRefusedToGuest(why: string, answerBy: string) {
  return `The owner accepted your request, but your saved card was refused: ${why} Nothing was charged and your booking's details are kept. Your request stays open until ${answerBy}: ask your bank to allow the payment and tell the owner in your messages, so they can accept again. If it is not paid by then, the request expires and nothing is charged.`;
}
