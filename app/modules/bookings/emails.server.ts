import { log } from "../../platform/log.server.ts";
import { renderEmail, type MailMessage, type Mailer } from "../../platform/mail.server.ts";
import { formatClock, formatDate, formatInstantIn, formatMoney } from "../../shared/format.ts";
import { stayLocation } from "./booking-view.ts";
import { tripCalendarFile } from "./trip-calendar.server.ts";
import type { GuestBooking } from "./trip.ts";
import { paymentSchedule } from "./payment.ts";

/** The payment terms in words: what is paid to the owner, and when; or what the checkout took. */
function paymentText(trip: GuestBooking, paid?: BookingMail["paid"]) {
  const money = (cents: number) => formatMoney(cents, trip.booking.currency, true);
  if (paid)
    return `Total ${money(trip.booking.totalCents)}. ${
      paid.saved
        ? `Your card is saved: ${money(paid.cents)} is charged to it only if the owner accepts.`
        : paid.held
          ? `${money(paid.cents)} is authorised on your card and taken only if the owner accepts.`
          : `${money(paid.cents)} was paid by card.`
    }${paid.demo ? " Demo payments: no real money." : ""}`;
  const installments = paymentSchedule(trip.quote, trip.pet.petFeeBasis, trip.stay.start);
  const when =
    installments.length === 1
      ? `${money(installments[0]!.amountCents)} at check-in`
      : installments.map((i) => `${money(i.amountCents)} on ${formatDate(i.dueOn)}`).join(", ");
  const deposit =
    trip.quote.depositCents > 0
      ? `, plus the refundable pet deposit of ${money(trip.quote.depositCents)} at check-in`
      : "";
  const lead =
    trip.booking.status === "pending"
      ? "If the owner accepts, you pay them directly"
      : "You pay the owner directly";
  return `Total ${money(trip.booking.totalCents)}. ${lead}: ${when}${deposit}. No card was charged.`;
}

/** What the booking service needs to send a traveller the booking's own email. */
export interface BookingMail {
  mailer: Mailer;
  appUrl: string;
  /** Paid at the checkout (decision 3510): what the card was charged, or authorised for a request. */
  paid?: { cents: number; held: boolean; demo: boolean; saved?: boolean };
}

/**
 * The booking's own email, after its change is stored: a request sent, or the confirmation (an
 * instant booking's or an accepted request's, the same) with its calendar file. A mail failure
 * never undoes the booking.
 */
export async function sendBookingEmail(trip: { to: string; booking: GuestBooking }, mail: BookingMail) {
  try {
    await mail.mailer.send(bookingEmail(trip.to, trip.booking, mail.appUrl, mail.paid));
  } catch (error) {
    log.error("booking.email_failed", { bookingId: trip.booking.booking.id, error: String(error) });
  }
}

/** Sent when a stay is booked or requested; confirmed stays carry the calendar file. */
export function bookingEmail(
  to: string,
  trip: GuestBooking,
  appUrl: string,
  paid?: BookingMail["paid"],
): MailMessage {
  const { booking, listing } = trip;
  const confirmed = booking.status === "confirmed";
  const subject = confirmed
    ? `Booked: ${listing.title}, ${formatDate(trip.stay.start)} (${booking.reference})`
    : `Request sent: ${listing.title}, ${formatDate(trip.stay.start)} (${booking.reference})`;
  const paragraphs = [
    confirmed
      ? `Your stay at ${listing.title} is confirmed. Booking reference ${booking.reference}.`
      : `Your request to stay at ${listing.title} is with the owner, who has 24 hours to answer. Reference ${booking.reference}.`,
    `Check-in ${formatDate(trip.stay.start)} from ${formatClock(listing.checkInTime, listing.city)}, check-out ${formatDate(trip.stay.end)} by ${formatClock(listing.checkOutTime, listing.city)}.`,
    confirmed
      ? `Where: ${stayLocation(listing, booking.status)}.`
      : `Where: ${stayLocation(listing, booking.status)} (the street address comes once the owner accepts).`,
    paymentText(trip, paid),
    trip.freeCancellationUntil
      ? `Free cancellation until ${formatInstantIn(trip.freeCancellationUntil, listing.timeZone, listing.city)}.`
      : "Read the cancellation policy on your trip page before changing plans.",
  ];
  return {
    to,
    subject,
    ...renderEmail({
      heading: confirmed ? "Your stay is booked" : "Your request is sent",
      paragraphs,
      action: { label: "See your trip", url: `${appUrl}/user/bookings/${booking.id}` },
    }),
    attachments: confirmed
      ? [
          {
            filename: "stay.ics",
            content: tripCalendarFile(trip, appUrl),
            contentType: "text/calendar; charset=utf-8",
          },
        ]
      : undefined,
  };
}

/** The receipt of a payment taken at the checkout (decision 3510), with the link to the printable one. */
export function receiptEmail(
  to: string,
  trip: GuestBooking,
  appUrl: string,
  paid: { cents: number; demo: boolean },
): MailMessage {
  const { booking, listing } = trip;
  const money = (cents: number) => formatMoney(cents, booking.currency, true);
  return {
    to,
    subject: `Receipt: ${money(paid.cents)} for ${listing.title} (${booking.reference})`,
    ...renderEmail({
      heading: "Your receipt",
      paragraphs: [
        `${money(paid.cents)} paid by card for your stay at ${listing.title}, ${formatDate(trip.stay.start)} to ${formatDate(trip.stay.end)}. Booking reference ${booking.reference}.`,
        ...(paid.demo ? ["Demo payments: no real money."] : []),
      ],
      action: { label: "See the receipt", url: `${appUrl}/user/bookings/${booking.id}/receipt` },
    }),
  };
}

/** Sends a receipt; a mail failure never undoes the payment. */
export async function sendReceiptEmail(message: MailMessage, mail: BookingMail) {
  try {
    await mail.mailer.send(message);
  } catch (error) {
    log.error("receipt.email_failed", { to: message.to, error: String(error) });
  }
}
