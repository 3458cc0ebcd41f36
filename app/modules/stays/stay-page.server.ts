import { stayRulesOf } from "../bookings/rules.ts";
import { priceTermsOf } from "./pricing.ts";
import { stayPath } from "./stays.ts";
import type { StayDetail } from "./stays.server.ts";
import { photoUrl, stayDescription, stayJsonLd } from "./stay-view.ts";

// What the stay page works out on the server and hands its components as data: the page's first
// download then carries no pricing, booking-rule or search-engine code (decision 2104).

/**
 * What the booking box prices with and checks against: the same terms and rules the booking page
 * and service use. The box's own chunk, after the load event, carries the code that applies them.
 */
export const priceBoxOf = (stay: StayDetail) => ({
  terms: priceTermsOf(stay.listing, stay.pet, stay.priceOverrides),
  rules: stayRulesOf(stay.listing, stay.pet, stay.priceOverrides),
});

/** The page's description, address, cover and schema.org record, for its meta tags. */
export function stayMetaOf(stay: StayDetail, origin: string) {
  const cover = stay.photos[0];
  return {
    description: stayDescription(stay),
    url: `${origin}${stayPath(stay.listing.slug)}`,
    cover: cover ? { url: photoUrl(origin, cover), alt: cover.alt } : null,
    jsonLd: stayJsonLd(stay, origin),
  };
}
