import { Link } from "react-router";
import { useFormat, useT } from "~/i18n/react";
import { Panel } from "~/ui/page";
import { petRecordValues, type GuestRecord } from "../guest-record";

/** The traveller's record from earlier stays: what owners wrote, and how the pets were. */
export function GuestRecordPanel({
  record,
  title,
  publicHref = null,
}: {
  record: GuestRecord;
  title?: string;
  /** The traveller's public page (decision 3611), where the panel links it. */
  publicHref?: string | null;
}) {
  const t = useT("guestReview.record");
  const sayRecord = useT("host.record");
  const { date, decimal } = useFormat();
  return (
    <Panel id="guest-record" title={title ?? t("title")}>
      <p className="text-sm text-ink">
        {record.rating !== null
          ? t("summaryRated", {
              stays: record.stays,
              rating: decimal(record.rating, 1),
              owners: record.reviewCount,
            })
          : t("summary", { stays: record.stays, reviews: record.reviewCount })}
      </p>
      {record.pets.length > 0 && (
        <ul className="mt-2 grid gap-1 text-sm font-semibold text-ink">
          {record.pets.map((pet) => (
            <li key={`${pet.name}|${pet.species}`}>{sayRecord("pet", petRecordValues(pet))}</li>
          ))}
        </ul>
      )}
      {record.reviews.length > 0 && (
        <ul className="mt-3 grid gap-3">
          {record.reviews.map((review, i) => (
            <li key={i} className="border-t border-line pt-3 text-sm">
              <p className="text-muted">
                {t("reviewLine", {
                  rating: review.rating,
                  listing: review.listingTitle,
                  month: date(`${review.month}-01`, { day: undefined }),
                })}
              </p>
              <p className="mt-1 text-ink">{review.body}</p>
              <p className="mt-1 text-xs text-muted">
                {t("scores", {
                  cleanliness: review.cleanliness,
                  houseRules: review.houseRules,
                  communication: review.communication,
                })}
              </p>
              {review.pets.map((pet, j) => (
                <p key={j} className="mt-1 text-xs text-ink">
                  {t("pet", {
                    name: pet.name,
                    declared: pet.asDeclared ? "yes" : "no",
                    behaviour: pet.behaviour,
                  })}
                  {pet.note ? ` · ${pet.note}` : ""}
                </p>
              ))}
              {review.reply && (
                <p className="mt-1 text-xs text-muted">{t("reply", { reply: review.reply })}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {publicHref && (
        <p className="mt-3 text-sm">
          <Link to={publicHref} className="font-semibold text-primary">
            {t("publicPage")}
          </Link>
        </p>
      )}
    </Panel>
  );
}
