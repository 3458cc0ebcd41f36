import { OperatorSearch } from "~/modules/operator/components/search-form";
import { Link } from "react-router";
import { BOOKING_FILTERS, type BookingFilter } from "~/modules/operator/bookings";
import { searchBookings } from "~/modules/operator/bookings.server";
import { OPERATOR_HEADERS } from "~/modules/operator/guard.server";
import { platformOf } from "~/platform/context";
import { formatDate, formatInstant } from "~/shared/format";
import { pageMeta } from "~/site";
import { inputClass } from "~/ui/form";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/bookings";

export const meta = () => [
  ...pageMeta("Bookings", "Operator console."),
  { name: "robots", content: "noindex, nofollow" },
];
export const headers = () => OPERATOR_HEADERS;

const LABELS: Record<BookingFilter, string> = {
  all: "Any status",
  pending: "Requests",
  expiring: "Requests about to expire",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  completed: "Completed",
  "payout-failed": "Payouts that failed",
};

/** Search by reference, id, traveller's email or listing title; `status=expiring` is the home count's queue. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 200);
  const filter = BOOKING_FILTERS.find((f) => f === params.get("status")) ?? "all";
  const found = await searchBookings(platformOf(context).database.db, { q, filter });
  return {
    q,
    filter,
    searched: Boolean(q.trim()) || filter !== "all",
    bookings: found.map((b) => ({
      id: b.id,
      reference: b.reference ?? b.id.slice(0, 8).toUpperCase(),
      status: b.status,
      listingTitle: b.listingTitle,
      guestEmail: b.guestEmail ?? "(account deleted)",
      dates: b.stay ? `${formatDate(b.stay.start)} – ${formatDate(b.stay.end)}` : "",
      expires: b.status === "pending" && b.expiresAt ? formatInstant(b.expiresAt) : null,
    })),
  };
}

export default function BookingsPage({ loaderData }: Route.ComponentProps) {
  const { q, filter, searched, bookings } = loaderData;
  return (
    <>
      <UserPageHeading
        title={LABELS[filter] === "Any status" ? "Bookings" : LABELS[filter]}
        lead="Find a booking by its reference, the traveller's email or the listing's title."
      />
      <OperatorSearch label="Reference, email or title" q={q}>
        <label className="grid gap-1.5 text-sm font-semibold text-ink">
          Status
          <select name="status" defaultValue={filter} className={`${inputClass} border-line`}>
            {BOOKING_FILTERS.map((f) => (
              <option key={f} value={f}>
                {LABELS[f]}
              </option>
            ))}
          </select>
        </label>
      </OperatorSearch>
      {!searched ? (
        <p className="text-sm text-muted">
          Type a reference, an email address or part of a title, or choose a status.
        </p>
      ) : bookings.length === 0 ? (
        <EmptyState icon="search-x" title="No booking found">
          Try the reference from the traveller's email, or another status.
        </EmptyState>
      ) : (
        <ul className="grid gap-2" aria-label="Bookings found">
          {bookings.map((b) => (
            <li key={b.id}>
              <Link
                to={`/operator/bookings/${b.id}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-2xl border border-line bg-surface p-4 hover:border-primary/40"
              >
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-ink">
                    <span className="font-mono">{b.reference}</span> · {b.listingTitle}
                  </span>
                  <span className="block text-sm break-all text-muted">{b.guestEmail}</span>
                </span>
                <span className="text-sm text-muted">
                  {b.dates} · {b.status}
                  {b.expires && <> · ends {b.expires}</>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
