import { renderEmail, type MailMessage } from "../../platform/mail.server.ts";
import { formatDate } from "../stays/dates.ts";
import { formatMoney } from "../stays/pricing.ts";
import { bookingCalendar, stayLocation, time } from "./booking-view.ts";
import type { GuestBooking } from "./bookings.server.ts";

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
    `Check-in ${formatDate(trip.stay.start)} from ${time(listing.checkInTime)}, check-out ${formatDate(trip.stay.end)} by ${time(listing.checkOutTime)}.`,
    `Where: ${stayLocation(listing)}.`,
    `Total ${formatMoney(booking.totalCents, booking.currency, true)}, due to the owner under their payment terms; nothing was charged by card.`,
    trip.freeCancellationUntil
      ? `Free cancellation until ${trip.freeCancellationUntil.toUTCString()}.`
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
            content: bookingCalendar(trip, appUrl),
            contentType: "text/calendar; charset=utf-8",
          },
        ]
      : undefined,
  };
}
