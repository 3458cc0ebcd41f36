import { useFormat, useT } from "~/i18n/react";
import { Panel, UserPageHeading } from "~/ui/page";
import { petRecordValues, type PublicTraveller } from "../guest-record";

/** A traveller's public page: stays, owners' reviews and each pet's record (decision 3611). */
export function PublicTravellerPage({
  traveller,
  reportHref,
}: {
  traveller: PublicTraveller;
  reportHref: string | null;
}) {
  const { firstName, stays, reviewCount, rating } = traveller;
  const t = useT("reviews.traveller");
  const reviews = useT("reviews");
  const record = useT("host.record");
  const format = useFormat();
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <UserPageHeading
        title={firstName}
        lead={t("lead", { year: String(traveller.joinedYear), count: stays })}
      />
      <div className="grid gap-6">
        <Panel id="record" title={t("fromOwners")}>
          <p className="text-ink">
            {rating !== null
              ? t("rating", { rating: format.decimal(rating, 1), count: reviewCount })
              : reviewCount > 0
                ? t("reviews", { count: reviewCount })
                : t("noReviews")}
          </p>
          {traveller.pets.length > 0 && (
            <ul aria-label={t("petRecord")} className="mt-3 grid gap-1 font-semibold text-ink">
              {traveller.pets.map((pet) => (
                <li key={`${pet.name}|${pet.species}`}>{record("pet", petRecordValues(pet))}</li>
              ))}
            </ul>
          )}
          {traveller.reviews.length > 0 && (
            <ul className="mt-4 grid gap-4">
              {traveller.reviews.map((review, i) => (
                <li key={i} className="border-t border-line pt-4">
                  <p className="text-sm text-muted">
                    {t("when", {
                      rating: review.rating,
                      month: format.date(`${review.month}-01`, { day: undefined }),
                    })}
                  </p>
                  <p className="mt-1 break-words text-ink">{review.body}</p>
                  {review.pets.map((pet, j) => (
                    <p key={j} className="mt-1 text-sm text-ink">
                      {reviews("pet", {
                        name: pet.name,
                        asDeclared: pet.asDeclared ? "yes" : "no",
                        behaviour: pet.behaviour,
                      })}
                    </p>
                  ))}
                  {review.reply && (
                    <div className="mt-2 border-s-2 border-line ps-3">
                      <p className="text-sm font-semibold text-ink">{t("theirReply", { name: firstName })}</p>
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
              {t("report", { name: firstName })}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
