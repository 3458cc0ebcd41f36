import { Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { guestTrips } from "~/modules/bookings/bookings.server";
import { BookingStatusBadge } from "~/modules/bookings/components/booking-status-badge";
import { StayPhoto } from "~/modules/stays/components/stay-photo";
import { publicPhotoOf } from "~/modules/stays/stays";
import { formatDate, formatMoney } from "~/shared/format";
import { todayIn } from "~/shared/dates";
import { EmptyState, UserPageHeading } from "~/ui/page";
import { pageMeta, SEARCH_PATH } from "~/site";
import type { Route } from "./+types/bookings";
import { platformOf } from "~/platform/context";

export const meta = () => pageMeta("Trips", "Your upcoming, past and cancelled stays.");

export async function loader({ context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const groups = await guestTrips(platform.database.db, user.id, todayIn());
  const card = (t: (typeof groups.upcoming)[number]) => ({
    id: t.booking.id,
    reference: t.booking.reference ?? t.booking.id.slice(0, 8).toUpperCase(),
    status: t.booking.status,
    title: t.listing.title,
    place: `${t.listing.city}, ${t.listing.region}`,
    checkIn: t.stay.start,
    checkOut: t.stay.end,
    total: formatMoney(t.booking.totalCents, t.booking.currency, true),
    pets: t.booking.pets.length,
    photo: t.photo ? publicPhotoOf(t.photo) : null,
  });
  return {
    upcoming: groups.upcoming.map(card),
    past: groups.past.map(card),
    cancelled: groups.cancelled.map(card),
  };
}

type Card = Awaited<ReturnType<typeof loader>>["upcoming"][number];

function TripList({ id, title, trips, empty }: { id: string; title: string; trips: Card[]; empty: string }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg text-ink">
        {title} <span className="text-muted">({trips.length})</span>
      </h2>
      {trips.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {trips.map((trip) => (
            <li key={trip.id}>
              <Link
                to={`/user/bookings/${trip.id}`}
                className="grid grid-cols-[6rem_minmax(0,1fr)] gap-4 rounded-3xl border border-line bg-surface p-3 shadow-card hover:border-primary sm:grid-cols-[9rem_minmax(0,1fr)_auto] sm:items-center"
              >
                <StayPhoto photo={trip.photo} sizes="9rem" className="aspect-[4/3] w-full rounded-2xl" />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-ink">{trip.title}</p>
                  <p className="text-sm text-muted">{trip.place}</p>
                  <p className="mt-1 text-sm text-ink">
                    {formatDate(trip.checkIn)} → {formatDate(trip.checkOut)}
                  </p>
                  <p className="mt-1 text-xs text-muted">
                    {trip.reference} · {trip.pets} {trip.pets === 1 ? "animal" : "animals"} · {trip.total}
                  </p>
                </div>
                <div className="col-start-2 sm:col-start-3">
                  <BookingStatusBadge status={trip.status} />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function TripsPage({ loaderData }: Route.ComponentProps) {
  const { upcoming, past, cancelled } = loaderData;
  const none = upcoming.length + past.length + cancelled.length === 0;
  return (
    <>
      <UserPageHeading title="Trips" lead="Your stays, their details, and cancelling one." />
      {none ? (
        <EmptyState
          icon="luggage"
          title="No trips yet"
          action={{ to: SEARCH_PATH, label: "Find a pet-friendly stay" }}
        >
          When you book a stay, it shows up here.
        </EmptyState>
      ) : (
        <div className="grid gap-8">
          <TripList id="upcoming" title="Upcoming" trips={upcoming} empty="Nothing booked ahead." />
          <TripList id="past" title="Past" trips={past} empty="No past stays yet." />
          <TripList id="cancelled" title="Cancelled" trips={cancelled} empty="Nothing cancelled." />
        </div>
      )}
    </>
  );
}
