import { Link } from "react-router";
import { BookingStatusBadge } from "~/modules/bookings/components/booking-status-badge";
import { Avatar } from "~/modules/profiles/components/avatar";
import { useFormat, useT } from "~/i18n/react";
import { threadPath, type ThreadRow } from "../messages.ts";

/** Conversations, newest first: the inbox, and the host home's recent messages. */
export function ThreadList({ threads }: { threads: ThreadRow[] }) {
  const say = useT("inbox");
  const format = useFormat();
  const day = (iso: string) => format.date(iso, { year: undefined });
  return (
    <ul
      aria-label={say("conversations")}
      className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface"
    >
      {threads.map((t) => (
        <li key={t.id}>
          <Link
            to={threadPath(t.id)}
            className="flex items-start gap-3 p-4 hover:bg-surface-2 focus-visible:bg-surface-2 sm:gap-4 sm:p-5"
          >
            <Avatar name={t.otherName} src={t.otherAvatar} size="md" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className={`truncate text-ink ${t.unread > 0 ? "font-bold" : "font-semibold"}`}>
                  {t.otherName}
                  <span className="ms-2 text-xs font-semibold tracking-wide text-muted uppercase">
                    {t.side === "host" ? say("guest") : say("owner")}
                  </span>
                </p>
                <time dateTime={t.lastMessageAt} className="shrink-0 text-xs text-muted">
                  {day(t.lastMessageAt.slice(0, 10))}
                </time>
              </div>
              <p className="truncate text-sm text-muted">
                {t.listingTitle}
                {t.checkIn && t.checkOut && (
                  <> · {say("dates", { start: day(t.checkIn), end: day(t.checkOut) })}</>
                )}
              </p>
              <div className="mt-1 flex items-center gap-2">
                <p
                  className={`min-w-0 flex-1 truncate text-sm ${t.unread > 0 ? "font-semibold text-ink" : "text-muted"}`}
                >
                  {t.lastFromMe && <span className="text-muted">{say("you")}</span>}
                  {t.snippet}
                </p>
                {t.bookingStatus && <BookingStatusBadge status={t.bookingStatus} />}
                {t.unread > 0 && (
                  <span className="inline-flex min-w-6 justify-center rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-on-primary">
                    {format.number(t.unread)}
                    <span className="sr-only">{say("unreadSuffix")}</span>
                  </span>
                )}
              </div>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
