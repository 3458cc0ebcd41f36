import { Link } from "react-router";
import { formatDate } from "~/shared/format";
import { Panel } from "~/ui/page";
import type { GuestRecord } from "../guest-record";

/** The traveller's record from earlier stays: what owners wrote, and how the pets were. */
export function GuestRecordPanel({
  record,
  title = "Record from earlier stays",
  publicHref = null,
}: {
  record: GuestRecord;
  title?: string;
  /** The traveller's public page (decision 3611), where the panel links it. */
  publicHref?: string | null;
}) {
  return (
    <Panel id="guest-record" title={title}>
      <p className="text-sm text-ink">
        {record.stays} {record.stays === 1 ? "stay" : "stays"} completed
        {record.rating !== null
          ? ` · ★ ${record.rating.toFixed(1)} from ${record.reviewCount} owners`
          : record.reviewCount > 0
            ? ` · ${record.reviewCount} ${record.reviewCount === 1 ? "review" : "reviews"} from owners`
            : " · no reviews from owners yet"}
      </p>
      {record.pets.length > 0 && (
        <ul className="mt-2 grid gap-1 text-sm font-semibold text-ink">
          {record.pets.map((pet) => (
            <li key={`${pet.name}|${pet.species}`}>{pet.line}</li>
          ))}
        </ul>
      )}
      {record.reviews.length > 0 && (
        <ul className="mt-3 grid gap-3">
          {record.reviews.map((review, i) => (
            <li key={i} className="border-t border-line pt-3 text-sm">
              <p className="text-muted">
                {review.rating} of 5 · {review.listingTitle} ·{" "}
                {formatDate(`${review.month}-01`, { day: undefined })}
              </p>
              <p className="mt-1 text-ink">{review.body}</p>
              <p className="mt-1 text-xs text-muted">
                Cleanliness {review.cleanliness} · House rules {review.houseRules} · Communication{" "}
                {review.communication}
              </p>
              {review.pets.map((pet, j) => (
                <p key={j} className="mt-1 text-xs text-ink">
                  {pet.name}: {pet.asDeclared ? "as declared" : "not as declared"}, behaviour {pet.behaviour}{" "}
                  of 5{pet.note ? ` · ${pet.note}` : ""}
                </p>
              ))}
              {review.reply && <p className="mt-1 text-xs text-muted">The guest's reply: {review.reply}</p>}
            </li>
          ))}
        </ul>
      )}
      {publicHref && (
        <p className="mt-3 text-sm">
          <Link to={publicHref} className="font-semibold text-primary">
            See their public page
          </Link>
        </p>
      )}
    </Panel>
  );
}
