import { data, Form, redirect } from "react-router";
import { getSessionUser, requireUser } from "~/modules/accounts/guards.server";
import { checkoutPage } from "~/modules/bookings/checkout.server";
import { CHECKOUT_EXPIRED } from "~/modules/bookings/checkout";
import { CheckoutSummary } from "~/modules/bookings/components/checkout-form";
import { NOT_HERE, stripeCheckoutUrl } from "~/modules/bookings/stripe-booking-route.server";
import { platformOf } from "~/platform/context";
import { readForm, searchParamsOf } from "~/shared/http.server";
import { textFields } from "~/shared/forms";
import { pageMeta } from "~/site";
import { Notice, SubmitButton } from "~/ui/form";
import type { Route } from "./+types/stripe-checkout";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { intlLocale } from "~/i18n/locales";
import { placePhrasesFor } from "~/i18n/language.server";
import { localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("checkout")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("checkout");
  return pageMeta(t("metaTitle"), t("stripe.metaDescription"));
}

const confirmPath = (bookingId: string) => `/hotels/confirm?booking=${bookingId}`;

/**
 * The booking's payment step in PAYMENTS_MODE=stripe (decision 3520): where the traveller lands
 * back from Stripe's page without paying, and can go on to pay. The traveller's own booking only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = await requireUser(platform, request);
  const locale = await readerLocale(platform.database.db, request, user.id);
  if (platform.env.PAYMENTS_MODE !== "stripe") throw data(localizeMessage(locale, NOT_HERE), { status: 404 });
  const id = searchParamsOf(request).get("booking") ?? "";
  const writing = { tag: intlLocale(locale), place: placePhrasesFor(locale) };
  const page = await checkoutPage(platform.database.db, user.id, id, new Date(), writing);
  if (!page) throw data(localizeMessage(locale, "We couldn't find that booking."), { status: 404 });
  if (page.status === "confirmed" || page.status === "pending") throw redirect(confirmPath(page.bookingId));
  const { cards: _demoCards, ...shown } = page;
  return { page: { ...shown, cards: [] }, expired: localizeMessage(locale, CHECKOUT_EXPIRED) };
}

/** Sends the traveller to the booking's Stripe Checkout page (the open one, or a new one): a 303. */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = await getSessionUser(platform, request);
  const locale = await readerLocale(platform.database.db, request, user?.id);
  if (!user) return data({ error: localizeMessage(locale, "Sign in again to pay.") }, { status: 401 });
  const booking = String(textFields(await readForm(request)).booking ?? "").slice(0, 100);
  const url = await stripeCheckoutUrl(platform, user.id, booking);
  if (!url.ok)
    return data(
      { error: localizeMessage(locale, url.formError ?? CHECKOUT_EXPIRED) },
      { status: url.status },
    );
  return redirect(url.value, 303);
}

export default function StripeCheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const waiting = page.status === "awaiting_payment";
  const t = useT("checkout");
  const stripe = useT("checkout.stripe");
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl text-ink sm:text-4xl">{t("title")}</h1>
      <p className="mt-2 max-w-2xl text-muted">
        {t(page.kind === "charge" ? "leadCharge" : "leadHold", { title: page.title, place: page.place })}
      </p>
      {waiting ? (
        <div className="mt-8 grid max-w-2xl gap-6 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-7">
          <CheckoutSummary page={page} />
          {page.payBy && <p className="text-sm text-muted">{t("heldUntil", { time: page.payBy })}</p>}
          {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
          <Form method="post" reloadDocument className="grid gap-2">
            <input type="hidden" name="booking" value={page.bookingId} />
            <SubmitButton>{stripe("pay")}</SubmitButton>
            <p className="text-sm text-muted">{stripe("cardThere")}</p>
          </Form>
        </div>
      ) : (
        <div className="mt-8 max-w-2xl">
          <Notice tone="info">{loaderData.expired}</Notice>
        </div>
      )}
    </div>
  );
}
