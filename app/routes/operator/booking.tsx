import { data, Link } from "react-router";
import { cleanReason } from "~/modules/operator/audit";
import { bookingTimeline } from "~/modules/operator/bookings.server";
import { bookingPageView } from "~/modules/operator/booking-view.server";
import { BookingFacts, BookingTimeline } from "~/modules/operator/components/booking-detail";
import { SiteCancelPanel } from "~/modules/operator/components/site-cancel-form";
import {
  notFound,
  OPERATOR_HEADERS,
  operatorOf,
  requireRecentConfirmation,
} from "~/modules/operator/guard.server";
import { parseRefundAmount } from "~/modules/operator/site-cancel";
import { cancelBookingForSite, siteCancelState } from "~/modules/operator/site-cancel.server";
import { retryRefund } from "~/modules/operator/retry-refund.server";
import { paymentsContextFor } from "~/modules/payments/processors.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { intlLocale } from "~/i18n/locales";
import { localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/booking";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("operator", "trips")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("operator.booking");
  return [
    ...pageMeta(t("metaTitle"), t("metaDescription")),
    { name: "robots", content: "noindex, nofollow" },
  ];
}
export const headers = () => OPERATOR_HEADERS;

/** A booking's timeline: every transition of the booking history and every money row, in time order. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const locale = await readerLocale(platform.database.db, request, operatorOf(context).id);
  const found = await bookingTimeline(platform.database.db, params.id, locale);
  const state = await siteCancelState(platform.database.db, params.id);
  if (!found || !state) notFound();
  return bookingPageView(found, state, platform.env.PAYMENTS_MODE !== "direct", intlLocale(locale));
}

/**
 * Cancel on the site's behalf (decision 3720): a reason, a refund (everything refundable unless
 * lowered; none in the direct mode), then a code typed in the last ten minutes: it is money.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const db = platform.database.db;
  const locale = await readerLocale(db, request, operatorOf(context).id);
  const say = translatorFor(locale, "operator.booking");
  const form = await readForm(request);
  const typed = form.get("amount");
  const amount = typeof typed === "string" ? typed.slice(0, 40) : "";
  const reasonText = form.get("reason");
  const reply = (error: string, status: number) =>
    data(
      {
        error: localizeMessage(locale, error),
        amount,
        reason: typeof reasonText === "string" ? reasonText.slice(0, 2000) : "",
      },
      { status, headers: OPERATOR_HEADERS },
    );
  const state = await siteCancelState(db, params.id);
  if (!state) notFound();
  if (form.get("intent") === "retry-refund") return retryRefund(context, request, params.id);
  if (!state.open) return reply(say("ended"), 409);
  const reason = cleanReason(reasonText);
  if (!reason) return reply(say("sayWhy"), 400);
  const payments = await paymentsContextFor(platform.env, db);
  let refundCents = 0;
  if (payments && state.refundableCents > 0) {
    const parsed = parseRefundAmount(amount, state.currency, state.refundableCents);
    if (!parsed.ok) return reply(parsed.error, 400);
    refundCents = parsed.cents;
  }
  const operator = await requireRecentConfirmation(context, request);
  const outcome = await cancelBookingForSite(
    db,
    payments,
    { id: operator.id, email: operator.email },
    { bookingId: params.id, reason, refundCents },
  );
  if (!outcome.ok) return reply(outcome.formError ?? say("notCancelled"), outcome.status);
  const { payment } = outcome.value;
  return redirectWithToast(
    platform,
    `/operator/bookings/${encodeURIComponent(params.id)}`,
    payment && !payment.ok
      ? { type: "error", message: say("refundFailed", { message: localizeMessage(locale, payment.message) }) }
      : { type: "success", message: say("cancelled") },
    { headers: OPERATOR_HEADERS },
  );
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, listing, timeline, cancel } = loaderData;
  const t = useT("operator.booking");
  return (
    <div className="grid gap-6">
      <UserPageHeading title={t("title", { reference: booking.reference })} lead={listing.title}>
        <Link
          to="/operator/bookings"
          className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t("back")}
        </Link>
      </UserPageHeading>
      <BookingFacts {...loaderData} />
      <SiteCancelPanel view={cancel} reply={actionData} />
      <BookingTimeline timeline={timeline} />
    </div>
  );
}
