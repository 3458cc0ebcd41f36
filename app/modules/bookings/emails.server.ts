import { emailFrame, voiceOf } from "../../i18n/voice.server.ts";
import type { Voice } from "../../i18n/voice.ts";
import { log } from "../../platform/log.server.ts";
import { renderEmail, type MailMessage, type Mailer } from "../../platform/mail.server.ts";
import { stayLocation } from "./booking-view.ts";
import { REQUEST_ANSWER_HOURS } from "./process.ts";
import { tripCalendarFile } from "./trip-calendar.server.ts";
import type { GuestBooking } from "./trip.ts";
import { paymentSchedule } from "./payment.ts";

/** The payment terms in words: what is paid to the owner, and when; or what the checkout took. */
function paymentText(trip: GuestBooking, v: Voice, paid?: BookingMail["paid"]) {
  const money = (cents: number) => v.money(cents, trip.booking.currency, true);
  const total = v.email("total", { total: money(trip.booking.totalCents) });
  if (paid)
    return [
      total,
      paid.saved
        ? v.email("savedCard", { amount: money(paid.cents) })
        : paid.held
          ? v.email("held", { amount: money(paid.cents) })
          : v.email("paidCard", { amount: money(paid.cents) }),
      ...(paid.cents < trip.booking.totalCents ? [v.email("laterMonths")] : []),
      ...(paid.demo ? [v.email("demo")] : []),
    ].join(" ");
  const installments = paymentSchedule(trip.quote, trip.pet.petFeeBasis, trip.stay.start);
  const schedule =
    installments.length === 1
      ? v.email("atCheckIn", { amount: money(installments[0]!.amountCents) })
      : v.list(
          installments.map((i) => v.email("onDate", { amount: money(i.amountCents), date: v.date(i.dueOn) })),
        );
  const when =
    trip.quote.depositCents > 0
      ? v.email("withDeposit", { when: schedule, deposit: money(trip.quote.depositCents) })
      : schedule;
  const terms =
    trip.booking.status === "pending"
      ? v.email("payDirectPending", { when })
      : v.email("payDirect", { when });
  return `${total} ${terms}`;
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
 * instant booking's or an accepted request's, the same) with its calendar file, in the traveller's
 * language (decision 3855). A mail failure never undoes the booking.
 */
export async function sendBookingEmail(
  trip: { to: string; language: string | null; booking: GuestBooking },
  mail: BookingMail,
) {
  try {
    await mail.mailer.send(
      bookingEmail(trip.to, trip.booking, mail.appUrl, mail.paid, voiceOf(trip.language)),
    );
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
  v: Voice = voiceOf(null),
): MailMessage {
  const { booking, listing } = trip;
  const confirmed = booking.status === "confirmed";
  const named = {
    title: listing.title,
    date: v.date(trip.stay.start),
    reference: booking.reference ?? booking.id,
  };
  const place = stayLocation(listing, booking.status);
  const paragraphs = [
    confirmed
      ? v.email("bookedLead", { title: listing.title, reference: booking.reference ?? booking.id })
      : v.email("requestLead", {
          title: listing.title,
          reference: booking.reference ?? booking.id,
          hours: REQUEST_ANSWER_HOURS,
        }),
    v.email("times", {
      checkIn: v.date(trip.stay.start),
      checkInTime: v.clock(listing.checkInTime),
      checkOut: v.date(trip.stay.end),
      checkOutTime: v.clock(listing.checkOutTime),
      city: listing.city,
    }),
    confirmed ? v.email("whereConfirmed", { place }) : v.email("wherePending", { place }),
    paymentText(trip, v, paid),
    trip.freeCancellationUntil
      ? v.email("freeCancellation", {
          when: v.instantIn(trip.freeCancellationUntil, listing.timeZone),
          city: listing.city,
        })
      : v.email("readPolicy"),
  ];
  return {
    to,
    subject: confirmed ? v.email("bookedSubject", named) : v.email("requestSubject", named),
    ...renderEmail({
      heading: confirmed ? v.email("bookedHeading") : v.email("requestHeading"),
      paragraphs,
      action: { label: v.email("seeTrip"), url: `${appUrl}/user/bookings/${booking.id}` },
      frame: emailFrame(v),
    }),
    attachments: confirmed
      ? [
          {
            filename: "stay.ics",
            content: tripCalendarFile(trip, appUrl, v),
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
  v: Voice = voiceOf(null),
): MailMessage {
  const { booking, listing } = trip;
  const amount = v.money(paid.cents, booking.currency, true);
  return {
    to,
    subject: v.email("receiptSubject", {
      amount,
      title: listing.title,
      reference: booking.reference ?? booking.id,
    }),
    ...renderEmail({
      heading: v.email("receiptHeading"),
      paragraphs: [
        v.email("receiptLead", {
          amount,
          title: listing.title,
          start: v.date(trip.stay.start),
          end: v.date(trip.stay.end),
          reference: booking.reference ?? booking.id,
        }),
        ...(paid.demo ? [v.email("demo")] : []),
      ],
      action: { label: v.email("seeReceipt"), url: `${appUrl}/user/bookings/${booking.id}/receipt` },
      frame: emailFrame(v),
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
