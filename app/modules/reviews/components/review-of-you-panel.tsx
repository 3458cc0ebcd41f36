import { Panel } from "~/ui/page";
import { ReplyForm } from "./reply-form";
import { useT } from "~/i18n/react";

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
  const t = useT("reviews");
  const of = useT("reviews.ofYou");
  return (
    <Panel id="about-you" title={of("title")}>
      <p className="text-sm text-ink">
        {t("ratingOf", { rating: review.rating })} · {review.body}
      </p>
      {review.pets.length > 0 && (
        <ul className="mt-3 grid gap-1 text-sm text-ink">
          {review.pets.map((pet, i) => (
            <li key={i}>
              {t("pet", {
                name: pet.name,
                asDeclared: pet.asDeclared ? "yes" : "no",
                behaviour: pet.behaviour,
              })}
              {pet.note ? ` · ${pet.note}` : ""}
            </li>
          ))}
        </ul>
      )}
      {review.reply ? (
        <p className="mt-3 text-sm text-muted">{of("yourReply", { reply: review.reply })}</p>
      ) : (
        review.mayReply && <ReplyForm {...reply} />
      )}
      {review.privateFeedback && (
        <p className="mt-3 text-sm text-muted">{of("onlyYou", { feedback: review.privateFeedback })}</p>
      )}
    </Panel>
  );
}
