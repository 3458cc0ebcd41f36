import { Link } from "react-router";
import { HistoryNote } from "~/modules/bookings/components/booking-history";
import { useFormat, useT } from "~/i18n/react";
import { Panel } from "~/ui/page";
import type { BookingPageView } from "../booking-view.server";

/** The booking's facts: status, dates, total, both people's accounts, messages, when it was made. */
export function BookingFacts({
  booking,
  guestEmail,
  ownerUserId,
  messageCount,
}: Pick<BookingPageView, "booking" | "guestEmail" | "ownerUserId" | "messageCount">) {
  const t = useT("operator.booking");
  const status = useT("trips.status");
  const format = useFormat();
  return (
    <Panel id="booking" title={t("panel")}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted">{t("status")}</dt>
        <dd className="text-ink">{status(booking.status)}</dd>
        <dt className="text-muted">{t("dates")}</dt>
        <dd className="text-ink">{booking.dates}</dd>
        <dt className="text-muted">{t("total")}</dt>
        <dd className="text-ink">{booking.total}</dd>
        <dt className="text-muted">{t("traveller")}</dt>
        <dd className="break-all text-ink">
          <Link
            to={`/operator/users/${encodeURIComponent(booking.guestId)}`}
            className="font-semibold text-primary"
          >
            {guestEmail ?? t("accountDeleted")}
          </Link>
        </dd>
        <dt className="text-muted">{t("owner")}</dt>
        <dd className="text-ink">
          {ownerUserId ? (
            <Link
              to={`/operator/users/${encodeURIComponent(ownerUserId)}`}
              className="font-semibold text-primary"
            >
              {t("theirAccount")}
            </Link>
          ) : (
            t("noOwner")
          )}
        </dd>
        <dt className="text-muted">{t("messages")}</dt>
        <dd className="text-ink">{format.number(messageCount)}</dd>
        <dt className="text-muted">{t("made")}</dt>
        <dd className="text-ink">{booking.createdAt}</dd>
      </dl>
    </Panel>
  );
}

/** Every status change, money movement and claim line, in time order, with the notes as kept. */
export function BookingTimeline({ timeline }: Pick<BookingPageView, "timeline">) {
  const t = useT("operator.booking");
  const status = useT("trips.status");
  return (
    <Panel id="timeline" title={t("timeline")} description={t("timelineDetail")}>
      <ol className="grid gap-2 text-sm">
        {timeline.map((row) => (
          <li key={row.key} className="rounded-xl border border-line p-3">
            <p className="font-semibold text-ink">
              {row.what.kind === "status"
                ? t("statusLine", { status: status(row.what.status) })
                : row.what.kind === "money"
                  ? t("moneyLine", { movement: row.what.movement, amount: row.what.amount })
                  : row.what.text}
            </p>
            <p className="text-muted">
              {row.at}
              {row.note && (
                <>
                  {" · "}
                  <HistoryNote note={row.note} pieces={row.pieces} />
                </>
              )}
            </p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
