import type { PetPolicySummary } from "../stays/stays.ts";
import type { DateRange } from "./bookings.ts";
import type { FieldErrors } from "../../shared/forms.ts";
import { serviceHorsesIn } from "../pets/fit.ts";

/** What the booking page needs of a listing and its pet policy (sent to the browser). */
export function bookingPageListing(
  listing: {
    slug: string;
    title: string;
    city: string;
    region: string;
    country: string;
    instantBook: boolean;
    maxGuests: number;
    minNights: number;
    maxNights: number;
    houseRules: string[];
    checkInTime: string;
    checkOutTime: string;
    cancellationPolicy: string;
    currency: string;
  },
  pet: PetPolicySummary & { serviceAnimalNote: string },
) {
  return {
    slug: listing.slug,
    title: listing.title,
    place: `${listing.city}, ${listing.region}`,
    instantBook: listing.instantBook,
    maxGuests: listing.maxGuests,
    minNights: listing.minNights,
    maxNights: listing.maxNights,
    houseRules: listing.houseRules,
    // The home's clock ("15:00:00") and its city: the page writes "3:00 PM in Lisbon" in its language.
    checkInTime: listing.checkInTime,
    checkOutTime: listing.checkOutTime,
    city: listing.city,
    cancellationPolicy: listing.cancellationPolicy,
    // The pet policy at a glance, written by the page in its language (PetPolicyLine).
    petPolicy: {
      petsAllowed: pet.petsAllowed,
      maxPets: pet.maxPets,
      species: pet.species,
      maxWeightLb: pet.maxWeightLb,
      maxWeightUnit: pet.maxWeightUnit,
      petFeeCents: pet.petFeeCents,
      petFeeBasis: pet.petFeeBasis,
    } satisfies PetPolicySummary,
    currency: listing.currency,
    species: pet.species,
    serviceAnimalNote: pet.serviceAnimalNote,
    /** A miniature horse may come as a service animal here (the home's country's law). */
    serviceHorses: serviceHorsesIn(listing.country),
  };
}
export type BookingPageListing = ReturnType<typeof bookingPageListing>;

/** The booking page's link to other free dates, everything else typed kept (never the key or consent). */
export function alternativeLink(slug: string, values: Record<string, string>, range: DateRange) {
  const params = new URLSearchParams(values);
  for (const key of ["idempotencyKey", "agree"]) params.delete(key);
  params.set("listing", slug);
  params.set("checkIn", range.start);
  params.set("checkOut", range.end);
  return `/hotels/booking?${params}`;
}

/**
 * The booking page as a link holding everything typed (never the key or consent): where a
 * traveller whose session ended mid-form comes back after signing in. A message too long for
 * the address is left off before the stay itself would be.
 */
export function bookingResumePath(values: Record<string, string>, maxLength = 2000) {
  const params = new URLSearchParams(values);
  for (const key of ["idempotencyKey", "agree", "update", "addPet", "removePet"]) params.delete(key);
  const path = () => `/hotels/booking?${params}`;
  if (path().length > maxLength) params.delete("message");
  if (path().length > maxLength)
    for (const key of [...params.keys()])
      if (key.startsWith("pets.") || key === "contactPhone") params.delete(key);
  return path();
}

/** The pointer to the fields (the page says it in its language: booking.form.checkFields). */
export const CHECK_FIELDS =
  "Please check the highlighted fields: nothing is booked yet, and what you typed is kept.";

/** The message about the whole form: the form's own, the pending-requests limit, or a pointer to the fields. */
export function formNotice(fieldErrors: FieldErrors): { message: string; general: boolean } | null {
  const general = fieldErrors.form ?? fieldErrors.limit;
  if (general) return { message: general, general: true };
  if (Object.keys(fieldErrors).length === 0) return null;
  return {
    message: CHECK_FIELDS,
    general: false,
  };
}

/** The when-and-who fields as the traveller typed them ("2.9" stays "2.9" beside its message). */
export function typedStay(
  values: Record<string, string>,
  request: { checkIn: string; checkOut: string; adults: number; children: number },
) {
  return {
    checkIn: values.checkIn ?? request.checkIn,
    checkOut: values.checkOut ?? request.checkOut,
    adults: values.adults ?? String(request.adults),
    children: values.children ?? String(request.children),
  };
}
export type TypedStay = ReturnType<typeof typedStay>;
