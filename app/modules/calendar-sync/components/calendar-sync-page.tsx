import { Icon } from "~/ui/icon";
import { useState } from "react";
import { Form, Link } from "react-router";
import { ListingStatusBadge } from "~/modules/hosting/components/listing-status-badge";
import type { EditorSummary } from "~/modules/hosting/listing-editor/editor.server";
import { stepPath } from "~/modules/hosting/listing-editor/listing-steps";
import { EmptyState, Panel } from "~/ui/page";
import { Field, Notice, SubmitButton, inputClass, linkClass } from "~/ui/form";
import { formatDate, formatInstant } from "~/shared/format";
import { MAX_FEEDS } from "../calendar-sync.ts";
import type { DateRange } from "../ranges.ts";

export type SyncReply = {
  intent: string | null;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  formError: string | null;
};

/** One import of a feed, as its owner sees it. */
export interface SyncRunView {
  trigger: "schedule" | "sync-now" | "added";
  startedAt: string;
  finished: boolean;
  ok: boolean | null;
  error: string | null;
  blocks: number | null;
  newConflicts: number | null;
}

interface Props {
  listing: EditorSummary;
  timeZone: string;
  exportUrl: string;
  feeds: {
    id: number;
    name: string;
    url: string;
    lastSuccessAt: string | null;
    lastAttemptAt: string | null;
    lastError: string | null;
    runs: SyncRunView[];
  }[];
  conflicts: { id: number; bookingId: string; nights: DateRange; stay: DateRange; feedName: string }[];
  reply?: SyncReply;
}

const nightsText = (r: DateRange) => `${formatDate(r.start)} – ${formatDate(r.end)}`;

/** The listing's calendar sync: its export address, the calendars it imports, and conflicts. */
export function CalendarSyncPage({ listing, timeZone, exportUrl, feeds, conflicts, reply }: Props) {
  const addReply = reply?.intent === "add" ? reply : undefined;
  return (
    <div className="mx-auto max-w-3xl min-w-0">
      <Link
        to={stepPath(listing.id, "review")}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
      >
        <Icon name="arrow-left" className="size-4" /> {listing.title || "Untitled listing"}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl text-ink sm:text-3xl">Calendar sync</h1>
        <ListingStatusBadge status={listing.status} />
      </div>
      <p className="mt-2 text-muted">
        Listed on other sites too? Paste the link below into their calendar import, and add their calendar
        links here: nights booked anywhere are then closed everywhere, checked every 30 minutes.
      </p>
      {reply?.formError && reply.intent !== "add" && (
        <div className="mt-5">
          <Notice>{reply.formError}</Notice>
        </div>
      )}

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6">
        {conflicts.length > 0 && (
          <Panel
            id="conflicts"
            title="Possible double bookings"
            tone="danger"
            description="Another calendar shows these nights as taken, but a booking here holds them. Check with the other site and cancel one of them; the warning goes away once the other calendar frees the nights."
          >
            <ul className="divide-y divide-line">
              {conflicts.map((c) => (
                <li
                  key={c.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
                >
                  <div className="flex items-start gap-2.5">
                    <Icon name="triangle-exclamation-point" className="mt-0.5 size-5 shrink-0 text-danger" />
                    <div>
                      <p className="font-semibold text-ink">{nightsText(c.nights)}</p>
                      <p className="text-sm text-muted">
                        Taken on {c.feedName}; booked here {nightsText(c.stay)}
                      </p>
                    </div>
                  </div>
                  <Link to={`/host/reservations/${c.bookingId}`} className={linkClass}>
                    See the booking
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>
        )}

        <Panel
          id="export"
          title="Your calendar link"
          description="Other sites read your booked, requested and blocked nights from it (no guest names). Keep it private: anyone with the link can see which nights are taken."
        >
          <CopyField value={exportUrl} />
          <details className="mt-4 group">
            <summary className="cursor-pointer text-sm font-semibold text-primary">Get a new link</summary>
            <div className="mt-3 rounded-2xl border border-line bg-surface-2 p-4">
              <p className="text-sm text-ink">
                The current link stops working at once: every site that imports it must be given the new one,
                or it will stop seeing your bookings.
              </p>
              <Form method="post" className="mt-3 sm:max-w-xs">
                <SubmitButton intent="regenerate" variant="danger">
                  Replace the link
                </SubmitButton>
              </Form>
            </div>
          </details>
        </Panel>

        <Panel
          id="imports"
          title="Calendars you import"
          description={`Nights taken in these calendars are closed here. Up to ${MAX_FEEDS}; all times in ${timeZone.replace(/_/g, " ")}.`}
        >
          {feeds.length === 0 ? (
            <EmptyState icon="calendar-sync" title="No calendars imported yet">
              On the other site, look for “Export calendar” or “iCal link”, copy it, and add it below.
            </EmptyState>
          ) : (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
              {feeds.map((feed) => (
                <li key={feed.id} className="rounded-2xl border border-line p-4">
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0 sm:flex-1">
                      <p className="font-semibold text-ink">{feed.name}</p>
                      <p className="truncate text-sm text-muted" title={feed.url}>
                        {feed.url}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      <Form method="post">
                        <input type="hidden" name="feedId" value={feed.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="sync"
                          className="inline-flex h-10 items-center gap-1.5 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-2"
                        >
                          <Icon name="refresh-cw" className="size-4" /> Sync now
                          <span className="sr-only"> {feed.name}</span>
                        </button>
                      </Form>
                      <Form method="post">
                        <input type="hidden" name="feedId" value={feed.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="remove"
                          className="inline-flex h-10 items-center gap-1.5 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-danger hover:bg-surface-2"
                        >
                          <Icon name="trash" className="size-4" /> Remove
                          <span className="sr-only"> {feed.name}</span>
                        </button>
                      </Form>
                    </div>
                  </div>
                  <p className="mt-3 text-sm text-muted">
                    {feed.lastSuccessAt ? (
                      <>
                        <Icon name="check" className="me-1 inline size-4 text-success" />
                        Last synced {formatInstant(new Date(feed.lastSuccessAt), timeZone)}
                      </>
                    ) : feed.lastAttemptAt ? (
                      "Never synced yet."
                    ) : (
                      "Waiting for its first sync."
                    )}
                  </p>
                  {feed.runs.length > 0 && <RecentRuns runs={feed.runs} timeZone={timeZone} />}
                  {feed.lastError && (
                    <p role="status" className="mt-2 flex gap-1.5 text-sm text-danger">
                      <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
                      <span>
                        Last try{" "}
                        {feed.lastAttemptAt ? formatInstant(new Date(feed.lastAttemptAt), timeZone) : ""}{" "}
                        failed: {feed.lastError}{" "}
                        {feed.lastSuccessAt ? "The nights from the last good sync stay closed." : ""}
                      </span>
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}

          {feeds.length < MAX_FEEDS ? (
            <Form method="post" className="mt-6 grid gap-4 border-t border-line pt-5" noValidate>
              <h3 className="font-semibold text-ink">Add a calendar</h3>
              {addReply?.formError && <Notice>{addReply.formError}</Notice>}
              <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
                <Field
                  label="Name"
                  name="name"
                  placeholder="Airbnb"
                  maxLength={60}
                  required
                  defaultValue={addReply?.values.name ?? ""}
                  error={addReply?.fieldErrors.name}
                />
                <Field
                  label="Link to their calendar"
                  name="url"
                  type="url"
                  inputMode="url"
                  placeholder="https://…/calendar.ics"
                  maxLength={2000}
                  required
                  defaultValue={addReply?.values.url ?? ""}
                  error={addReply?.fieldErrors.url}
                />
              </div>
              <div className="sm:max-w-xs">
                <SubmitButton intent="add">Add and sync</SubmitButton>
              </div>
            </Form>
          ) : (
            <p className="mt-5 text-sm text-muted">
              That is {MAX_FEEDS} calendars, the most one listing can import.
            </p>
          )}
        </Panel>
      </div>
    </div>
  );
}

const TRIGGER_WORDS: Record<SyncRunView["trigger"], string> = {
  schedule: "scheduled",
  "sync-now": "Sync now",
  added: "when added",
};

function runResult(run: SyncRunView) {
  if (!run.finished) return "still going on";
  if (!run.ok) return `failed: ${run.error ?? "unknown error"}`;
  const closed = run.blocks === 1 ? "1 period closed" : `${run.blocks ?? 0} periods closed`;
  return run.newConflicts
    ? `${closed}, ${run.newConflicts} new conflict${run.newConflicts === 1 ? "" : "s"}`
    : closed;
}

/** The feed's latest imports: when, what started each, and how it ended. */
function RecentRuns({ runs, timeZone }: { runs: SyncRunView[]; timeZone: string }) {
  return (
    <details className="mt-3 text-sm" open={runs[0] ? !runs[0].finished || runs[0].ok === false : false}>
      <summary className="cursor-pointer font-semibold text-primary">Recent syncs</summary>
      <ol className="mt-2 grid gap-1.5">
        {runs.map((run, i) => (
          <li key={`${run.startedAt}-${i}`} className="flex flex-wrap gap-x-2 text-muted">
            <span className="text-ink">{formatInstant(new Date(run.startedAt), timeZone)}</span>
            <span>({TRIGGER_WORDS[run.trigger]})</span>
            <span className={run.finished && !run.ok ? "text-danger" : undefined}>{runResult(run)}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The export address in a read-only field (select and copy without JavaScript) and a copy button. */
function CopyField({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor="export-url" className="sr-only">
        Your calendar link, to copy
      </label>
      <input
        id="export-url"
        readOnly
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className={`${inputClass} border-line font-mono text-sm`}
      />
      <button
        type="button"
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(() => setCopied(true));
        }}
        className="inline-flex h-11 shrink-0 items-center justify-center gap-1.5 rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
      >
        {copied ? <Icon name="check" className="size-4" /> : <Icon name="copy" className="size-4" />}
        <span aria-live="polite">{copied ? "Copied" : "Copy link"}</span>
      </button>
    </div>
  );
}
