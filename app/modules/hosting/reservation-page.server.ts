import type { Locale } from "../../i18n/locales.ts";
import type { Database } from "../../platform/db.server.ts";
import { moneyFacts } from "../bookings/booking-view.ts";
import { claimSummary } from "../claims/claims.server.ts";
import { bookingMoney } from "../payments/booking-money.server.ts";
import type { PaymentMode } from "../payments/processor.ts";
import { hostMayCancel } from "../bookings/owner-answers.server.ts";
import { contactRevealedBetween } from "../masking/reveal.server.ts";
import { existingThreadId } from "../messages/inquiries.server.ts";
import { handleFor, travellerPath } from "../profiles/public-handle.server.ts";
import { guestRecord } from "../reviews/guest-record.server.ts";
import { reviewOfBookingToAnswer } from "../reviews/moderation.server.ts";
import { stayOfParty } from "../reviews/window.server.ts";
import { sideState } from "../reviews/window.ts";
import { reservationView } from "./reservation-view.server.ts";
import { scheduleOfStay } from "./scheduled-messages.server.ts";
import { parseDateRange } from "../../shared/dates.ts";
import { hostCancellations, type hostReservation } from "./reservations.server.ts";
import { hostCardSettlementWords, type ReaderFormats, type SettlementReader } from "./reservations.ts";

/**
 * Everything the owner's reservation page shows: the booking's view, the guest's record from earlier
 * stays, and what the owner may do about reviews now (decision 3600).
 */
export async function reservationPage(
  db: Database,
  found: NonNullable<Awaited<ReturnType<typeof hostReservation>>>,
  ownerUserId: string,
  now: Date,
  mode: PaymentMode,
  reader?: ReaderFormats & { settlement: SettlementReader; locale?: Locale },
) {
  const { booking, listing } = found;
  const [threadId, cancellations, revealed, record, handle] = await Promise.all([
    // The conversation with this guest about this home (the booking's message started it, or a question before).
    existingThreadId(db, booking.guestId, listing.id),
    hostMayCancel(found, now) ? hostCancellations(db, listing.ownerId, now) : 0,
    contactRevealedBetween(db, booking.guestId, { ownerId: listing.ownerId }),
    // The guest's record from earlier stays (published reviews only; guest-record.ts).
    guestRecord(db, booking.guestId),
    // Their public page (decision 3611), by its opaque handle.
    handleFor(db, booking.guestId),
  ]);
  const view = reservationView(found, now, { threadId, cancellations, revealed }, reader);
  // The owner's review of this guest: what they may do now (decision 3600).
  const stay =
    booking.status === "completed" ? await stayOfParty(db, booking.id, "owner", ownerUserId) : null;
  const review = stay && {
    state: sideState(stay.window, stay.ownerWritten, now),
    bothPublished: Boolean(stay.window?.publishedAt),
  };
  // The traveller's review of this stay, once public: the owner may reply to it once.
  const guestsReview =
    booking.status === "completed" ? await reviewOfBookingToAnswer(db, "stay", booking.id, now) : null;
  // What the guest paid through the site and the owner's payout (decision 3510).
  const money = await bookingMoney(db, moneyFacts(booking), mode, listing.timeZone);
  // Paid through the site: the cancellation's words speak of the card, not the direct schedule.
  const card = money.mode !== "direct" && {
    cancelSettlement:
      view.cancelSettlement === null ? null : hostCardSettlementWords(money, false, reader?.settlement),
    cancelledSettlement:
      view.cancelledSettlement === null ? null : hostCardSettlementWords(money, true, reader?.settlement),
  };
  // The owner's scheduled messages for this stay: what was sent, what is still to go (decision 3954).
  const scheduled = {
    path: `/host/listings/${listing.id}/scheduled-messages`,
    items: await scheduleOfStay(
      db,
      { id: booking.id, status: booking.status, stay: parseDateRange(booking.stay)! },
      listing,
      reader,
    ),
  };
  // A pet damage claim against the deposit (decision 3550): filed, or whether one may be.
  const claim = await claimSummary(db, booking.id, "owner", now, reader?.locale);
  return {
    ...view,
    ...card,
    review,
    record,
    travellerHref: handle ? travellerPath(handle) : undefined,
    guestsReview,
    money,
    scheduled,
    claim,
  };
}

export type ReservationPageView = Awaited<ReturnType<typeof reservationPage>>;
