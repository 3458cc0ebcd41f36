import { Icon } from "~/ui/icon";
import { Form, Link } from "react-router";
import { stayPath } from "~/modules/stays/stays";
import { formatDate } from "~/shared/format";
import { Notice, SubmitButton } from "~/ui/form";
import { Panel } from "~/ui/page";
import type { EditorSummary } from "../editor.server.ts";
import type { Missing } from "../listing-rules.ts";
import { stepLabel, stepPath } from "../listing-steps.ts";

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
}: {
  listing: EditorSummary;
  today: string;
  reply: ReviewReply | undefined;
}) {
  const missing = reply?.problems?.length ? reply.problems : listing.missing;
  return (
    <div className="grid gap-6">
      {reply?.formError && <Notice>{reply.formError}</Notice>}
      {missing.length > 0 ? (
        <Panel id="missing" title="Still to do" description="Each item opens the step that sets it.">
          <ul className="grid gap-2">
            {missing.map((item) => (
              <li key={item.message}>
                <Link
                  to={stepPath(listing.id, item.step)}
                  className="flex items-center justify-between gap-3 rounded-2xl border border-line px-4 py-3 text-ink hover:border-primary hover:bg-primary-soft"
                >
                  <span>
                    <span className="block text-xs font-semibold text-muted uppercase">
                      {stepLabel(item.step)}
                    </span>
                    {item.message}
                  </span>
                  <Icon name="arrow-right" className="size-4 shrink-0 text-primary rtl:rotate-180" />
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      ) : (
        <p className="flex items-center gap-2 rounded-2xl bg-primary-soft p-4 font-semibold text-primary">
          <Icon name="circle-check" className="size-5" />
          {listing.status === "draft"
            ? "Everything is in place: ready to publish."
            : "Everything is in place."}
        </p>
      )}

      <Panel
        id="preview"
        title="What travellers will see"
        description="The stay's page as travellers see it, with every photo, the pet policy and the price box."
      >
        <Link
          to={stayPath(listing.slug)}
          className="inline-flex items-center gap-2 rounded-full border border-line px-5 py-2.5 font-semibold text-ink hover:bg-surface-2"
        >
          <Icon name="eye" className="size-4" />{" "}
          {listing.status === "published" ? "View the stay's page" : "Preview the stay's page"}
        </Link>
      </Panel>

      {listing.status === "draft" && listing.reviewNote && (
        <Panel
          id="review-note"
          title="Changes asked for"
          description="The site's team read your listing and asked for this. Edit the steps it names, then publish again."
        >
          <p className="rounded-2xl bg-surface-2 p-4 break-words whitespace-pre-line text-ink">
            {listing.reviewNote}
          </p>
        </Panel>
      )}

      {listing.status === "in_review" && (
        <p className="rounded-2xl bg-surface-2 p-4 text-ink">
          Waiting for review: the site's team reads new listings before travellers can find them. You can keep
          editing meanwhile.
        </p>
      )}

      {listing.status === "draft" && (
        <Panel
          id="publish"
          title="Publish"
          description="Travellers can find and book it as soon as it is published."
        >
          <Form method="post" className="sm:w-64">
            <SubmitButton intent="publish">Publish listing</SubmitButton>
          </Form>
        </Panel>
      )}

      {listing.status === "published" && (
        <Panel
          id="snooze"
          title="Snooze"
          description="Hide it from search for a while (a trip, works, a long guest from elsewhere). Bookings already made stay."
        >
          <Form method="post" className="grid gap-4 sm:grid-cols-[14rem_auto] sm:items-end">
            <div>
              <label htmlFor="snooze-until" className="text-sm font-semibold text-ink">
                Until (optional)
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
                Snooze
              </SubmitButton>
            </div>
          </Form>
        </Panel>
      )}

      {listing.status === "snoozed" && (
        <Panel
          id="unsnooze"
          title="Snoozed"
          description={
            listing.snoozedUntil
              ? `Hidden from search until ${formatDate(listing.snoozedUntil)}, then back on by itself.`
              : "Hidden from search until you turn it back on."
          }
        >
          <Form method="post" className="sm:w-64">
            <SubmitButton intent="unsnooze">Turn back on</SubmitButton>
          </Form>
        </Panel>
      )}

      {listing.status === "archived" ? (
        <p className="rounded-2xl bg-surface-2 p-4 text-ink">
          This listing is archived: its bookings and reviews are kept, and no new bookings can be made.
        </p>
      ) : (
        <Panel
          id="archive"
          title="Archive"
          tone="danger"
          description="Take it off the site for good. Bookings already made and reviews are kept; this cannot be undone."
        >
          <details className="group">
            <summary className="inline-flex cursor-pointer list-none rounded-full border border-danger/40 px-5 py-2.5 font-semibold text-danger hover:bg-danger/5 [&::-webkit-details-marker]:hidden">
              Archive this listing…
            </summary>
            <Form method="post" className="mt-4 grid gap-3 sm:w-80">
              <p className="text-sm text-ink">Archive “{listing.title || "Untitled listing"}” for good?</p>
              <SubmitButton intent="archive" variant="danger">
                Yes, archive it
              </SubmitButton>
            </Form>
          </details>
        </Panel>
      )}
    </div>
  );
}
