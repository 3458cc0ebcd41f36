import { Icon } from "~/ui/icon";
import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { BookingStatusBadge } from "~/modules/bookings/components/booking-status-badge";
import { Avatar } from "~/modules/profiles/components/avatar";
import { stayPath } from "~/modules/stays/stays";
import { useFormat, useT } from "~/i18n/react";
import { linkClass } from "~/ui/form";
import type { BookingStatus } from "../../../../db/schema/stays.ts";
import { MessageText } from "./message-text";
import { PetResumeCard, type ResumeView } from "./pet-resume";

/** A conversation as its page shows it (the route's loader answer). */
export interface ThreadPageData {
  side: "guest" | "host";
  other: { name: string; avatarUrl: string | null };
  listing: { title: string; slug: string };
  checkIn: string | null;
  checkOut: string | null;
  adults: number | null;
  children: number | null;
  pets: number | null;
  booking: { status: BookingStatus; path: string } | null;
  revealed: boolean;
  seenId: string | null;
  messages: {
    id: string;
    mine: boolean;
    body: string;
    removed: boolean;
    createdAt: string;
    at: string;
    /** The pets' details sent with the message, if any. */
    resume?: ResumeView | null;
  }[];
}

/** How often an open thread checks whether my last message was read. */
const SEEN_POLL_MS = 15_000;

/**
 * My last message not yet read: look again now and then, so "Seen" appears without a reload (a new
 * message from the other side arrives by the live notices instead).
 */
export function useSeenPoll(thread: Pick<ThreadPageData, "messages" | "seenId">) {
  const last = thread.messages[thread.messages.length - 1];
  const waitingForSeen = Boolean(last?.mine && thread.seenId !== last.id);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!waitingForSeen) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void revalidate();
    }, SEEN_POLL_MS);
    return () => clearInterval(timer);
  }, [waitingForSeen, revalidate]);
}

/** Who the conversation is with, about which home and dates, and where its booking stands. */
export function ThreadHeader({
  thread,
  travellerHref = null,
}: {
  thread: ThreadPageData;
  /** The owner's side: the guest's public page (stays, reviews from owners, pet record). */
  travellerHref?: string | null;
}) {
  const t = useT("inbox.thread");
  const format = useFormat();
  const party = [
    thread.adults ? t("adults", { count: thread.adults }) : null,
    thread.children ? t("children", { count: thread.children }) : null,
    thread.pets ? t("pets", { count: thread.pets }) : null,
  ].filter((part): part is string => Boolean(part));
  return (
    <header className="mb-6 flex flex-wrap items-start gap-4 rounded-3xl border border-line bg-surface p-4 sm:p-5">
      <Avatar name={thread.other.name} src={thread.other.avatarUrl} size="md" />
      <div className="min-w-0 flex-1">
        <h1 className="text-xl text-ink sm:text-2xl">{thread.other.name}</h1>
        <p className="text-sm text-muted">
          {thread.side === "host" ? t("guest") : t("owner")} ·{" "}
          <Link to={stayPath(thread.listing.slug)} className={linkClass} dir="auto">
            {thread.listing.title}
          </Link>
          {travellerHref && (
            <>
              {" · "}
              <Link to={travellerHref} className={linkClass}>
                {t("theirRecord")}
              </Link>
            </>
          )}
        </p>
        <p className="mt-1 text-sm text-ink">
          {thread.checkIn && thread.checkOut
            ? t("dates", { start: format.date(thread.checkIn), end: format.date(thread.checkOut) })
            : t("noDates")}
          {party.length > 0 && ` · ${format.list(party)}`}
        </p>
      </div>
      <div className="flex w-full items-center justify-between gap-2 sm:w-auto sm:flex-col sm:items-end">
        {thread.booking ? (
          <>
            <BookingStatusBadge status={thread.booking.status} />
            <Link to={thread.booking.path} className={`text-sm ${linkClass}`}>
              {thread.side === "host" ? t("seeReservation") : t("seeTrip")}
            </Link>
          </>
        ) : (
          <span className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold text-muted">
            {t("question")}
          </span>
        )}
      </div>
    </header>
  );
}

/** The messages in order, "Seen" under my last one the other side opened, "Report" on theirs. */
export function ThreadMessages({ thread, today }: { thread: ThreadPageData; today: string }) {
  const t = useT("inbox.thread");
  return (
    <ol aria-label={t("messages")} className="grid gap-3">
      {thread.messages.map((m) => (
        <li key={m.id} className={`flex flex-col ${m.mine ? "items-end" : "items-start"}`}>
          <div
            className={`max-w-[85%] rounded-2xl px-4 py-2.5 sm:max-w-[75%] ${
              m.mine
                ? "rounded-ee-md bg-primary-soft text-ink"
                : "rounded-es-md border border-line bg-surface text-ink"
            }`}
          >
            <p className="sr-only">{m.mine ? t("youWrote") : t("theyWrote", { name: thread.other.name })}</p>
            {m.removed ? (
              <p className="text-sm text-muted italic">{t("removed")}</p>
            ) : (
              <MessageText body={m.body} links={m.mine || thread.revealed} />
            )}
          </div>
          {m.resume && (
            <div className="w-full max-w-[85%] sm:max-w-[75%]">
              <PetResumeCard resume={m.resume} today={today} />
            </div>
          )}
          {/* A div, not a p: the report form inside may not sit in a paragraph. */}
          <div className="mt-1 flex flex-wrap items-start gap-2 px-1 text-xs text-muted">
            <time dateTime={m.createdAt}>{m.at}</time>
            {m.id === thread.seenId && <span className="font-semibold text-primary">{t("seen")}</span>}
            {!m.mine && !m.removed && <ReportMessage messageId={m.id} />}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Report a message for review: a plain form inside a disclosure. */
function ReportMessage({ messageId }: { messageId: string }) {
  const t = useT("inbox.thread");
  return (
    <details className="group">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 hover:text-ink">
        <Icon name="flag" className="size-3" /> {t("report")}
      </summary>
      <form
        method="post"
        className="mt-2 grid w-72 max-w-full gap-2 rounded-2xl border border-line bg-surface p-3"
      >
        <input type="hidden" name="messageId" value={messageId} />
        <label className="text-sm text-ink" htmlFor={`reason-${messageId}`}>
          {t("reportWhat")}
        </label>
        <textarea
          id={`reason-${messageId}`}
          name="reason"
          required
          maxLength={1000}
          rows={2}
          className="rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink"
        />
        <button
          type="submit"
          name="intent"
          value="report"
          className="h-9 rounded-full border border-line px-4 text-sm font-semibold text-ink hover:bg-surface-2"
        >
          {t("sendReport")}
        </button>
      </form>
    </details>
  );
}
