// What a listing offers and asks, with the words the site shows for each: amenities, pet
// amenities, cancellation policies and whether pets may be left alone. Apart from stays.ts so the
// first download of a page that shows none of them carries none of their words (decision 2104).

export const AMENITIES = {
  wifi: "Fast wifi",
  kitchen: "Full kitchen",
  washer: "Washer and dryer",
  parking: "Free parking",
  ac: "Air conditioning",
  heating: "Heating",
  workspace: "Dedicated workspace",
  tv: "TV",
  pool: "Pool",
  hot_tub: "Hot tub",
  fireplace: "Fireplace",
  ev_charger: "EV charger",
  dishwasher: "Dishwasher",
  patio: "Patio or balcony",
  bbq: "Barbecue grill",
  step_free: "Step-free entrance",
} as const;
export type Amenity = keyof typeof AMENITIES;
export const AMENITY_KEYS = Object.keys(AMENITIES) as Amenity[];

export const PET_AMENITIES = {
  fenced_yard: "Fenced yard",
  dog_door: "Dog door",
  bowls: "Food and water bowls",
  pet_bed: "Pet bed",
  crate: "Crate",
  relief_area: "Pet relief area",
  litter_box: "Litter box",
  dog_wash: "Dog wash station",
} as const;
export type PetAmenity = keyof typeof PET_AMENITIES;
export const PET_AMENITY_KEYS = Object.keys(PET_AMENITIES) as PetAmenity[];

export const CANCELLATION_POLICIES = {
  // In what stays owed, not "refunded": the traveller pays the owner from check-in (bookings/payment.ts).
  flexible: "Free cancellation until 24 hours before check-in; after that, the next night is still owed.",
  moderate:
    "Free cancellation until 5 days before check-in; after that, half of the nights not yet stayed is still owed.",
  strict:
    "Free cancellation within 48 hours of booking if check-in is at least 14 days away; after that, half the total is owed until 7 days before check-in, and all of it later.",
  long_term: "The first month is owed once booked; after that, give 30 days' notice to end the stay early.",
} as const;
export type CancellationPolicy = keyof typeof CANCELLATION_POLICIES;

export const UNATTENDED_LABELS = {
  allowed: "Pets may be left alone in the home for short periods.",
  crated: "Pets may be left alone only when crated.",
  not_allowed: "Pets may not be left alone in the home.",
} as const;
