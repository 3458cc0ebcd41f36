import { imageLoading } from "~/ui/image-loading";
import { hasRules, rulesSaid } from "../pricing-rules";
import { MaskedText } from "~/modules/masking/components/masked-text";
import { Icon } from "~/ui/icon";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useFormat, useT } from "~/i18n/react";
import { MIN_RATINGS_SHOWN } from "../stays";
import { SPECIES, speciesLabel } from "../../pets/species";
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

// The owner's usual reply time (messages.ts) as the catalogue's `replies` select names it.
const REPLY_TIMES: Record<string, string> = {
  "within an hour": "hour",
  "within a few hours": "hours",
  "within a day": "day",
  rarely: "rarely",
};

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
  const format = useFormat();
  const money = (cents: number) => format.money(cents, listing.currency);
  const t = useT("stay.page");
  const sayRules = useT("stay.rules") as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string;
  const terms = useT("stay.page.cancellationTerms");
  const species = useT("pets.counted");
  const taxRate = format.number(listing.lodgingTaxBps / 100);
  const num = (chunks: ReactNode) => <span className="tabular">{chunks}</span>;
  const speciesOf = (value: string) =>
    (SPECIES as readonly string[]).includes(value) && value !== "other"
      ? species(`${value as "dog"}Bare`, { count: 1 })
      : speciesLabel(value);
  const amenity = useT("stay.amenity");
  return (
    <>
      <Section id="about" title={t("about")}>
        <div className="grid gap-4 leading-7 text-ink" lang={listing.lang} dir="auto">
          {listing.description.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>
              <MaskedText text={paragraph} />
            </p>
          ))}
        </div>
      </Section>

      <Section id="pets" title={t("petPolicy")}>
        <PetPolicyCard pet={pet} currency={listing.currency} lang={listing.lang} />
      </Section>

      <Section id="amenities" title={t("amenities")}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {listing.amenities.map((a) => {
            const icon = amenityIcons[a] ?? "house";
            return (
              <li key={a} className="flex items-center gap-3 text-ink">
                <Icon name={icon} className="size-5 text-primary" />
                {a in AMENITIES ? amenity(a as keyof typeof AMENITIES) : a}
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="prices" title={t("prices")}>
        <ul className="grid gap-3 sm:grid-cols-2">
          <Fact icon="receipt">
            {t.rich("nightly", {
              amount: money(listing.nightlyRateCents),
              discount: listing.weeklyDiscountPct > 0 ? format.number(listing.weeklyDiscountPct) : "none",
              num,
            })}
          </Fact>
          {listing.monthlyRateCents && (
            <Fact icon="calendar-check">
              {t.rich("monthly", { amount: money(listing.monthlyRateCents), num })}
            </Fact>
          )}
          {hasRules(listing.pricingRules) && (
            <Fact icon="tag">
              {rulesSaid(listing.pricingRules, sayRules, money, (pct) => format.percent(pct))}
            </Fact>
          )}
          <Fact icon="house">
            {listing.cleaningFeeCents > 0
              ? t.rich("cleaning", { amount: money(listing.cleaningFeeCents), num })
              : t("noCleaning")}
          </Fact>
          <Fact icon="receipt">
            {listing.taxExemptAfterNights
              ? t("taxExempt", { rate: taxRate, count: listing.taxExemptAfterNights })
              : t("tax", { rate: taxRate })}
          </Fact>
        </ul>
        <p className="mt-3 text-sm text-muted">{t("directNote")}</p>
      </Section>

      <Section id="rules" title={t("rules")}>
        <ul className="grid gap-3 sm:grid-cols-2">
          <Fact icon="clock">{t("checkInFrom", { time: listing.checkInClock })}</Fact>
          <Fact icon="clock">{t("checkOutBy", { time: listing.checkOutClock })}</Fact>
          <Fact icon="calendar-check">
            {t("staysRange", { min: format.number(listing.minNights), max: listing.maxNights })}
          </Fact>
          {listing.houseRules.map((rule) => (
            <Fact key={rule} icon="shield-check">
              <span lang={listing.lang} dir="auto">
                <MaskedText text={rule} />
              </span>
            </Fact>
          ))}
        </ul>
      </Section>

      <Section id="cancellation" title={t("cancellation")}>
        <p className="text-ink">
          <strong>{t("cancellationName", { policy: listing.cancellationPolicy })}: </strong>
          {listing.cancellationPolicy in CANCELLATION_POLICIES
            ? terms(listing.cancellationPolicy as CancellationPolicy)
            : null}
        </p>
      </Section>

      <Section id="availability" title={t("availability")}>
        <AvailabilityCalendar today={today} occupied={occupied} />
      </Section>

      <Section id="location" title={t("location")}>
        <p className="flex items-start gap-2 text-ink">
          <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-primary" />
          {listing.neighborhood ? `${listing.neighborhood}, ` : ""}
          {listing.city}, {listing.region}, {listing.country}
        </p>
        <p className="mt-2 text-sm text-muted">
          {t("exactAddress")}
          {stay.area && (
            <>
              {" "}
              <a
                href={`https://www.openstreetmap.org/#map=14/${stay.area.lat}/${stay.area.lng}`}
                rel="noopener noreferrer"
                target="_blank"
                className="font-semibold text-primary underline underline-offset-4"
              >
                {t("openStreetMap")}
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

      <Section id="owner" title={t("host")}>
        <div className="flex items-start gap-4 rounded-3xl border border-line bg-surface p-5 shadow-card">
          {owner.avatarUrl ? (
            <img
              src={owner.avatarUrl}
              alt=""
              width={56}
              height={56}
              {...imageLoading("lazy")}
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
              {[
                t("hostSince", { date: format.date(owner.joinedOn, { day: undefined }) }),
                t("replies", { time: REPLY_TIMES[owner.responseTime] ?? owner.responseTime }),
                owner.responseRate !== null && t("answers", { rate: format.number(owner.responseRate) }),
                owner.languages.length > 0 && t("speaks", { languages: owner.languages.join(", ") }),
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
            {owner.cancellations > 0 && (
              <p className="mt-1 text-sm text-muted">{t("cancelled", { count: owner.cancellations })}</p>
            )}
            <p className="mt-2 text-ink">
              <MaskedText text={owner.about} />
            </p>
            {contactHref && (
              <Link
                to={contactHref}
                className="mt-3 inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-2"
              >
                <Icon name="message-circle" className="size-4" /> {t("contact")}
              </Link>
            )}
          </div>
        </div>
      </Section>

      <Section id="reviews" title={t("reviews", { count: listing.ratingCount })}>
        {listing.ratingCount === 0 ? (
          <p className="text-muted">{t("noReviews")}</p>
        ) : (
          <>
            {listing.ratingCount >= MIN_RATINGS_SHOWN ? (
              <dl className="flex flex-wrap gap-6">
                <div>
                  <dt className="text-sm text-muted">{t("overall")}</dt>
                  <dd className="text-2xl font-bold text-ink tabular">
                    {t("outOfFive", { value: format.decimal(listing.ratingAvg, 2) })}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">{t("petFriendliness")}</dt>
                  <dd className="text-2xl font-bold text-ink tabular">
                    {t("outOfFive", { value: format.decimal(listing.petRatingAvg, 2) })}
                  </dd>
                </div>
              </dl>
            ) : (
              <p className="text-sm text-muted">
                {t("averagesFrom", { count: format.number(MIN_RATINGS_SHOWN) })}
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
                        {t("withPet", {
                          pet: review.petName,
                          species: review.petSpecies ? speciesOf(review.petSpecies) : "none",
                        })}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-muted">
                    {t("reviewMeta", {
                      date: format.date(review.createdAt.slice(0, 10), { day: undefined }),
                      rating: format.number(review.rating),
                      petRating: format.number(review.petRating),
                    })}
                  </p>
                  <p lang={review.language} className="mt-2 leading-7 text-ink">
                    {review.body}
                  </p>
                  {review.reply && (
                    <div className="mt-3 border-s-2 border-line ps-3">
                      <p className="text-sm font-semibold text-ink">{t("ownerReply")}</p>
                      <p lang={listing.lang} className="text-sm leading-6 text-ink">
                        {review.reply}
                      </p>
                    </div>
                  )}
                  <a
                    href={`/user/reports/stay/${review.id}`}
                    rel="nofollow"
                    className="mt-3 inline-block text-xs text-muted underline hover:text-ink"
                  >
                    {t("reportReview")}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        {reportHref && (
          <p className="mt-6">
            <a href={reportHref} rel="nofollow" className="text-xs text-muted underline hover:text-ink">
              {t("reportListing")}
            </a>
          </p>
        )}
      </Section>
    </>
  );
}
