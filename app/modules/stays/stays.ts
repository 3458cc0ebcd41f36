import { formatWeightLimit, type WeightUnit } from "../pets/weight.ts";
import type { PetFeeBasis } from "../pets/pet-fee.ts";
import type { FitSummary } from "../pets/fit.ts";
import { formatMoney } from "../../shared/format.ts";
import { speciesLabel } from "../pets/species.ts";
import type { PropertyType } from "./property-types.ts";

/** Pure rules and vocabulary of stays, shared by server and browser. */

/** A rating is shown from this many reviews on (one or two are no fair average). */
export const MIN_RATINGS_SHOWN = 3;

/** The address of a stay's page; `search` carries dates and party along when known. */
export function stayPath(slug: string, search?: URLSearchParams): string {
  const query = new URLSearchParams(search);
  query.set("listing", slug);
  return `/hotels/detail?${query.toString()}`;
}

// In a module of its own, so the stay page's meta (run at once) does not bring this one (decision 4030).
export { PROPERTY_TYPES, type PropertyType } from "./property-types.ts";
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  house: "House",
  apartment: "Apartment",
  condo: "Condo",
  townhouse: "Townhouse",
  cabin: "Cabin",
  cottage: "Cottage",
  loft: "Loft",
  studio: "Studio",
  farmhouse: "Farmhouse",
  bungalow: "Bungalow",
};

export const PET_FEE_BASIS_LABELS: Record<PetFeeBasis, string> = {
  per_stay: "per stay",
  per_night: "per night",
  per_pet_per_stay: "per pet per stay",
  per_pet_per_night: "per pet per night",
  per_pet_per_month: "per pet per month",
};

export interface PetPolicySummary {
  petsAllowed: "yes" | "on_request" | "no";
  species: string[];
  maxPets: number;
  maxWeightLb: number | null;
  /** The unit the owner gave the limit in (pounds when not said). */
  maxWeightUnit?: WeightUnit;
  petFeeCents: number;
  petFeeBasis: PetFeeBasis;
  breedRestrictions?: string[];
}

/** The pet policy at a glance, e.g. "2 dogs up to 40 lb · $75 pet fee per stay". */
export function petPolicyLine(policy: PetPolicySummary, currency = "USD") {
  if (policy.petsAllowed === "no" || policy.maxPets === 0) return "No pets";
  const species = policy.species.filter((s) => s !== "other");
  const animals =
    species.length === 1
      ? `${policy.maxPets} ${speciesLabel(species[0]!, policy.maxPets)}`
      : species.length === 2
        ? `${policy.maxPets} ${speciesLabel(species[0]!, policy.maxPets)} or ${speciesLabel(species[1]!, policy.maxPets)}`
        : `${policy.maxPets} ${policy.maxPets === 1 ? "pet" : "pets"}`;
  const weight = policy.maxWeightLb
    ? ` up to ${formatWeightLimit(policy.maxWeightLb, policy.maxWeightUnit)}`
    : "";
  const fee =
    policy.petFeeCents > 0
      ? `${formatMoney(policy.petFeeCents, currency)} pet fee ${PET_FEE_BASIS_LABELS[policy.petFeeBasis]}`
      : "No pet fee";
  const onRequest = policy.petsAllowed === "on_request" ? " (on request)" : "";
  return `${animals}${weight}${onRequest} · ${fee}`;
}

/** "$2,300 / month" or "$185 / night": the headline rate of a listing. */
export function headlineRate(
  listing: { nightlyRateCents: number; monthlyRateCents: number | null; currency?: string },
  preferMonthly: boolean,
) {
  if (preferMonthly && listing.monthlyRateCents)
    return { amount: formatMoney(listing.monthlyRateCents, listing.currency), unit: "month" };
  return { amount: formatMoney(listing.nightlyRateCents, listing.currency), unit: "night" };
}

/** Photo URLs in their responsive sizes. */
export function photoSources(photo: { bucket: string; storageKey: string; widths: number[] }) {
  const url = (w: number) => `/media/${photo.bucket}/${photo.storageKey}-${w}.webp`;
  const widths = [...photo.widths].sort((a, b) => a - b);
  return {
    src: url(widths[Math.min(1, widths.length - 1)]!),
    srcSet: widths.map((w) => `${url(w)} ${w}w`).join(", "),
    url,
  };
}

export interface PhotoRef {
  bucket: string;
  storageKey: string;
  widths: number[];
  alt: string;
}

/** A stored listing photo as pages send it: what draws it, not its row (ids, upload keys). */
export const publicPhotoOf = (photo: PhotoRef): PhotoRef => ({
  bucket: photo.bucket,
  storageKey: photo.storageKey,
  widths: photo.widths,
  alt: photo.alt,
});

/** A listing as a search result or featured card. */
export interface StayCard {
  id: number;
  slug: string;
  title: string;
  /** The language the owner wrote the listing in (its `lang` on the page; decision 3800). */
  lang: string;
  propertyType: PropertyType;
  neighborhood: string;
  city: string;
  region: string;
  country: string;
  bedrooms: number;
  maxGuests: number;
  nightlyRateCents: number;
  monthlyRateCents: number | null;
  currency: string;
  ratingAvg: number;
  ratingCount: number;
  petRatingAvg: number;
  instantBook: boolean;
  pet: PetPolicySummary;
  photo: PhotoRef | null;
  /** The full price for the searched dates and pets, every fee included. */
  quote?: { totalCents: number; nights: number; depositCents: number };
  /** How the searched pets fit the stay's policy (the fit check), when the search is about pets. */
  fit?: FitSummary;
}
