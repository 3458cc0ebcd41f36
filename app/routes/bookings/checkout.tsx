import { data, redirect } from "react-router";
import { getSessionUser, requireUser } from "~/modules/accounts/guards.server";
import { checkoutPage, payCheckout } from "~/modules/bookings/checkout.server";
import { CHECKOUT_EXPIRED, readCheckoutForm } from "~/modules/bookings/checkout";
import { CheckoutForm, CheckoutSummary, TestCards } from "~/modules/bookings/components/checkout-form";
import { demoCardProblem } from "~/modules/payments/demo-cards";
import { paymentsContextFor } from "~/modules/payments/processors.server";
import { platformOf } from "~/platform/context";
import { readForm, searchParamsOf } from "~/shared/http.server";
import { textFields } from "~/shared/forms";
import { pageMeta } from "~/site";
import { Notice } from "~/ui/form";
import type { Route } from "./+types/checkout";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { intlLocale } from "~/i18n/locales";
import { placePhrasesFor } from "~/i18n/language.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { localizeMessage } from "~/i18n/server-messages.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("checkout", "formErrors")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("checkout");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

const BANK_REFUSED =
  "You did not confirm the payment with your bank: nothing was charged. Try again or use another card.";

const confirmPath = (bookingId: string) => `/hotels/confirm?booking=${bookingId}`;

/** The traveller's own booking only (someone else's id → 404); only where payments go through the site. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = await requireUser(platform, request);
  if (platform.env.PAYMENTS_MODE !== "demo")
    throw data("Payments are not taken on this site.", { status: 404 });
  const id = searchParamsOf(request).get("booking") ?? "";
  const locale = await readerLocale(platform.database.db, request, user.id);
  const writing = { tag: intlLocale(locale), place: placePhrasesFor(locale) };
  const page = await checkoutPage(platform.database.db, user.id, id, new Date(), writing);
  if (!page) throw data("We couldn't find that booking.", { status: 404 });
  // Paid already: the booking's own page says what happened.
  if (page.status === "confirmed" || page.status === "pending") throw redirect(confirmPath(page.bookingId));
  return { page };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const { database, env, mailer } = platform;
  const user = await getSessionUser(platform, request);
  const locale = await readerLocale(database.db, request, user?.id);
  if (!user)
    return data(
      { error: localizeMessage(locale, "Sign in again to pay."), number: "", askBank: false },
      { status: 401 },
    );
  const payments = await paymentsContextFor(env, database.db);
  if (env.PAYMENTS_MODE !== "demo" || !payments)
    return data(
      { error: "Payments are not taken on this site.", number: "", askBank: false },
      { status: 404 },
    );
  const form = readCheckoutForm(textFields(await readForm(request)));
  const answer = (status: number, error: string, askBank = false) =>
    data({ error: localizeMessage(locale, error), number: form.number, askBank }, { status });
  const problem = demoCardProblem(form.number);
  if (problem) return answer(400, problem);
  const paid = await payCheckout(database.db, payments, {
    guestId: user.id,
    bookingId: form.booking,
    card: form,
    mail: { mailer, appUrl: env.APP_URL },
  });
  if (!paid.ok) return answer(paid.status, paid.formError ?? CHECKOUT_EXPIRED);
  const result = paid.value;
  if (result.paid) return redirect(confirmPath(form.booking));
  // The card asks for the bank's check: the simulated step, unless the traveller just refused it.
  if (result.code === "authentication_required")
    return form.bankRefused ? answer(402, BANK_REFUSED) : answer(402, result.message, !form.authenticated);
  return answer(402, result.message);
}

export default function CheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = useT("checkout");
  const expired = useT("formErrors")("checkoutExpired");
  const waiting = page.status === "awaiting_payment";
  return (
    <div className="container-page py-8 sm:py-12">
      <p
        className="inline-flex rounded-full bg-warning/15 px-3 py-1 text-sm font-semibold text-ink"
        data-testid="demo-banner"
      >
        {t("demo")}
      </p>
      <h1 className="mt-3 text-3xl text-ink sm:text-4xl">{t("title")}</h1>
      <p className="mt-2 max-w-2xl text-muted">
        {page.kind === "charge"
          ? t("leadCharge", { title: page.title, place: page.place })
          : t("leadHold", { title: page.title, place: page.place })}
      </p>
      {waiting ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="grid gap-6 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-7">
            <CheckoutSummary page={page} />
            {page.payBy && <p className="text-sm text-muted">{t("heldUntil", { time: page.payBy })}</p>}
            {page.deposit && (
              <p className="text-sm text-muted" data-testid="deposit-card">
                {t("deposit", { amount: page.deposit })}
              </p>
            )}
            <CheckoutForm
              bookingId={page.bookingId}
              kind={page.kind}
              number={actionData?.number ?? ""}
              error={actionData?.askBank ? undefined : actionData?.error}
              askBank={actionData?.askBank ?? false}
            />
          </div>
          <TestCards cards={page.cards} />
        </div>
      ) : (
        <div className="mt-8 max-w-2xl">
          <Notice tone="info">{expired}</Notice>
        </div>
      )}
    </div>
  );
}
