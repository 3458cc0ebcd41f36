import { data, Link } from "react-router";
import { cleanReason } from "~/modules/operator/audit";
import { HistoryNote } from "~/modules/bookings/components/booking-history";
import { bookingTimeline } from "~/modules/operator/bookings.server";
import { SiteCancelPanel } from "~/modules/operator/components/site-cancel-form";
import {
  notFound,
  OPERATOR_HEADERS,
  operatorOf,
  requireRecentConfirmation,
} from "~/modules/operator/guard.server";
import { amountText, parseRefundAmount } from "~/modules/operator/site-cancel";
import { cancelBookingForSite, siteCancelState } from "~/modules/operator/site-cancel.server";
import { retryRefund } from "~/modules/operator/retry-refund.server";
import { paymentsContextFor } from "~/modules/payments/processors.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { readForm } from "~/shared/http.server";
import { formatDate, formatInstant, formatMoney } from "~/shared/format";
import { pageMeta } from "~/site";
import { metaLanguage } from "~/i18n/meta";
import { useFormat, useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { intlLocale } from "~/i18n/locales";
import { localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { Panel, UserPageHeading } from "~/ui/page";
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
  const tag = intlLocale(locale);
  const found = await bookingTimeline(platform.database.db, params.id, locale);
  const state = await siteCancelState(platform.database.db, params.id);
  if (!found || !state) notFound();
  const { booking } = found;
  const refundable = platform.env.PAYMENTS_MODE !== "direct" && state.refundableCents > 0;
  return {
    cancel: {
      open: state.open,
      refundOwed:
        state.refundOwedCents > 0 ? formatMoney(state.refundOwedCents, state.currency, true, tag) : null,
      currency: state.currency,
      refundable: refundable
        ? {
            cents: state.refundableCents,
            words: formatMoney(state.refundableCents, state.currency, true, tag),
            typed: amountText(state.refundableCents, state.currency),
          }
        : null,
    },
    booking: {
      ...booking,
      dates: booking.stay
        ? `${formatDate(booking.stay.start, undefined, tag)} – ${formatDate(booking.stay.end, undefined, tag)}`
        : "",
      total: formatMoney(booking.totalCents, booking.currency, true, tag),
      createdAt: formatInstant(booking.createdAt, "UTC", tag),
    },
    listing: found.listing,
    guestEmail: found.guestEmail,
    ownerUserId: found.ownerUserId,
    messageCount: found.messageCount,
    timeline: found.timeline.map((row, index) => ({
      key: `${row.kind}${index}`,
      at: formatInstant(row.at, "UTC", tag),
      // The page words a status or a money movement; a claim's line is its own text (claims.server).
      what:
        row.kind === "status"
          ? { kind: "status" as const, status: row.status }
          : row.kind === "claim"
            ? { kind: "claim" as const, text: row.what }
            : {
                kind: "money" as const,
                movement: row.movement,
                amount: formatMoney(row.amountCents, row.currency, true, tag),
              },
      note: row.note,
      pieces: row.kind === "status" ? row.pieces : undefined,
    })),
  };
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
  const { booking, listing, guestEmail, ownerUserId, messageCount, timeline, cancel } = loaderData;
  const t = useT("operator.booking");
  const status = useT("trips.status");
  const format = useFormat();
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
      <Panel id="booking" title={t("panel")}>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-muted">{t("status")}</dt>
          <dd className="text-ink">{status(booking.status)}</dd>
          <dt className="text-muted">{t("dates")}</dt>
          <dd className="text-ink">{booking.dates}</dd>
          <dt className="text-muted">{t("total")}</dt>
          <dd className="text-ink">{booking.total}</dd>
          <dt className="text-muted">{t("traveller")}</dt>
          <dd className="break-all text-ink">
            <Link
              to={`/operator/users/${encodeURIComponent(booking.guestId)}`}
              className="font-semibold text-primary"
            >
              {guestEmail ?? t("accountDeleted")}
            </Link>
          </dd>
          <dt className="text-muted">{t("owner")}</dt>
          <dd className="text-ink">
            {ownerUserId ? (
              <Link
                to={`/operator/users/${encodeURIComponent(ownerUserId)}`}
                className="font-semibold text-primary"
              >
                {t("theirAccount")}
              </Link>
            ) : (
              t("noOwner")
            )}
          </dd>
          <dt className="text-muted">{t("messages")}</dt>
          <dd className="text-ink">{format.number(messageCount)}</dd>
          <dt className="text-muted">{t("made")}</dt>
          <dd className="text-ink">{booking.createdAt}</dd>
        </dl>
      </Panel>
      <SiteCancelPanel view={cancel} reply={actionData} />
      <Panel id="timeline" title={t("timeline")} description={t("timelineDetail")}>
        <ol className="grid gap-2 text-sm">
          {timeline.map((row) => (
            <li key={row.key} className="rounded-xl border border-line p-3">
              <p className="font-semibold text-ink">
                {row.what.kind === "status"
                  ? t("statusLine", { status: status(row.what.status) })
                  : row.what.kind === "money"
                    ? t("moneyLine", { movement: row.what.movement, amount: row.what.amount })
                    : row.what.text}
              </p>
              <p className="text-muted">
                {row.at}
                {row.note && (
                  <>
                    {" · "}
                    <HistoryNote note={row.note} pieces={row.pieces} />
                  </>
                )}
              </p>
            </li>
          ))}
        </ol>
      </Panel>
    </div>
  );
}
