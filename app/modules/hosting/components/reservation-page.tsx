import { Link, useSearchParams } from "react-router";
import { MaskedText } from "~/modules/masking/components/masked-text";
import { BookingHistory } from "~/modules/bookings/components/booking-history";
import { BookingStatusBadge } from "~/modules/bookings/components/booking-status-badge";
import { ReplyForm } from "~/modules/reviews/components/reply-form";
import { GuestRecordPanel } from "~/modules/reviews/components/guest-record-panel";
import { formatDate } from "~/shared/format";
import { Panel } from "~/ui/page";
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
          ← All reservations
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl text-ink sm:text-3xl">{r.guest?.name ?? "Guest"}</h1>
          <BookingStatusBadge status={r.status} />
        </div>
        <p className="text-muted">
          {r.listing.title} · {formatDate(r.checkIn)} → {formatDate(r.checkOut)} · {r.reference}
        </p>
        {r.conversation && (
          <Link
            to={r.conversation}
            className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline print:hidden"
          >
            Message {r.guest?.name.split(" ")[0] ?? "the guest"}
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
            <Panel id="ended" title={r.status === "declined" ? "Declined" : "Cancelled"}>
              <p className="text-sm text-ink">
                {r.cancelledBy === "owner"
                  ? "By you: "
                  : r.cancelledBy === "guest"
                    ? "By the guest: "
                    : r.cancelledBy === "site"
                      ? "By the site: "
                      : ""}
                {r.cancellationReason}
              </p>
              {r.cancelledSettlement && <p className="mt-2 text-sm text-ink">{r.cancelledSettlement}</p>}
            </Panel>
          )}
          {r.review && (
            <Panel id="guest-review" title="Your review of the guest">
              {r.review.state === "open" ? (
                <Link
                  to={`/host/reservations/${r.id}/review`}
                  className="font-semibold text-primary hover:underline"
                >
                  Review your guest and their pets
                </Link>
              ) : (
                <p className="text-sm text-muted">
                  {r.review.state === "written"
                    ? r.review.bothPublished
                      ? "You reviewed this guest; the reviews are published."
                      : "You reviewed this guest. Both reviews are published together."
                    : r.review.state === "closed"
                      ? "The time to review this stay is over."
                      : "You can review your guest once the stay is over."}
                </p>
              )}
            </Panel>
          )}
          {r.guestsReview && (
            <Panel id="guests-review" title="Your guest's review of the stay">
              <p className="text-sm text-ink">
                {r.guestsReview.rating} of 5 · {r.guestsReview.body}
              </p>
              {r.guestsReview.reply ? (
                <p className="mt-2 text-sm text-muted">Your reply: {r.guestsReview.reply}</p>
              ) : (
                r.guestsReview.mayReply && <ReplyForm {...reply("reply")} />
              )}
            </Panel>
          )}
          <CheckInSheet sheet={r} />
          {r.message && (
            <Panel id="message" title="Message from the guest">
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
  return (
    <Panel id="scheduled-messages" title="Scheduled messages">
      {scheduled.items.length === 0 ? (
        <p className="text-sm text-muted">None for this home yet.</p>
      ) : (
        <ul className="grid gap-3 text-sm" data-testid="scheduled-messages">
          {scheduled.items.map((item) => (
            <li key={item.id}>
              <p className="font-semibold text-ink">{item.name}</p>
              <p className="text-muted">{item.timing}</p>
              <p className={item.sent ? "text-success" : "text-ink"}>{item.status}</p>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={scheduled.path}
        className="mt-3 inline-block text-sm font-semibold text-primary hover:underline print:hidden"
      >
        Manage scheduled messages
      </Link>
    </Panel>
  );
}
