import { BookingStatusBadge } from "./booking-status-badge";
import { Icon, type IconName } from "~/ui/icon";
import type { ReactNode } from "react";
import { PriceBreakdown } from "~/modules/stays/components/price-breakdown";
import { useFormat, useT } from "~/i18n/react";
import { MINIATURE_HORSE, SPECIES } from "~/modules/pets/species";
import { CANCELLATION_POLICIES, type CancellationPolicy } from "~/modules/stays/listing-features";
import type { PriceQuote, PriceTerms } from "~/modules/stays/pricing";
import { stayGoingAhead, type OwnerContact, type STATUS_LABELS } from "../booking-view.ts";
import { PaymentSchedule } from "./payment-schedule";

export interface TripView {
  id: string;
  /** Paid through the site (decision 3510) rather than to the owner directly. */
  viaCard?: boolean;
  /** Demo payments: no real money. */
  demoPayments?: boolean;
  reference: string;
  status: keyof typeof STATUS_LABELS;
  checkIn: string;
  checkOut: string;
  checkInTime: string;
  checkOutTime: string;
  address: string;
  addressPending: boolean;
  answerBy: string | null;
  checkInInstructions: string | null;
  pets: { name?: string; species: string; breed?: string; weightLb?: number; serviceAnimal?: boolean }[];
  adults: number;
  children: number;
  quote: PriceQuote;
  terms: PriceTerms;
  totalCents: number;
  currency: string;
  freeCancellationUntil: string | null;
  freeCancellationEnded: boolean;
  cancellation: string;
  cancellationPolicy: string;
  message: string;
}

function Fact({
  icon,
  label,
  wide = false,
  children,
}: {
  icon: IconName;
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`rounded-2xl border border-line p-4 ${wide ? "sm:col-span-2" : ""}`}>
      <dt className="flex items-center gap-2 text-sm text-muted">
        <Icon name={icon} className="size-4" /> {label}
      </dt>
      <dd className="mt-1 font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** Everything about a booked stay: shown on the confirmation page and the trip page. */
export function TripDetails({ trip, owner = null }: { trip: TripView; owner?: OwnerContact | null }) {
  const t = useT("trips.details");
  const kind = useT("booking.kind");
  const terms = useT("stay.page.cancellationTerms");
  const format = useFormat();
  const day = (iso: string) => format.date(iso, { weekday: "short" });
  const policy = trip.cancellationPolicy;
  const kindOf = (species: string) =>
    (SPECIES as readonly string[]).includes(species)
      ? kind(species)
      : species === MINIATURE_HORSE
        ? t("horse")
        : species;
  return (
    <div className="grid gap-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-2xl border border-line p-4">
          <dt className="text-sm text-muted">{t("reference")}</dt>
          <dd className="mt-1 font-mono text-xl font-bold tracking-wider text-ink">{trip.reference}</dd>
        </div>
        <div className="rounded-2xl border border-line p-4">
          <dt className="text-sm text-muted">{t("status")}</dt>
          <dd className="mt-1.5">
            <BookingStatusBadge status={trip.status} />
          </dd>
        </div>
        <Fact icon="clock" label={t("checkIn")}>
          {t("from", { day: day(trip.checkIn), time: trip.checkInTime })}
        </Fact>
        <Fact icon="clock" label={t("checkOut")}>
          {t("by", { day: day(trip.checkOut), time: trip.checkOutTime })}
        </Fact>
        {trip.answerBy && (
          <Fact icon="hourglass" label={t("answersBy")} wide>
            {trip.answerBy}
          </Fact>
        )}
        <Fact icon="map-pin" label={trip.addressPending ? t("area") : t("address")} wide>
          <span data-testid="trip-address">{trip.address}</span>
          {trip.addressPending && (
            <span className="mt-1 block text-sm font-normal text-muted">{t("addressLater")}</span>
          )}
        </Fact>
        {owner && (
          <Fact icon="user-round" label={t("host")} wide>
            <span className="block">{owner.name}</span>
            {owner.email && (
              <a
                href={`mailto:${owner.email}`}
                className="block text-sm break-all text-primary hover:underline"
              >
                {owner.email}
              </a>
            )}
            {owner.phone && (
              <a
                href={`tel:${owner.phone.replace(/[^+\d]/g, "")}`}
                className="block text-sm text-primary hover:underline"
              >
                {owner.phone}
              </a>
            )}
          </Fact>
        )}
        {trip.checkInInstructions && (
          <Fact icon="key-round" label={t("instructions")} wide>
            <span className="whitespace-pre-line">{trip.checkInInstructions}</span>
          </Fact>
        )}
      </dl>

      <section aria-labelledby={`guests-${trip.id}`}>
        <h2 id={`guests-${trip.id}`} className="flex items-center gap-2 text-lg text-ink">
          <Icon name="paw-print" className="size-5 text-primary" /> {t("guests")}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {t("people", { adults: trip.adults, children: trip.children })}
        </p>
        {trip.pets.length > 0 ? (
          <ul className="mt-2 grid gap-2">
            {trip.pets.map((pet, i) => (
              <li key={i} className="text-sm text-ink">
                <strong>{pet.name || t("animal", { number: i + 1 })}</strong> · {kindOf(pet.species)}
                {pet.breed && ` · ${pet.breed}`}
                {pet.weightLb && ` · ${t("weight", { weight: format.number(pet.weightLb) })}`}
                {pet.serviceAnimal && ` · ${t("service")}`}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">{t("noPets")}</p>
        )}
        {trip.message && (
          <p className="mt-3 rounded-2xl bg-surface-2 p-3 text-sm text-ink">
            {t.rich("yourMessage", {
              message: trip.message,
              b: (chunks) => <span className="font-semibold">{chunks}</span>,
            })}
          </p>
        )}
      </section>

      <section aria-labelledby={`price-${trip.id}`}>
        <h2 id={`price-${trip.id}`} className="flex items-center gap-2 text-lg text-ink">
          <Icon name="receipt" className="size-5 text-primary" /> {t("price")}
        </h2>
        <div className="mt-3">
          <PriceBreakdown quote={trip.quote} terms={trip.terms} />
        </div>
        {(trip.status === "pending" || trip.status === "confirmed") && (
          <div className="mt-4 rounded-2xl bg-surface-2 p-4">
            <PaymentSchedule
              quote={trip.quote}
              terms={trip.terms}
              checkIn={trip.checkIn}
              pending={trip.status === "pending"}
              viaCard={trip.viaCard}
              demo={trip.demoPayments}
            />
          </div>
        )}
      </section>

      {stayGoingAhead(trip.status) && (
        <>
          <section aria-labelledby={`cancel-${trip.id}`}>
            <h2 id={`cancel-${trip.id}`} className="text-lg text-ink">
              {t("cancellation")}
            </h2>
            <p className="mt-1 text-sm text-ink">
              {trip.freeCancellationUntil
                ? trip.freeCancellationEnded
                  ? t("freeEnded", { time: trip.freeCancellationUntil })
                  : t("freeUntil", { time: trip.freeCancellationUntil })
                : t("noFreeWindow")}
            </p>
            <p className="mt-1 text-sm text-muted">
              {policy in CANCELLATION_POLICIES ? terms(policy as CancellationPolicy) : trip.cancellation}
            </p>
          </section>

          <a
            href={`/hotels/confirm/calendar.ics?booking=${trip.id}`}
            download
            className="inline-flex h-11 w-fit items-center gap-2 rounded-full border border-line bg-surface px-5 text-sm font-semibold text-ink hover:bg-surface-2"
          >
            <Icon name="calendar-plus" className="size-4" />
            {t("calendar")}
          </a>
        </>
      )}
    </div>
  );
}
