import { sql } from "drizzle-orm";
import { paymentAttempts } from "../../../db/schema/index.ts";
import { queryRows, type Database } from "../../platform/db.server.ts";
import { log } from "../../platform/log.server.ts";
import { zonedInstant } from "../../shared/dates.ts";
import { formatInstantIn } from "../../shared/format.ts";
import { parseUuid } from "../../shared/ids.ts";
import { failure, type Failure } from "../../shared/outcome.ts";
import { createNotification } from "../notifications/notifications.server.ts";
import {
  bookingPayments,
  chargeBooking,
  refundBooking,
  type PaymentsContext,
} from "../payments/money.server.ts";
import { receiptEmail, sendReceiptEmail, type BookingMail } from "./emails.server.ts";
import type { ChangedBooking } from "./process.server.ts";
import { PAYOUT_AFTER_CHECK_IN_MS } from "./process.server.ts";
import { savedCardOf } from "./stripe-booking.server.ts";
import { savedCardRefusedToGuest, savedCardRefusedToOwner } from "./stripe-booking.ts";
import { tripOf } from "./trip.ts";

/**
 * A request whose card was saved rather than held (decision 3520: the owner may answer later
 * than a hold lasts) is charged when the owner accepts, without the traveller (off-session),
 * before the booking is accepted: a refused card accepts nothing. Both sides are told why and
 * what happens next; the request stays open until its deadline, and the owner may accept again
 * (each try its own key, as Stripe remembers a refused key for a day). Answers the refusal for
 * the owner (402), or null: nothing to charge here (no saved card, charged already, not the
 * owner's pending request: the accept itself answers that) or charged, go on and accept.
 */
export async function chargeSavedCardAtAcceptance(
  db: Database,
  payments: PaymentsContext,
  input: { ownerUserId: string; bookingId: string; now: Date },
): Promise<Failure | { charged: number } | null> {
  const id = parseUuid(input.bookingId);
  if (!id) return null;
  const [request] = await queryRows<{
    guestId: string;
    expiresAt: string | null;
    checkIn: string;
    checkInTime: string;
    timeZone: string;
    city: string;
  }>(
    db,
    sql`select b.guest_id as "guestId", b.expires_at as "expiresAt", lower(b.stay)::text as "checkIn",
        l.check_in_time::text as "checkInTime", l.time_zone as "timeZone", l.city
      from bookings b join listings l on l.id = b.listing_id join owners o on o.id = l.owner_id
      where b.id = ${id} and b.status = 'pending' and o.user_id = ${input.ownerUserId}`,
  );
  if (!request) return null;
  const saved = await savedCardOf(db, id);
  if (!saved?.paymentMethod) return null;
  if ((await bookingPayments(db, id)).takenCents > 0) return null;
  const [tried] = await db
    .insert(paymentAttempts)
    .values({ bookingId: id, step: "charge", attempts: 1 })
    .onConflictDoUpdate({
      target: [paymentAttempts.bookingId, paymentAttempts.step],
      set: { attempts: sql`${paymentAttempts.attempts} + 1` },
    })
    .returning({ attempts: paymentAttempts.attempts });
  const amount = { cents: saved.amountCents, currency: saved.currency.trim() };
  const checkInAt = zonedInstant(request.checkIn, request.checkInTime, request.timeZone);
  const answer = await chargeBooking(db, payments, {
    bookingId: id,
    amount,
    source: { customer: saved.customerId, paymentMethod: saved.paymentMethod },
    payoutDueAt: new Date(checkInAt.getTime() + PAYOUT_AFTER_CHECK_IN_MS),
    part: tried?.attempts ?? 1,
  });
  if (answer.ok) return { charged: amount.cents };
  const answerBy = request.expiresAt
    ? formatInstantIn(new Date(request.expiresAt), request.timeZone, request.city)
    : "its deadline";
  await createNotification(db, {
    userId: request.guestId,
    type: "request_expiring",
    title: "Your card was refused: the owner could not accept yet",
    body: savedCardRefusedToGuest(answer.message, answerBy),
    link: `/user/bookings/${id}`,
  });
  log.warn("saved card refused at acceptance", { bookingId: id, code: answer.code });
  return failure(402, savedCardRefusedToOwner(answer.message, answerBy));
}

/** A charge made for an accept that then failed (the request ended meanwhile): given back at once. */
export async function giveBackUnacceptedCharge(db: Database, payments: PaymentsContext, bookingId: string) {
  const back = await refundBooking(db, payments, { bookingId, refundCents: (paid) => paid });
  if (back && !back.ok)
    log.error("refund of an unaccepted charge failed", { bookingId, reason: back.message });
}

/**
 * The receipt of a request's payment taken at acceptance (a hold captured, or the saved card
 * charged), in demo and stripe modes: the traveller's email with the link to the printable one.
 */
export async function sendAcceptanceReceipt(
  db: Database,
  payments: PaymentsContext,
  accepted: ChangedBooking,
  mail: BookingMail,
) {
  if (!accepted.guestEmail) return;
  const { takenCents } = await bookingPayments(db, accepted.booking.id);
  if (takenCents <= 0) return;
  await sendReceiptEmail(
    receiptEmail(accepted.guestEmail, tripOf(accepted, [], null), mail.appUrl, {
      cents: takenCents,
      demo: payments.processor.name === "demo",
    }),
    mail,
  );
}
