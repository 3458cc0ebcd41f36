import ical, { ICalCalendarMethod } from "ical-generator";
import { voiceOf } from "../../i18n/voice.server.ts";
import type { Voice } from "../../i18n/voice.ts";
import { SITE_NAME } from "../../site.ts";
import { icsText } from "../../shared/ics.ts";
import { stayLocation } from "./booking-view.ts";
import type { GuestBooking } from "./trip.ts";

/** What the calendar file reads of a trip. */
export interface CalendarTrip extends Pick<GuestBooking, "stay" | "checkInAt" | "checkOutAt"> {
  booking: Pick<GuestBooking["booking"], "id" | "reference" | "status" | "updatedAt">;
  listing: Pick<
    GuestBooking["listing"],
    "title" | "address" | "neighborhood" | "city" | "region" | "country" | "checkInTime" | "checkOutTime"
  >;
}

/**
 * The trip's calendar file (RFC 5545), for "add to calendar" and the confirmation email: one event
 * from check-in to check-out at the listing's times. Written by the same library as the listings'
 * feeds (calendar-sync/ical-export.ts), which escapes and folds the text.
 */
export function tripCalendarFile(trip: CalendarTrip, appUrl: string, v: Voice = voiceOf(null)): string {
  const { booking, listing } = trip;
  const url = `${appUrl}/user/bookings/${booking.id}`;
  const calendar = ical({
    prodId: { company: SITE_NAME, product: "Bookings", language: v.locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `${booking.id}@pet-friendly-rentals`,
    start: trip.checkInAt,
    end: trip.checkOutAt,
    stamp: booking.updatedAt,
    summary: v.ics("summary", { title: listing.title }),
    location: stayLocation(listing, booking.status),
    description: [
      v.ics("booking", { reference: booking.reference ?? booking.id }),
      v.ics("times", {
        checkIn: v.date(trip.stay.start),
        checkInTime: v.clock(listing.checkInTime),
        checkOut: v.date(trip.stay.end),
        checkOutTime: v.clock(listing.checkOutTime),
        city: listing.city,
      }),
      url,
    ].join("\n"),
    url,
  });
  return icsText(calendar);
}
