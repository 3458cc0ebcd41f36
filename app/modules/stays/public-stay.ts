import type { listings, owners, petPolicies } from "../../../db/schema/index.ts";
import { formatClock } from "../../shared/format.ts";
import type { PriceOverride } from "./pricing.ts";
import { rulesOf, type PricingRules } from "./pricing-rules.ts";
import type { PetFeeBasis } from "../pets/pet-fee.ts";
import type { PetPolicySummary, PhotoRef } from "./stays.ts";

/**
 * What a stay's page may tell anyone: built field by field from the stored rows, never a row or
 * a spread of one (docs/decisions/3310-public-views.md). The street, postcode, exact spot,
 * check-in instructions, calendar token, the owner's contact details and internal ids are not
 * fields here, so no page made from this type can send them; a new column stays private until
 * it is named below.
 */
export interface PublicListing {
  slug: string;
  /** The language the owner wrote the title, summary and description in (their `lang`, decision 3800). */
  lang: string;
  title: string;
  summary: string;
  description: string;
  propertyType: string;
  placeKind: "entire" | "private_room";
  neighborhood: string;
  city: string;
  region: string;
  country: string;
  timeZone: string;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  maxGuests: number;
  minNights: number;
  maxNights: number;
  currency: string;
  nightlyRateCents: number;
  weeklyDiscountPct: number;
  monthlyRateCents: number | null;
  /** The owner's pricing rules (public: they make the price), as rulesOf keeps them. */
  pricingRules: PricingRules;
  cleaningFeeCents: number;
  lodgingTaxBps: number;
  taxExemptAfterNights: number | null;
  instantBook: boolean;
  /** "15:00": the booking rules and the page's schema.org record read it. */
  checkInTime: string;
  checkOutTime: string;
  /** The home's clock named by its city ("3:00 PM in Lisbon"), formatted on the server. */
  checkInClock: string;
  checkOutClock: string;
  houseRules: string[];
  cancellationPolicy: string;
  amenities: string[];
  status: string;
  advanceNoticeDays: number;
  preparationNights: number;
  availabilityMonths: number;
  ratingAvg: number;
  ratingCount: number;
  petRatingAvg: number;
}

/** The pet policy as travellers read it (everything of it is public, its listing's id is not). */
export interface PublicPetPolicy extends PetPolicySummary {
  petFeeBasis: PetFeeBasis;
  petDepositCents: number;
  breedRestrictions: string[];
  unattended: string;
  petAmenities: string[];
  dogParkName: string | null;
  dogParkMiles: number | null;
  vetName: string | null;
  vetMiles: number | null;
  notes: string;
  serviceAnimalNote: string;
}

/** The host as travellers meet them: no account id, no email, no phone. */
export interface PublicHost {
  name: string;
  avatarUrl: string | null;
  about: string;
  responseTime: string;
  languages: string[];
  joinedOn: string;
  /** Confirmed stays the host cancelled in the last year. */
  cancellations: number;
  /** The share of conversations answered within a day (messages), or null. */
  responseRate: number | null;
}

export interface PublicReview {
  id: number;
  authorName: string;
  petName: string | null;
  petSpecies: string | null;
  rating: number;
  petRating: number;
  body: string;
  /** The language it is written in (decision 3855): its words carry it as `lang`. */
  language: string;
  createdAt: string;
  /** The owner's one reply, if any. */
  reply: string | null;
}

export interface PublicStay {
  listing: PublicListing;
  pet: PublicPetPolicy;
  /** Roughly where the home is (a circle around a point near it), or null when the owner set no pin. */
  area: { lat: number; lng: number; radiusM: number } | null;
  owner: PublicHost;
  /** The owner's own look at a listing travellers cannot see (draft, snoozed): its editor's id. */
  preview: { listingId: number; status: string } | null;
  photos: PhotoRef[];
  reviews: PublicReview[];
  /** Taken nights [start, end) from today: the availability calendar and the date picker. */
  occupied: { start: string; end: string; kind: "booked" | "blocked" }[];
  /** The owner's prices (and minimum stays) for some nights, for the price box. */
  priceOverrides: PriceOverride[];
}

/** What the stay's query reads, before anything is chosen to be shown. */
export interface StayRows {
  listing: typeof listings.$inferSelect;
  pet: typeof petPolicies.$inferSelect;
  owner: typeof owners.$inferSelect;
  hostName: string | null;
  hostAvatar: string | null;
  hostCancellations: number;
  area: PublicStay["area"];
  photos: PhotoRef[];
  reviews: (Omit<PublicReview, "createdAt"> & { createdAt: Date | string })[];
  occupied: PublicStay["occupied"];
  priceOverrides: PriceOverride[];
  /** Whether the one asking owns the listing (a draft or snoozed one is then their preview). */
  viewerIsOwner: boolean;
}

/** The public view of a stay, field by field. */
export function publicStayOf(rows: StayRows): PublicStay {
  const { listing: l, pet: p, owner: o } = rows;
  return {
    listing: {
      slug: l.slug,
      lang: l.language,
      title: l.title,
      summary: l.summary,
      description: l.description,
      propertyType: l.propertyType,
      placeKind: l.placeKind,
      neighborhood: l.neighborhood,
      city: l.city,
      region: l.region,
      country: l.country,
      timeZone: l.timeZone,
      bedrooms: l.bedrooms,
      beds: l.beds,
      bathrooms: Number(l.bathrooms),
      maxGuests: l.maxGuests,
      minNights: l.minNights,
      maxNights: l.maxNights,
      currency: l.currency,
      nightlyRateCents: l.nightlyRateCents,
      weeklyDiscountPct: l.weeklyDiscountPct,
      monthlyRateCents: l.monthlyRateCents,
      pricingRules: rulesOf(l.pricingRules),
      cleaningFeeCents: l.cleaningFeeCents,
      lodgingTaxBps: l.lodgingTaxBps,
      taxExemptAfterNights: l.taxExemptAfterNights,
      instantBook: l.instantBook,
      checkInTime: l.checkInTime.slice(0, 5),
      checkOutTime: l.checkOutTime.slice(0, 5),
      // The home's clock, named by its city ("3:00 PM in Lisbon"), formatted here: the browser's
      // Intl may space "3:00 PM" differently from the server's.
      checkInClock: formatClock(l.checkInTime, l.city),
      checkOutClock: formatClock(l.checkOutTime, l.city),
      houseRules: l.houseRules,
      cancellationPolicy: l.cancellationPolicy,
      amenities: l.amenities,
      status: l.status,
      advanceNoticeDays: l.advanceNoticeDays,
      preparationNights: l.preparationNights,
      availabilityMonths: l.availabilityMonths,
      ratingAvg: Number(l.ratingAvg),
      ratingCount: Number(l.ratingCount),
      petRatingAvg: Number(l.petRatingAvg),
    },
    pet: {
      petsAllowed: p.petsAllowed,
      species: p.species,
      maxPets: p.maxPets,
      maxWeightLb: p.maxWeightLb,
      maxWeightUnit: p.maxWeightUnit,
      breedRestrictions: p.breedRestrictions,
      petFeeCents: p.petFeeCents,
      petFeeBasis: p.petFeeBasis,
      petDepositCents: p.petDepositCents,
      unattended: p.unattended,
      petAmenities: p.petAmenities,
      dogParkName: p.dogParkName,
      dogParkMiles: p.dogParkMiles === null ? null : Number(p.dogParkMiles),
      vetName: p.vetName,
      vetMiles: p.vetMiles === null ? null : Number(p.vetMiles),
      notes: p.notes,
      serviceAnimalNote: p.serviceAnimalNote,
    },
    area: rows.area,
    // The host as their profile names and shows them (demo owners without one keep their name).
    owner: {
      name: rows.hostName || o.name,
      avatarUrl: rows.hostAvatar,
      about: o.about,
      responseTime: o.responseTime,
      languages: o.languages,
      joinedOn: String(o.joinedOn),
      cancellations: Number(rows.hostCancellations ?? 0),
      responseRate: null,
    },
    preview: rows.viewerIsOwner && l.status !== "published" ? { listingId: l.id, status: l.status } : null,
    photos: rows.photos.map((photo) => ({
      bucket: photo.bucket,
      storageKey: photo.storageKey,
      widths: photo.widths,
      alt: photo.alt,
    })),
    reviews: rows.reviews.map((r) => ({
      id: r.id,
      authorName: r.authorName,
      petName: r.petName,
      petSpecies: r.petSpecies,
      rating: r.rating,
      petRating: r.petRating,
      body: r.body,
      language: r.language,
      createdAt: new Date(r.createdAt).toISOString(),
      reply: r.reply,
    })),
    occupied: rows.occupied.map((o) => ({ start: o.start, end: o.end, kind: o.kind })),
    priceOverrides: rows.priceOverrides.map((o) => ({
      start: o.start,
      end: o.end,
      nightlyRateCents: o.nightlyRateCents,
      minNights: o.minNights,
    })),
  };
}
