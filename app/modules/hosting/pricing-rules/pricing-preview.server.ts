import type { Database } from "../../../platform/db.server.ts";
import { addDays, todayIn } from "../../../shared/dates.ts";
import { priceTermsOf, quoteStay } from "../../stays/pricing.ts";
import { rulesOf } from "../../stays/pricing-rules.ts";
import { priceOverridesFor } from "../../stays/stay-calendar.server.ts";
import type { OwnListing } from "../hosting.server.ts";
import { previewCheckIn, PREVIEW_STAYS, rulesFormValues } from "./pricing-rules-form.ts";

/**
 * The examples' check-in (asked, else a Friday a week or more ahead), today where the home is, and
 * the owner's calendar prices for the month from it: the pricing step and the rules page price the
 * same dates.
 */
export async function exampleDates(
  db: Database,
  listing: { id: number; timeZone: string },
  askedCheckIn: string | null = null,
) {
  const today = todayIn(listing.timeZone);
  const checkIn = previewCheckIn(askedCheckIn, today);
  const overrides =
    (await priceOverridesFor(db, [listing.id], checkIn, addDays(checkIn, 31))).get(listing.id) ?? [];
  return { today, checkIn, overrides };
}

/**
 * The pricing rules page's data: the rules and the rates the order's steps show (worded by the page),
 * and what a weekend, a week and a month from one check-in cost, priced by the booking's own
 * function with the booking's own terms (calendar prices included, today where the home is).
 */
export async function pricingPreview(db: Database, row: OwnListing, askedCheckIn: string | null) {
  const { listing, pet } = row;
  const { today, checkIn, overrides } = await exampleDates(db, listing, askedCheckIn);
  const terms = priceTermsOf(listing, pet, overrides, today);
  const rules = rulesOf(listing.pricingRules);
  return {
    today,
    currency: listing.currency,
    rules,
    formValues: rulesFormValues(rules),
    rates: {
      nightlyRateCents: listing.nightlyRateCents,
      weeklyDiscountPct: listing.weeklyDiscountPct,
      monthlyRateCents: listing.monthlyRateCents,
    },
    checkIn,
    terms,
    examples: PREVIEW_STAYS.map((s) => ({
      kind: s.kind,
      checkOut: addDays(checkIn, s.nights),
      quote: quoteStay(terms, checkIn, addDays(checkIn, s.nights), 0),
    })),
  };
}
