import { formatMoney } from "../../shared/format.ts";
import { AMENITIES } from "./listing-features.ts";
import { petSummaryOf } from "./stay-view.ts";
import {
  MIN_RATINGS_SHOWN,
  petPolicyLine,
  photoSources,
  PROPERTY_TYPE_LABELS,
  stayPath,
  type PropertyType,
} from "./stays.ts";
import type { PublicStay } from "./public-stay.ts";

// What the stay page works out on the server and hands its components as data: the page's first
// download then carries no pricing, booking-rule or search-engine code (decision 2104).

/** The page's description, address, cover and schema.org record, for its meta tags. */
export function stayMetaOf(stay: PublicStay, origin: string) {
  const cover = stay.photos[0];
  return {
    description: stayDescription(stay),
    url: `${origin}${stayPath(stay.listing.slug)}`,
    cover: cover ? { url: photoUrl(origin, cover), alt: cover.alt } : null,
    jsonLd: stayJsonLd(stay, origin),
  };
}

/** The page's description: type, place, pet policy and rates in the listing's currency. */
function stayDescription(stay: PublicStay) {
  const { listing, pet } = stay;
  const money = (cents: number) => formatMoney(cents, listing.currency);
  const where = `${listing.neighborhood ? `${listing.neighborhood}, ` : ""}${listing.city}, ${listing.region}`;
  const type = PROPERTY_TYPE_LABELS[listing.propertyType as PropertyType] ?? listing.propertyType;
  const monthly = listing.monthlyRateCents ? ` or ${money(listing.monthlyRateCents)} a month` : "";
  return `${type} in ${where}. ${petPolicyLine(petSummaryOf(pet), listing.currency)}. From ${money(listing.nightlyRateCents)} a night${monthly}.`;
}

/** The largest photo URL of a stay's photo, absolute. */
const photoUrl = (origin: string, photo: PublicStay["photos"][number]) =>
  `${origin}${photoSources(photo).url(photo.widths.at(-1) ?? 960)}`;

/** schema.org VacationRental for search engines. */
function stayJsonLd(stay: PublicStay, origin: string) {
  const { listing, pet, photos } = stay;
  const url = `${origin}${stayPath(listing.slug)}`;
  return {
    "@context": "https://schema.org",
    "@type": "VacationRental",
    name: listing.title,
    description: listing.summary,
    url,
    identifier: listing.slug,
    image: photos.map((p) => photoUrl(origin, p)),
    address: {
      "@type": "PostalAddress",
      addressLocality: listing.city,
      addressRegion: listing.region,
      addressCountry: listing.country,
    },
    // The approximate area's point, as the page shows it: the exact spot is for guests who booked.
    ...(stay.area
      ? { geo: { "@type": "GeoCoordinates", latitude: stay.area.lat, longitude: stay.area.lng } }
      : {}),
    petsAllowed: pet.petsAllowed !== "no",
    checkinTime: listing.checkInTime,
    checkoutTime: listing.checkOutTime,
    containsPlace: {
      "@type": "Accommodation",
      numberOfBedrooms: listing.bedrooms,
      numberOfBathroomsTotal: listing.bathrooms,
      occupancy: { "@type": "QuantitativeValue", maxValue: listing.maxGuests },
      amenityFeature: listing.amenities.map((a) => ({
        "@type": "LocationFeatureSpecification",
        name: AMENITIES[a as keyof typeof AMENITIES] ?? a,
        value: true,
      })),
    },
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: listing.currency,
      price: (listing.nightlyRateCents / 100).toFixed(2),
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: (listing.nightlyRateCents / 100).toFixed(2),
        priceCurrency: listing.currency,
        unitCode: "DAY",
      },
      availability: "https://schema.org/InStock",
      seller: { "@type": "Person", name: stay.owner.name },
    },
    ...(listing.ratingCount >= MIN_RATINGS_SHOWN
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: listing.ratingAvg,
            reviewCount: listing.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
