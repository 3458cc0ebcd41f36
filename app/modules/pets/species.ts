/** The kinds of pet a stay can welcome, and their words. */
export const SPECIES = ["dog", "cat", "bird", "rabbit", "small_mammal", "reptile", "other"] as const;
export type Species = (typeof SPECIES)[number];
export const SPECIES_LABELS: Record<Species, [string, string]> = {
  dog: ["dog", "dogs"],
  cat: ["cat", "cats"],
  bird: ["bird", "birds"],
  rabbit: ["rabbit", "rabbits"],
  small_mammal: ["small mammal", "small mammals"],
  reptile: ["reptile", "reptiles"],
  other: ["other pet", "other pets"],
};

/**
 * Not a pet a home can welcome, only a service animal where the law says so (pets/fit.ts,
 * SERVICE_HORSE_COUNTRIES): the booking form offers it there.
 */
export const MINIATURE_HORSE = "miniature_horse";

export function speciesLabel(species: string, count = 1) {
  if (species === MINIATURE_HORSE) return count === 1 ? "miniature horse" : "miniature horses";
  const labels = SPECIES_LABELS[species as Species];
  if (!labels) return species;
  return count === 1 ? labels[0] : labels[1];
}

function joinWords(words: string[]) {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** "dogs, cats and birds": the kinds a stay welcomes, in a sentence. */
export function speciesList(species: string[]) {
  return joinWords(species.map((s) => speciesLabel(s, 2)));
}
