import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { listingPhotos, listings, owners, petPolicies, profiles, reviews } from "../../../db/schema/index.ts";
import { queryRows, type Database } from "../../platform/db.server.ts";
import { publicAreaOf } from "../maps/area.server.ts";
import { publicStayOf } from "./public-stay.ts";
import { stayCalendar } from "./stay-calendar.server.ts";
import { AMENITIES } from "./listing-features.ts";
import { translatorFor } from "../../i18n/language.server.ts";
import { DEFAULT_LOCALE, type Locale } from "../../i18n/locales.ts";
import { petSummaryOf } from "./stay-view.ts";
import { MIN_RATINGS_SHOWN, photoSources, stayPath } from "./stays.ts";
import type { PublicStay } from "./public-stay.ts";

// What the stay page works out on the server and hands its components as data: the page's first
// download then carries no pricing, booking-rule or search-engine code (decision 2104).

/** The page's description, address, cover and schema.org record, for its meta tags. */
export function stayMetaOf(stay: PublicStay, origin: string, locale: Locale = DEFAULT_LOCALE) {
  const cover = stay.photos[0];
  return {
    description: stayDescription(stay),
    url: `${origin}${stayPath(stay.listing.slug)}`,
    cover: cover ? { url: photoUrl(origin, cover), alt: cover.alt } : null,
    jsonLd: stayJsonLd(stay, origin, locale),
  };
}

/**
 * The parts of the page's description (type, place, pet policy, rates in the listing's currency): the
 * route's meta() writes them in the reader's language (stay.page.metaSummary).
 */
function stayDescription(stay: PublicStay) {
  const { listing, pet } = stay;
  return {
    propertyType: listing.propertyType,
    where: `${listing.neighborhood ? `${listing.neighborhood}, ` : ""}${listing.city}, ${listing.region}`,
    policy: petSummaryOf(pet),
    currency: listing.currency,
    nightlyCents: listing.nightlyRateCents,
    monthlyCents: listing.monthlyRateCents,
  };
}
export type StayDescription = ReturnType<typeof stayDescription>;

/** The largest photo URL of a stay's photo, absolute. */
const photoUrl = (origin: string, photo: PublicStay["photos"][number]) =>
  `${origin}${photoSources(photo).url(photo.widths.at(-1) ?? 960)}`;

/** schema.org VacationRental for search engines. */
function stayJsonLd(stay: PublicStay, origin: string, locale: Locale) {
  const { listing, pet, photos } = stay;
  // Amenity names in the reader's language, as the page itself names them (stay.amenity).
  const amenity = translatorFor(locale, "stay.amenity");
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
        name: a in AMENITIES ? amenity(a) : a,
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

/** Who asks for a stay's page, and the server's secret its approximate area is drawn from. */
export interface StayViewer {
  viewerId?: string | null;
  areaSecret: string;
}

/**
 * One listing's page, or null: its public view (publicStayOf: nothing private in it) and, for
 * the server alone, the listing's id and the account that hosts it. Travellers see published
 * listings only; their owner also sees a draft, waiting or snoozed one, as a preview, and operators
 * one waiting for review.
 */
export async function loadStay(db: Database, slug: string, today: string, viewer: StayViewer) {
  const viewerId = viewer.viewerId ?? null;
  const visible = viewerId
    ? or(
        eq(listings.status, "published"),
        and(inArray(listings.status, ["draft", "in_review", "snoozed"]), eq(owners.userId, viewerId)),
        // A listing waiting for review, to the operators who review it (decision 3700).
        and(
          eq(listings.status, "in_review"),
          sql`exists (select 1 from operators o where o.user_id = ${viewerId})`,
        ),
      )
    : eq(listings.status, "published");
  const [row] = await db
    .select({
      listing: listings,
      pet: petPolicies,
      owner: owners,
      hostName: profiles.fullName,
      hostAvatar: profiles.avatarUrl,
      // Confirmed stays the host cancelled in the last year: travellers see it on the host card.
      hostCancellations: sql<number>`(select count(*)::int from bookings b join listings l2 on l2.id = b.listing_id
        where l2.owner_id = ${owners.id} and b.status = 'cancelled' and b.cancelled_by = 'owner'
        and b.cancelled_at > now() - interval '365 days')`,
    })
    .from(listings)
    .innerJoin(petPolicies, eq(petPolicies.listingId, listings.id))
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .leftJoin(profiles, eq(profiles.id, owners.userId))
    .where(and(eq(listings.slug, slug), visible))
    .limit(1);
  if (!row) return null;
  const id = row.listing.id;
  const [photos, latestReviews, { occupied, priceOverrides }] = await Promise.all([
    db
      .select({
        bucket: listingPhotos.bucket,
        storageKey: listingPhotos.storageKey,
        widths: listingPhotos.widths,
        alt: listingPhotos.alt,
      })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, id))
      .orderBy(asc(listingPhotos.position)),
    db
      .select({
        id: reviews.id,
        authorName: reviews.authorName,
        petName: reviews.petName,
        petSpecies: reviews.petSpecies,
        rating: reviews.rating,
        petRating: reviews.petRating,
        body: reviews.body,
        language: reviews.language,
        createdAt: reviews.createdAt,
        reply: reviews.reply,
      })
      .from(reviews)
      // Published and not hidden: a review waits for the other side's or the window's end (decision 3600).
      .where(and(eq(reviews.listingId, id), isNotNull(reviews.publishedAt), isNull(reviews.hiddenAt)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(12),
    stayCalendar(db, id, today),
  ]);
  const { latitude, longitude } = row.listing;
  const stay = publicStayOf({
    ...row,
    hostCancellations: Number(row.hostCancellations ?? 0),
    // The exact spot stays on the server: the page draws an approximate area.
    area:
      latitude != null && longitude != null ? publicAreaOf(viewer.areaSecret, id, latitude, longitude) : null,
    photos,
    reviews: latestReviews,
    occupied,
    priceOverrides,
    viewerIsOwner: viewerId !== null && row.owner.userId === viewerId,
  });
  return { stay, listingId: id, ownerId: row.owner.id, hostUserId: row.owner.userId };
}

/** A stay's public view (see loadStay), or null. */
export async function getStay(db: Database, slug: string, today: string, viewer: StayViewer) {
  return (await loadStay(db, slug, today, viewer))?.stay ?? null;
}

/** Published listings for the sitemap. */
export async function listingSitemapEntries(db: Database) {
  const rows = await queryRows<{ slug: string; updated: string }>(
    db,
    sql`select slug, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as updated
        from listings where status = 'published' order by id limit 50000`,
  );
  return rows.map((row) => ({
    path: stayPath(row.slug),
    lastmod: row.updated,
  }));
}
