import { z } from "zod";

/** A review of a completed stay: two ratings and words for other pet owners. */
export const REVIEW_MIN = 20;
export const REVIEW_MAX = 2000;

// Exactly the stars the form offers: "0x5", "5.0" or "+5" are not ratings.
const rating = (label: string) =>
  z.enum(["1", "2", "3", "4", "5"], { error: `Choose a ${label} from 1 to 5 stars.` }).transform(Number);

export const reviewSchema = z.object({
  rating: rating("rating"),
  petRating: rating("pet-friendliness rating"),
  body: z
    .string({ error: "Tell other travellers about your stay." })
    .trim()
    .min(REVIEW_MIN, `Write at least ${REVIEW_MIN} characters.`)
    .max(REVIEW_MAX, `Keep it under ${REVIEW_MAX} characters.`),
});

/** How the author is shown: first name and last initial ("Ada L."). */
export function reviewerName(firstName: string, lastName: string) {
  const first = firstName.trim();
  const initial = Array.from(lastName.trim())[0];
  return [first || "A guest", initial ? `${initial.toUpperCase()}.` : ""].filter(Boolean).join(" ");
}

/** The owner's review of the traveller: four ratings, words, private feedback, and each pet. */
export const GUEST_REVIEW_MAX = 2000;
export const PRIVATE_FEEDBACK_MAX = 1000;
export const PET_NOTE_MAX = 300;

/** The fields of one pet on the booking, by its position: `pet0-asDeclared`, `pet0-behaviour`, `pet0-note`. */
export const petField = (index: number, name: "asDeclared" | "behaviour" | "note") => `pet${index}-${name}`;

/** A schema for a booking with `petCount` pets (each pet's fields are named by petField). */
export function guestReviewSchema(petCount: number) {
  const pets: Record<string, z.ZodType> = {};
  for (let i = 0; i < petCount; i++) {
    pets[petField(i, "asDeclared")] = z
      .enum(["yes", "no"], { error: "Say whether this pet was as declared." })
      .transform((v) => v === "yes");
    pets[petField(i, "behaviour")] = rating("behaviour rating");
    pets[petField(i, "note")] = z
      .string()
      .trim()
      .max(PET_NOTE_MAX, `Keep it under ${PET_NOTE_MAX} characters.`)
      .optional()
      .transform((v) => v ?? "");
  }
  return z
    .object({
      rating: rating("rating"),
      cleanliness: rating("cleanliness rating"),
      houseRules: rating("house-rules rating"),
      communication: rating("communication rating"),
      body: z
        .string({ error: "Tell other owners about this guest." })
        .trim()
        .min(REVIEW_MIN, `Write at least ${REVIEW_MIN} characters.`)
        .max(GUEST_REVIEW_MAX, `Keep it under ${GUEST_REVIEW_MAX} characters.`),
      privateFeedback: z
        .string()
        .trim()
        .max(PRIVATE_FEEDBACK_MAX, `Keep it under ${PRIVATE_FEEDBACK_MAX} characters.`)
        .optional()
        .transform((v) => v || null),
      ...pets,
    })
    .transform((form) => {
      const values = form as Record<string, unknown>;
      return {
        rating: form.rating,
        cleanliness: form.cleanliness,
        houseRules: form.houseRules,
        communication: form.communication,
        body: form.body,
        privateFeedback: form.privateFeedback,
        pets: Array.from({ length: petCount }, (_, i) => ({
          asDeclared: values[petField(i, "asDeclared")] as boolean,
          behaviour: values[petField(i, "behaviour")] as number,
          note: values[petField(i, "note")] as string,
        })),
      };
    });
}
