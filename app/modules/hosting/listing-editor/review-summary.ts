import { addDays, nightsBetween } from "../../../shared/dates.ts";
import { formatDate } from "../../../shared/format.ts";
import { AMENITIES, CANCELLATION_POLICIES, type CancellationPolicy } from "../../stays/listing-features.ts";
import { rulesSummary } from "../../stays/pricing-rules.ts";
import type { PublicStay } from "../../stays/public-stay.ts";
import type { StepKey } from "./listing-steps.ts";

/**
 * The review step's summary: what travellers will read of each step, in words, built from the
 * stay's public view (the one the stay page is made of), so the owner reviews exactly what is
 * shown. Each part names the step that edits it.
 */

export interface SummaryPart {
  step: StepKey;
  title: string;
  lines: string[];
}

/** The days ahead the availability line counts. */
export const AVAILABILITY_DAYS = 90;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

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

export function reviewSummary(
  stay: PublicStay,
  today: string,
  money: (cents: number) => string,
): SummaryPart[] {
  const l = stay.listing;
  const rules = l.pricingRules;
  const radius = stay.area ? Math.round(stay.area.radiusM / 100) * 100 : null;
  const amenityNames = l.amenities
    .map((a) => (AMENITIES as Record<string, string>)[a] ?? null)
    .filter((a): a is string => a !== null);
  const policy = CANCELLATION_POLICIES[l.cancellationPolicy as CancellationPolicy];
  return [
    {
      step: "description",
      title: "Title and description",
      lines: [
        l.title || "No title yet.",
        l.summary ||
          (l.description
            ? `${l.description.slice(0, 240)}${l.description.length > 240 ? "…" : ""}`
            : "No description yet."),
      ],
    },
    {
      step: "place",
      title: "Place",
      lines: [
        `${l.propertyType ? l.propertyType[0]!.toUpperCase() + l.propertyType.slice(1) : "Home"}, ${l.placeKind === "entire" ? "the entire place" : "a private room"}.`,
        `Shown as: ${placeAsShown(l) || "no town yet"}.`,
        radius === null
          ? "No pin yet: travellers see only the town."
          : `Travellers see a circle about ${radius.toLocaleString("en-US")} m across around the home, not the exact spot; the street address is shared once you accept a booking.`,
      ],
    },
    {
      step: "space",
      title: "Space",
      lines: [
        `${plural(l.maxGuests, "guest")} · ${plural(l.bedrooms, "bedroom")} · ${plural(l.beds, "bed")} · ${plural(l.bathrooms, "bathroom")}`,
        amenityNames.length ? `Amenities: ${amenityNames.join(", ")}.` : "No amenities listed.",
      ],
    },
    {
      step: "pricing",
      title: "Prices",
      lines: [
        `${money(l.nightlyRateCents)} a night.`,
        l.weeklyDiscountPct > 0 ? `${l.weeklyDiscountPct}% off from 7 nights.` : null,
        l.monthlyRateCents ? `${money(l.monthlyRateCents)} a month from 28 nights.` : null,
        l.cleaningFeeCents > 0 ? `Cleaning fee ${money(l.cleaningFeeCents)}.` : "No cleaning fee.",
        l.lodgingTaxBps > 0
          ? `Lodging tax ${(l.lodgingTaxBps / 100).toLocaleString("en-US")}%${l.taxExemptAfterNights ? ` (none from ${l.taxExemptAfterNights} nights)` : ""}.`
          : null,
        rulesSummary(rules, money) ? `Pricing rules: ${rulesSummary(rules, money)}.` : "No pricing rules.",
        ...rules.seasons.map(
          (s) =>
            `Season ${formatDate(s.start)} – ${formatDate(addDays(s.end, -1))}: ${money(s.nightlyRateCents)} a night.`,
        ),
      ].filter((line): line is string => line !== null),
    },
    {
      step: "booking",
      title: "Booking and availability",
      lines: [
        l.instantBook
          ? "Instant booking: travellers book at once."
          : "Requests: you accept or decline each booking.",
        `Stays of ${l.minNights} to ${plural(l.maxNights, "night")}.`,
        `Open ${plural(l.availabilityMonths, "month")} ahead${l.advanceNoticeDays ? `, booked at least ${plural(l.advanceNoticeDays, "day")} before check-in` : ""}${l.preparationNights ? `, ${plural(l.preparationNights, "night")} kept free after each stay` : ""}.`,
        `${openNightsAhead(stay.occupied, today)} of the next ${AVAILABILITY_DAYS} nights open to book.`,
        policy ? `Cancellation: ${policy}` : `Cancellation: ${l.cancellationPolicy}.`,
      ],
    },
    {
      step: "description",
      title: "House rules and check-in",
      lines: [
        ...(l.houseRules.length ? l.houseRules : ["No house rules listed."]),
        `Check-in from ${l.checkInClock}, check-out by ${l.checkOutClock}.`,
      ],
    },
  ];
}
