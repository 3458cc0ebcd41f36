import { hasRules, rulesSummary } from "../pricing-rules";
import { MaskedText } from "~/modules/masking/components/masked-text";
import { Icon } from "~/ui/icon";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate, formatMoney } from "~/shared/format";
import { MIN_RATINGS_SHOWN } from "../stays";
import { speciesLabel } from "../../pets/species";
import { AMENITIES, CANCELLATION_POLICIES, type CancellationPolicy } from "../listing-features";
import type { PublicStay } from "../public-stay";
import { AreaMapSlot } from "~/modules/maps/components/area-map-slot";
import type { TileSource } from "~/modules/maps/geo";
import { AvailabilityCalendar } from "./availability-calendar";
import { amenityIcons } from "./icons";
import { Fact, PetPolicyCard } from "./pet-policy-card";

/** The stay page below its summary: the route loads this code after the load event (decision 2104). */

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-line py-8">
      <h2 id={id} className="text-xl text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Every section of the page: about, pet policy, amenities, prices, rules, calendar, place, host, reviews. */
export function StaySections({
  stay,
  today,
  contactHref = null,
  mapTiles = null,
  reportHref = null,
}: {
  stay: PublicStay;
  today: string;
  /** The area map's tiles (MAP_TILE_URL), or null for the built-in basemap. */
  mapTiles?: TileSource;
  /** "Contact the owner": the inquiry page for this stay (null on a preview). */
  contactHref?: string | null;
  /** "Report this listing" (null on a preview and on one's own home). */
  reportHref?: string | null;
}) {
  const { listing, pet, owner, reviews, occupied } = stay;
  const money = (cents: number) => formatMoney(cents, listing.currency);
  return (
    <>
      <Section id="about" title="About this stay">
        <div className="grid gap-4 leading-7 text-ink">
          {listing.description.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>
              <MaskedText text={paragraph} />
            </p>
          ))}
        </div>
      </Section>

      <Section id="pets" title="Pet policy">
        <PetPolicyCard pet={pet} currency={listing.currency} />
      </Section>

      <Section id="amenities" title="Amenities">
        <ul className="grid gap-3 sm:grid-cols-2">
          {listing.amenities.map((a) => {
            const icon = amenityIcons[a] ?? "house";
            return (
              <li key={a} className="flex items-center gap-3 text-ink">
                <Icon name={icon} className="size-5 text-primary" />
                {AMENITIES[a as keyof typeof AMENITIES] ?? a}
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="prices" title="Prices and fees">
        <ul className="grid gap-3 sm:grid-cols-2">
          <Fact icon="receipt">
            <span className="tabular">{money(listing.nightlyRateCents)}</span> a night
            {listing.weeklyDiscountPct > 0 && `, ${listing.weeklyDiscountPct}% off from 7 nights`}
          </Fact>
          {listing.monthlyRateCents && (
            <Fact icon="calendar-check">
              <span className="tabular">{money(listing.monthlyRateCents)}</span> a month from 28 nights
              (prorated per 30 nights)
            </Fact>
          )}
          {hasRules(listing.pricingRules) && (
            <Fact icon="tag">{rulesSummary(listing.pricingRules, money)}</Fact>
          )}
          <Fact icon="house">
            {listing.cleaningFeeCents > 0 ? (
              <>
                Cleaning fee <span className="tabular">{money(listing.cleaningFeeCents)}</span> per stay
              </>
            ) : (
              "No cleaning fee"
            )}
          </Fact>
          <Fact icon="receipt">
            Lodging tax {(listing.lodgingTaxBps / 100).toFixed(2).replace(/\.?0+$/, "")}%
            {listing.taxExemptAfterNights
              ? `, none for stays of ${listing.taxExemptAfterNights} nights or more`
              : ""}
          </Fact>
        </ul>
        <p className="mt-3 text-sm text-muted">
          Booking direct with the owner: no booking fee on top. The total in the booking box includes every
          fee.
        </p>
      </Section>

      <Section id="rules" title="House rules">
        <ul className="grid gap-3 sm:grid-cols-2">
          <Fact icon="clock">Check-in from {listing.checkInClock}</Fact>
          <Fact icon="clock">Check-out by {listing.checkOutClock}</Fact>
          <Fact icon="calendar-check">
            Stays of {listing.minNights} to {listing.maxNights} nights
          </Fact>
          {listing.houseRules.map((rule) => (
            <Fact key={rule} icon="shield-check">
              <MaskedText text={rule} />
            </Fact>
          ))}
        </ul>
      </Section>

      <Section id="cancellation" title="Cancellation policy">
        <p className="text-ink">
          <strong className="capitalize">{listing.cancellationPolicy.replace("_", "-")}: </strong>
          {CANCELLATION_POLICIES[listing.cancellationPolicy as CancellationPolicy]}
        </p>
      </Section>

      <Section id="availability" title="Availability">
        <AvailabilityCalendar today={today} occupied={occupied} />
      </Section>

      <Section id="location" title="Location">
        <p className="flex items-start gap-2 text-ink">
          <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-primary" />
          {listing.neighborhood ? `${listing.neighborhood}, ` : ""}
          {listing.city}, {listing.region}, {listing.country}
        </p>
        <p className="mt-2 text-sm text-muted">
          The exact address is shared once your stay is booked; the map shows the area around it.
          {stay.area && (
            <>
              {" "}
              <a
                href={`https://www.openstreetmap.org/#map=14/${stay.area.lat}/${stay.area.lng}`}
                rel="noopener noreferrer"
                target="_blank"
                className="font-semibold text-primary underline underline-offset-4"
              >
                See the area on OpenStreetMap
              </a>
            </>
          )}
        </p>
        {stay.area && (
          <div className="mt-4">
            <AreaMapSlot
              area={stay.area}
              tiles={mapTiles}
              place={`${listing.neighborhood ? `${listing.neighborhood}, ` : ""}${listing.city}`}
            />
          </div>
        )}
      </Section>

      <Section id="owner" title="Your host">
        <div className="flex items-start gap-4 rounded-3xl border border-line bg-surface p-5 shadow-card">
          {owner.avatarUrl ? (
            <img
              src={owner.avatarUrl}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 shrink-0 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden
              className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-on-primary"
            >
              {owner.name.charAt(0)}
            </span>
          )}
          <div>
            <p className="font-semibold text-ink">{owner.name}</p>
            <p className="text-sm text-muted">
              Host since {formatDate(owner.joinedOn, { day: undefined })} · Replies {owner.responseTime}
              {owner.responseRate !== null && ` · Answers ${owner.responseRate}% of messages within a day`}
              {owner.languages.length > 0 && ` · Speaks ${owner.languages.join(", ")}`}
            </p>
            {owner.cancellations > 0 && (
              <p className="mt-1 text-sm text-muted">
                Cancelled {owner.cancellations} confirmed {owner.cancellations === 1 ? "stay" : "stays"} in
                the last 12 months (guests were refunded in full).
              </p>
            )}
            <p className="mt-2 text-ink">
              <MaskedText text={owner.about} />
            </p>
            {contactHref && (
              <Link
                to={contactHref}
                className="mt-3 inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-2"
              >
                <Icon name="message-circle" className="size-4" /> Contact the owner
              </Link>
            )}
          </div>
        </div>
      </Section>

      <Section id="reviews" title={listing.ratingCount ? `Reviews (${listing.ratingCount})` : "Reviews"}>
        {listing.ratingCount === 0 ? (
          <p className="text-muted">No reviews yet. Be the first to stay here with your pet.</p>
        ) : (
          <>
            {listing.ratingCount >= MIN_RATINGS_SHOWN ? (
              <dl className="flex flex-wrap gap-6">
                <div>
                  <dt className="text-sm text-muted">Overall</dt>
                  <dd className="text-2xl font-bold text-ink tabular">{listing.ratingAvg.toFixed(2)} / 5</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">Pet-friendliness</dt>
                  <dd className="text-2xl font-bold text-ink tabular">
                    {listing.petRatingAvg.toFixed(2)} / 5
                  </dd>
                </div>
              </dl>
            ) : (
              <p className="text-sm text-muted">
                Average ratings are shown from {MIN_RATINGS_SHOWN} reviews on.
              </p>
            )}
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {reviews.map((review) => (
                <li key={review.id} className="rounded-3xl border border-line bg-surface p-5">
                  <p className="font-semibold text-ink">
                    {review.authorName}
                    {review.petName && (
                      <span className="font-normal text-muted">
                        {" "}
                        with {review.petName}
                        {review.petSpecies ? `, ${speciesLabel(review.petSpecies)}` : ""}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-muted">
                    {formatDate(review.createdAt.slice(0, 10), { day: undefined })} · Overall {review.rating}
                    /5 · Pet-friendly {review.petRating}/5
                  </p>
                  <p className="mt-2 leading-7 text-ink">{review.body}</p>
                  {review.reply && (
                    <div className="mt-3 border-s-2 border-line ps-3">
                      <p className="text-sm font-semibold text-ink">Reply from the owner</p>
                      <p className="text-sm leading-6 text-ink">{review.reply}</p>
                    </div>
                  )}
                  <a
                    href={`/user/reports/stay/${review.id}`}
                    rel="nofollow"
                    className="mt-3 inline-block text-xs text-muted underline hover:text-ink"
                  >
                    Report this review
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        {reportHref && (
          <p className="mt-6">
            <a href={reportHref} rel="nofollow" className="text-xs text-muted underline hover:text-ink">
              Report this listing
            </a>
          </p>
        )}
      </Section>
    </>
  );
}
