import { threadPath } from "../messages/messages.ts";
import { formatClock, formatInstantIn } from "../../shared/format.ts";
import { hostMayCancel, type HostReservationDetail } from "./reservations.server.ts";

/** What the reservation page sends to the browser about one booking of the owner's homes. */
export function reservationView(
  found: HostReservationDetail,
  now: Date,
  extra: { threadId: string | null; cancellations: number },
) {
  const { booking, listing } = found;
  const accepted = booking.status === "confirmed" || booking.status === "completed";
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
    checkInTime: formatClock(listing.checkInTime, listing.city),
    checkOutTime: formatClock(listing.checkOutTime, listing.city),
    nights: found.quote.nights,
    adults: booking.adults,
    children: booking.children,
    message: booking.message,
    // The guest's phone is the owner's to see once the stay is agreed.
    contactPhone: accepted ? booking.contactPhone : "",
    checkInInstructions: listing.checkInInstructions,
    guest: found.guest && { ...found.guest, memberSince: found.guest.memberSince.toISOString().slice(0, 10) },
    pets: found.pets,
    quote: found.quote,
    terms: found.terms,
    installments: found.schedule,
    expiresAt: booking.status === "pending" && booking.expiresAt ? booking.expiresAt.toISOString() : null,
    deadline: booking.expiresAt ? formatInstantIn(booking.expiresAt, listing.timeZone, listing.city) : null,
    cancellationReason: booking.cancellationReason,
    cancelledBy: booking.cancelledBy,
    mayCancel: hostMayCancel(found, now),
    cancellations: extra.cancellations,
    history: found.history.map((e) => ({
      id: e.id,
      status: e.status,
      note: e.note,
      when: formatInstantIn(e.at, listing.timeZone, listing.city),
    })),
    serverNow: now.toISOString(),
    conversation: extra.threadId ? threadPath(extra.threadId) : null,
  };
}
