import { limitAsTyped } from "../../pets/weight.ts";
import type { OwnListing } from "../hosting.server.ts";
import type { FormStepKey } from "./listing-steps.ts";

/**
 * A listing as the editor's forms show it: every field as the text a person would type
 * (amounts in the listing's currency, lists joined as the forms send them).
 */
export type StepValues = Record<string, string>;

const amount = (cents: number | null) => (cents == null || cents === 0 ? "" : String(cents / 100));
const optional = (value: number | null) => (value == null ? "" : String(value));

export function stepValues(row: Pick<OwnListing, "listing" | "pet">, step: FormStepKey): StepValues {
  const { listing, pet } = row;
  switch (step) {
    case "place":
      return {
        propertyType: listing.propertyType,
        placeKind: listing.placeKind,
        address: listing.address,
        city: listing.city,
        region: listing.region,
        postcode: listing.postcode,
        country: listing.country,
        timeZone: listing.timeZone,
        latitude: optional(listing.latitude),
        longitude: optional(listing.longitude),
      };
    case "space":
      return {
        maxGuests: String(listing.maxGuests),
        bedrooms: String(listing.bedrooms),
        beds: String(listing.beds),
        bathrooms: String(listing.bathrooms),
        sizeSqm: optional(listing.sizeSqm),
        amenities: listing.amenities.join(","),
        accessibilityNotes: listing.accessibilityNotes,
      };
    case "pets":
      return {
        petsAllowed: pet.petsAllowed,
        species: pet.species.join(","),
        maxPets: String(pet.maxPets),
        maxWeight: optional(
          pet.maxWeightLb === null ? null : limitAsTyped(pet.maxWeightLb, pet.maxWeightUnit),
        ),
        weightUnit: pet.maxWeightUnit,
        breedRestrictions: pet.breedRestrictions.join("\n"),
        petFee: amount(pet.petFeeCents),
        petFeeBasis: pet.petFeeBasis,
        petDeposit: amount(pet.petDepositCents),
        unattended: pet.unattended,
        petAmenities: pet.petAmenities.join(","),
        dogParkName: pet.dogParkName ?? "",
        dogParkMiles: optional(pet.dogParkMiles),
        vetName: pet.vetName ?? "",
        vetMiles: optional(pet.vetMiles),
        notes: pet.notes,
        serviceAnimalNote: pet.serviceAnimalNote,
      };
    case "description":
      return {
        title: listing.title,
        summary: listing.summary,
        description: listing.description,
        houseRules: listing.houseRules.join("\n"),
        checkInTime: listing.checkInTime.slice(0, 5),
        checkOutTime: listing.checkOutTime.slice(0, 5),
        checkInInstructions: listing.checkInInstructions,
        language: listing.language,
      };
    case "pricing":
      return {
        currency: listing.currency,
        nightlyRate: amount(listing.nightlyRateCents),
        weeklyDiscountPct: String(listing.weeklyDiscountPct),
        monthlyRate: amount(listing.monthlyRateCents),
        cleaningFee: amount(listing.cleaningFeeCents),
        lodgingTaxPct: String(listing.lodgingTaxBps / 100),
        taxExemptAfterNights: optional(listing.taxExemptAfterNights),
      };
    case "booking":
      return {
        bookingMode: listing.instantBook ? "instant" : "request",
        minNights: String(listing.minNights),
        maxNights: String(listing.maxNights),
        advanceNoticeDays: String(listing.advanceNoticeDays),
        preparationNights: String(listing.preparationNights),
        availabilityMonths: String(listing.availabilityMonths),
        cancellationPolicy: listing.cancellationPolicy,
      };
  }
}

/** The values of a list field ("a,b" → ["a", "b"]). */
export const listOf = (value: string | undefined) => (value ? value.split(",").filter(Boolean) : []);
