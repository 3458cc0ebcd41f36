import { describe, expect, it } from "vitest";
import {
  MIN_PHOTOS,
  examplePetPrice,
  pricePreview,
  publishProblems,
  slugFor,
  snoozeOver,
  transition,
  type PublishableListing,
} from "./listing-rules.ts";

const ready: PublishableListing = {
  title: "Garden cottage by the river",
  description:
    "A quiet two-bedroom cottage with a fenced garden, ten minutes on foot from the river path. ".repeat(2),
  address: "12 Elm Street",
  city: "Madison",
  country: "United States",
  latitude: 43.07,
  longitude: -89.4,
  maxGuests: 4,
  beds: 2,
  nightlyRateCents: 12_000,
  monthlyRateCents: null,
  minNights: 2,
  maxNights: 90,
  petsAllowed: "yes",
  species: ["dog"],
  savedSteps: ["place", "space", "pets", "description", "pricing", "booking"],
};

describe("publishProblems", () => {
  it("finds nothing missing in a complete listing with enough photos", () => {
    expect(publishProblems(ready, MIN_PHOTOS)).toEqual([]);
  });

  it("names every missing part with the step that fixes it", () => {
    const draft: PublishableListing = {
      ...ready,
      title: "Cottage",
      description: "Nice.",
      latitude: null,
      nightlyRateCents: 0,
      species: [],
      savedSteps: ["place"],
    };
    const problems = publishProblems(draft, 2);
    expect(problems.map((p) => p.step)).toEqual([
      "place",
      "space",
      "photos",
      "pets",
      "pets",
      "description",
      "description",
      "pricing",
      "booking",
    ]);
    expect(problems.find((p) => p.step === "photos")?.message).toBe("Add at least 5 photos (2 so far).");
  });

  it("accepts a listing without pets only when it says so", () => {
    expect(publishProblems({ ...ready, petsAllowed: "no", species: [] }, 5)).toEqual([]);
    expect(publishProblems({ ...ready, petsAllowed: "on_request", species: [] }, 5)).toHaveLength(1);
  });

  it("refuses a maximum stay shorter than the minimum", () => {
    expect(publishProblems({ ...ready, minNights: 30, maxNights: 7 }, 5)).toEqual([
      { step: "booking", message: "The maximum nights cannot be under the minimum." },
    ]);
  });
});

describe("transition", () => {
  it("follows draft → published ⇄ snoozed → archived", () => {
    expect(transition("draft", "publish")).toBe("published");
    expect(transition("published", "snooze")).toBe("snoozed");
    expect(transition("snoozed", "unsnooze")).toBe("published");
    expect(transition("published", "archive")).toBe("archived");
    expect(transition("draft", "archive")).toBe("archived");
  });

  it("refuses the rest", () => {
    expect(transition("published", "publish")).toBeNull();
    expect(transition("draft", "snooze")).toBeNull();
    expect(transition("archived", "publish")).toBeNull();
    expect(transition("archived", "unsnooze")).toBeNull();
    expect(transition("archived", "archive")).toBeNull();
  });

  it("ends a snooze on its date, never one without a date", () => {
    expect(snoozeOver("2027-01-10", "2027-01-09")).toBe(false);
    expect(snoozeOver("2027-01-10", "2027-01-10")).toBe(true);
    expect(snoozeOver(null, "2099-01-01")).toBe(false);
  });
});

describe("slugFor", () => {
  it("makes an address of the title and city, accents and symbols dropped", () => {
    expect(slugFor("Café São Bento — with garden!", "Lisbon", 42)).toBe(
      "cafe-sao-bento-with-garden-lisbon-42",
    );
    expect(slugFor("!!!", "", 7)).toBe("stay-7");
  });
});

describe("pricePreview", () => {
  const terms = {
    nightlyRateCents: 10_000,
    weeklyDiscountPct: 10,
    monthlyRateCents: 240_000,
    cleaningFeeCents: 5_000,
    lodgingTaxBps: 1_000,
    taxExemptAfterNights: 30,
    petFeeCents: 2_500,
    petFeeBasis: "per_pet_per_stay" as const,
    petDepositCents: 20_000,
    currency: "EUR",
  };

  // A Friday: the weekend is its Friday and Saturday nights.
  const FRIDAY = "2027-03-12";

  it("prices a weekend, a week and a month from a real check-in, without and with a pet", () => {
    const rows = pricePreview(terms, FRIDAY);
    expect(rows.map((r) => [r.nights, r.pets, r.checkIn, r.checkOut])).toEqual([
      [2, 0, FRIDAY, "2027-03-14"],
      [2, 1, FRIDAY, "2027-03-14"],
      [7, 0, FRIDAY, "2027-03-19"],
      [7, 1, FRIDAY, "2027-03-19"],
      [30, 0, FRIDAY, "2027-04-11"],
      [30, 1, FRIDAY, "2027-04-11"],
    ]);
    // A weekend: 200 + 50 cleaning, +10% tax; the pet adds 25 (+ tax).
    expect(rows[0]!.quote.totalCents).toBe(27_500);
    expect(rows[1]!.quote.totalCents).toBe(30_250);
    // A week: the weekly discount.
    expect(rows[2]!.quote.discountCents).toBe(7_000);
    // A month: the monthly rate, and no tax from the exemption length.
    expect(rows[4]!.quote.totalCents).toBe(245_000);
    expect(rows[5]!.quote.depositCents).toBe(20_000);
    expect(rows[5]!.quote.currency).toBe("EUR");
  });

  it("shows the weekend and seasonal prices on their dates, and calendar prices over both", () => {
    const rules = {
      weekendRateCents: 15_000,
      seasons: [{ start: "2027-03-15", end: "2027-03-18", nightlyRateCents: 12_000 }],
      monthlyDiscountPct: 0,
      timing: null,
    };
    const rows = pricePreview({ ...terms, rules }, FRIDAY);
    // The weekend: two nights at the weekend price (300) + 50, +10%.
    expect(rows[0]!.quote).toMatchObject({ weekendNights: 2, totalCents: 38_500 });
    // The week: 2 weekend nights, 3 season nights, 2 at the rate: 300 + 360 + 200 = 860, less 10%.
    expect(rows[2]!.quote).toMatchObject({ weekendNights: 2, seasonNights: 3, discountCents: 8_600 });
    const overridden = pricePreview(
      {
        ...terms,
        rules,
        overrides: [{ start: FRIDAY, end: "2027-03-13", nightlyRateCents: 40_000, minNights: null }],
      },
      FRIDAY,
    );
    expect(overridden[0]!.quote.weekendNights).toBe(1);
    expect(overridden[0]!.quote.totalCents).toBe(Math.round((40_000 + 15_000 + 5_000) * 1.1));
  });

  it("a month at the monthly rate keeps that rate whatever the weekend price; without one it follows the nights (decision 3958)", () => {
    const rules = { weekendRateCents: 50_000, seasons: [], monthlyDiscountPct: 20, timing: null };
    const rows = pricePreview({ ...terms, rules }, FRIDAY);
    // $2,400 less 20%, cleaning 50, no tax: the weekend price does not enter a month at the monthly rate.
    expect(rows[4]!.quote.totalCents).toBe(240_000 - 48_000 + 5_000);
    expect(rows[4]!.quote.weekendNights ?? 0).toBe(0);
    const byNight = pricePreview({ ...terms, monthlyRateCents: null, rules }, FRIDAY);
    // 10 Friday and Saturday nights at 500, 20 at 100: 7,000, less 20%, + 50 cleaning.
    expect(byNight[4]!.quote).toMatchObject({ weekendNights: 10, totalCents: 560_000 + 5_000 });
  });
});

describe("examplePetPrice", () => {
  const terms = {
    nightlyRateCents: 10_000,
    weeklyDiscountPct: 0,
    monthlyRateCents: null,
    cleaningFeeCents: 0,
    lodgingTaxBps: 0,
    taxExemptAfterNights: null,
    petFeeCents: 0,
    petFeeBasis: "per_stay" as const,
    petDepositCents: 0,
    currency: "USD",
  };
  const policy = {
    petsAllowed: "yes" as const,
    species: ["dog", "cat"],
    maxPets: 2,
    petFeeCents: 1_500,
    petFeeBasis: "per_pet_per_night" as const,
    petDepositCents: 10_000,
  };

  it("prices two dogs for a week with the fee as typed", () => {
    const example = examplePetPrice(terms, policy);
    expect(example).toMatchObject({
      allowed: true,
      quote: { petFeeCents: 21_000, totalCents: 91_000, depositCents: 10_000 },
      priced: true,
    });
  });

  it("prices the pet fee before the nightly rate is set, and says the total waits for it", () => {
    expect(examplePetPrice({ ...terms, nightlyRateCents: 0 }, policy)).toMatchObject({
      allowed: true,
      quote: { petFeeCents: 21_000 },
      priced: false,
    });
  });

  it("says why two dogs could not come", () => {
    expect(examplePetPrice(terms, { ...policy, species: ["cat"] })).toEqual({
      allowed: false,
      why: "noDogs",
    });
    expect(examplePetPrice(terms, { ...policy, maxPets: 1 })).toEqual({
      allowed: false,
      why: "onePet",
    });
  });
});
