import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../../platform/db.server.ts";
import { addDays, nightsBetween } from "../../shared/dates.ts";
import { clampPage, pageCountOf, pageOffset } from "../../shared/pagination.ts";
import type { PriceOverride } from "./pricing.ts";
import { MAX_PAGE, PAGE_SIZE, pricesPerMonth, type SearchFilters } from "./search-filters.ts";
import { textArray } from "./sql.server.ts";
import { checkFit, criteriaOf, type FitPet } from "../pets/fit.ts";
import { listingPetColumns, petFitCondition } from "./fit-sql.server.ts";
import { petsOfSearch } from "./search-pets.ts";
import { coarseBounds, pinLabel, type Bounds, type MapPin } from "../maps/geo.ts";
import { translatorFor } from "../../i18n/language.server.ts";
import { intlLocale, type Locale } from "../../i18n/locales.ts";
import { publicAreaOf } from "../maps/area.server.ts";
import { priceOverridesFor } from "./stay-calendar.server.ts";
import {
  cardColumns,
  cardsInOrder,
  fitPolicyOf,
  photoJoin,
  toCard,
  type CardRow,
} from "./stay-cards.server.ts";
import type { StayCard } from "./stays.ts";

/** Counting stops here: beyond it the page says "1,000+ stays". */
export const COUNT_CAP = 1000;

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
function conditions(
  filters: SearchFilters,
  fuzzy = false,
  now = new Date(),
  animals: FitPet[] = [],
  placeFirst = false,
): SQL[] {
  // A listing without a pet policy (none in its row) is never shown, as when the policy was joined.
  const where: SQL[] = [sql`l.status = 'published'`, sql`l.pets_allowed is not null`];
  const place = filters.where ? normalisePlace(filters.where) : "";
  if (place) {
    where.push(
      fuzzy
        ? sql`${place} <% l.place_search and ${closeness(place)} >= ${FUZZY_MIN_SIMILARITY}`
        : placeFirst
          ? // Some of the substring's matches: those whose place begins with the words (the city comes
            // first), in the order of listings_place_prefix (migration 4031, text_pattern_ops).
            sql`l.place_search ~>=~ ${`${place} `} and l.place_search ~<~ ${`${place}!`}`
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
  options: { areaSecret: string; now?: Date; savedPets?: readonly FitPet[]; locale?: Locale },
): Promise<MapPin[]> {
  const { areaSecret, now = new Date(), savedPets = [], locale = "en" } = options;
  // The pins' prices as the reader's language writes them, in each stay's currency (decision 3855).
  const say = translatorFor(locale, "stay");
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
      const price = pinLabel(cents, row.currency, intlLocale(locale));
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        lat: area.lat,
        lng: area.lng,
        label: perMonth ? say("pin.perMonth", { price }) : price,
        price,
        monthly: perMonth,
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
  const place = filters.where ? normalisePlace(filters.where) : "";
  if (place && !fuzzy && (filters.sort === "relevance" || filters.sort === "rating")) {
    // A place in the default order (decision 4021): the page is the first matches in rating order,
    // read from one index alone (listings_search_ranked: the place and every fact a filter reads),
    // stopping at the page's last; the count stops at the cap (below). Both in one statement, one
    // round trip (decision 2700), the ids as one value. Ranking every listing of the place, as below,
    // read each from the table: ~24,000 for a city at 1,000,000 stays.
    // The count: over the cap among the listings whose place begins with the words (index-only,
    // migration 4031) is over it among all, exactly; else it counts them all on the trigram index
    // (a subquery Postgres runs only when the first answer does not settle it).
    const placeFirstSql = sql.join(conditions(filters, fuzzy, now, animals, true), sql` and `);
    const order = ordering(filters, fuzzy);
    const [found] = await queryRows<{ ids: string | null; n: number }>(
      db,
      sql`select (select string_agg(id::text, ',' order by rank) from (select l.id,
            row_number() over (order by ${order}) as rank from listings l where ${whereSql}
            order by ${order} limit ${PAGE_SIZE} offset ${offset}) hits) as ids,
          (select case when (select count(*) from (select 1 from listings l where ${placeFirstSql}
            limit ${COUNT_CAP + 1}) prefixed) > ${COUNT_CAP} then ${COUNT_CAP + 1}
            else (select count(*) from (select 1 from listings l where ${whereSql}
            limit ${COUNT_CAP + 1}) matches) end)::int as n`,
    );
    total = found?.n ?? 0;
    rows = await cardsInOrder(db, found?.ids ? found.ids.split(",").map(Number) : []);
  } else if (place) {
    // A place bounds the search to its listings (trigram index), and in another order (price,
    // newest, closeness to a mistyped place) the page needs all of them ranked anyway: one pass
    // gives the page and the count (two passes, one for each, were most of a search by place).
    // The ranked ids come back as one value, not a row each (decision 2700: decoding ~1,000 rows
    // cost PGlite more than ranking them). The cards are read for the page's listings only.
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
      ? { checkIn, checkOut, pets: petCount(row), overrides: overrides.get(row.id) ?? [], now }
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
