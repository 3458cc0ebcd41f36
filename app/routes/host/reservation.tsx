import { paymentsContextFor } from "~/modules/payments/processors.server";
import { data, Link, useSearchParams } from "react-router";
import { MaskedText } from "~/modules/masking/components/masked-text";
import { BookingHistory } from "~/modules/bookings/components/booking-history";
import { BookingStatusBadge } from "~/modules/bookings/components/booking-status-badge";
import { AnswerCountdown } from "~/modules/hosting/components/answer-countdown";
import {
  AnswerPanel,
  GuestPanel,
  HostCancelPanel,
  PayoutPanel,
  PetsPanel,
  CheckInSheet,
} from "~/modules/hosting/components/reservation-detail";
import { declineSchema, hostCancelSchema } from "~/modules/hosting/reservations";
import {
  acceptRequest,
  cancelAsHost,
  declineRequest,
  hostMayCancel,
} from "~/modules/bookings/owner-answers.server";
import { hostCancellations, hostReservation, isHostReservation } from "~/modules/hosting/reservations.server";
import { signedInUser } from "~/modules/accounts/guards.server";
import { reservationView } from "~/modules/hosting/reservation-view.server";
import { contactRevealedBetween } from "~/modules/masking/reveal.server";
import { existingThreadId } from "~/modules/messages/messages.server";
import { stayOfParty } from "~/modules/reviews/window.server";
import { replyToReview, reviewOfBookingToAnswer } from "~/modules/reviews/moderation.server";
import { replySchema } from "~/modules/reviews/moderation";
import { ReplyForm } from "~/modules/reviews/components/reply-form";
import { guestRecord } from "~/modules/reviews/guest-record.server";
import { GuestRecordPanel } from "~/modules/reviews/components/guest-record-panel";
import { sideState } from "~/modules/reviews/window";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { formatDate } from "~/shared/format";
import { parseFields } from "~/shared/forms";
import { readForm, uuidOrNotFound } from "~/shared/http.server";
import type { Outcome } from "~/shared/outcome";
import { pageMeta } from "~/site";
import { Panel } from "~/ui/page";
import type { Route } from "./+types/reservation";

const NOT_FOUND = "We couldn't find that reservation among your homes.";

export const meta = () => pageMeta("Reservation", "A booking of one of your homes.");

/** Someone else's booking answers 404, exactly like one that does not exist. */
async function load(context: Route.LoaderArgs["context"], idParam: string | undefined) {
  const user = signedInUser(context);
  const id = uuidOrNotFound(idParam, NOT_FOUND);
  const found = await hostReservation(platformOf(context).database.db, user.id, id);
  if (!found) throw data(NOT_FOUND, { status: 404 });
  return found;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const found = await load(context, params.id);
  const { booking, listing } = found;
  const now = new Date();
  const [threadId, cancellations, revealed, record] = await Promise.all([
    // The conversation with this guest about this home (the booking's message started it, or a question before).
    existingThreadId(platform.database.db, booking.guestId, listing.id),
    hostMayCancel(found, now) ? hostCancellations(platform.database.db, listing.ownerId, now) : 0,
    contactRevealedBetween(platform.database.db, booking.guestId, { ownerId: listing.ownerId }),
    // The guest's record from earlier stays (published reviews only; guest-record.ts).
    guestRecord(platform.database.db, booking.guestId),
  ]);
  const view = reservationView(found, now, { threadId, cancellations, revealed });
  // The owner's review of this guest: what they may do now (decision 3600).
  const stay =
    booking.status === "completed"
      ? await stayOfParty(platform.database.db, booking.id, "owner", user.id)
      : null;
  const review = stay && {
    state: sideState(stay.window, stay.ownerWritten, now),
    bothPublished: Boolean(stay.window?.publishedAt),
  };
  // The traveller's review of this stay, once public: the owner may reply to it once.
  const guestsReview =
    booking.status === "completed"
      ? await reviewOfBookingToAnswer(platform.database.db, "stay", booking.id, now)
      : null;
  return { ...view, review, record, guestsReview };
}

type Reply = {
  intent: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  formError: string | null;
};

/** Each answer is one transition of the booking: it finds the booking among the owner's homes (else 404). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const id = uuidOrNotFound(params.id, NOT_FOUND);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const db = platform.database.db;
  const refuse = (status: number, reply: Omit<Reply, "intent">) =>
    data<Reply>({ intent, ...reply }, { status });
  // Refused before any transition: someone else's reservation stays a 404, whatever else is wrong.
  const invalid = async (reply: Omit<Reply, "intent">) => {
    if (!(await isHostReservation(db, user.id, id))) throw data(NOT_FOUND, { status: 404 });
    return refuse(400, reply);
  };

  let outcome: Outcome;
  let done: string;
  if (intent === "accept") {
    outcome = await acceptRequest(db, user.id, id, {
      mail: { mailer: platform.mailer, appUrl: platform.env.APP_URL },
      payments: paymentsContextFor(platform.env, db),
    });
    done = "Accepted: the stay is confirmed and the traveller has been told.";
  } else if (intent === "decline") {
    const parsed = parseFields(declineSchema, form);
    if (!parsed.ok) return invalid({ errors: parsed.errors, values: parsed.values, formError: null });
    outcome = await declineRequest(
      db,
      user.id,
      id,
      parsed.data,
      new Date(),
      paymentsContextFor(platform.env, db),
    );
    done = "Declined: the dates are open again and the traveller has been told.";
  } else if (intent === "reply") {
    const parsed = parseFields(replySchema, form);
    if (!parsed.ok) return invalid({ errors: parsed.errors, values: parsed.values, formError: null });
    if (!(await isHostReservation(db, user.id, id))) throw data(NOT_FOUND, { status: 404 });
    const review = await reviewOfBookingToAnswer(db, "stay", id);
    const replied = review
      ? await replyToReview(db, {
          ref: { kind: "stay", id: review.id },
          userId: user.id,
          reply: parsed.data.reply,
        })
      : null;
    if (!replied || !replied.ok)
      return refuse(replied?.status ?? 404, {
        errors: {},
        values: parsed.values,
        formError: replied?.formError ?? "There is no review of this stay to reply to.",
      });
    return redirectWithToast(platform, `/host/reservations/${id}`, {
      type: "success",
      message: "Your reply is published under the review.",
    });
  } else if (intent === "cancel") {
    const parsed = parseFields(hostCancelSchema, form);
    if (!parsed.ok) return invalid({ errors: parsed.errors, values: parsed.values, formError: null });
    outcome = await cancelAsHost(
      db,
      user.id,
      id,
      parsed.data.note,
      new Date(),
      paymentsContextFor(platform.env, db),
    );
    done = "Cancelled: the traveller has been told.";
  } else {
    return invalid({ errors: {}, values: {}, formError: "Choose what to do with this reservation." });
  }
  if (!outcome.ok) {
    if (outcome.status === 404) throw data(NOT_FOUND, { status: 404 });
    return refuse(outcome.status, { errors: outcome.fieldErrors, values: {}, formError: outcome.formError });
  }
  return redirectWithToast(platform, `/host/reservations/${id}`, { type: "success", message: done });
}

export default function Reservation({ loaderData: r, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const confirmingCancel = searchParams.get("cancel") === "confirm";
  const reply = (intent: string) =>
    actionData?.intent === intent ? actionData : { errors: {}, values: {}, formError: null };
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
                {r.cancelledBy === "owner" ? "By you: " : r.cancelledBy === "guest" ? "By the guest: " : ""}
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
          <GuestRecordPanel record={r.record} />
          <PayoutPanel quote={r.quote} terms={r.terms} installments={r.installments} />
          <BookingHistory history={r.history} />
        </div>
      </div>
    </>
  );
}
