import { data, Link, redirect } from "react-router";
import { requireUser } from "~/modules/accounts/guards.server";
import { CHECKOUT_EXPIRED } from "~/modules/bookings/checkout";
import { checkoutOfGuest, completeBookingCheckout } from "~/modules/bookings/stripe-booking.server";
import { stripeCheckoutPath } from "~/modules/bookings/stripe-booking";
import { newCardReturn } from "~/modules/bookings/new-card-route.server";
import { paymentsContextFor } from "~/modules/payments/processors.server";
import { platformOf } from "~/platform/context";
import { searchParamsOf } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { Notice } from "~/ui/form";
import type { Route } from "./+types/stripe-return";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("checkout")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("checkout.stripe");
  return pageMeta(t("returnTitle"), t("returnDescription"));
}

/**
 * Where Stripe sends the traveller after paying (decision 3520): what they did there is applied
 * (the charge, hold or saved card recorded once, then the booking confirmed or sent to the owner),
 * the same function the webhook runs, so whichever comes first does it and the other finds it
 * done. A payment that came after the nights were let go is given back at once (409).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const { database, env, mailer } = platform;
  const user = await requireUser(platform, request);
  const payments = await paymentsContextFor(env, database.db);
  const locale = await readerLocale(database.db, request, user.id);
  if (env.PAYMENTS_MODE !== "stripe" || !payments)
    throw data(localizeMessage(locale, "Not found."), { status: 404 });
  const sessionId = searchParamsOf(request).get("session_id") ?? "";
  const checkout = await checkoutOfGuest(database.db, user.id, sessionId);
  if (!checkout) throw data(localizeMessage(locale, "We couldn't find that payment."), { status: 404 });
  const done = await completeBookingCheckout(database.db, payments, checkout, {
    mail: { mailer, appUrl: env.APP_URL },
  });
  // A new card after a refused month (decision 3560): back to the trip, or to the card page to try again.
  if (checkout.purpose === "new-card") return newCardReturn(platform, checkout.bookingId, done, locale);
  if (!done.ok)
    return data(
      {
        bookingId: checkout.bookingId,
        message: localizeMessage(locale, done.formError ?? CHECKOUT_EXPIRED),
        again: false,
      },
      { status: done.status },
    );
  if (done.value.paid) throw redirect(`/hotels/confirm?booking=${checkout.bookingId}`);
  return data(
    { bookingId: checkout.bookingId, message: localizeMessage(locale, done.value.message), again: true },
    { status: 402 },
  );
}

export default function StripeReturnRoute({ loaderData }: Route.ComponentProps) {
  const t = useT("checkout.stripe");
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl text-ink sm:text-4xl">{t("returnTitle")}</h1>
      <div className="mt-6 grid max-w-2xl gap-4">
        <Notice tone={loaderData.again ? "error" : "info"}>{loaderData.message}</Notice>
        {loaderData.again ? (
          <Link
            className="font-semibold underline underline-offset-4"
            to={stripeCheckoutPath(loaderData.bookingId)}
          >
            {t("backToPay")}
          </Link>
        ) : (
          <Link className="font-semibold underline underline-offset-4" to="/user/bookings">
            {t("trips")}
          </Link>
        )}
      </div>
    </div>
  );
}
