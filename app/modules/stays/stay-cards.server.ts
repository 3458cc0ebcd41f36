import { asc, inArray, sql } from "drizzle-orm";
import { listingPhotos } from "../../../db/schema/index.ts";
import { queryRows, type Database, type Executor } from "../../platform/db.server.ts";
import { todayIn } from "../../shared/dates.ts";
import { quoteStay, type PriceOverride, type PriceTerms } from "./pricing.ts";
import { hasRules, rulesOf } from "./pricing-rules.ts";
import type { PetFeeBasis } from "../pets/pet-fee.ts";
import { fitSummary, type FitPet } from "../pets/fit.ts";
import type { PetPolicySummary, PropertyType, StayCard } from "./stays.ts";

// A stay's card as lists show it (search results, the home page's featured stays), and each
// listing's cover photo for the pages that list bookings and saved stays.

export type CardRow = {
  id: number;
  slug: string;
  title: string;
  property_type: PropertyType;
  neighborhood: string;
  city: string;
  region: string;
  country: string;
  bedrooms: number;
  max_guests: number;
  nightly_rate_cents: number;
  monthly_rate_cents: number | null;
  weekly_discount_pct: number;
  cleaning_fee_cents: number;
  lodging_tax_bps: number;
  tax_exempt_after_nights: number | null;
  currency: string;
  pricing_rules: unknown;
  time_zone: string;
  rating_avg: number;
  rating_count: number;
  pet_rating_avg: number;
  instant_book: boolean;
  pets_allowed: PetPolicySummary["petsAllowed"];
  species: string[];
  max_pets: number;
  max_weight_lb: number | null;
  max_weight_unit: "kg" | "lb";
  pet_fee_cents: number;
  pet_fee_basis: PetFeeBasis;
  pet_deposit_cents: number;
  breed_restrictions: string[];
  photo_bucket: string | null;
  photo_key: string | null;
  photo_widths: number[] | null;
  photo_alt: string | null;
  language: string;
};

export const cardColumns = sql`
  l.id::int as id, l.slug, l.title, l.property_type, l.neighborhood, l.city, l.region, l.country,
  l.bedrooms::int as bedrooms, l.max_guests::int as max_guests, l.nightly_rate_cents, l.monthly_rate_cents,
  l.weekly_discount_pct::int as weekly_discount_pct, l.cleaning_fee_cents, l.lodging_tax_bps,
  l.tax_exempt_after_nights::int as tax_exempt_after_nights, l.currency, l.pricing_rules, l.time_zone,
  l.rating_avg::float8 as rating_avg, l.rating_count, l.pet_rating_avg::float8 as pet_rating_avg, l.instant_book,
  p.pets_allowed, p.species, p.max_pets::int as max_pets, p.max_weight_lb::int as max_weight_lb, p.max_weight_unit,
  p.pet_fee_cents, p.pet_fee_basis, p.pet_deposit_cents, p.breed_restrictions,
  ph.bucket as photo_bucket, ph.storage_key as photo_key, ph.widths::int[] as photo_widths, ph.alt as photo_alt,
  l.language`;

export const photoJoin = sql`left join listing_photos ph on ph.listing_id = l.id and ph.position = 0`;

export function termsOf(row: {
  nightly_rate_cents: number;
  weekly_discount_pct: number;
  monthly_rate_cents: number | null;
  cleaning_fee_cents: number;
  lodging_tax_bps: number;
  tax_exempt_after_nights: number | null;
  pet_fee_cents: number;
  pet_fee_basis: PetFeeBasis;
  pet_deposit_cents: number;
  currency: string;
  pricing_rules?: unknown;
}): PriceTerms {
  const rules = rulesOf(row.pricing_rules);
  return {
    ...(hasRules(rules) ? { rules } : {}),
    nightlyRateCents: row.nightly_rate_cents,
    weeklyDiscountPct: row.weekly_discount_pct,
    monthlyRateCents: row.monthly_rate_cents,
    cleaningFeeCents: row.cleaning_fee_cents,
    lodgingTaxBps: row.lodging_tax_bps,
    taxExemptAfterNights: row.tax_exempt_after_nights,
    petFeeCents: row.pet_fee_cents,
    petFeeBasis: row.pet_fee_basis,
    petDepositCents: row.pet_deposit_cents,
    currency: row.currency,
  };
}

/** A card's pet policy as the fit check reads it. */
export const fitPolicyOf = (row: CardRow) => ({
  country: row.country,
  petsAllowed: row.pets_allowed,
  species: row.species,
  maxPets: row.max_pets,
  maxWeightLb: row.max_weight_lb,
  breedRestrictions: row.breed_restrictions,
  petFeeCents: row.pet_fee_cents,
  petFeeBasis: row.pet_fee_basis,
  petDepositCents: row.pet_deposit_cents,
});

export function toCard(
  row: CardRow,
  stay?: { checkIn: string; checkOut: string; pets: number; overrides: PriceOverride[]; now: Date },
  animals: FitPet[] = [],
): StayCard {
  const card: StayCard = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    lang: row.language,
    propertyType: row.property_type,
    neighborhood: row.neighborhood,
    city: row.city,
    region: row.region,
    country: row.country,
    bedrooms: row.bedrooms,
    maxGuests: row.max_guests,
    nightlyRateCents: row.nightly_rate_cents,
    monthlyRateCents: row.monthly_rate_cents,
    currency: row.currency,
    ratingAvg: Number(row.rating_avg),
    ratingCount: Number(row.rating_count),
    petRatingAvg: Number(row.pet_rating_avg),
    instantBook: row.instant_book,
    pet: {
      petsAllowed: row.pets_allowed,
      species: row.species,
      maxPets: row.max_pets,
      maxWeightLb: row.max_weight_lb,
      maxWeightUnit: row.max_weight_unit,
      petFeeCents: row.pet_fee_cents,
      petFeeBasis: row.pet_fee_basis,
      breedRestrictions: row.breed_restrictions,
    },
    photo: row.photo_key
      ? {
          bucket: row.photo_bucket!,
          storageKey: row.photo_key,
          widths: row.photo_widths ?? [],
          alt: row.photo_alt ?? "",
        }
      : null,
  };
  if (stay) {
    // The full price at the owner's prices for those nights (the same function as the booking's),
    // with their rules: a last-minute or early-bird one reads today where the home is.
    const terms = termsOf(row);
    const quote = quoteStay(
      {
        ...terms,
        overrides: stay.overrides,
        ...(terms.rules?.timing ? { today: todayIn(row.time_zone, stay.now) } : {}),
      },
      stay.checkIn,
      stay.checkOut,
      stay.pets,
    );
    card.quote = { totalCents: quote.totalCents, nights: quote.nights, depositCents: quote.depositCents };
  }
  if (animals.length) card.fit = fitSummary(fitPolicyOf(row), animals, card.quote?.nights);
  return card;
}

/** The cards of these listings, in the order given. */
export async function cardsInOrder(db: Database, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<CardRow>(
    db,
    sql`select ${cardColumns} from listings l join pet_policies p on p.listing_id = l.id ${photoJoin}
        where l.id = any(${`{${ids.join(",")}}`}::bigint[])`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Featured stays for the home page: the best rated, one per city where possible. */
export async function featuredStays(db: Database, limit = 8): Promise<StayCard[]> {
  const rows = await queryRows<CardRow>(
    db,
    sql`select ${cardColumns} from listings l join pet_policies p on p.listing_id = l.id ${photoJoin}
        where l.status = 'published' and l.featured
        order by l.rating_avg desc, l.rating_count desc, l.id limit ${limit}`,
  );
  return rows.map((row) => toCard(row));
}

/** Each listing's first photo (its cover), in one query, for a page of stays. */
export async function coverPhotos(db: Executor, listingIds: number[]) {
  if (listingIds.length === 0) return new Map<number, typeof listingPhotos.$inferSelect>();
  const rows = await db
    .selectDistinctOn([listingPhotos.listingId])
    .from(listingPhotos)
    .where(inArray(listingPhotos.listingId, [...new Set(listingIds)]))
    .orderBy(listingPhotos.listingId, asc(listingPhotos.position));
  return new Map(rows.map((photo) => [photo.listingId, photo]));
}

/** The listing's first photo (its cover), or null. */
export async function firstPhoto(db: Executor, listingId: number) {
  return (await coverPhotos(db, [listingId])).get(listingId) ?? null;
}
