import { describe, expect, it } from "vitest";
import {
  listingsSummary,
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

  it("takes the monthly discount of the pricing rules on the 30 nights (a count of nights has no weekend)", () => {
    const rules = { weekendRateCents: 50_000, seasons: [], monthlyDiscountPct: 20, timing: null };
    const rows = pricePreview({ ...terms, rules });
    // 30 nights: $2,400 less 20%, cleaning 50, no tax; 3 nights: no weekend price without dates.
    expect(rows[4]!.quote.totalCents).toBe(240_000 - 48_000 + 5_000);
    expect(rows[0]!.quote.totalCents).toBe(38_500);
  });

  it("prices 3, 7 and 30 nights without and with a pet", () => {
    const rows = pricePreview(terms);
    expect(rows.map((r) => [r.nights, r.pets])).toEqual([
      [3, 0],
      [3, 1],
      [7, 0],
      [7, 1],
      [30, 0],
      [30, 1],
    ]);
    // 3 nights: 300 + 50 cleaning, +10% tax; the pet adds 25 (+ tax).
    expect(rows[0]!.quote.totalCents).toBe(38_500);
    expect(rows[1]!.quote.totalCents).toBe(41_250);
    // 7 nights: the weekly discount.
    expect(rows[2]!.quote.discountCents).toBe(7_000);
    // 30 nights: the monthly rate, and no tax from the exemption length.
    expect(rows[4]!.quote.totalCents).toBe(245_000);
    expect(rows[5]!.quote.depositCents).toBe(20_000);
    expect(rows[5]!.quote.currency).toBe("EUR");
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
      reason: "dogs are not on the list.",
    });
    expect(examplePetPrice(terms, { ...policy, maxPets: 1 })).toEqual({
      allowed: false,
      reason: "at most 1 pet per stay.",
    });
  });
});

describe("listingsSummary", () => {
  it("speaks of one listing as yours, and counts several", () => {
    expect(listingsSummary(0, 0, 0)).toBe("Share your home with travellers and their pets.");
    expect(listingsSummary(1, 1, 0)).toBe("Your listing is live.");
    expect(listingsSummary(1, 1, 1)).toBe(
      "Your listing is live; it needs a few things before travellers can book.",
    );
    expect(listingsSummary(1, 0, 1)).toBe(
      "Your listing is not live yet: it needs a few things before travellers can book.",
    );
    expect(listingsSummary(3, 1, 0)).toBe("1 of your 3 listings is live.");
    expect(listingsSummary(3, 2, 2)).toBe(
      "2 of your 3 listings are live; 2 need a few things before travellers can book.",
    );
  });
});
