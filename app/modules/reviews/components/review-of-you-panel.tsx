import { Panel } from "~/ui/page";
import { ReplyForm } from "./reply-form";

export interface ReviewOfYou {
  rating: number;
  body: string;
  reply: string | null;
  mayReply: boolean;
  privateFeedback: string | null;
  pets: { name: string; asDeclared: boolean; behaviour: number; note: string | null }[];
}

/** The owner's review of the traveller, once published: the pets as they were, the one reply, the private words. */
export function ReviewOfYouPanel({
  review,
  reply,
}: {
  review: ReviewOfYou;
  reply: { fieldErrors: Record<string, string>; values: Record<string, string>; formError: string | null };
}) {
  return (
    <Panel id="about-you" title="The owner's review of you">
      <p className="text-sm text-ink">
        {review.rating} of 5 · {review.body}
      </p>
      {review.pets.length > 0 && (
        <ul className="mt-3 grid gap-1 text-sm text-ink">
          {review.pets.map((pet, i) => (
            <li key={i}>
              {pet.name}: {pet.asDeclared ? "as declared" : "not as declared"}, behaviour {pet.behaviour} of 5
              {pet.note ? ` · ${pet.note}` : ""}
            </li>
          ))}
        </ul>
      )}
      {review.reply ? (
        <p className="mt-3 text-sm text-muted">Your reply: {review.reply}</p>
      ) : (
        review.mayReply && <ReplyForm {...reply} />
      )}
      {review.privateFeedback && (
        <p className="mt-3 text-sm text-muted">Only for you: {review.privateFeedback}</p>
      )}
    </Panel>
  );
}
