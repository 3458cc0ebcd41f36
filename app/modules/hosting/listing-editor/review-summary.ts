import { addDays, nightsBetween } from "../../../shared/dates.ts";
import { CANCELLATION_POLICIES } from "../../stays/listing-features.ts";
import { hasRules, rulesSaid } from "../../stays/pricing-rules.ts";
import type { PublicStay } from "../../stays/public-stay.ts";
import type { StepKey } from "./listing-steps.ts";

/**
 * The review step's summary: what travellers will read of each step, in words, built from the
 * stay's public view (the one the stay page is made of), so the owner reviews exactly what is
 * shown. Each part names the step that edits it.
 */

export interface SummaryPart {
  key: "title" | "place" | "space" | "prices" | "booking" | "rules";
  step: StepKey;
  title: string;
  lines: string[];
}

type Say = (key: string, values?: Record<string, string | number>) => string;

/** The reader's words and formats (the page's `useT` and `useFormat`; English in the tests). */
export interface SummaryWords {
  /** `listingEditor.review.summary`. */
  t: Say;
  /** `stay.rules`, the pricing rules as the stay page says them. */
  rules: Say;
  /** An amenity's name, a property type's name, a policy's terms, as the stay page says them. */
  amenity: (key: string) => string;
  type: (key: string) => string;
  policy: (key: string) => string;
  money: (cents: number) => string;
  date: (iso: string) => string;
  number: (value: number) => string;
  percent: (value: number) => string;
  /** Names listed as the language lists them ("a, b, c"). */
  list: (parts: string[]) => string;
  /** A clock time of the home ("15:00" → "3:00 PM"). */
  clock: (time: string) => string;
}

/** The days ahead the availability line counts. */
export const AVAILABILITY_DAYS = 90;

/** "Riverside, Duluth, Minnesota, United States": the place as travellers read it (never the street). */
export function placeAsShown(listing: PublicStay["listing"]) {
  return [listing.neighborhood, listing.city, listing.region, listing.country].filter(Boolean).join(", ");
}

/** Open nights among the next `days` from today (taken: booked or blocked). */
export function openNightsAhead(occupied: PublicStay["occupied"], today: string, days = AVAILABILITY_DAYS) {
  const end = addDays(today, days);
  let taken = 0;
  for (const r of occupied) {
    const start = r.start > today ? r.start : today;
    const stop = r.end < end ? r.end : end;
    if (stop > start) taken += nightsBetween(start, stop);
  }
  return Math.max(0, days - taken);
}

export function reviewSummary(stay: PublicStay, today: string, words: SummaryWords): SummaryPart[] {
  const { t, money } = words;
  const l = stay.listing;
  const rules = l.pricingRules;
  const radius = stay.area ? Math.round(stay.area.radiusM / 100) * 100 : null;
  const amenityNames = l.amenities.map(words.amenity);
  const policy = l.cancellationPolicy in CANCELLATION_POLICIES ? words.policy(l.cancellationPolicy) : null;
  const part = (key: SummaryPart["key"], step: StepKey, lines: (string | null)[]): SummaryPart => ({
    key,
    step,
    title: t("title", { part: key }),
    lines: lines.filter((line): line is string => line !== null),
  });
  return [
    part("title", "description", [
      l.title || t("noTitle"),
      l.summary ||
        (l.description
          ? `${l.description.slice(0, 240)}${l.description.length > 240 ? "…" : ""}`
          : t("noDescription")),
    ]),
    part("place", "place", [
      t("placeKind", { type: l.propertyType ? words.type(l.propertyType) : t("home"), kind: l.placeKind }),
      t("shownAs", { place: placeAsShown(l) || t("noTown") }),
      radius === null ? t("noPin") : t("circle", { metres: words.number(radius) }),
    ]),
    part("space", "space", [
      t("rooms", { guests: l.maxGuests, bedrooms: l.bedrooms, beds: l.beds, bathrooms: l.bathrooms }),
      amenityNames.length ? t("amenities", { list: words.list(amenityNames) }) : t("noAmenities"),
    ]),
    part("prices", "pricing", [
      t("aNight", { price: money(l.nightlyRateCents) }),
      l.weeklyDiscountPct > 0 ? t("weekly", { pct: words.percent(l.weeklyDiscountPct) }) : null,
      l.monthlyRateCents ? t("aMonth", { price: money(l.monthlyRateCents) }) : null,
      l.cleaningFeeCents > 0 ? t("cleaning", { price: money(l.cleaningFeeCents) }) : t("noCleaning"),
      l.lodgingTaxBps > 0
        ? t("tax", {
            pct: words.percent(l.lodgingTaxBps / 100),
            exempt: l.taxExemptAfterNights ?? 0,
          })
        : null,
      hasRules(rules)
        ? t("rules", { rules: rulesSaid(rules, words.rules, money, words.percent) })
        : t("noRules"),
      ...rules.seasons.map((s) =>
        t("season", {
          start: words.date(s.start),
          last: words.date(addDays(s.end, -1)),
          price: money(s.nightlyRateCents),
        }),
      ),
    ]),
    part("booking", "booking", [
      l.instantBook ? t("instant") : t("requests"),
      t("stays", { min: l.minNights, count: l.maxNights }),
      t("open", {
        months: l.availabilityMonths,
        withNotice: l.advanceNoticeDays ? "yes" : "no",
        notice: l.advanceNoticeDays,
        withPrep: l.preparationNights ? "yes" : "no",
        prep: l.preparationNights,
      }),
      t("openNights", { open: openNightsAhead(stay.occupied, today), count: AVAILABILITY_DAYS }),
      t("cancellation", { terms: policy ?? l.cancellationPolicy }),
    ]),
    part("rules", "description", [
      ...(l.houseRules.length ? l.houseRules : [t("noRulesListed")]),
      t("times", { checkIn: words.clock(l.checkInTime), checkOut: words.clock(l.checkOutTime) }),
    ]),
  ];
}
