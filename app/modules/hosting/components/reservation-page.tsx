import { Link, useSearchParams } from "react-router";
import { MaskedText } from "~/modules/masking/components/masked-text";
import { BookingHistory } from "~/modules/bookings/components/booking-history";
import { BookingStatusBadge } from "~/modules/bookings/components/booking-status-badge";
import { ReplyForm } from "~/modules/reviews/components/reply-form";
import { GuestRecordPanel } from "~/modules/reviews/components/guest-record-panel";
import { useFormat, useT } from "~/i18n/react";
import { Panel } from "~/ui/page";
import { sideOf } from "~/modules/bookings/scheduled-messages";
import { ClaimPanel } from "~/modules/claims/components/claim-panel";
import type { ReservationPageView } from "../reservation-page.server.ts";
import { AnswerCountdown } from "./answer-countdown";
import {
  AnswerPanel,
  GuestPanel,
  HostCancelPanel,
  PayoutPanel,
  PetsPanel,
  CheckInSheet,
} from "./reservation-detail";

/** What an owner's answer to the page's forms brings back: the fields' messages and what was typed. */
export interface ReservationReply {
  intent: string | null;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  formError: string | null;
}

/** The owner's page for one booking of their home: who, when, the answers they may give, the money. */
export function ReservationPage({
  r,
  actionData,
}: {
  r: ReservationPageView;
  actionData?: ReservationReply;
}) {
  const [searchParams] = useSearchParams();
  const t = useT("host.reservation");
  const format = useFormat();
  const confirmingCancel = searchParams.get("cancel") === "confirm";
  const reply = (intent: string) =>
    actionData?.intent === intent ? actionData : { fieldErrors: {}, values: {}, formError: null };
  const answerReply =
    actionData?.intent === "accept" || actionData?.intent === "decline" ? actionData : reply("x");
  return (
    <>
      <div className="mb-6 print:mb-4">
        <Link
          to="/host/reservations"
          className="text-sm font-semibold text-primary hover:underline print:hidden"
        >
          {t("all")}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl text-ink sm:text-3xl">{r.guest?.name ?? t("guest")}</h1>
          <BookingStatusBadge status={r.status} />
        </div>
        <p className="text-muted">
          {t("summary", {
            title: r.listing.title,
            checkIn: format.date(r.checkIn),
            checkOut: format.date(r.checkOut),
            reference: r.reference,
          })}
        </p>
        {r.conversation && (
          <Link
            to={r.conversation}
            className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline print:hidden"
          >
            {r.guest ? t("message", { name: r.guest.name.split(" ")[0] ?? "" }) : t("messageGuest")}
          </Link>
        )}
        {r.expiresAt && r.deadline && (
          <div className="mt-2">
            <AnswerCountdown expiresAt={r.expiresAt} serverNow={r.serverNow} deadline={r.deadline} />
          </div>
        )}
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <div className="grid gap-6">
          {r.status === "pending" && (
            <div className="print:hidden">
              <AnswerPanel {...answerReply} />
            </div>
          )}
          {(r.status === "declined" || r.status === "cancelled") && r.cancellationReason && (
            <Panel id="ended" title={t(r.status === "declined" ? "endedDeclined" : "endedCancelled")}>
              <p className="text-sm text-ink">
                {t("endedBy", { by: r.cancelledBy ?? "none", reason: r.cancellationReason })}
              </p>
              {r.cancelledSettlement && <p className="mt-2 text-sm text-ink">{r.cancelledSettlement}</p>}
            </Panel>
          )}
          {r.review && (
            <Panel id="guest-review" title={t("yourReview")}>
              {r.review.state === "open" ? (
                <Link
                  to={`/host/reservations/${r.id}/review`}
                  className="font-semibold text-primary hover:underline"
                >
                  {t("reviewGuest")}
                </Link>
              ) : (
                <p className="text-sm text-muted">
                  {r.review.state === "written"
                    ? r.review.bothPublished
                      ? t("reviewedPublished")
                      : t("reviewedWaiting")
                    : r.review.state === "closed"
                      ? t("reviewClosed")
                      : t("reviewLater")}
                </p>
              )}
            </Panel>
          )}
          {r.guestsReview && (
            <Panel id="guests-review" title={t("guestsReview")}>
              <p className="text-sm text-ink">
                {t("ratingOf", { rating: r.guestsReview.rating })} · {r.guestsReview.body}
              </p>
              {r.guestsReview.reply ? (
                <p className="mt-2 text-sm text-muted">{t("yourReply", { reply: r.guestsReview.reply })}</p>
              ) : (
                r.guestsReview.mayReply && <ReplyForm {...reply("reply")} />
              )}
            </Panel>
          )}
          <CheckInSheet sheet={r} />
          {r.message && (
            <Panel id="message" title={t("guestMessage")}>
              <p className="whitespace-pre-line text-sm text-ink">
                <MaskedText text={r.message} />
              </p>
            </Panel>
          )}
          <PetsPanel check={r.pets} />
          {r.claim && <ClaimPanel summary={r.claim} side="owner" />}
          {r.mayCancel && (
            <div className="print:hidden">
              <HostCancelPanel
                {...reply("cancel")}
                reservationId={r.id}
                confirming={confirmingCancel || actionData?.intent === "cancel"}
                cancellations={r.cancellations}
                settlement={r.cancelSettlement ?? ""}
              />
            </div>
          )}
        </div>
        <div className="grid gap-6">
          <GuestPanel guest={r.guest} />
          <GuestRecordPanel record={r.record} publicHref={r.travellerHref} />
          <PayoutPanel quote={r.quote} terms={r.terms} installments={r.installments} money={r.money} />
          <ScheduledPanel scheduled={r.scheduled} />
          <BookingHistory history={r.history} />
        </div>
      </div>
    </>
  );
}

/** The listing's scheduled messages for this stay: sent, still to go, or not sent (decision 3954). */
function ScheduledPanel({ scheduled }: { scheduled: ReservationPageView["scheduled"] }) {
  const t = useT("host.reservation");
  const timing = useT("scheduledMessages");
  const { clock } = useFormat();
  return (
    <Panel id="scheduled-messages" title={t("scheduled")}>
      {scheduled.items.length === 0 ? (
        <p className="text-sm text-muted">{t("noScheduled")}</p>
      ) : (
        <ul className="grid gap-3 text-sm" data-testid="scheduled-messages">
          {scheduled.items.map((item) => (
            <li key={item.id}>
              <p className="font-semibold text-ink">{item.name}</p>
              <p className="text-muted">
                {timing("timing", {
                  side: sideOf(item.offsetDays),
                  days: Math.abs(item.offsetDays),
                  anchor: item.anchor,
                  time: clock(item.sendTime),
                })}
              </p>
              <p className={item.sent ? "text-success" : "text-ink"}>
                {t("scheduledStatus", { state: item.state, at: item.at })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={scheduled.path}
        className="mt-3 inline-block text-sm font-semibold text-primary hover:underline print:hidden"
      >
        {t("manageScheduled")}
      </Link>
    </Panel>
  );
}
