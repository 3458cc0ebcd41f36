import { Icon } from "~/ui/icon";
import { data, Link } from "react-router";
import { requireUser } from "~/modules/accounts/guards.server";
import { guestBooking } from "~/modules/bookings/bookings.server";
import { tripView } from "~/modules/bookings/booking-view";
import { ownerContactFor } from "~/modules/bookings/owner-contact.server";
import { StaySummary } from "~/modules/bookings/components/stay-summary";
import { publicPhotoOf } from "~/modules/stays/stays";
import { TripDetails } from "~/modules/bookings/components/trip-details";
import { pageMeta } from "~/site";
import type { Route } from "./+types/confirm";
import { platformOf } from "~/platform/context";
import { searchParamsOf } from "~/shared/http.server";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { intlLocale } from "~/i18n/locales";
import { placePhrasesFor } from "~/i18n/language.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("trips", "booking", "stay")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("trips.confirm");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

/** Only the booking's guest may see it; anyone else gets a plain 404 (no hint that it exists). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = await requireUser(platform, request);
  // A malformed id names nothing (guestBooking checks it): the same 404 as someone else's booking.
  const id = searchParamsOf(request).get("booking") ?? "";
  const trip = await guestBooking(platform.database.db, user.id, id);
  const locale = await readerLocale(platform.database.db, request, user.id);
  if (!trip) throw data("We couldn't find that booking.", { status: 404 });
  return {
    trip: tripView(trip, new Date(), platform.env.PAYMENTS_MODE, {
      tag: intlLocale(locale),
      place: placePhrasesFor(locale),
    }),
    title: trip.listing.title,
    place: `${trip.listing.city}, ${trip.listing.region}`,
    photo: trip.photo ? publicPhotoOf(trip.photo) : null,
    email: user.email,
    owner: await ownerContactFor(platform.database.db, trip.booking),
  };
}

export default function ConfirmPage({ loaderData }: Route.ComponentProps) {
  const { trip } = loaderData;
  const confirmed = trip.status === "confirmed";
  const icon = confirmed ? "circle-check" : "hourglass";
  const t = useT("trips.confirm");
  return (
    <div className="container-page py-8 sm:py-12">
      <div className="flex items-start gap-3">
        <Icon name={icon} className={`mt-1 size-8 shrink-0 ${confirmed ? "text-success" : "text-warning"}`} />
        <div>
          <h1 className="text-3xl text-ink sm:text-4xl">{confirmed ? t("booked") : t("sent")}</h1>
          <p className="mt-2 max-w-2xl text-muted">
            {confirmed
              ? t("emailed", { email: loaderData.email })
              : trip.answerBy
                ? t("waiting", { time: trip.answerBy, email: loaderData.email })
                : t("waitingDay", { email: loaderData.email })}
          </p>
        </div>
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-7">
          <TripDetails trip={trip} owner={loaderData.owner} />
        </div>
        <aside aria-label={t("yourStay")} className="grid gap-4">
          <StaySummary
            photo={loaderData.photo}
            title={loaderData.title}
            place={loaderData.place}
            checkIn={trip.checkIn}
            checkOut={trip.checkOut}
          />
          <Link
            to={`/user/bookings/${trip.id}`}
            className="inline-flex h-11 items-center justify-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
          >
            {t("seeTrip")}
          </Link>
          <Link
            to="/user/bookings"
            className="inline-flex h-11 items-center justify-center rounded-full border border-line px-5 font-semibold text-ink hover:bg-surface-2"
          >
            {t("allTrips")}
          </Link>
        </aside>
      </div>
    </div>
  );
}
