import { log } from "../../platform/log.server.ts";
import { renderEmail, type MailMessage, type Mailer } from "../../platform/mail.server.ts";
import { formatClock, formatDate, formatInstantIn, formatMoney } from "../../shared/format.ts";
import { stayLocation } from "./booking-view.ts";
import { tripCalendarFile } from "./trip-calendar.server.ts";
import type { GuestBooking } from "./trip.ts";
import { paymentSchedule } from "./payment.ts";

/** The payment terms in words: what is paid to the owner, and when. */
function paymentText(trip: GuestBooking) {
  const money = (cents: number) => formatMoney(cents, trip.booking.currency, true);
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
}

/**
 * The booking's own email, after its change is stored: a request sent, or the confirmation (an
 * instant booking's or an accepted request's, the same) with its calendar file. A mail failure
 * never undoes the booking.
 */
export async function sendBookingEmail(trip: { to: string; booking: GuestBooking }, mail: BookingMail) {
  try {
    await mail.mailer.send(bookingEmail(trip.to, trip.booking, mail.appUrl));
  } catch (error) {
    log.error("booking.email_failed", { bookingId: trip.booking.booking.id, error: String(error) });
  }
}

/** Sent when a stay is booked or requested; confirmed stays carry the calendar file. */
export function bookingEmail(to: string, trip: GuestBooking, appUrl: string): MailMessage {
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
    paymentText(trip),
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
