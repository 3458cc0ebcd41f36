import { data, Link } from "react-router";
import { cleanReason } from "~/modules/operator/audit";
import { bookingTimeline } from "~/modules/operator/bookings.server";
import { SiteCancelPanel } from "~/modules/operator/components/site-cancel-form";
import { notFound, OPERATOR_HEADERS, requireRecentConfirmation } from "~/modules/operator/guard.server";
import { amountText, parseRefundAmount } from "~/modules/operator/site-cancel";
import { cancelBookingForSite, siteCancelState } from "~/modules/operator/site-cancel.server";
import { retryRefund } from "~/modules/operator/retry-refund.server";
import { paymentsContextFor } from "~/modules/payments/processors.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { readForm } from "~/shared/http.server";
import { formatDate, formatInstant, formatMoney } from "~/shared/format";
import { pageMeta } from "~/site";
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/booking";

export const meta = () => [
  ...pageMeta("A booking", "Operator console."),
  { name: "robots", content: "noindex, nofollow" },
];
export const headers = () => OPERATOR_HEADERS;

/** A booking's timeline: every transition of the booking history and every money row, in time order. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const found = await bookingTimeline(platform.database.db, params.id);
  const state = await siteCancelState(platform.database.db, params.id);
  if (!found || !state) notFound();
  const { booking } = found;
  const refundable = platform.env.PAYMENTS_MODE !== "direct" && state.refundableCents > 0;
  return {
    cancel: {
      open: state.open,
      refundOwed: state.refundOwedCents > 0 ? formatMoney(state.refundOwedCents, state.currency, true) : null,
      currency: state.currency,
      refundable: refundable
        ? {
            cents: state.refundableCents,
            words: formatMoney(state.refundableCents, state.currency, true),
            typed: amountText(state.refundableCents, state.currency),
          }
        : null,
    },
    booking: {
      ...booking,
      dates: booking.stay ? `${formatDate(booking.stay.start)} – ${formatDate(booking.stay.end)}` : "",
      total: formatMoney(booking.totalCents, booking.currency, true),
      createdAt: formatInstant(booking.createdAt),
    },
    listing: found.listing,
    guestEmail: found.guestEmail ?? "(account deleted)",
    ownerUserId: found.ownerUserId,
    messageCount: found.messageCount,
    timeline: found.timeline.map((row, index) => ({
      key: `${row.kind}${index}`,
      at: formatInstant(row.at),
      what:
        row.kind === "status"
          ? `Status: ${row.status}`
          : row.kind === "claim"
            ? row.what
            : `Money: ${row.movement} ${formatMoney(row.amountCents, row.currency, true)}`,
      note: row.note,
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
  const form = await readForm(request);
  const typed = form.get("amount");
  const amount = typeof typed === "string" ? typed.slice(0, 40) : "";
  const reasonText = form.get("reason");
  const reply = (error: string, status: number) =>
    data(
      { error, amount, reason: typeof reasonText === "string" ? reasonText.slice(0, 2000) : "" },
      { status, headers: OPERATOR_HEADERS },
    );
  const state = await siteCancelState(db, params.id);
  if (!state) notFound();
  if (form.get("intent") === "retry-refund") return retryRefund(context, request, params.id);
  if (!state.open) return reply("This booking has already ended.", 409);
  const reason = cleanReason(reasonText);
  if (!reason) return reply("Say why: the traveller, the owner and the audit log read it.", 400);
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
  if (!outcome.ok) return reply(outcome.formError ?? "The booking could not be cancelled.", outcome.status);
  const { payment } = outcome.value;
  return redirectWithToast(
    platform,
    `/operator/bookings/${encodeURIComponent(params.id)}`,
    payment && !payment.ok
      ? { type: "error", message: `Cancelled, but the refund failed: ${payment.message}` }
      : { type: "success", message: "Cancelled on the site's behalf; both sides are told." },
    { headers: OPERATOR_HEADERS },
  );
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, listing, guestEmail, ownerUserId, messageCount, timeline, cancel } = loaderData;
  return (
    <div className="grid gap-6">
      <UserPageHeading title={`Booking ${booking.reference}`} lead={listing.title}>
        <Link
          to="/operator/bookings"
          className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          Back to bookings
        </Link>
      </UserPageHeading>
      <Panel id="booking" title="The booking">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-muted">Status</dt>
          <dd className="text-ink">{booking.status}</dd>
          <dt className="text-muted">Dates</dt>
          <dd className="text-ink">{booking.dates}</dd>
          <dt className="text-muted">Total</dt>
          <dd className="text-ink">{booking.total}</dd>
          <dt className="text-muted">Traveller</dt>
          <dd className="break-all text-ink">
            <Link
              to={`/operator/users/${encodeURIComponent(booking.guestId)}`}
              className="font-semibold text-primary"
            >
              {guestEmail}
            </Link>
          </dd>
          <dt className="text-muted">Owner</dt>
          <dd className="text-ink">
            {ownerUserId ? (
              <Link
                to={`/operator/users/${encodeURIComponent(ownerUserId)}`}
                className="font-semibold text-primary"
              >
                Their account
              </Link>
            ) : (
              "A listing without an owner account"
            )}
          </dd>
          <dt className="text-muted">Messages</dt>
          <dd className="text-ink">{messageCount}</dd>
          <dt className="text-muted">Made</dt>
          <dd className="text-ink">{booking.createdAt}</dd>
        </dl>
      </Panel>
      <SiteCancelPanel view={cancel} reply={actionData} />
      <Panel
        id="timeline"
        title="Timeline"
        description="Every change of status and every movement of money, oldest first."
      >
        <ol className="grid gap-2 text-sm">
          {timeline.map((row) => (
            <li key={row.key} className="rounded-xl border border-line p-3">
              <p className="font-semibold text-ink">{row.what}</p>
              <p className="text-muted">
                {row.at}
                {row.note && <> · {row.note}</>}
              </p>
            </li>
          ))}
        </ol>
      </Panel>
    </div>
  );
}
