/**
 * Special offers and pre-approvals (decision 3953), pure. In a conversation about their home, an
 * owner lets that one traveller book given dates at once: at the usual price (a pre-approval) or
 * at a total of their own (a special offer). An offer lives until it expires, is withdrawn, is
 * used by a booking, or its nights are taken; the booking page books it through the one booking
 * process (decision 3400), with the pet policy and the no-double-booking rule as for any booking.
 */
import { z } from "zod";
import { isIsoDate, nightsBetween } from "../../shared/dates.ts";
import { formatMoney } from "../../shared/format.ts";
import type { PriceQuote } from "../stays/pricing.ts";

export type OfferKind = "preapproval" | "offer";

/** How long an offer may be left open, in hours. */
export const OFFER_HOURS = [24, 48, 72] as const;

export type OfferState = "active" | "expired" | "withdrawn" | "booked" | "taken";

/** An offer as stored, the fields its state and its fit need. */
export interface OfferFacts {
  kind: OfferKind;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  pets: number;
  expiresAt: Date;
  withdrawnAt: Date | null;
  bookingId: string | null;
}

/** Where an offer stands now; `taken`: some of its nights are no longer free. */
export function offerState(offer: OfferFacts, now: Date, nightsTaken: boolean): OfferState {
  if (offer.bookingId) return "booked";
  if (offer.withdrawnAt) return "withdrawn";
  if (offer.expiresAt.getTime() <= now.getTime()) return "expired";
  if (nightsTaken) return "taken";
  return "active";
}

export const OFFER_NOT_FOUND = "We couldn't find that offer.";
export const OFFER_TAKEN =
  "Those nights were booked or closed after the owner made this offer. Ask the owner for other dates.";

/** Why an offer can no longer be booked, in the traveller's words (null: it can). */
export function offerRefusal(state: OfferState, expiresAt: string): string | null {
  switch (state) {
    case "active":
      return null;
    case "expired":
      return `This offer expired on ${expiresAt}. Ask the owner in your conversation for a new one.`;
    case "withdrawn":
      return "The owner withdrew this offer. Ask them in your conversation if you still want these dates.";
    case "booked":
      return "This offer was already used for a booking.";
    case "taken":
      return OFFER_TAKEN;
  }
}

/** What a booking asks for, as far as an offer is concerned. */
export interface OfferedRequest {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  /** Every animal, service animals included. */
  animals: number;
}

/**
 * Whether a booking keeps to the offer: the same dates, and no more guests or animals than the
 * owner agreed to. Answers field errors (empty: it keeps to it).
 */
export function offerMismatch(offer: OfferFacts, request: OfferedRequest): Record<string, string> {
  const errors: Record<string, string> = {};
  if (request.checkIn !== offer.checkIn || request.checkOut !== offer.checkOut)
    errors.checkIn = `This offer is for ${offer.checkIn} to ${offer.checkOut}. Keep those dates to book it, or ask the owner for others.`;
  if (request.adults + request.children > offer.adults + offer.children)
    errors.adults = `The owner's offer is for ${offer.adults + offer.children} ${offer.adults + offer.children === 1 ? "guest" : "guests"} at most.`;
  if (request.animals > offer.pets)
    errors.pets =
      offer.pets === 0
        ? "The owner's offer is for a stay without animals."
        : `The owner's offer is for ${offer.pets} ${offer.pets === 1 ? "animal" : "animals"} at most.`;
  return errors;
}

/**
 * The special offer's quote: the owner's total, with the usual fees kept and the tax taken out of
 * it (so the lines add up to the total to the cent); the lodging is what is left. Null when the
 * total does not cover the cleaning and pet fees and at least one cent a night.
 */
export function offerQuote(usual: PriceQuote, totalCents: number, lodgingTaxBps: number): PriceQuote | null {
  const taxableCents = usual.taxExempt
    ? totalCents
    : Math.floor((totalCents * 10_000) / (10_000 + Math.max(0, lodgingTaxBps)));
  const taxCents = totalCents - taxableCents;
  const lodgingCents = taxableCents - usual.cleaningFeeCents - usual.petFeeCents;
  if (lodgingCents < usual.nights) return null;
  return {
    nights: usual.nights,
    stayType: usual.stayType,
    rateBasis: "nightly",
    rateCents: Math.round(lodgingCents / usual.nights),
    lodgingCents,
    discountCents: 0,
    cleaningFeeCents: usual.cleaningFeeCents,
    petFeeCents: usual.petFeeCents,
    petCount: usual.petCount,
    taxableCents,
    taxCents,
    taxExempt: usual.taxExempt,
    totalCents,
    depositCents: usual.depositCents,
    currency: usual.currency,
    offer: { usualTotalCents: usual.totalCents },
  };
}

/**
 * The refusal of a special offer whose total is too low, naming the least it must exceed. The
 * amount is written as the reader's language writes money (`locale`, an Intl tag): the sentence
 * around it is said in their language by `formErrors.offerTotalTooLow`, which keeps the amount as
 * written here, so it must already be theirs.
 */
export function offerTotalTooLow(minimumCents: number, currency: string, locale = "en-US"): string {
  return `The total must cover the cleaning and pet fees and the tax (more than ${formatMoney(minimumCents, currency, true, locale)}).`;
}

/** A price typed in major units ("1200", "1,200.50"): minor units, or null when it is not one. */
export function parsePrice(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, "");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return cents > 0 ? cents : null;
}

const count = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter the number of ${label}.` })
    .trim()
    .refine((v) => /^\d{1,3}$/.test(v), `Enter the number of ${label} as a whole number.`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `Enter between ${min} and ${max} ${label}.`);

const date = (label: string) =>
  z
    .string({ error: `Choose the ${label} date.` })
    .trim()
    .refine((v) => isIsoDate(v), `Choose the ${label} date.`);

/**
 * The owner's form in a conversation: the dates and party (filled with what the traveller asked
 * about), a total price (blank: a pre-approval at the usual price) and how long it stays open.
 */
export const offerInput = z
  .object({
    checkIn: date("check-in"),
    checkOut: date("check-out"),
    adults: count("adults", 1, 50),
    children: count("children", 0, 50).optional().default(0),
    pets: count("animals", 0, 10).optional().default(0),
    price: z
      .string()
      .optional()
      .default("")
      .transform((v) => v.trim())
      .refine((v) => v === "" || parsePrice(v) !== null, "Enter the total price as an amount, like 1200.")
      .transform((v) => (v === "" ? null : parsePrice(v))),
    hours: z
      .string({ error: "Choose how long the offer stays open." })
      .refine(
        (v) => (OFFER_HOURS as readonly number[]).includes(Number(v)) && /^\d+$/.test(v),
        "Choose how long the offer stays open.",
      )
      .transform(Number),
  })
  .superRefine((v, ctx) => {
    if (isIsoDate(v.checkIn) && isIsoDate(v.checkOut) && nightsBetween(v.checkIn, v.checkOut) < 1)
      ctx.addIssue({ code: "custom", path: ["checkOut"], message: "Check-out must be after check-in." });
  });
export type OfferInput = z.infer<typeof offerInput>;

/** The booking page's address for an offer: the dates and party filled in, the offer named. */
export function offerBookingPath(slug: string, offer: OfferFacts & { id: string }) {
  const query = new URLSearchParams({
    listing: slug,
    checkIn: offer.checkIn,
    checkOut: offer.checkOut,
    adults: String(offer.adults),
    children: String(offer.children),
    pets: String(offer.pets),
    offer: offer.id,
  });
  return `/hotels/booking?${query.toString()}`;
}
