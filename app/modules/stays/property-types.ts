/** The kinds of home a listing can be. */
export const PROPERTY_TYPES = [
  "house",
  "apartment",
  "condo",
  "townhouse",
  "cabin",
  "cottage",
  "loft",
  "studio",
  "farmhouse",
  "bungalow",
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
