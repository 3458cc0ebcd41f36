import { data } from "react-router";
import { redirectWithToast } from "../../platform/flash.server.ts";
import { log } from "../../platform/log.server.ts";
import type { Platform } from "../../platform/runtime.server.ts";
import type { Outcome } from "../../shared/outcome.ts";
import type { Locale } from "../../i18n/locales.ts";
import { localizeMessage } from "../../i18n/server-messages.server.ts";
import { demoCardProblem } from "../payments/demo-cards.ts";
import { paymentsContextFor } from "../payments/processors.server.ts";
import type { CheckoutResult } from "./checkout-settle.server.ts";
import { newCardPath, payWithNewCard, startNewCardCheckout } from "./new-card.server.ts";

/**
 * The trip's new-card page's answers (decision 3560): in demo mode the typed card is saved and
 * the refused months charged at once; in stripe mode the traveller is sent (303) to a Checkout
 * Session in setup mode, which comes back through the booking's return page (`newCardReturn`).
 */

const tripPath = (bookingId: string) => `/user/bookings/${bookingId}`;
export const PAID = "Paid with your new card: the months to come are charged to it too. The owner is told.";
export const UNAVAILABLE = "Stripe could not be reached: nothing was charged. Try again in a minute.";

/**
 * The action: 303 to the trip (paid) or to Stripe; else the page again with the words and the typed
 * number, in the reader's language (decision 3850).
 */
export async function newCardAction(
  platform: Platform,
  guestId: string,
  bookingId: string,
  number: string,
  locale: Locale = "en",
) {
  const { env, database } = platform;
  const db = database.db;
  const payments = await paymentsContextFor(env, db);
  const again = (status: number, error: string) =>
    data({ error: localizeMessage(locale, error), number }, { status });
  if (!payments) throw data(localizeMessage(locale, "Payments are not taken on this site."), { status: 404 });
  if (env.PAYMENTS_MODE === "stripe" && payments.stripe) {
    try {
      const started = await startNewCardCheckout(db, await payments.stripe, {
        guestId,
        bookingId,
        appUrl: env.APP_URL,
      });
      if (!started.ok) return notFoundOr(again, started, locale);
      return new Response(null, { status: 303, headers: { Location: started.value.url } });
    } catch (error) {
      log.warn("stripe new-card checkout could not start", { bookingId, error: String(error) });
      return again(503, UNAVAILABLE);
    }
  }
  const problem = demoCardProblem(number);
  if (problem) return again(400, problem);
  const paid = await payWithNewCard(db, payments, {
    guestId,
    bookingId,
    source: { customer: guestId, paymentMethod: number },
  });
  if (!paid.ok) return notFoundOr(again, paid, locale);
  return redirectWithToast(platform, tripPath(bookingId), {
    type: "success",
    message: localizeMessage(locale, PAID),
  });
}

function notFoundOr(
  again: (status: number, error: string) => unknown,
  failed: Outcome<unknown> & { ok: false },
  locale: Locale,
) {
  if (failed.status === 404)
    throw data(localizeMessage(locale, "We couldn't find that trip."), { status: 404 });
  return again(failed.status, failed.formError ?? "");
}

/** Back from Stripe's page with a new card: the trip when paid, else the card page with why. */
export async function newCardReturn(
  platform: Platform,
  bookingId: string,
  done: Outcome<CheckoutResult>,
  locale: Locale = "en",
) {
  if (done.ok && done.value.paid)
    return redirectWithToast(platform, tripPath(bookingId), {
      type: "success",
      message: localizeMessage(locale, PAID),
    });
  const why = localizeMessage(
    locale,
    done.ok ? (done.value.paid ? "" : done.value.message) : (done.formError ?? ""),
  );
  // Paid already (the webhook came first): the trip says so.
  if (!done.ok && done.status === 409)
    return redirectWithToast(platform, tripPath(bookingId), { type: "info", message: why });
  return redirectWithToast(platform, newCardPath(bookingId), { type: "error", message: why });
}
