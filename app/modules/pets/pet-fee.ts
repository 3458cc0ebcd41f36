/**
 * The pet fee (DESIGN.md §5): what an owner charges for pets, by its basis. Service animals
 * are not pets and never counted here. The price function (stays/pricing.ts) adds it to a
 * stay's total; pet fit (fit.ts) shows it.
 */

/** Months of a long stay are counted in 30-night blocks (pet fee per month, monthly rate). */
export const NIGHTS_PER_MONTH = 30;

export const PET_FEE_BASES = [
  "per_stay",
  "per_night",
  "per_pet_per_stay",
  "per_pet_per_night",
  "per_pet_per_month",
] as const;
export type PetFeeBasis = (typeof PET_FEE_BASES)[number];

/** All of a listing's terms the pet fee reads. */
export interface PetFeeTerms {
  petFeeCents: number;
  petFeeBasis: PetFeeBasis;
}

export function petFeeFor(terms: PetFeeTerms, nights: number, pets: number) {
  if (pets <= 0 || terms.petFeeCents <= 0) return 0;
  switch (terms.petFeeBasis) {
    case "per_stay":
      return terms.petFeeCents;
    case "per_night":
      return terms.petFeeCents * nights;
    case "per_pet_per_stay":
      return terms.petFeeCents * pets;
    case "per_pet_per_night":
      return terms.petFeeCents * pets * nights;
    case "per_pet_per_month":
      return terms.petFeeCents * pets * Math.ceil(nights / NIGHTS_PER_MONTH);
  }
}
