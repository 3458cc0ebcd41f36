import { redirect } from "react-router";
import type { Platform } from "../../platform/runtime.server.ts";
import { log } from "../../platform/log.server.ts";
import { failure, type Outcome } from "../../shared/outcome.ts";
import { paymentsContextFor } from "../payments/processors.server.ts";
import type { StripeCheckout } from "../payments/stripe-checkout.server.ts";
import { completeBookingCheckout, startBookingCheckout } from "./stripe-booking.server.ts";
import { stripeCheckoutPath } from "./stripe-booking.ts";

export const NOT_HERE = "Payments are not taken by Stripe on this site.";
const UNAVAILABLE = "Stripe could not be reached: nothing was charged. Try again in a minute.";

/**
 * The address of the traveller's Stripe Checkout page for their booking waiting at the checkout
 * (decision 3520); a Stripe outage is a 503 with words to show, never an error page.
 */
export async function stripeCheckoutUrl(
  platform: Platform,
  guestId: string,
  bookingId: string,
): Promise<Outcome<string>> {
  const payments = await paymentsContextFor(platform.env, platform.database.db);
  if (platform.env.PAYMENTS_MODE !== "stripe" || !payments?.stripe) return failure(404, NOT_HERE);
  try {
    const started = await startBookingCheckout(platform.database.db, await payments.stripe, {
      guestId,
      bookingId,
      appUrl: platform.env.APP_URL,
    });
    return started.ok ? { ok: true, value: started.value.url } : started;
  } catch (error) {
    log.warn("stripe checkout could not start", { bookingId, error: String(error) });
    return failure(503, UNAVAILABLE);
  }
}

/** A new booking's next step in stripe mode: a 303 to Stripe's page, or the site's payment step to try again. */
export async function toStripeCheckout(platform: Platform, guestId: string, bookingId: string) {
  const url = await stripeCheckoutUrl(platform, guestId, bookingId);
  return redirect(url.ok ? url.value : stripeCheckoutPath(bookingId), 303);
}

/**
 * The webhook's `onCheckoutComplete` (decision 3520): a completed session applied to its booking,
 * as the return page does. A booking whose nights went first gets its money back (a 409 here is
 * done, not a failure); anything thrown answers Stripe 500 and it delivers the event again.
 */
export function stripeCheckoutHook(platform: Platform) {
  return async (checkout: StripeCheckout) => {
    const payments = await paymentsContextFor(platform.env, platform.database.db);
    if (!payments) return;
    const done = await completeBookingCheckout(platform.database.db, payments, checkout, {
      mail: { mailer: platform.mailer, appUrl: platform.env.APP_URL },
    });
    if (!done.ok && done.status !== 409 && done.status !== 404)
      throw new Error(`checkout ${checkout.sessionId}: ${done.formError ?? done.status}`);
    if (done.ok && !done.value.paid)
      log.warn("completed stripe checkout refused", {
        sessionId: checkout.sessionId,
        reason: done.value.message,
      });
  };
}
