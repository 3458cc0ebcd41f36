import { Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { guestTrips } from "~/modules/bookings/bookings.server";
import { BookingStatusBadge } from "~/modules/bookings/components/booking-status-badge";
import { StayPhoto } from "~/modules/stays/components/stay-photo";
import { publicPhotoOf } from "~/modules/stays/stays";
import { todayIn } from "~/shared/dates";
import { EmptyState, UserPageHeading } from "~/ui/page";
import { pageMeta, SEARCH_PATH } from "~/site";
import type { Route } from "./+types/bookings";
import { platformOf } from "~/platform/context";
import { metaLanguage } from "~/i18n/meta";
import { useFormat, useLocalize, useT } from "~/i18n/react";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("trips", "stay")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("trips.list");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

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
    totalCents: t.booking.totalCents,
    currency: t.booking.currency,
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
  const t = useT("trips.list");
  const format = useFormat();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg text-ink">
        {title} <span className="text-muted">({format.number(trips.length)})</span>
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
                  <p className="written-line font-semibold text-ink" dir="auto">
                    {trip.title}
                  </p>
                  <p className="text-sm text-muted">{trip.place}</p>
                  <p className="mt-1 text-sm text-ink">
                    {t("dates", { start: format.date(trip.checkIn), end: format.date(trip.checkOut) })}
                  </p>
                  <p className="mt-1 text-xs text-muted">
                    {t("facts", {
                      reference: trip.reference,
                      pets: trip.pets,
                      total: format.money(trip.totalCents, trip.currency, true),
                    })}
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
  const t = useT("trips.list");
  const localize = useLocalize();
  return (
    <>
      <UserPageHeading title={t("title")} lead={t("lead")} />
      {none ? (
        <EmptyState
          icon="luggage"
          title={t("noneTitle")}
          action={{ to: localize(SEARCH_PATH), label: t("find") }}
        >
          {t("none")}
        </EmptyState>
      ) : (
        <div className="grid gap-8">
          <TripList id="upcoming" title={t("upcoming")} trips={upcoming} empty={t("noUpcoming")} />
          <TripList id="past" title={t("past")} trips={past} empty={t("noPast")} />
          <TripList id="cancelled" title={t("cancelled")} trips={cancelled} empty={t("noCancelled")} />
        </div>
      )}
    </>
  );
}
