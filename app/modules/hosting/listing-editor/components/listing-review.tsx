import { Icon } from "~/ui/icon";
import { Form, Link } from "react-router";
import { stayPath } from "~/modules/stays/stays";
import { useFormat, useT } from "~/i18n/react";
import { Notice, SubmitButton } from "~/ui/form";
import { Panel } from "~/ui/page";
import type { TileSource } from "~/modules/maps/geo";
import type { PublicStay } from "~/modules/stays/public-stay";
import type { EditorSummary } from "../editor.server.ts";
import { ReviewSummary } from "./review-summary";
import type { Missing } from "../listing-rules.ts";
import { stepPath } from "../listing-steps.ts";

/** A refused status change: its message, and (publishing too soon) the checklist of what is missing. */
export interface ReviewReply {
  formError: string | null;
  problems?: Missing[];
}

/** Step 8: what is still missing, a preview, and the status changes the listing allows. */
export function ListingReview({
  listing,
  today,
  reply,
  stay,
  mapTiles,
}: {
  listing: EditorSummary;
  today: string;
  reply: ReviewReply | undefined;
  /** The stay's public view as travellers get it (null: archived, no page to show). */
  stay: PublicStay | null;
  mapTiles: TileSource;
}) {
  const t = useT("listingEditor.review");
  const stepName = useT("listingEditor.step");
  const format = useFormat();
  const missing = reply?.problems?.length ? reply.problems : listing.missing;
  return (
    <div className="grid gap-6">
      {reply?.formError && <Notice>{reply.formError}</Notice>}
      {missing.length > 0 ? (
        <Panel id="missing" title={t("stillToDo")} description={t("stillToDoLead")}>
          <ul className="grid gap-2">
            {missing.map((item) => (
              <li key={item.message}>
                <Link
                  to={stepPath(listing.id, item.step)}
                  className="flex items-center justify-between gap-3 rounded-2xl border border-line px-4 py-3 text-ink hover:border-primary hover:bg-primary-soft"
                >
                  <span>
                    <span className="block text-xs font-semibold text-muted uppercase">
                      {stepName(item.step)}
                    </span>
                    {item.message}
                  </span>
                  <Icon name="arrow-right" className="size-4 shrink-0 text-primary" />
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      ) : (
        <p className="flex items-center gap-2 rounded-2xl bg-primary-soft p-4 font-semibold text-primary">
          <Icon name="circle-check" className="size-5" />
          {listing.status === "draft" ? t("readyToPublish") : t("allInPlace")}
        </p>
      )}

      <Panel id="preview" title={t("whatTravellersSee")} description={t("whatTravellersSeeLead")}>
        {stay && (
          <div className="mb-5">
            <ReviewSummary listingId={listing.id} stay={stay} today={today} mapTiles={mapTiles} />
          </div>
        )}
        <Link
          to={stayPath(listing.slug)}
          className="inline-flex items-center gap-2 rounded-full border border-line px-5 py-2.5 font-semibold text-ink hover:bg-surface-2"
        >
          <Icon name="eye" className="size-4" />{" "}
          {listing.status === "published" ? t("viewPage") : t("previewPage")}
        </Link>
      </Panel>

      {listing.status === "draft" && listing.reviewNote && (
        <Panel id="review-note" title={t("changesAsked")} description={t("changesAskedLead")}>
          <p className="rounded-2xl bg-surface-2 p-4 break-words whitespace-pre-line text-ink">
            {listing.reviewNote}
          </p>
        </Panel>
      )}

      {listing.status === "in_review" && (
        <p className="rounded-2xl bg-surface-2 p-4 text-ink">{t("waiting")}</p>
      )}

      {listing.status === "draft" && (
        <Panel id="publish" title={t("publish")} description={t("publishLead")}>
          <Form method="post" className="sm:w-64">
            <SubmitButton intent="publish">{t("publishListing")}</SubmitButton>
          </Form>
        </Panel>
      )}

      {listing.status === "published" && (
        <Panel id="snooze" title={t("snooze")} description={t("snoozeLead")}>
          <Form method="post" className="grid gap-4 sm:grid-cols-[14rem_auto] sm:items-end">
            <div>
              <label htmlFor="snooze-until" className="text-sm font-semibold text-ink">
                {t("until")}
              </label>
              <input
                id="snooze-until"
                name="until"
                type="date"
                min={today}
                className="mt-1.5 block h-11 w-full rounded-xl border border-line bg-surface px-3.5 text-ink"
              />
            </div>
            <div className="sm:w-48">
              <SubmitButton intent="snooze" variant="secondary">
                {t("snooze")}
              </SubmitButton>
            </div>
          </Form>
        </Panel>
      )}

      {listing.status === "snoozed" && (
        <Panel
          id="unsnooze"
          title={t("snoozed")}
          description={
            listing.snoozedUntil
              ? t("snoozedUntil", { date: format.date(listing.snoozedUntil) })
              : t("snoozedOpen")
          }
        >
          <Form method="post" className="sm:w-64">
            <SubmitButton intent="unsnooze">{t("turnBackOn")}</SubmitButton>
          </Form>
        </Panel>
      )}

      {listing.status === "archived" ? (
        <p className="rounded-2xl bg-surface-2 p-4 text-ink">{t("archived")}</p>
      ) : (
        <Panel id="archive" title={t("archive")} tone="danger" description={t("archiveLead")}>
          <details className="group">
            <summary className="inline-flex cursor-pointer list-none rounded-full border border-danger/40 px-5 py-2.5 font-semibold text-danger hover:bg-danger/5 [&::-webkit-details-marker]:hidden">
              {t("archiveThis")}
            </summary>
            <Form method="post" className="mt-4 grid gap-3 sm:w-80">
              <p className="text-sm text-ink">
                {t("archiveConfirm", { title: listing.title || t("untitled") })}
              </p>
              <SubmitButton intent="archive" variant="danger">
                {t("yesArchive")}
              </SubmitButton>
            </Form>
          </details>
        </Panel>
      )}
    </div>
  );
}
