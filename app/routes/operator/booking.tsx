import { Link } from "react-router";
import { bookingTimeline } from "~/modules/operator/bookings.server";
import { notFound, OPERATOR_HEADERS } from "~/modules/operator/guard.server";
import { platformOf } from "~/platform/context";
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
  const found = await bookingTimeline(platformOf(context).database.db, params.id);
  if (!found) notFound();
  const { booking } = found;
  return {
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
    timeline: found.timeline.map((row, index) =>
      row.kind === "status"
        ? { key: `s${index}`, at: formatInstant(row.at), what: `Status: ${row.status}`, note: row.note }
        : {
            key: `m${index}`,
            at: formatInstant(row.at),
            what: `Money: ${row.movement} ${formatMoney(row.amountCents, row.currency, true)}`,
            note: row.note,
          },
    ),
  };
}

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { booking, listing, guestEmail, ownerUserId, messageCount, timeline } = loaderData;
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
