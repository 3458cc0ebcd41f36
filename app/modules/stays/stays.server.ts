import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { listingPhotos, listings, owners, petPolicies, profiles, reviews } from "../../../db/schema/index.ts";
import { queryRows, type Database, type Executor } from "../../platform/db.server.ts";
import { addDays, nightsBetween, parseDateRange } from "../../shared/dates.ts";
import { clampPage, pageCountOf, pageOffset } from "../../shared/pagination.ts";
import { quoteStay, type PetFeeBasis, type PriceOverride, type PriceTerms } from "./pricing.ts";
import { MAX_PAGE, PAGE_SIZE, pricesPerMonth, type SearchFilters } from "./search-filters.ts";
import { textArray } from "./sql.server.ts";
import { checkFit, criteriaOf, fitSummary, type FitPet } from "../pets/fit.ts";
import { listingPetColumns, petFitCondition } from "./fit-sql.server.ts";
import { petsOfSearch } from "./search-pets.ts";
import { coarseBounds, pinLabel, type Bounds, type MapPin } from "../maps/geo.ts";
import { publicAreaOf } from "../maps/area.server.ts";
import { publicStayOf } from "./public-stay.ts";
import { stayPath, type PetPolicySummary, type PropertyType, type StayCard } from "./stays.ts";

/** Counting stops here: beyond it the page says "1,000+ stays". */
export const COUNT_CAP = 1000;

type CardRow = {
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

const cardColumns = sql`
  l.id::int as id, l.slug, l.title, l.property_type, l.neighborhood, l.city, l.region, l.country,
  l.bedrooms::int as bedrooms, l.max_guests::int as max_guests, l.nightly_rate_cents, l.monthly_rate_cents,
  l.weekly_discount_pct::int as weekly_discount_pct, l.cleaning_fee_cents, l.lodging_tax_bps,
  l.tax_exempt_after_nights::int as tax_exempt_after_nights, l.currency,
  l.rating_avg::float8 as rating_avg, l.rating_count, l.pet_rating_avg::float8 as pet_rating_avg, l.instant_book,
  p.pets_allowed, p.species, p.max_pets::int as max_pets, p.max_weight_lb::int as max_weight_lb, p.max_weight_unit,
  p.pet_fee_cents, p.pet_fee_basis, p.pet_deposit_cents, p.breed_restrictions,
  ph.bucket as photo_bucket, ph.storage_key as photo_key, ph.widths::int[] as photo_widths, ph.alt as photo_alt,
  l.language`;

const photoJoin = sql`left join listing_photos ph on ph.listing_id = l.id and ph.position = 0`;

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
}): PriceTerms {
  return {
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

function toCard(
  row: CardRow,
  stay?: { checkIn: string; checkOut: string; pets: number; overrides: PriceOverride[] },
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
    // The full price at the owner's prices for those nights (the same function as the booking's).
    const quote = quoteStay(
      { ...termsOf(row), overrides: stay.overrides },
      stay.checkIn,
      stay.checkOut,
      stay.pets,
    );
    card.quote = { totalCents: quote.totalCents, nights: quote.nights, depositCents: quote.depositCents };
  }
  if (animals.length) card.fit = fitSummary(fitPolicyOf(row), animals, card.quote?.nights);
  return card;
}

/** Lower-cased, unaccented, single-spaced: matches listings.place_search. */
export function normalisePlace(text: string) {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** How close a typed place is to the listing's own place names (0–1, trigram similarity). */
const closeness = (place: string) =>
  sql`greatest(similarity(${place}, l.city), similarity(${place}, l.region), similarity(${place}, l.neighborhood), similarity(${place}, l.country))`;
/** "Austn" → Austin (0.44) but not Australia (0.33); "Portlnd" → Portland (0.55). */
const FUZZY_MIN_SIMILARITY = 0.4;

/**
 * The SQL conditions for a set of filters, on listings `l` alone: the pet policy's searchable facts
 * are copied into its listing's row (migration 2501), so the policy is joined only for the cards
 * shown. Places match as typed first (trigram index on `like`); `fuzzy` matches by trigram word
 * similarity instead, to forgive typos ("Austn", "Portlnd").
 */
function conditions(filters: SearchFilters, fuzzy = false, now = new Date(), animals: FitPet[] = []): SQL[] {
  // A listing without a pet policy (none in its row) is never shown, as when the policy was joined.
  const where: SQL[] = [sql`l.status = 'published'`, sql`l.pets_allowed is not null`];
  const place = filters.where ? normalisePlace(filters.where) : "";
  if (place) {
    where.push(
      fuzzy
        ? sql`${place} <% l.place_search and ${closeness(place)} >= ${FUZZY_MIN_SIMILARITY}`
        : sql`l.place_search like ${`%${place}%`}`,
    );
  }
  if (filters.checkIn && filters.checkOut) {
    const { checkIn, checkOut } = filters;
    const nights = nightsBetween(checkIn, checkOut);
    where.push(sql`l.max_nights >= ${nights}`);
    // The minimum stay is the owner's for the check-in night when they set one (a price override's,
    // at most one: overrides never overlap), else the listing's. Both sets are read once and hashed
    // (a look-up per listing cost more than the rest of the search; decision 2500).
    const checkInOverrides = sql`select o.listing_id from listing_price_overrides o where o.during @> ${checkIn}::date`;
    where.push(sql`l.id not in (${checkInOverrides} and o.min_nights > ${nights})`);
    where.push(
      sql`(l.min_nights <= ${nights} or l.id in (${checkInOverrides} and o.min_nights <= ${nights}))`,
    );
    // Within the owner's notice and availability window, in the home's own time zone. Its date is
    // within a day of UTC's (zones run from UTC−12 to UTC+14; two days of slack): the cheap bounds
    // settle almost every listing, and only the rest pay for the time-zone conversion.
    const utcDay = now.toISOString().slice(0, 10);
    const homeToday = sql`(${now.toISOString()}::timestamptz at time zone l.time_zone)::date`;
    where.push(sql`(l.advance_notice_days <= ${checkIn}::date - ${addDays(utcDay, 2)}::date
      or ${checkIn}::date >= ${homeToday} + l.advance_notice_days)`);
    where.push(sql`(l.availability_months >= ${monthsUntil(addDays(utcDay, -2), checkIn)}
      or ${checkIn}::date <= ${homeToday} + make_interval(months => l.availability_months))`);
    // The stay and the owner's preparation nights after it must be free: the listing's taken
    // nights are in its row (migration 2500), no look-up per listing.
    where.push(
      sql`not (l.occupied && daterange(${checkIn}::date, ${checkOut}::date + l.preparation_nights))`,
    );
  } else if (filters.stayType === "short-term") {
    where.push(sql`l.min_nights < 28`);
  } else if (filters.stayType === "mid-term") {
    where.push(sql`l.max_nights >= 28 and l.min_nights <= 179`);
  } else if (filters.stayType === "monthly") {
    where.push(sql`l.monthly_rate_cents is not null and l.max_nights >= 60`);
  }
  const guests = (filters.adults ?? 0) + (filters.children ?? 0);
  if (guests > 0) where.push(sql`l.max_guests >= ${guests}`);
  // The pets: stays the fit check would say they fit (or on request, when asked), in SQL.
  const fits = petFitCondition(criteriaOf(animals), filters.onRequest, listingPetColumns);
  if (fits) where.push(fits);
  // In US cents at reference rates (migration 0802): stays priced in other currencies compare fairly.
  const priceColumn = pricesPerMonth(filters) ? sql`l.monthly_rate_usd_cents` : sql`l.nightly_rate_usd_cents`;
  if (filters.priceMin !== undefined) where.push(sql`${priceColumn} >= ${filters.priceMin * 100}`);
  if (filters.priceMax !== undefined) where.push(sql`${priceColumn} <= ${filters.priceMax * 100}`);
  if (filters.types.length) where.push(sql`l.property_type = any(${textArray(filters.types)}::text[])`);
  if (filters.bedrooms) where.push(sql`l.bedrooms >= ${filters.bedrooms}`);
  if (filters.amenities.length) where.push(sql`l.amenities @> ${textArray(filters.amenities)}::text[]`);
  if (filters.petAmenities.length)
    where.push(sql`l.pet_amenities @> ${textArray(filters.petAmenities)}::text[]`);
  if (filters.noPetFee) where.push(sql`l.pet_fee_cents = 0`);
  if (filters.instant) where.push(sql`l.instant_book`);
  if (filters.bounds) where.push(insideBounds(filters.bounds));
  return where;
}

/**
 * Whole months from `from` after which `date` is reached for sure: `from` plus that many months
 * (on a later or the same day of the month, or the month's last) is `date` or later. One more
 * than the least, so a month's end never decides it.
 */
export function monthsUntil(from: string, date: string): number {
  const [fy, fm] = from.split("-").map(Number) as [number, number];
  const [dy, dm] = date.split("-").map(Number) as [number, number];
  return Math.max(0, (dy - fy) * 12 + (dm - fm)) + 1;
}

/**
 * Inside a map area (widened to the grid), on the GiST index of migration 1300 (same expression,
 * same conditions); an area across the antimeridian is two boxes.
 */
function insideBounds(bounds: Bounds): SQL {
  // Widened to the grid: an area shrunk around a stay must not find its exact spot.
  const { west, south, east, north } = coarseBounds(bounds);
  const located = sql`l.latitude is not null and l.longitude is not null`;
  const box = (w: number, e: number) =>
    sql`point(l.longitude, l.latitude) <@ box(point(${w}::float8, ${south}::float8), point(${e}::float8, ${north}::float8))`;
  return west <= east
    ? sql`(${located} and ${box(west, east)})`
    : sql`(${located} and (${box(west, 180)} or ${box(-180, east)}))`;
}

function ordering(filters: SearchFilters, fuzzy: boolean): SQL {
  const perMonth = pricesPerMonth(filters);
  const price = perMonth ? sql`l.monthly_rate_usd_cents` : sql`l.nightly_rate_usd_cents`;
  switch (filters.sort) {
    case "price_asc":
      return sql`${price} asc, l.id`;
    case "price_desc":
      return sql`${price} desc, l.id`;
    case "rating":
      return sql`l.rating_avg desc, l.rating_count desc, l.id`;
    case "newest":
      return sql`l.created_at desc, l.id`;
    default: {
      const place = filters.where ? normalisePlace(filters.where) : "";
      if (place && fuzzy) return sql`${closeness(place)} desc, l.rating_avg desc, l.rating_count desc, l.id`;
      return sql`l.rating_avg desc, l.rating_count desc, l.id`;
    }
  }
}

export interface SearchResult {
  stays: StayCard[];
  total: number;
  /** True when there are more than COUNT_CAP matches (total is then COUNT_CAP). */
  totalCapped: boolean;
  /** True when the place matched nothing as typed and these are close matches. */
  fuzzy: boolean;
  page: number;
  pageCount: number;
}

/**
 * One page of stays matching the filters, each with its full price when dates
 * are given. A place nothing matches as typed is tried again, typo-tolerant.
 */
export async function searchStays(
  db: Database,
  filters: SearchFilters,
  now = new Date(),
  savedPets: readonly FitPet[] = [],
): Promise<SearchResult> {
  // The animals searched for: the traveller's saved pets, or what species, count and weight stand for.
  const animals = petsOfSearch(filters, savedPets);
  return withTypoTolerance(
    db,
    filters,
    (fuzzy) => searchOnce(db, filters, fuzzy, now, animals),
    (r) => r.total,
  );
}

/**
 * Runs a search as typed, and again typo-tolerant when nothing matched and the place
 * itself is unknown (not when other filters excluded it): the page, its count and its
 * map pins all follow the same rule.
 */
async function withTypoTolerance<T>(
  db: Database,
  filters: SearchFilters,
  run: (fuzzy: boolean) => Promise<T>,
  found: (result: T) => number,
): Promise<T> {
  const exact = await run(false);
  if (found(exact) > 0 || !filters.where || normalisePlace(filters.where).length < 3) return exact;
  const known = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from listings l where l.status = 'published'
        and l.place_search like ${`%${normalisePlace(filters.where)}%`} limit 1) hit`,
  );
  return known[0]?.n ? exact : run(true);
}

/** How many stays match (up to COUNT_CAP): the filter panel's "Show N stays" as filters change. */
export async function countStays(
  db: Database,
  filters: SearchFilters,
  now = new Date(),
  savedPets: readonly FitPet[] = [],
): Promise<{ total: number; capped: boolean }> {
  const animals = petsOfSearch(filters, savedPets);
  const count = async (fuzzy: boolean) => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from listings l
          where ${sql.join(conditions(filters, fuzzy, now, animals), sql` and `)} limit ${COUNT_CAP + 1}) matches`,
    );
    return row?.n ?? 0;
  };
  const total = await withTypoTolerance(db, filters, count, (n) => n);
  return { total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP };
}

/** At most this many pins on the search map (the best matches first, as the results are ordered). */
export const PIN_CAP = 500;

/** The search map's pins: every matching stay with a location, best first, up to PIN_CAP. */
export async function searchPins(
  db: Database,
  filters: SearchFilters,
  options: { areaSecret: string; now?: Date; savedPets?: readonly FitPet[] },
): Promise<MapPin[]> {
  const { areaSecret, now = new Date(), savedPets = [] } = options;
  const perMonth = pricesPerMonth(filters);
  const animals = petsOfSearch(filters, savedPets);
  const run = async (fuzzy: boolean) => {
    const rows = await queryRows<{
      id: number;
      slug: string;
      title: string;
      latitude: number;
      longitude: number;
      nightly_rate_cents: number;
      monthly_rate_cents: number | null;
      currency: string;
    }>(
      db,
      sql`select l.id::int as id, l.slug, l.title, l.latitude::float8 as latitude, l.longitude::float8 as longitude,
          l.nightly_rate_cents, l.monthly_rate_cents, l.currency
          from listings l
          where ${sql.join(conditions(filters, fuzzy, now, animals), sql` and `)}
            and l.latitude is not null and l.longitude is not null
          order by ${ordering(filters, fuzzy)} limit ${PIN_CAP}`,
    );
    return rows.map((row) => {
      const area = publicAreaOf(areaSecret, row.id, row.latitude, row.longitude);
      const cents = perMonth
        ? (row.monthly_rate_cents ?? row.nightly_rate_cents * 30)
        : row.nightly_rate_cents;
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        lat: area.lat,
        lng: area.lng,
        label: `${pinLabel(cents, row.currency)}${perMonth ? "/mo" : ""}`,
      };
    });
  };
  return withTypoTolerance(db, filters, run, (pins) => pins.length);
}

async function searchOnce(
  db: Database,
  filters: SearchFilters,
  fuzzy: boolean,
  now: Date,
  animals: FitPet[],
): Promise<SearchResult> {
  const whereSql = sql.join(conditions(filters, fuzzy, now, animals), sql` and `);
  const page = clampPage(filters.page, MAX_PAGE);
  const offset = pageOffset(page, PAGE_SIZE);
  let rows: CardRow[];
  let total: number;
  if (filters.where && normalisePlace(filters.where)) {
    // A place bounds the search to its listings (trigram index), and the page needs all of them
    // ranked anyway: one pass gives the page and the count (two passes, one for each,
    // were most of a search by place). The ranked ids come back as one value, not a row each
    // (decision 2700: decoding ~1,000 rows cost PGlite more than ranking them). The cards are
    // read for the page's listings only.
    const order = ordering(filters, fuzzy);
    const [ranked] = await queryRows<{ ids: string | null }>(
      db,
      sql`select string_agg(id::text, ',' order by rank) as ids from (select l.id,
            row_number() over (order by ${order}) as rank from listings l where ${whereSql}
            order by ${order} limit ${Math.max(COUNT_CAP + 1, offset + PAGE_SIZE)}) hits`,
    );
    const hits = ranked?.ids ? ranked.ids.split(",").map(Number) : [];
    total = hits.length;
    rows = await cardsInOrder(db, hits.slice(offset, offset + PAGE_SIZE));
  } else {
    // Without a place the page stops at its 24th match (an index in the sort's order), and the
    // count, unordered, at the cap.
    rows = await queryRows<CardRow>(
      db,
      sql`select ${cardColumns} from listings l join pet_policies p on p.listing_id = l.id ${photoJoin}
          where ${whereSql} order by ${ordering(filters, fuzzy)} limit ${PAGE_SIZE} offset ${offset}`,
    );
    if (page === 1 && rows.length < PAGE_SIZE) total = rows.length;
    else {
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select 1 from listings l
            where ${whereSql} limit ${COUNT_CAP + 1}) matches`,
      );
      total = count?.n ?? 0;
    }
  }
  const totalCapped = total > COUNT_CAP;
  if (totalCapped) total = COUNT_CAP;
  const { checkIn, checkOut } = filters;
  const overrides =
    checkIn && checkOut
      ? await priceOverridesFor(
          db,
          rows.map((r) => r.id),
          checkIn,
          checkOut,
        )
      : new Map<number, PriceOverride[]>();
  // The price is for exactly these pets (service animals pay nothing, as the home's country has them).
  const petCount = (row: CardRow) =>
    animals.length ? checkFit(fitPolicyOf(row), animals).petCount : (filters.pets ?? 0);
  const stayOf = (row: CardRow) =>
    checkIn && checkOut
      ? { checkIn, checkOut, pets: petCount(row), overrides: overrides.get(row.id) ?? [] }
      : undefined;
  return {
    stays: rows.map((row) => toCard(row, stayOf(row), animals)),
    total,
    totalCapped,
    fuzzy,
    page,
    pageCount: pageCountOf(total, PAGE_SIZE, MAX_PAGE),
  };
}

/** The cards of these listings, in the order given. */
async function cardsInOrder(db: Database, ids: number[]): Promise<CardRow[]> {
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

/** A listing's taken nights between two dates: booked (active bookings) and blocked (owner). */
/**
 * What a date picker of one stay needs (the detail page's and the booking page's): its taken
 * nights [start, end) from `today` for 400 days, and the owner's prices and minimum stays for
 * some nights, from the day before `today` (a UTC today may be a day ahead of the home's).
 */
export async function stayCalendar(db: Database, listingId: number, today: string) {
  const [occupied, overrides] = await Promise.all([
    occupancy(db, listingId, today, addDays(today, 400)),
    priceOverridesFor(db, [listingId], addDays(today, -1)),
  ]);
  return { occupied, priceOverrides: overrides.get(listingId) ?? [] };
}

export async function occupancy(db: Database, listingId: number, from: string, to: string) {
  const rows = await queryRows<{ during: string; kind: "booked" | "blocked" }>(
    db,
    sql`select during::text as during, case when booking_id is null then 'blocked' else 'booked' end as kind
        from listing_occupancy where listing_id = ${listingId}
        and during && daterange(${from}::date, ${to}::date) order by lower(during)`,
  );
  return rows.flatMap((row) => {
    const range = parseDateRange(row.during);
    return range ? [{ ...range, kind: row.kind }] : [];
  });
}

/**
 * The owner's prices for some nights (listing_price_overrides) of these listings, those with
 * a night in [from, to) (to: no end), by listing, earliest first.
 */
export async function priceOverridesFor(
  db: Executor,
  listingIds: number[],
  from: string,
  to?: string,
): Promise<Map<number, PriceOverride[]>> {
  const out = new Map<number, PriceOverride[]>();
  if (listingIds.length === 0) return out;
  const ids = sql.join(
    [...new Set(listingIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const window = to ? sql`daterange(${from}::date, ${to}::date)` : sql`daterange(${from}::date, null)`;
  const result = (await db.execute(
    sql`select listing_id::int as listing_id, during::text as during, nightly_rate_cents, min_nights::int as min_nights
        from listing_price_overrides where listing_id in (${ids}) and during && ${window}
        order by listing_id, lower(during)`,
  )) as unknown as {
    rows: { listing_id: number; during: string; nightly_rate_cents: number; min_nights: number | null }[];
  };
  for (const row of result.rows) {
    const range = parseDateRange(row.during);
    if (!range) continue;
    const list = out.get(row.listing_id) ?? [];
    list.push({ ...range, nightlyRateCents: row.nightly_rate_cents, minNights: row.min_nights });
    out.set(row.listing_id, list);
  }
  return out;
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
