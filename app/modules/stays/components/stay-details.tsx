import { Icon } from "~/ui/icon";
import { Link } from "react-router";
import { useFormat, useLocalize, useT } from "~/i18n/react";
import { SEARCH_PATH } from "~/site";
import { PROPERTY_TYPES, type PropertyType } from "../stays";
import type { PublicStay } from "../public-stay";
import { petSummaryOf } from "../stay-view";
import { PetPolicyLine } from "./pet-policy-line";
import { Rating } from "./rating";
import { afterLoadOrReach } from "~/shared/after-load";
import { hydrateLater } from "~/shared/hydrate-later";
// The photos are drawn by the server (links to the full pictures, the first one the page's LCP); the
// code that opens the full-screen gallery comes after the load event, or at once when the traveller
// reaches into the photos (decision 4030).
export const StayGallery = hydrateLater("stay gallery", () =>
  afterLoadOrReach("stay-gallery")
    .then(() => import("./stay-gallery"))
    .then((m) => m.StayGallery),
);

// The heart is a plain POST form until its code arrives (after the load event, or as soon as the
// traveller reaches for it): a press meanwhile saves the stay and comes back to this page.
const WishlistHeart = hydrateLater("wishlist heart", () =>
  afterLoadOrReach("save-stay")
    .then(() => import("~/modules/stays/components/wishlist-heart"))
    .then((m) => m.WishlistHeart),
);

/** The parts of a stay's page, top to bottom; the route composes them beside the price box. */

/** Back to the city's stays, the title, rating, place, pet policy at a glance and the wishlist heart. */
export function StayHeader({ stay, saved }: { stay: PublicStay; saved: boolean }) {
  const { listing } = stay;
  const t = useT("stay.page");
  const localize = useLocalize();
  const backQuery = new URLSearchParams({ where: listing.city });
  return (
    <>
      <Link
        to={localize(`${SEARCH_PATH}?${backQuery}`)}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
      >
        <Icon name="chevron-left" className="size-4" /> {t("moreIn", { city: listing.city })}
      </Link>
      <header className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl text-ink sm:text-3xl" lang={listing.lang} dir="auto">
            {listing.title}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
            <Rating value={listing.ratingAvg} count={listing.ratingCount} />
            {/* On a phone the place wraps to its own line: no dot left hanging at the end of this one. */}
            <span aria-hidden className="hidden sm:inline">
              ·
            </span>
            <span className="inline-flex items-center gap-1">
              <Icon name="map-pin" className="size-4" />
              {listing.neighborhood ? `${listing.neighborhood}, ` : ""}
              {listing.city}, {listing.region}, {listing.country}
            </span>
          </p>
          <p className="mt-2 inline-flex items-center gap-2 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary">
            <Icon name="paw-print" className="size-4" />{" "}
            <PetPolicyLine policy={petSummaryOf(stay.pet)} currency={listing.currency} />
          </p>
        </div>
        <div id="save-stay" data-slot="wishlist" className="shrink-0">
          <WishlistHeart slug={listing.slug} title={listing.title} saved={saved} />
        </div>
      </header>
    </>
  );
}

/** Type, host, size, summary and the kinds of stay offered. */
export function StayOverview({ stay }: { stay: PublicStay }) {
  const { listing, owner } = stay;
  const t = useT("stay.page");
  const card = useT("stay.card");
  const type = useT("stay.card.type");
  const typeLabel = (PROPERTY_TYPES as readonly string[]).includes(listing.propertyType)
    ? type(listing.propertyType as PropertyType)
    : listing.propertyType;
  return (
    <section aria-label={t("summary")}>
      <p className="text-lg text-ink">{t("hostedBy", { type: typeLabel, name: owner.name })}</p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-muted">
        <li className="inline-flex items-center gap-1.5">
          <Icon name="users" className="size-4" /> {card("upToGuests", { count: listing.maxGuests })}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Icon name="house" className="size-4" />
          {card("bedrooms", { count: listing.bedrooms })}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Icon name="bed-double" className="size-4" /> {t("beds", { count: listing.beds })}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Icon name="bath" className="size-4" /> {t("baths", { count: listing.bathrooms })}
        </li>
      </ul>
      <p className="mt-4 text-muted" lang={listing.lang} dir="auto">
        {listing.summary}
      </p>
      <ul className="mt-4 flex flex-wrap gap-2 text-sm">
        {listing.minNights < 28 && (
          <li className="rounded-full bg-surface-2 px-3 py-1 text-ink">
            {t("shortStays", { count: listing.minNights })}
          </li>
        )}
        {listing.maxNights >= 28 && (
          <li className="rounded-full bg-surface-2 px-3 py-1 text-ink">{t("midTerm")}</li>
        )}
        {listing.monthlyRateCents && listing.maxNights >= 60 && (
          <li className="rounded-full bg-surface-2 px-3 py-1 text-ink">{t("monthToMonth")}</li>
        )}
        {listing.instantBook && (
          <li className="rounded-full bg-accent-soft px-3 py-1 text-ink">{card("instantBook")}</li>
        )}
      </ul>
    </section>
  );
}

/** The phone's sticky bar: the nightly rate and a jump to the price box. */
export function StayStickyBar({
  nightlyRateCents,
  currency,
}: {
  nightlyRateCents: number;
  currency: string;
}) {
  const t = useT("stay.page");
  const format = useFormat();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 py-3 shadow-pop backdrop-blur lg:hidden">
      <div className="flex items-center justify-between gap-3">
        <p className="text-ink">
          <span className="text-lg font-bold tabular">{format.money(nightlyRateCents, currency)}</span>
          <span className="text-sm text-muted"> {t("perNight")}</span>
        </p>
        <a
          href="#book"
          className="rounded-xl bg-accent px-5 py-2.5 font-semibold text-on-accent hover:bg-accent-strong"
        >
          {t("checkPrice")}
        </a>
      </div>
    </div>
  );
}

/** On the owner's preview of a listing travellers cannot see yet (or now). */
export function PreviewBanner({ listingId, status }: { listingId: number; status: string }) {
  const t = useT("stay.page");
  return (
    <p
      role="status"
      className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-accent/15 p-4 text-ink"
    >
      <Icon name="eye" className="size-5 shrink-0" />
      <span>
        {t.rich("preview", {
          status: status === "draft" ? "draft" : "snoozed",
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </span>
      <Link to={`/host/listings/${listingId}`} className="font-semibold text-primary hover:underline">
        {t("backToEditor")}
      </Link>
    </p>
  );
}
