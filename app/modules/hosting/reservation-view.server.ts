import { textFor } from "../masking/reader.ts";
import { threadPath } from "../messages/messages.ts";
import { formatClock, formatInstantIn } from "../../shared/format.ts";
import { hostSettlementWords, type ReaderFormats, type SettlementReader } from "./reservations.ts";
import { hostMayCancel, hostSettlementAt } from "../bookings/owner-answers.server.ts";
import type { HostReservationDetail } from "./reservations.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { historyNoteIn } from "../bookings/history-note.server.ts";

/** What the reservation page sends to the browser about one booking of the owner's homes. */
export function reservationView(
  found: HostReservationDetail,
  now: Date,
  extra: {
    threadId: string | null;
    cancellations: number;
    /** An accepted stay between this guest and the owner: the guest's words show as typed. */
    revealed: boolean;
  },
  /** The reader's language: the home's clock, dates and the settlement's words as it writes them. */
  reader?: ReaderFormats & { settlement: SettlementReader; locale?: Locale },
) {
  const { booking, listing } = found;
  const accepted = booking.status === "confirmed" || booking.status === "completed";
  const guestWords = (text: string) => textFor(text, extra.revealed);
  const mayCancel = hostMayCancel(found, now);
  return {
    id: booking.id,
    reference: booking.reference ?? booking.id.slice(0, 8).toUpperCase(),
    status: booking.status,
    listing: {
      id: listing.id,
      title: listing.title,
      slug: listing.slug,
      address: listing.address,
      city: listing.city,
    },
    checkIn: found.stay.start,
    checkOut: found.stay.end,
    // The home's clock, named by its city ("3:00 PM in Lisbon").
    checkInTime: formatClock(listing.checkInTime, listing.city, reader?.tag, reader?.place),
    checkOutTime: formatClock(listing.checkOutTime, listing.city, reader?.tag, reader?.place),
    nights: found.quote.nights,
    adults: booking.adults,
    children: booking.children,
    message: guestWords(booking.message),
    // The guest's phone is the owner's to see once the stay is agreed.
    contactPhone: accepted ? booking.contactPhone : "",
    checkInInstructions: listing.checkInInstructions,
    guest: found.guest && {
      ...found.guest,
      name: guestWords(found.guest.name),
      memberSince: found.guest.memberSince.toISOString().slice(0, 10),
    },
    pets: {
      ...found.pets,
      pets: found.pets.pets.map((p) => ({
        ...p,
        name: p.name === undefined ? undefined : guestWords(p.name),
        breed: p.breed === undefined ? undefined : guestWords(p.breed),
        problems: p.problems.map(guestWords),
      })),
    },
    quote: found.quote,
    terms: found.terms,
    installments: found.schedule,
    expiresAt: booking.status === "pending" && booking.expiresAt ? booking.expiresAt.toISOString() : null,
    deadline: booking.expiresAt
      ? formatInstantIn(booking.expiresAt, listing.timeZone, listing.city, reader?.tag, reader?.place)
      : null,
    cancellationReason: booking.cancellationReason,
    cancelledBy: booking.cancelledBy,
    mayCancel,
    // In words that match what was paid (no "refund" of money nobody paid): before the owner
    // cancels (everything paid comes back), and on a cancelled stay (then, under its policy).
    cancelSettlement: mayCancel
      ? hostSettlementWords(
          hostSettlementAt(found, 0, now),
          booking.currency,
          booking.totalCents,
          false,
          reader?.settlement,
        )
      : null,
    cancelledSettlement:
      booking.status === "cancelled" && booking.refundCents !== null
        ? hostSettlementWords(
            hostSettlementAt(
              found,
              Math.max(0, booking.totalCents - booking.refundCents),
              booking.cancelledAt ?? now,
            ),
            booking.currency,
            booking.totalCents,
            true,
            reader?.settlement,
          )
        : null,
    cancellations: extra.cancellations,
    history: found.history.map((e) => ({
      id: e.id,
      status: e.status,
      // The process's notes said in the reader's language, as on the trip page (decision 3891).
      ...historyNoteIn(reader?.locale ?? "en", e),
      when: formatInstantIn(e.at, listing.timeZone, listing.city, reader?.tag, reader?.place),
    })),
    serverNow: now.toISOString(),
    conversation: extra.threadId ? threadPath(extra.threadId) : null,
  };
}
