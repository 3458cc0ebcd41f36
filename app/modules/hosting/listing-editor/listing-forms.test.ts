import { describe, expect, it } from "vitest";
import { parseFields } from "~/shared/forms";
import {
  bookingSettingsSchema,
  listValues,
  petsSchema,
  placeSchema,
  pricingSchema,
  spaceSchema,
} from "./listing-forms.ts";
import { timeZoneFor } from "./places.ts";

describe("listing editor forms", () => {
  it("take several checkboxes of one name as a list", () => {
    const form = new FormData();
    form.append("amenities", "wifi");
    form.append("amenities", "washer");
    form.append("maxGuests", "4");
    expect(listValues(form)).toEqual({ amenities: "wifi,washer", maxGuests: "4" });
    const parsed = parseFields(spaceSchema, {
      ...listValues(form),
      bedrooms: "1",
      beds: "2",
      bathrooms: "1.5",
    });
    expect(parsed.ok && parsed.data.amenities).toEqual(["wifi", "washer"]);
  });

  it("refuse numbers people did not mean: fractions of guests, half a half bathroom, 0x2", () => {
    const parsed = parseFields(spaceSchema, {
      maxGuests: "2.9",
      bedrooms: "0x2",
      beds: "1",
      bathrooms: "1.25",
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.fieldErrors.maxGuests).toMatch(/whole number/);
      expect(parsed.fieldErrors.bedrooms).toMatch(/whole number/);
      expect(parsed.fieldErrors.bathrooms).toMatch(/steps of 0.5/);
    }
  });

  it("read amounts in the listing's currency as cents, and refuse a zero rate", () => {
    const parsed = parseFields(pricingSchema, {
      currency: "EUR",
      nightlyRate: "1,250.50",
      weeklyDiscountPct: "5",
      lodgingTaxPct: "6.25",
      monthlyRate: "",
    });
    expect(parsed.ok && parsed.data).toMatchObject({
      nightlyRate: 125_050,
      monthlyRate: null,
      lodgingTaxBps: 625,
    });
    const zero = parseFields(pricingSchema, {
      currency: "EUR",
      nightlyRate: "0",
      weeklyDiscountPct: "0",
      lodgingTaxPct: "0",
    });
    expect(!zero.ok && zero.fieldErrors.nightlyRate).toBe("The nightly rate: more than 0.");
    const other = parseFields(pricingSchema, {
      currency: "XXX",
      nightlyRate: "90",
      weeklyDiscountPct: "0",
      lodgingTaxPct: "0",
    });
    expect(!other.ok && other.fieldErrors.currency).toMatch(/from the list/);
  });

  it("store a weight limit in pounds, kilograms rounded down, with the unit typed; pets welcome need a species", () => {
    const base = {
      petsAllowed: "yes",
      maxPets: "2",
      petFeeBasis: "per_stay",
      unattended: "crated",
      species: "dog",
    };
    const kg = parseFields(petsSchema, { ...base, maxWeight: "25", weightUnit: "kg" });
    // Rounded down, never above what was typed (25 kg is 55.1 lb), with the unit kept.
    expect(kg.ok && kg.data).toMatchObject({ maxWeightLb: 55, maxWeightUnit: "kg" });
    // The site's one cap (400 lb): in pounds, and in kilograms once converted.
    const heaviest = parseFields(petsSchema, { ...base, maxWeight: "400", weightUnit: "lb" });
    expect(heaviest.ok && heaviest.data.maxWeightLb).toBe(400);
    const tooHeavy = parseFields(petsSchema, { ...base, maxWeight: "190", weightUnit: "kg" });
    expect(!tooHeavy.ok && tooHeavy.fieldErrors.maxWeight).toBe("The weight limit: from 1 to 181 kg.");
    const none = parseFields(petsSchema, { ...base, species: "", weightUnit: "lb" });
    expect(!none.ok && none.fieldErrors.species).toMatch(/at least one species/);
    const fish = parseFields(petsSchema, { ...base, species: "dog,shark", weightUnit: "lb" });
    expect(!fish.ok && fish.fieldErrors.species).toMatch(/from the list/);
  });

  it("check a place's country and time zone against the lists", () => {
    const place = {
      propertyType: "cabin",
      placeKind: "entire",
      address: "1 Lake Rd",
      city: "Banff",
      country: "Canada",
    };
    const parsed = parseFields(placeSchema, {
      ...place,
      region: "Alberta",
      timeZone: "",
      latitude: "51.17",
      longitude: "-115.57",
    });
    expect(parsed.ok).toBe(true);
    expect(timeZoneFor("Canada", "Alberta")).toBe("America/Edmonton");
    expect(timeZoneFor("Portugal", "Lisboa")).toBe("Europe/Lisbon");
    const wrong = parseFields(placeSchema, {
      ...place,
      country: "Atlantis",
      timeZone: "Mars/Olympus",
      latitude: "91",
    });
    expect(!wrong.ok && Object.keys(wrong.fieldErrors).sort()).toEqual(["country", "latitude", "timeZone"]);
  });

  it("keep the maximum stay at or above the minimum", () => {
    const parsed = parseFields(bookingSettingsSchema, {
      bookingMode: "request",
      minNights: "30",
      maxNights: "7",
      advanceNoticeDays: "0",
      preparationNights: "3",
      availabilityMonths: "12",
      cancellationPolicy: "moderate",
    });
    expect(!parsed.ok && parsed.fieldErrors).toMatchObject({
      preparationNights: "The preparation time: from 0 to 2.",
    });
  });
});
