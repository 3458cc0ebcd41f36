import { isIsoDate, nightsBetween } from "../../shared/dates.ts";
import { parseUuid } from "../../shared/ids.ts";
import { formatBounds, parseBounds, type Bounds } from "../maps/geo.ts";
import { readPage } from "../../shared/pagination.ts";
import { MAX_PET_WEIGHT_LB, fromPounds, isWeightUnit, toPounds, type WeightUnit } from "../pets/weight.ts";
import { stayTypeFor, type StayType } from "./pricing.ts";
import { PROPERTY_TYPES, type PropertyType } from "./stays.ts";
import { SPECIES, type Species } from "../pets/species.ts";
import { AMENITY_KEYS, PET_AMENITY_KEYS, type Amenity, type PetAmenity } from "./listing-features.ts";

/**
 * Search filters live in the query string (shareable, back button, no JS).
 * The parser never throws: a value it cannot use is dropped, and where the
 * traveller typed something wrong it says so next to the field.
 */
export const SORTS = {
  relevance: "Best match",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  rating: "Top rated",
  newest: "Newest",
} as const;
export type Sort = keyof typeof SORTS;

export const STAY_TYPES = {
  "short-term": "Short-term (under 28 nights)",
  "mid-term": "Mid-term (1 to 6 months)",
  monthly: "Monthly (month to month)",
} as const satisfies Record<StayType, string>;

export const PAGE_SIZE = 24;
export const MAX_PAGE = 200;
export const MAX_GUESTS = 16;
export const MAX_PETS = 6;
export const MAX_STAY_NIGHTS = 365;

export interface SearchFilters {
  where?: string;
  checkIn?: string;
  checkOut?: string;
  adults?: number;
  children?: number;
  pets?: number;
  /** Several species at once (a dog and a cat): stays must take all of them. */
  species: Species[];
  /** The heaviest pet, in `weightUnit`. */
  weight?: number;
  weightUnit: WeightUnit;
  /** Saved pets of the signed-in traveller (`pet=<id>`, several); they stand for pets, species and weight. */
  petIds: string[];
  /** Also show stays that take pets on request (the owner decides). */
  onRequest: boolean;
  stayType?: StayType;
  priceMin?: number;
  priceMax?: number;
  types: PropertyType[];
  bedrooms?: number;
  amenities: Amenity[];
  petAmenities: PetAmenity[];
  noPetFee: boolean;
  instant: boolean;
  /** The map area ("search as I move the map"): stays inside it only. */
  bounds?: Bounds;
  sort: Sort;
  page: number;
}

export type FilterField =
  | "where"
  | "checkIn"
  | "checkOut"
  | "adults"
  | "children"
  | "pets"
  | "weight"
  | "priceMin"
  | "priceMax"
  | "bedrooms"
  | "bbox"
  | "page";

export interface ParsedFilters {
  filters: SearchFilters;
  fieldErrors: Partial<Record<FilterField, string>>;
}

type Params = Pick<URLSearchParams, "get" | "getAll">;

const TRUE = new Set(["1", "true", "on", "yes"]);
/** At most this many saved pets in one search (the most a traveller can save). */
const MAX_PET_IDS = 12;

function text(params: Params, name: string) {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
}

export function parseSearchFilters(params: Params, today?: string): ParsedFilters {
  const fieldErrors: ParsedFilters["fieldErrors"] = {};
  const int = (name: FilterField | "guests", min: number, max: number, message: string) => {
    const raw = text(params, name);
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (!/^\d{1,6}$/.test(raw) || value < min || value > max) {
      if (name !== "guests") fieldErrors[name] = message;
      return undefined;
    }
    return value;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[]) => {
    const raw = text(params, name);
    return raw && (allowed as readonly string[]).includes(raw) ? (raw as T) : undefined;
  };
  const manyOf = <T extends string>(name: string, allowed: readonly T[]) => {
    const values = params
      .getAll(name)
      .flatMap((v) => v.split(","))
      .map((v) => v.trim());
    return [...new Set(values.filter((v): v is T => (allowed as readonly string[]).includes(v)))];
  };

  const filters: SearchFilters = {
    types: manyOf("type", PROPERTY_TYPES),
    amenities: manyOf("amenity", AMENITY_KEYS),
    petAmenities: manyOf("petAmenity", PET_AMENITY_KEYS),
    noPetFee: TRUE.has(text(params, "noPetFee") ?? ""),
    species: manyOf("species", SPECIES),
    weightUnit: "lb",
    petIds: [
      ...new Set(
        params
          .getAll("pet")
          .map((v) => parseUuid(v.trim()))
          .filter((v): v is string => v !== null),
      ),
    ].slice(0, MAX_PET_IDS),
    onRequest: TRUE.has(text(params, "onRequest") ?? ""),
    instant: TRUE.has(text(params, "instant") ?? ""),
    sort: oneOf("sort", Object.keys(SORTS) as Sort[]) ?? "relevance",
    page: 1,
  };

  const where = text(params, "where");
  if (where) {
    if (where.length > 100) fieldErrors.where = "Keep the place under 100 characters.";
    else filters.where = where.replace(/\s+/g, " ");
  }

  const checkIn = text(params, "checkIn");
  const checkOut = text(params, "checkOut");
  const validIn = checkIn !== undefined && isIsoDate(checkIn);
  const validOut = checkOut !== undefined && isIsoDate(checkOut);
  if (checkIn !== undefined && !validIn) fieldErrors.checkIn = "Enter the check-in date as YYYY-MM-DD.";
  if (checkOut !== undefined && !validOut) fieldErrors.checkOut = "Enter the check-out date as YYYY-MM-DD.";
  if (validIn && validOut) {
    const nights = nightsBetween(checkIn, checkOut);
    if (today && checkIn < today) fieldErrors.checkIn = "Check-in can't be in the past.";
    else if (nights < 1) fieldErrors.checkOut = "Check-out must be after check-in.";
    else if (nights > MAX_STAY_NIGHTS) fieldErrors.checkOut = `Stays can be up to ${MAX_STAY_NIGHTS} nights.`;
    else {
      filters.checkIn = checkIn;
      filters.checkOut = checkOut;
    }
  } else if (validIn && checkOut === undefined) fieldErrors.checkOut = "Add a check-out date too.";
  else if (validOut && checkIn === undefined) fieldErrors.checkIn = "Add a check-in date too.";

  filters.adults = int("adults", 1, MAX_GUESTS, `Adults: a number from 1 to ${MAX_GUESTS}.`);
  // `guests` (the short search box) counts everyone; it stands in for adults.
  if (filters.adults === undefined && !fieldErrors.adults)
    filters.adults = int("guests", 1, MAX_GUESTS, "") ?? undefined;
  filters.children = int("children", 0, MAX_GUESTS, `Children: a number from 0 to ${MAX_GUESTS}.`);
  if ((filters.adults ?? 1) + (filters.children ?? 0) > MAX_GUESTS) {
    fieldErrors.children = `Stays here sleep at most ${MAX_GUESTS} guests.`;
    filters.children = undefined;
  }
  filters.pets = int("pets", 0, MAX_PETS, `Pets: a number from 0 to ${MAX_PETS}.`);
  const unit = text(params, "weightUnit");
  filters.weightUnit = isWeightUnit(unit) ? unit : "lb";
  const maxWeight = Math.floor(fromPounds(MAX_PET_WEIGHT_LB, filters.weightUnit));
  filters.weight = int(
    "weight",
    1,
    maxWeight,
    `Weight: the heaviest pet in ${filters.weightUnit}, 1 to ${maxWeight}.`,
  );
  filters.stayType = oneOf("stayType", Object.keys(STAY_TYPES) as StayType[]);
  if (filters.checkIn && filters.checkOut)
    filters.stayType = stayTypeFor(nightsBetween(filters.checkIn, filters.checkOut));
  filters.priceMin = int("priceMin", 0, 1_000_000, "Minimum price: a whole number of US dollars.");
  filters.priceMax = int("priceMax", 1, 1_000_000, "Maximum price: a whole number of US dollars.");
  if (
    filters.priceMin !== undefined &&
    filters.priceMax !== undefined &&
    filters.priceMin > filters.priceMax
  ) {
    fieldErrors.priceMax = "The maximum price must be at least the minimum.";
    filters.priceMax = undefined;
  }
  filters.bedrooms = int("bedrooms", 0, 10, "Bedrooms: a number from 0 to 10.");
  const bbox = text(params, "bbox");
  if (bbox !== undefined) {
    const read = bbox.length > 120 ? { error: "The map area is too long." } : parseBounds(bbox);
    if ("bounds" in read) filters.bounds = read.bounds;
    else fieldErrors.bbox = read.error;
  }
  // Pages are read strictly ("2.9", "0x2", "-1" refused); one past the last page is explained, not clamped.
  const page = readPage(text(params, "page"), MAX_PAGE);
  if (!page.exact) fieldErrors.page = `Page: 1 to ${MAX_PAGE}.`;
  filters.page = page.exact ? page.page : 1;
  return { filters, fieldErrors };
}

/** Whether prices in this search are per month (long stays) rather than per night. */
export function pricesPerMonth(filters: Pick<SearchFilters, "stayType">) {
  return filters.stayType === "mid-term" || filters.stayType === "monthly";
}

/** The query string for filters (defaults left out), with overrides. */
export function filtersToParams(filters: SearchFilters, overrides: Partial<SearchFilters> = {}) {
  const f = { ...filters, ...overrides };
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== "") params.set(name, String(value));
  };
  set("where", f.where);
  set("checkIn", f.checkIn);
  set("checkOut", f.checkOut);
  set("adults", f.adults);
  set("children", f.children || undefined);
  set("pets", f.pets || undefined);
  for (const s of f.species) params.append("species", s);
  set("weight", f.weight);
  if (f.weight !== undefined && f.weightUnit !== "lb") set("weightUnit", f.weightUnit);
  for (const id of f.petIds) params.append("pet", id);
  if (f.onRequest) set("onRequest", "1");
  if (!(f.checkIn && f.checkOut)) set("stayType", f.stayType);
  set("priceMin", f.priceMin);
  set("priceMax", f.priceMax);
  for (const t of f.types) params.append("type", t);
  set("bedrooms", f.bedrooms || undefined);
  for (const a of f.amenities) params.append("amenity", a);
  for (const a of f.petAmenities) params.append("petAmenity", a);
  if (f.noPetFee) set("noPetFee", "1");
  if (f.instant) set("instant", "1");
  if (f.bounds) set("bbox", formatBounds(f.bounds));
  if (f.sort !== "relevance") set("sort", f.sort);
  if (f.page > 1) set("page", f.page);
  return params;
}

/** The heaviest pet of the search in pounds (the stored unit), or undefined. */
export function heaviestLbOf(filters: Pick<SearchFilters, "weight" | "weightUnit">) {
  return filters.weight === undefined ? undefined : toPounds(filters.weight, filters.weightUnit);
}

/** Whether the search is about pets at all (a count, a species, a weight or saved pets). */
export function searchesPets(filters: Pick<SearchFilters, "pets" | "species" | "weight" | "petIds">) {
  return Boolean(filters.pets || filters.species.length || filters.weight || filters.petIds.length);
}

export interface Relaxation {
  label: string;
  params: URLSearchParams;
}

/** For an empty result: the filters a traveller could drop, most restrictive first. */
export function relaxations(filters: SearchFilters): Relaxation[] {
  const out: Relaxation[] = [];
  const add = (label: string, overrides: Partial<SearchFilters>) =>
    out.push({ label, params: filtersToParams(filters, { ...overrides, page: 1 }) });
  if (filters.checkIn)
    add("Remove the dates", { checkIn: undefined, checkOut: undefined, stayType: undefined });
  if (searchesPets(filters) && !filters.onRequest)
    add("Include stays that take pets on request", { onRequest: true });
  if (filters.weight) add(`Remove the ${filters.weight} ${filters.weightUnit} weight`, { weight: undefined });
  if (filters.species.length) add("Any species", { species: [] });
  if (filters.priceMin !== undefined || filters.priceMax !== undefined)
    add("Any price", { priceMin: undefined, priceMax: undefined });
  if (filters.noPetFee) add("Allow a pet fee", { noPetFee: false });
  if (filters.instant) add("Include request-to-book stays", { instant: false });
  if (filters.amenities.length || filters.petAmenities.length)
    add("Fewer amenities", { amenities: [], petAmenities: [] });
  if (filters.types.length) add("Any property type", { types: [] });
  if (filters.bedrooms) add("Any number of bedrooms", { bedrooms: undefined });
  if (filters.pets && filters.pets > 1) add(`Search for 1 pet`, { pets: 1 });
  if (filters.bounds) add("Search beyond the map area", { bounds: undefined });
  if (filters.where) add(`Search everywhere, not just “${filters.where}”`, { where: undefined });
  if (!filters.checkIn && filters.stayType) add("Any length of stay", { stayType: undefined });
  return out;
}
