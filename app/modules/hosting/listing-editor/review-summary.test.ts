import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/language.server.ts";
import { formatClock, formatDate, formatMoney } from "../../../shared/format.ts";
import type { PublicStay } from "../../stays/public-stay.ts";
import { openNightsAhead, placeAsShown, reviewSummary, type SummaryWords } from "./review-summary.ts";

const listing = {
  slug: "lake-cottage",
  lang: "en",
  title: "Lake cottage with a fenced garden",
  summary: "",
  description: "A quiet cottage by the lake. ".repeat(12),
  propertyType: "cottage",
  placeKind: "entire",
  neighborhood: "Park Point",
  city: "Duluth",
  region: "Minnesota",
  country: "United States",
  timeZone: "America/Chicago",
  bedrooms: 2,
  beds: 3,
  bathrooms: 1,
  maxGuests: 4,
  minNights: 2,
  maxNights: 90,
  currency: "USD",
  nightlyRateCents: 12_000,
  weeklyDiscountPct: 10,
  monthlyRateCents: 240_000,
  pricingRules: {
    weekendRateCents: 15_000,
    seasons: [{ start: "2027-07-01", end: "2027-09-01", nightlyRateCents: 18_000 }],
    monthlyDiscountPct: 20,
    timing: null,
  },
  cleaningFeeCents: 5_000,
  lodgingTaxBps: 650,
  taxExemptAfterNights: 30,
  instantBook: false,
  checkInTime: "15:00",
  checkOutTime: "11:00",
  checkInClock: "3:00 PM",
  checkOutClock: "11:00 AM",
  houseRules: ["No smoking", "Dogs off the beds"],
  cancellationPolicy: "moderate",
  amenities: ["wifi", "kitchen"],
  status: "draft",
  advanceNoticeDays: 1,
  preparationNights: 1,
  availabilityMonths: 12,
  ratingAvg: 0,
  ratingCount: 0,
  petRatingAvg: 0,
} satisfies PublicStay["listing"];

const stay = {
  listing,
  area: { lat: 46.7, lng: -92.1, radiusM: 740 },
  photos: [],
  occupied: [
    { start: "2027-02-25", end: "2027-03-03", kind: "booked" },
    { start: "2027-03-10", end: "2027-03-12", kind: "blocked" },
  ],
} as unknown as PublicStay;

/** The page's words and formats in English, as `useSummaryWords` gives them. */
const money: SummaryWords = {
  t: translatorFor("en", "listingEditor.review.summary"),
  rules: translatorFor("en", "stay.rules"),
  amenity: translatorFor("en", "stay.amenity"),
  type: translatorFor("en", "stay.card.type"),
  policy: translatorFor("en", "stay.page.cancellationTerms"),
  money: (cents) => formatMoney(cents, "USD"),
  date: (iso) => formatDate(iso),
  number: (n) => n.toLocaleString("en-US"),
  percent: (pct) => `${pct}%`,
  list: (parts) => parts.join(", "),
  clock: (time) => formatClock(time),
};

describe("the review step's summary", () => {
  const parts = reviewSummary(stay, "2027-03-01", money);
  const part = (title: string) => parts.find((p) => p.title === title)!;

  it("has a part for each step travellers read, each naming the step that edits it", () => {
    expect(parts.map((p) => [p.title, p.step])).toEqual([
      ["Title and description", "description"],
      ["Place", "place"],
      ["Space", "space"],
      ["Prices", "pricing"],
      ["Booking and availability", "booking"],
      ["House rules and check-in", "description"],
    ]);
    expect(part("Title and description").lines[1]).toMatch(/^A quiet cottage by the lake\..*…$/);
  });

  it("shows the place as travellers read it: the town and a circle, never the street", () => {
    expect(placeAsShown(listing)).toBe("Park Point, Duluth, Minnesota, United States");
    expect(part("Place").lines).toEqual([
      "Cottage, the entire place.",
      "Shown as: Park Point, Duluth, Minnesota, United States.",
      "Travellers see a circle about 700 m across around the home, not the exact spot; the street address is shared once you accept a booking.",
    ]);
    const noPin = reviewSummary({ ...stay, area: null }, "2027-03-01", money);
    expect(noPin[1]!.lines[2]).toBe("No pin yet: travellers see only the town.");
  });

  it("lists the prices with the rules and each season", () => {
    expect(part("Prices").lines).toEqual([
      "$120 a night.",
      "10% off from 7 nights.",
      "$2,400 a month from 28 nights.",
      "Cleaning fee $50.",
      "Lodging tax 6.5% (none from 30 nights).",
      "Pricing rules: Friday and Saturday nights $150; Seasonal prices on some dates; 20% off from 28 nights.",
      "Season Jul 1, 2027 – Aug 31, 2027: $180 a night.",
    ]);
  });

  it("says how and when it can be booked, with the open nights of the next 90 days", () => {
    expect(part("Booking and availability").lines).toEqual([
      "Requests: you accept or decline each booking.",
      "Stays of 2 to 90 nights.",
      "Open 12 months ahead, booked at least 1 day before check-in, 1 night kept free after each stay.",
      "86 of the next 90 nights open to book.",
      expect.stringMatching(/^Cancellation: Free cancellation until 5 days before check-in/),
    ]);
    expect(part("House rules and check-in").lines).toEqual([
      "No smoking",
      "Dogs off the beds",
      "Check-in from 3:00 PM, check-out by 11:00 AM.",
    ]);
    expect(part("Space").lines[0]).toBe("4 guests · 2 bedrooms · 3 beds · 1 bathroom");
  });

  it("counts open nights only inside the window, taken ranges clipped", () => {
    expect(openNightsAhead([], "2027-03-01", 10)).toBe(10);
    expect(
      openNightsAhead([{ start: "2027-02-01", end: "2027-04-01", kind: "booked" }], "2027-03-01", 10),
    ).toBe(0);
    expect(
      openNightsAhead([{ start: "2027-03-09", end: "2027-03-20", kind: "blocked" }], "2027-03-01", 10),
    ).toBe(8);
  });
});
