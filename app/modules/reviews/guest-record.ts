import { MIN_RATINGS_SHOWN } from "../stays/stays.ts";

/**
 * A traveller's record, as owners see it beside a request (decision 3600): the stays they completed,
 * what owners wrote of them (published reviews only), and each pet's record from those reviews
 * ("3 stays with Max · always as declared"). Built field by field from an allow-list: never the
 * private feedback, an account or booking id, or a review still waiting for its window.
 */

export interface PetStay {
  petName: string;
  species: string;
  asDeclared: boolean;
  behaviour: number;
}

export interface PetRecord {
  name: string;
  species: string;
  stays: number;
  /** Stays where the owner found the pet as declared. */
  declared: number;
  /** Average behaviour, 1 to 5, one decimal. */
  behaviour: number;
  /** "3 stays with Max · always as declared". */
  line: string;
}

export interface GuestReviewCard {
  rating: number;
  cleanliness: number;
  houseRules: number;
  communication: number;
  body: string;
  /** Where, and when (month) — never the booking. */
  listingTitle: string;
  month: string;
  /** The traveller's one reply, if any. */
  reply: string | null;
  pets: { name: string; asDeclared: boolean; behaviour: number; note: string }[];
}

export interface GuestRecord {
  stays: number;
  reviewCount: number;
  /** The average of owners' overall ratings, one decimal; null with fewer than MIN_RATINGS_SHOWN. */
  rating: number | null;
  reviews: GuestReviewCard[];
  pets: PetRecord[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The average to show, or null below the minimum number of ratings. */
export function fairAverage(ratings: readonly number[], min = MIN_RATINGS_SHOWN): number | null {
  if (ratings.length < min) return null;
  return round1(ratings.reduce((a, b) => a + b, 0) / ratings.length);
}

/** A pet's record as the catalogue's `host.record.pet` message takes it, in any language. */
export function petRecordValues(pet: Pick<PetRecord, "name" | "stays" | "declared">) {
  return {
    name: pet.name,
    count: pet.stays,
    declared: pet.declared === pet.stays ? "all" : pet.declared === 0 ? "none" : "some",
    asDeclared: pet.declared,
  };
}

/** One pet's record line, in English. */
export function petRecordLine(name: string, stays: number, declared: number): string {
  const staysText = `${stays} ${stays === 1 ? "stay" : "stays"} with ${name}`;
  if (declared === stays) return `${staysText} · ${stays === 1 ? "as declared" : "always as declared"}`;
  if (declared === 0) return `${staysText} · not as declared`;
  return `${staysText} · as declared ${declared} of ${stays}`;
}

/** Each pet (by name and species, ignoring case and spaces) with its stays from owners' reviews. */
export function petRecords(stays: readonly PetStay[]): PetRecord[] {
  const byPet = new Map<string, PetStay[]>();
  for (const stay of stays) {
    const key = `${stay.petName.trim().toLowerCase()}|${stay.species}`;
    byPet.set(key, [...(byPet.get(key) ?? []), stay]);
  }
  return [...byPet.values()]
    .map((rows) => {
      const name = rows[0]!.petName.trim();
      const declared = rows.filter((r) => r.asDeclared).length;
      return {
        name,
        species: rows[0]!.species,
        stays: rows.length,
        declared,
        behaviour: round1(rows.reduce((a, r) => a + r.behaviour, 0) / rows.length),
        line: petRecordLine(name, rows.length, declared),
      };
    })
    .sort((a, b) => b.stays - a.stays || a.name.localeCompare(b.name));
}

/** The short line of a request list: "3 stays · ★ 4.8 from owners · Max: always as declared". */
export function recordSummary(record: GuestRecord): string {
  const parts = [
    record.stays === 0 ? "No stays yet" : `${record.stays} ${record.stays === 1 ? "stay" : "stays"}`,
  ];
  if (record.rating !== null) parts.push(`★ ${record.rating.toFixed(1)} from owners`);
  else if (record.reviewCount > 0)
    parts.push(`${record.reviewCount} ${record.reviewCount === 1 ? "review" : "reviews"} from owners`);
  for (const pet of record.pets.slice(0, 2)) parts.push(pet.line);
  return parts.join(" · ");
}

/**
 * A traveller's public page (decision 3611), field by field from their record: their first name,
 * the year they joined, stays, owners' published reviews (words, ratings, month, their reply, how
 * each pet was) and the pets' records. Never where they stayed (a listing and a month would say
 * where someone was), an account or booking id, the private feedback or an owner's name.
 */
export interface PublicTraveller {
  firstName: string;
  joinedYear: number;
  stays: number;
  reviewCount: number;
  rating: number | null;
  /** Each pet's record, said by the page in the reader's language (`petRecordValues`). */
  pets: { name: string; species: string; stays: number; declared: number }[];
  reviews: {
    rating: number;
    body: string;
    month: string;
    reply: string | null;
    pets: { name: string; asDeclared: boolean; behaviour: number }[];
  }[];
}

export function publicTraveller(
  person: { firstName: string; joinedYear: number },
  record: GuestRecord,
): PublicTraveller {
  return {
    firstName: person.firstName,
    joinedYear: person.joinedYear,
    stays: record.stays,
    reviewCount: record.reviewCount,
    rating: record.rating,
    pets: record.pets.map((pet) => ({
      name: pet.name,
      species: pet.species,
      stays: pet.stays,
      declared: pet.declared,
    })),
    reviews: record.reviews.map((review) => ({
      rating: review.rating,
      body: review.body,
      month: review.month,
      reply: review.reply,
      pets: review.pets.map((pet) => ({
        name: pet.name,
        asDeclared: pet.asDeclared,
        behaviour: pet.behaviour,
      })),
    })),
  };
}

/**
 * The records of the pets a traveller chose on a stay page (decision 3611): what the owner will see
 * beside their request, one per chosen pet that has a record (matched by name, any case).
 */
export function chosenPetRecords(
  record: GuestRecord,
  saved: readonly { id: string; name: string }[] | null,
  chosenIds: readonly string[],
): PetRecord[] {
  const names = new Set(
    (saved ?? []).filter((pet) => chosenIds.includes(pet.id)).map((pet) => pet.name.trim().toLowerCase()),
  );
  return record.pets.filter((pet) => names.has(pet.name.trim().toLowerCase()));
}
