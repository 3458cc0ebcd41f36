import type { ProcessorAnswer, RefusalCode } from "./processor.ts";

/**
 * Stripe's errors as the payments interface's refusals (decision 3540): a card's answer or a
 * Stripe outage is a refusal a page can explain and the traveller can act on, never an exception.
 * What is left (a request Stripe calls invalid, a key used for another call) is the site's own bug
 * and is thrown, as the demo processor does.
 */

/** The fields of a Stripe SDK error this needs (StripeError's `type`, `code`, `decline_code`). */
export interface StripeErrorFacts {
  type?: string;
  code?: string;
  decline_code?: string;
  statusCode?: number;
}

export const STRIPE_MESSAGES: Record<RefusalCode, string> = {
  declined: "Your card was declined. Try another card.",
  insufficient_funds: "Your card has insufficient funds. Try another card.",
  authentication_required: "Your bank asks you to confirm this payment.",
  expired_hold: "The hold on the card has expired: the card must be charged again.",
  unavailable: "Card payments are unavailable for a moment. Nothing was charged; try again in a few minutes.",
};

/** The refusal code of a Stripe error, or null when it is not a refusal (the caller throws it). */
export function refusalCodeOf(error: StripeErrorFacts): RefusalCode | null {
  const { type, code, decline_code: decline } = error;
  if (type === "StripeCardError") {
    if (decline === "insufficient_funds" || code === "insufficient_funds") return "insufficient_funds";
    if (code === "authentication_required" || decline === "authentication_required")
      return "authentication_required";
    return "declined";
  }
  // A PaymentIntent that needs the traveller (3-D Secure) when charged without them.
  if (code === "authentication_required") return "authentication_required";
  if (
    type === "StripeConnectionError" ||
    type === "StripeAPIError" ||
    type === "StripeRateLimitError" ||
    (error.statusCode !== undefined && error.statusCode >= 500)
  )
    return "unavailable";
  return null;
}

export function refusalOf<T>(code: RefusalCode, message = STRIPE_MESSAGES[code]): ProcessorAnswer<T> {
  return { ok: false, code, message };
}

/** A PaymentIntent's state after a charge or hold was asked of it, as the interface's answer. */
export function intentAnswer(
  intent: { id: string; status: string },
  wanted: "succeeded" | "requires_capture",
): ProcessorAnswer<{ ref: string }> {
  if (intent.status === wanted) return { ok: true, ref: intent.id };
  if (intent.status === "requires_action" || intent.status === "requires_confirmation")
    return refusalOf("authentication_required");
  if (intent.status === "processing")
    return refusalOf("unavailable", "The payment is still being processed.");
  return refusalOf("declined");
}

/** The booking a payment key names (`booking:<id>:<step>…`, processor.ts's `paymentKey`), or null. */
export function bookingOfKey(key: string): string | null {
  const match = /^booking:([0-9a-f-]{36}):/.exec(key);
  return match ? match[1]! : null;
}

/**
 * A Checkout Session's status as the events tell it: complete is final (the traveller paid: an
 * `expired` event delivered after a `completed` one changes nothing, and a `completed` one always
 * wins so money taken is never lost), expired only follows open.
 */
export function nextCheckoutStatus(
  current: "open" | "complete" | "expired",
  event: "completed" | "expired",
): "open" | "complete" | "expired" {
  if (event === "completed" || current === "complete") return "complete";
  return "expired";
}
