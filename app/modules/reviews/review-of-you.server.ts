import type { reviewOfBookingToAnswer } from "./moderation.server.ts";
import type { reviewsOfStay } from "./window.server.ts";

type ToAnswer = Awaited<ReturnType<typeof reviewOfBookingToAnswer>>;
type GuestReview = Awaited<ReturnType<typeof reviewsOfStay>>["guestReview"];

/**
 * The owner's review of the traveller, for the traveller's review page: theirs to read once it is
 * published (private feedback included) and to answer once; null before then.
 */
export function reviewOfYouView(toAnswer: ToAnswer, guestReview: GuestReview) {
  if (!toAnswer || !guestReview) return null;
  return {
    reply: toAnswer.reply,
    mayReply: toAnswer.mayReply,
    rating: guestReview.rating,
    body: guestReview.body,
    privateFeedback: guestReview.privateFeedback,
    pets: guestReview.pets.map((p) => ({
      name: p.petName,
      asDeclared: p.asDeclared,
      behaviour: p.behaviour,
      note: p.note,
    })),
  };
}
