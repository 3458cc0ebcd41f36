import {
  PreviewBanner,
  StayGallery,
  StayHeader,
  StayOverview,
  StayStickyBar,
} from "~/modules/stays/components/stay-details";
import { useOwnHome, useSavedPets } from "~/modules/accounts/personal";
import { afterLoad, afterLoadOrReach } from "~/shared/after-load";
import { hydrateLater } from "~/shared/hydrate-later";
import type { Route } from "./+types/detail";

// Whether the traveller's pets fit: a plain GET form the server draws, its code after the load event.
const FitPanel = hydrateLater("pet fit", () =>
  afterLoad()
    .then(() => import("~/modules/pets/components/fit-panel"))
    .then((m) => m.FitPanel),
);
// The price box: a plain GET form the server draws (dates, guests, pets, "Update price"), its code
// after the load event or as soon as the traveller reaches into it, whichever comes first.
const PriceBox = hydrateLater("price box", () =>
  afterLoadOrReach("book")
    .then(() => import("~/modules/bookings/components/price-box"))
    .then((m) => m.PriceBox),
);
// About, pet policy, amenities, prices, rules, calendar, place, host, reviews: below the first screen,
// drawn by the server, their code after the load event (decision 2104).
const StaySections = hydrateLater("stay sections", () =>
  afterLoad()
    .then(() => import("~/modules/stays/components/stay-sections"))
    .then((m) => m.StaySections),
);

/**
 * A stay's page: the route (`detail.tsx`) gives it its loader's data, and the element's
 * id that brings this code when reached.
 */
export function StayPage({ id, data: loaderData }: { id: string; data: Route.ComponentProps["loaderData"] }) {
  const { stay, today, defaults } = loaderData;
  const { listing } = stay;
  const savedPets = useSavedPets(loaderData.petFit.savedPets);
  const ownHome = useOwnHome(listing.slug);
  return (
    <article id={id} className="container-page pt-6 pb-24 sm:pt-8 lg:pb-10">
      {stay.preview && <PreviewBanner listingId={stay.preview.listingId} status={stay.preview.status} />}
      <StayHeader stay={stay} saved={loaderData.saved} />
      <StayGallery photos={stay.photos} title={listing.title} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_24rem]">
        <div className="min-w-0">
          <StayOverview stay={stay} />
          <FitPanel
            fit={loaderData.petFit.fit}
            currency={listing.currency}
            savedPets={savedPets}
            chosenIds={loaderData.petFit.chosenIds}
            keep={loaderData.keep}
            records={loaderData.petRecords}
          />
          <StaySections
            stay={stay}
            today={today}
            contactHref={ownHome ? null : loaderData.contact}
            reportHref={ownHome ? null : loaderData.report}
            mapTiles={loaderData.mapTiles}
          />
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <PriceBox
            slug={listing.slug}
            terms={loaderData.box.terms}
            rules={loaderData.box.rules}
            instantBook={listing.instantBook}
            occupied={stay.occupied}
            today={today}
            defaults={defaults}
          />
        </div>
      </div>
      <StayStickyBar nightlyRateCents={listing.nightlyRateCents} currency={listing.currency} />
    </article>
  );
}
