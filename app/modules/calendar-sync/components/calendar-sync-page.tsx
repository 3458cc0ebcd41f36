import { Icon } from "~/ui/icon";
import { useState } from "react";
import { Form, Link } from "react-router";
import { ListingStatusBadge } from "~/modules/hosting/components/listing-status-badge";
import type { EditorSummary } from "~/modules/hosting/listing-editor/editor.server";
import { stepPath } from "~/modules/hosting/listing-editor/listing-steps";
import { EmptyState, Panel } from "~/ui/page";
import { Field, Notice, SubmitButton, inputClass, linkClass } from "~/ui/form";
import { useFormat, useT } from "~/i18n/react";
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
  /** The home's time zone as the reader's language says it ("Chicago (hora central)"), by the loader. */
  zoneName: string;
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

// A site's name and an address look the same in every language.
const EXAMPLE_NAME = "Airbnb";
const EXAMPLE_URL = "https://…/calendar.ics";

/** The listing's calendar sync: its export address, the calendars it imports, and conflicts. */
export function CalendarSyncPage({ listing, timeZone, zoneName, exportUrl, feeds, conflicts, reply }: Props) {
  const addReply = reply?.intent === "add" ? reply : undefined;
  const t = useT("calendarSync");
  const { date, instant } = useFormat();
  const nightsText = (r: DateRange) => t("nights", { start: date(r.start), end: date(r.end) });
  return (
    <div className="mx-auto max-w-3xl min-w-0">
      <Link
        to={stepPath(listing.id, "review")}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
      >
        <Icon name="arrow-left" className="size-4" /> {listing.title || t("untitled")}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl text-ink sm:text-3xl">{t("title")}</h1>
        <ListingStatusBadge status={listing.status} />
      </div>
      <p className="mt-2 text-muted">{t("lead")}</p>
      {reply?.formError && reply.intent !== "add" && (
        <div className="mt-5">
          <Notice>{reply.formError}</Notice>
        </div>
      )}

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6">
        {conflicts.length > 0 && (
          <Panel
            id="conflicts"
            title={t("conflictsTitle")}
            tone="danger"
            description={t("conflictsDescription")}
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
                        {t("takenOn", { feed: c.feedName, nights: nightsText(c.stay) })}
                      </p>
                    </div>
                  </div>
                  <Link to={`/host/reservations/${c.bookingId}`} className={linkClass}>
                    {t("seeBooking")}
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>
        )}

        <Panel id="export" title={t("exportTitle")} description={t("exportDescription")}>
          <CopyField value={exportUrl} />
          <details className="mt-4 group">
            <summary className="cursor-pointer text-sm font-semibold text-primary">{t("newLink")}</summary>
            <div className="mt-3 rounded-2xl border border-line bg-surface-2 p-4">
              <p className="text-sm text-ink">{t("newLinkWarning")}</p>
              <Form method="post" className="mt-3 sm:max-w-xs">
                <SubmitButton intent="regenerate" variant="danger">
                  {t("replaceLink")}
                </SubmitButton>
              </Form>
            </div>
          </details>
        </Panel>

        <Panel
          id="imports"
          title={t("importsTitle")}
          description={t("importsDescription", { max: MAX_FEEDS, zone: zoneName })}
        >
          {feeds.length === 0 ? (
            <EmptyState icon="calendar-sync" title={t("noneTitle")}>
              {t("none")}
            </EmptyState>
          ) : (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
              {feeds.map((feed) => (
                <li key={feed.id} className="rounded-2xl border border-line p-4">
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0 sm:flex-1">
                      <p className="font-semibold text-ink">{feed.name}</p>
                      <p className="written-line text-sm text-muted" dir="ltr" title={feed.url}>
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
                          <Icon name="refresh-cw" className="size-4" /> {t("syncNow")}
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
                          <Icon name="trash" className="size-4" /> {t("remove")}
                          <span className="sr-only"> {feed.name}</span>
                        </button>
                      </Form>
                    </div>
                  </div>
                  <p className="mt-3 text-sm text-muted">
                    {feed.lastSuccessAt ? (
                      <>
                        <Icon name="check" className="me-1 inline size-4 text-success" />
                        {t("lastSynced", { when: instant(new Date(feed.lastSuccessAt), timeZone) })}
                      </>
                    ) : feed.lastAttemptAt ? (
                      t("neverSynced")
                    ) : (
                      t("waitingFirst")
                    )}
                  </p>
                  {feed.runs.length > 0 && <RecentRuns runs={feed.runs} timeZone={timeZone} />}
                  {feed.lastError && (
                    <p role="status" className="mt-2 flex gap-1.5 text-sm text-danger">
                      <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
                      <span>
                        {t("lastTryFailed", {
                          when: feed.lastAttemptAt ? instant(new Date(feed.lastAttemptAt), timeZone) : "",
                          error: feed.lastError,
                        })}{" "}
                        {feed.lastSuccessAt ? t("keptClosed") : ""}
                      </span>
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}

          {feeds.length < MAX_FEEDS ? (
            <Form method="post" className="mt-6 grid gap-4 border-t border-line pt-5" noValidate>
              <h3 className="font-semibold text-ink">{t("addTitle")}</h3>
              {addReply?.formError && <Notice>{addReply.formError}</Notice>}
              <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
                <Field
                  label={t("name")}
                  name="name"
                  placeholder={EXAMPLE_NAME}
                  maxLength={60}
                  required
                  defaultValue={addReply?.values.name ?? ""}
                  error={addReply?.fieldErrors.name}
                />
                <Field
                  label={t("url")}
                  name="url"
                  type="url"
                  inputMode="url"
                  placeholder={EXAMPLE_URL}
                  maxLength={2000}
                  required
                  defaultValue={addReply?.values.url ?? ""}
                  error={addReply?.fieldErrors.url}
                />
              </div>
              <div className="sm:max-w-xs">
                <SubmitButton intent="add">{t("addAndSync")}</SubmitButton>
              </div>
            </Form>
          ) : (
            <p className="mt-5 text-sm text-muted">{t("atMost", { max: MAX_FEEDS })}</p>
          )}
        </Panel>
      </div>
    </div>
  );
}

/** The feed's latest imports: when, what started each, and how it ended. */
function RecentRuns({ runs, timeZone }: { runs: SyncRunView[]; timeZone: string }) {
  const t = useT("calendarSync.run");
  const { instant } = useFormat();
  const runResult = (run: SyncRunView) =>
    !run.finished
      ? t("going")
      : !run.ok
        ? t("failed", { error: run.error ?? t("unknownError") })
        : t("done", { blocks: run.blocks ?? 0, conflicts: run.newConflicts ?? 0 });
  return (
    <details className="mt-3 text-sm" open={runs[0] ? !runs[0].finished || runs[0].ok === false : false}>
      <summary className="cursor-pointer font-semibold text-primary">{t("recent")}</summary>
      <ol className="mt-2 grid gap-1.5">
        {runs.map((run, i) => (
          <li key={`${run.startedAt}-${i}`} className="flex flex-wrap gap-x-2 text-muted">
            <span className="text-ink">{instant(new Date(run.startedAt), timeZone)}</span>
            <span>{t("trigger", { trigger: run.trigger === "sync-now" ? "now" : run.trigger })}</span>
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
  const t = useT("calendarSync");
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor="export-url" className="sr-only">
        {t("copyLabel")}
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
        <span aria-live="polite">{copied ? t("copied") : t("copy")}</span>
      </button>
    </div>
  );
}
