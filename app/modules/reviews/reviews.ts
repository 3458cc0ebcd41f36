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

/** An owner cannot review their own home. */
export const OWN_HOME_REVIEW = "This is your own home: reviews are for the guests who stayed there.";

/** How the author is shown: first name and last initial ("Ada L."). */
export function reviewerName(firstName: string, lastName: string) {
  const first = firstName.trim();
  const initial = Array.from(lastName.trim())[0];
  return [first || "A guest", initial ? `${initial.toUpperCase()}.` : ""].filter(Boolean).join(" ");
}
