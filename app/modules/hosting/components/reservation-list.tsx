import { Icon } from "~/ui/icon";
import { Link } from "react-router";
import { BookingStatusBadge } from "~/modules/bookings/components/booking-status-badge";
import { Avatar } from "~/modules/profiles/components/avatar";
import { useFormat, useT } from "~/i18n/react";
import { AnswerCountdown } from "./answer-countdown";
import { GuestLanguage } from "./reservation-detail";

/** A booking as a row of the owner's lists (the host home and the reservations page). */
export interface ReservationRow {
  id: string;
  reference: string | null;
  status: "pending" | "confirmed" | "declined" | "cancelled" | "completed" | "expired";
  checkIn: string;
  checkOut: string;
  guestName: string;
  guestAvatar: string | null;
  /** The language the guest reads the site in (decision 3855), where the page shows it. */
  guestLanguage?: string | null;
  listingTitle: string;
  guests: number;
  animals: number;
  total: string;
  /** Requests only: when the answer is due (ISO), and that deadline in the home's time zone. */
  expiresAt: string | null;
  deadline: string | null;
  /** The guest's record from earlier stays, in one line (guest-record.ts), where the page shows it. */
  record?: string;
  /** The guest's public page (their stays and pet record), where the page links it. */
  travellerHref?: string;
}

export function ReservationList({
  rows,
  serverNow,
  showListing = true,
  compact = false,
}: {
  rows: ReservationRow[];
  serverNow: string;
  showListing?: boolean;
  /** Narrow columns (the host home): a smaller picture, the listing on its own line, no badge. */
  compact?: boolean;
}) {
  const t = useT("host.reservationList");
  const format = useFormat();
  return (
    <ul className="grid grid-cols-1 gap-3">
      {rows.map((row) => (
        <li key={row.id}>
          <Link
            to={`/host/reservations/${row.id}`}
            className={`grid grid-cols-[auto_minmax(0,1fr)] items-start gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card hover:border-primary ${compact ? "" : "sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-center"}`}
          >
            <Avatar name={row.guestName} src={row.guestAvatar} size={compact ? "sm" : "md"} />
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {row.guestName}
                {showListing && !compact && (
                  <span className="font-normal text-muted"> · {row.listingTitle}</span>
                )}
              </p>
              {showListing && compact && (
                <p className="written-line text-sm text-muted" dir="auto">
                  {row.listingTitle}
                </p>
              )}
              <p className="mt-0.5 text-sm text-ink">
                {t("dates", { checkIn: format.date(row.checkIn), checkOut: format.date(row.checkOut) })}
              </p>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-muted">
                <span className="inline-flex items-center gap-1">
                  <Icon name="users" className="size-3.5" /> {t("guests", { count: row.guests })}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Icon name="paw-print" className="size-3.5" /> {t("animals", { count: row.animals })}
                </span>
                <span>{row.total}</span>
                {row.reference && <span>{row.reference}</span>}
              </p>
              {row.record && <p className="mt-0.5 text-xs text-ink">{row.record}</p>}
              {row.guestLanguage && <GuestLanguage code={row.guestLanguage} className="mt-0.5 text-xs" />}
              {row.status === "pending" && row.expiresAt && row.deadline && (
                <div className="mt-1.5">
                  <AnswerCountdown expiresAt={row.expiresAt} serverNow={serverNow} deadline={row.deadline} />
                </div>
              )}
            </div>
            {!compact && (
              <div className="col-start-2 sm:col-start-auto">
                <BookingStatusBadge status={row.status} />
              </div>
            )}
          </Link>
          {row.travellerHref && (
            <Link
              to={row.travellerHref}
              className="mt-1 ms-4 inline-block text-xs font-semibold text-primary"
            >
              {t("publicPage", { name: row.guestName })}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
