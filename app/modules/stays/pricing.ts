import { nightsBetween, toDayNumber } from "../../shared/dates.ts";
import { NIGHTS_PER_MONTH, petFeeFor, type PetFeeBasis } from "../pets/pet-fee.ts";

/**
 * The one price function (DESIGN.md §5), used by the detail page's live price
 * box in the browser and by the server, which always recomputes. Integer cents.
 *
 * - nights × nightly rate; weekly discount (%) from 7 nights;
 * - from 28 nights, the monthly rate (when the listing has one) prorated per 30
 *   nights, and no weekly discount;
 * - cleaning fee; pet fee by its basis (service animals are not pets);
 * - lodging tax on all of the above, none once the stay reaches the listing's
 *   exemption length;
 * - the refundable pet deposit is shown apart and is not in the total;
 * - nights the owner priced on their calendar (price overrides) use that price instead of
 *   the nightly rate; the weekly discount still applies to the sum. A stay at the monthly
 *   rate keeps the monthly rate: owners set it for long stays on purpose, and a price for a
 *   few nights (a festival, a holiday) is a short-stay price (docs/decisions/0901-price-overrides.md).
 */
export const WEEKLY_FROM_NIGHTS = 7;
export const MONTHLY_FROM_NIGHTS = 28;
export const MID_TERM_UNTIL_NIGHTS = 179;

export interface PriceTerms {
  nightlyRateCents: number;
  weeklyDiscountPct: number;
  monthlyRateCents: number | null;
  cleaningFeeCents: number;
  lodgingTaxBps: number;
  taxExemptAfterNights: number | null;
  petFeeCents: number;
  petFeeBasis: PetFeeBasis;
  petDepositCents: number;
  currency?: string;
  /** The owner's prices for some nights (none: every night at the nightly rate). */
  overrides?: PriceOverride[];
}

/**
 * A price the owner set for some nights, [start, end) in the listing's own dates, and
 * optionally the minimum stay for a check-in on one of them (null: the listing's).
 */
export interface PriceOverride {
  start: string;
  end: string;
  nightlyRateCents: number;
  minNights: number | null;
}

export type StayType = "short-term" | "mid-term" | "monthly";

export interface PriceQuote {
  nights: number;
  stayType: StayType;
  /** "nightly" = nights × rate; "monthly" = monthly rate prorated per 30 nights. */
  rateBasis: "nightly" | "monthly";
  rateCents: number;
  /** Nights priced by the owner's price for those dates rather than `rateCents` (nightly basis only). */
  specialNights?: number;
  lodgingCents: number;
  discountCents: number;
  cleaningFeeCents: number;
  petFeeCents: number;
  petCount: number;
  taxableCents: number;
  taxCents: number;
  taxExempt: boolean;
  totalCents: number;
  depositCents: number;
  currency: string;
}

/** Half-up rounding to whole cents (amounts are never negative). */
export const roundCents = (value: number) => Math.floor(value + 0.5 + 1e-9);

export function stayTypeFor(nights: number): StayType {
  if (nights < MONTHLY_FROM_NIGHTS) return "short-term";
  if (nights <= MID_TERM_UNTIL_NIGHTS) return "mid-term";
  return "monthly";
}

/**
 * The nights of [checkIn, checkOut) at the owner's prices: their sum, and how many of them
 * an override priced (the others at the nightly rate).
 */
export function nightlySum(terms: PriceTerms, checkIn: string, checkOut: string) {
  const from = toDayNumber(checkIn);
  const to = toDayNumber(checkOut);
  let sumCents = terms.nightlyRateCents * Math.max(0, to - from);
  let special = 0;
  for (const o of terms.overrides ?? []) {
    const covered = Math.min(to, toDayNumber(o.end)) - Math.max(from, toDayNumber(o.start));
    if (covered <= 0) continue;
    sumCents += covered * (o.nightlyRateCents - terms.nightlyRateCents);
    special += covered;
  }
  return { sumCents, special };
}

/**
 * The price of `nights` nights with `pets` pets (service animals excluded by the caller).
 * `nightly` is the nights' sum at the owner's prices when some nights have a price of their
 * own (quoteStay gives it); without it, every night is at the nightly rate.
 */
export function quoteNights(
  terms: PriceTerms,
  nights: number,
  pets = 0,
  nightly?: { sumCents: number; special: number },
): PriceQuote {
  if (!Number.isInteger(nights) || nights < 1) throw new RangeError("A stay is at least one night");
  const monthly = nights >= MONTHLY_FROM_NIGHTS && terms.monthlyRateCents != null;
  // The monthly rate wins over nightly overrides (see the header): long stays keep their price.
  const special = !monthly && nightly && nightly.special > 0 ? nightly.special : 0;
  const lodgingCents = monthly
    ? roundCents((terms.monthlyRateCents! * nights) / NIGHTS_PER_MONTH)
    : special
      ? nightly!.sumCents
      : terms.nightlyRateCents * nights;
  const discountCents =
    !monthly && nights >= WEEKLY_FROM_NIGHTS && terms.weeklyDiscountPct > 0
      ? roundCents((lodgingCents * terms.weeklyDiscountPct) / 100)
      : 0;
  const petCount = Math.max(0, Math.floor(pets));
  const petFeeCents = petFeeFor(terms, nights, petCount);
  const taxableCents = lodgingCents - discountCents + terms.cleaningFeeCents + petFeeCents;
  const taxExempt = terms.taxExemptAfterNights != null && nights >= terms.taxExemptAfterNights;
  const taxCents = taxExempt ? 0 : roundCents((taxableCents * terms.lodgingTaxBps) / 10_000);
  return {
    nights,
    stayType: stayTypeFor(nights),
    rateBasis: monthly ? "monthly" : "nightly",
    rateCents: monthly ? terms.monthlyRateCents! : terms.nightlyRateCents,
    ...(special ? { specialNights: special } : {}),
    lodgingCents,
    discountCents,
    cleaningFeeCents: terms.cleaningFeeCents,
    petFeeCents,
    petCount,
    taxableCents,
    taxCents,
    taxExempt,
    totalCents: taxableCents + taxCents,
    depositCents: petCount > 0 ? terms.petDepositCents : 0,
    currency: terms.currency ?? "USD",
  };
}

/** The price of a stay from check-in to check-out (ISO dates), at the owner's prices for those nights. */
export function quoteStay(terms: PriceTerms, checkIn: string, checkOut: string, pets = 0) {
  const nightly = terms.overrides?.length ? nightlySum(terms, checkIn, checkOut) : undefined;
  return quoteNights(terms, nightsBetween(checkIn, checkOut), pets, nightly);
}

/** The price terms of a listing and its pet policy, as stored (one place, for the server and the browser). */
export function priceTermsOf(
  listing: Pick<
    PriceTerms,
    | "nightlyRateCents"
    | "weeklyDiscountPct"
    | "monthlyRateCents"
    | "cleaningFeeCents"
    | "lodgingTaxBps"
    | "taxExemptAfterNights"
  > & { currency?: string },
  pet: { petFeeCents: number; petFeeBasis: PetFeeBasis; petDepositCents: number },
  overrides?: PriceOverride[],
): PriceTerms {
  const terms: PriceTerms = {
    nightlyRateCents: listing.nightlyRateCents,
    weeklyDiscountPct: listing.weeklyDiscountPct,
    monthlyRateCents: listing.monthlyRateCents,
    cleaningFeeCents: listing.cleaningFeeCents,
    lodgingTaxBps: listing.lodgingTaxBps,
    taxExemptAfterNights: listing.taxExemptAfterNights,
    petFeeCents: pet.petFeeCents,
    petFeeBasis: pet.petFeeBasis,
    petDepositCents: pet.petDepositCents,
  };
  if (listing.currency) terms.currency = listing.currency;
  if (overrides?.length)
    terms.overrides = overrides.map((o) => ({
      start: o.start,
      end: o.end,
      nightlyRateCents: o.nightlyRateCents,
      minNights: o.minNights,
    }));
  return terms;
}
