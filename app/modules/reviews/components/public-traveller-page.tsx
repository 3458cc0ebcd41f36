import { formatDate } from "~/shared/format";
import { Panel, UserPageHeading } from "~/ui/page";
import type { PublicTraveller } from "../guest-record";

/** A traveller's public page: stays, owners' reviews and each pet's record (decision 3611). */
export function PublicTravellerPage({
  traveller,
  reportHref,
}: {
  traveller: PublicTraveller;
  reportHref: string | null;
}) {
  const { firstName, stays, reviewCount, rating } = traveller;
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <UserPageHeading
        title={firstName}
        lead={`Traveller since ${traveller.joinedYear} · ${stays} ${stays === 1 ? "stay" : "stays"} completed`}
      />
      <div className="grid gap-6">
        <Panel id="record" title="From owners">
          <p className="text-ink">
            {rating !== null
              ? `★ ${rating.toFixed(1)} from ${reviewCount} owners`
              : reviewCount > 0
                ? `${reviewCount} ${reviewCount === 1 ? "review" : "reviews"} from owners`
                : "No reviews from owners yet."}
          </p>
          {traveller.pets.length > 0 && (
            <ul aria-label="Pet record" className="mt-3 grid gap-1 font-semibold text-ink">
              {traveller.pets.map((pet) => (
                <li key={`${pet.name}|${pet.species}`}>{pet.line}</li>
              ))}
            </ul>
          )}
          {traveller.reviews.length > 0 && (
            <ul className="mt-4 grid gap-4">
              {traveller.reviews.map((review, i) => (
                <li key={i} className="border-t border-line pt-4">
                  <p className="text-sm text-muted">
                    {review.rating} of 5 · {formatDate(`${review.month}-01`, { day: undefined })}
                  </p>
                  <p className="mt-1 break-words text-ink">{review.body}</p>
                  {review.pets.map((pet, j) => (
                    <p key={j} className="mt-1 text-sm text-ink">
                      {pet.name}: {pet.asDeclared ? "as declared" : "not as declared"}, behaviour{" "}
                      {pet.behaviour} of 5
                    </p>
                  ))}
                  {review.reply && (
                    <div className="mt-2 border-s-2 border-line ps-3">
                      <p className="text-sm font-semibold text-ink">{firstName}'s reply</p>
                      <p className="text-sm break-words text-ink">{review.reply}</p>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        {reportHref && (
          <p>
            <a href={reportHref} rel="nofollow" className="text-xs text-muted underline hover:text-ink">
              Report {firstName}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
