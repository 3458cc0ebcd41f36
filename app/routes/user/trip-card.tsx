import { data, Form, Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { TestCards } from "~/modules/bookings/components/checkout-form";
import { newCardAction } from "~/modules/bookings/new-card-route.server";
import { newCardPage } from "~/modules/bookings/new-card.server";
import { DEMO_CARDS, spacedCardNumber } from "~/modules/payments/demo-cards";
import { platformOf } from "~/platform/context";
import { textFields } from "~/shared/forms";
import { readForm, uuidOrNotFound } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { Field, Notice, SubmitButton } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import { readerLocale } from "~/modules/profiles/language.server";
import { localizeMessage } from "~/i18n/server-messages.server";
import type { Route } from "./+types/trip-card";
import { metaLanguage } from "~/i18n/meta";
import { useFormat, useT } from "~/i18n/react";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("checkout", "trips")];

const NOT_FOUND = "We couldn't find that trip.";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("trips.newCard");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

/** The traveller's own trip only (someone else's id → 404); only where payments go through the site. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const notFound = localizeMessage(await readerLocale(platform.database.db, request, user.id), NOT_FOUND);
  const id = uuidOrNotFound(params.id, notFound);
  const mode = platform.env.PAYMENTS_MODE;
  if (mode === "direct") throw data(notFound, { status: 404 });
  const page = await newCardPage(platform.database.db, user.id, id);
  if (!page) throw data(notFound, { status: 404 });
  return {
    page,
    stripe: mode === "stripe",
    cards: DEMO_CARDS.map((card) => ({
      number: spacedCardNumber(card.number),
      label: card.label,
      behaviour: card.behaviour,
    })),
  };
}

/** Demo: the typed card saved and the refused months charged; stripe: 303 to Stripe's page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const locale = await readerLocale(platform.database.db, request, user.id);
  const notFound = localizeMessage(locale, NOT_FOUND);
  const id = uuidOrNotFound(params.id, notFound);
  if (platform.env.PAYMENTS_MODE === "direct") throw data(notFound, { status: 404 });
  // Someone else's trip stays a 404, whatever else is wrong with the request.
  if (!(await newCardPage(platform.database.db, user.id, id))) throw data(notFound, { status: 404 });
  const { cardNumber = "" } = textFields(await readForm(request));
  return newCardAction(platform, user.id, id, cardNumber.slice(0, 40), locale);
}

export default function TripCard({ loaderData, actionData }: Route.ComponentProps) {
  const { page, stripe } = loaderData;
  const reply = actionData as { error?: string; number?: string } | undefined;
  const t = useT("trips.newCard");
  const checkout = useT("checkout");
  const format = useFormat();
  return (
    <div className="grid gap-6">
      <UserPageHeading title={t("title")} lead={page.title}>
        <Link
          to={`/user/bookings/${page.bookingId}`}
          className="text-sm font-semibold text-primary hover:underline"
        >
          {t("back")}
        </Link>
      </UserPageHeading>
      {page.months.length === 0 ? (
        <Notice tone="info">{t("none")}</Notice>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <Panel id="new-card" title={t("refused")} description={t("refusedLead")}>
            <ul className="grid gap-2 text-sm" data-testid="refused-months">
              {page.months.map((month) => (
                <li key={month.part} className="grid gap-0.5">
                  <span className="text-ink">
                    {t.rich("month", {
                      part: month.part,
                      date: format.date(month.startsOn),
                      amount: format.money(month.amountCents, page.currency, true),
                      tabular: (chunks) => <span className="tabular">{chunks}</span>,
                    })}
                  </span>
                  <span className="text-muted">
                    {month.atRisk
                      ? t("atRisk")
                      : month.nextTryOn
                        ? t("nextTry", { date: format.date(month.nextTryOn) })
                        : t("nextDay")}
                    {month.failure ? ` ${t("why", { failure: month.failure })}` : ""}
                  </span>
                </li>
              ))}
            </ul>
            <Form method="post" className="mt-4 grid gap-4" noValidate>
              {reply?.error && <Notice>{reply.error}</Notice>}
              {stripe ? (
                <SubmitButton>{t("onStripe")}</SubmitButton>
              ) : (
                <>
                  <Field
                    label={checkout("cardNumber")}
                    name="cardNumber"
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="4242 4242 4242 4242"
                    defaultValue={reply?.number ?? ""}
                    required
                  />
                  <SubmitButton>{t("payWithThis")}</SubmitButton>
                </>
              )}
            </Form>
          </Panel>
          {!stripe && <TestCards cards={loaderData.cards} />}
        </div>
      )}
    </div>
  );
}
