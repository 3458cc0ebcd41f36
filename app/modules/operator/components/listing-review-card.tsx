import { Form, Link } from "react-router";
import { useFormat, useT } from "~/i18n/react";
import { SubmitButton, TextAreaField } from "~/ui/form";

export interface ListingToReview {
  id: number;
  slug: string;
  title: string;
  city: string;
  /** When it was last changed (ISO): the page writes it in its language. */
  since: string;
  ownerUserId: string | null;
  ownerEmail: string;
  summary: string | null;
}

/** A listing waiting for review: who and where, its page, and the two answers (approve, send back with a reason). */
export function ListingReviewCard({ item, error }: { item: ListingToReview; error?: string }) {
  const t = useT("operator.listings");
  const format = useFormat();
  return (
    <article aria-label={item.title} className="rounded-3xl border border-line bg-surface p-5 shadow-card">
      <h3 className="font-semibold break-words text-ink">{item.title}</h3>
      <p className="mt-1 text-sm break-words text-muted">
        {item.city} · {t("waitingSince", { date: format.instant(new Date(item.since)) })} ·{" "}
        {item.ownerUserId ? (
          <Link
            to={`/operator/users/${encodeURIComponent(item.ownerUserId)}`}
            className="font-semibold text-primary"
          >
            {item.ownerEmail}
          </Link>
        ) : (
          t("noOwner")
        )}
      </p>
      {item.summary && <p className="mt-2 text-sm break-words text-ink">{item.summary}</p>}
      <p className="mt-2 text-sm">
        <Link
          to={`/hotels/detail?listing=${encodeURIComponent(item.slug)}`}
          className="font-semibold text-primary"
        >
          {t("seePage")}
        </Link>
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-end">
        <Form method="post">
          <input type="hidden" name="listingId" value={item.id} />
          <SubmitButton intent="approve">{t("approve")}</SubmitButton>
        </Form>
        <Form method="post" className="grid gap-3">
          <input type="hidden" name="listingId" value={item.id} />
          <TextAreaField label={t("changeLabel")} name="reason" rows={2} maxLength={2000} error={error} />
          <div className="sm:w-48">
            <SubmitButton intent="reject" variant="secondary">
              {t("sendBack")}
            </SubmitButton>
          </div>
        </Form>
      </div>
    </article>
  );
}
