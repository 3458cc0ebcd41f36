import { SEARCH_PATH } from "../../site.ts";
import { formatClock, formatInstantIn, type PlacePhrases } from "../../shared/format.ts";
import { priceTermsOf } from "../stays/pricing.ts";
import type { PaymentMode } from "../payments/processor.ts";
import { CANCELLATION_POLICIES } from "../stays/listing-features.ts";
import type { GuestBooking } from "./trip.ts";

/** Short words for a booking's status, for badges and emails. */
export const STATUS_LABELS = {
  awaiting_payment: "Awaiting payment",
  pending: "Requested",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
  completed: "Completed",
  expired: "Expired",
} as const;

export const time = (t: string) => t.slice(0, 5);

/** The owner has accepted the stay (or it has happened): the guest may know the street and how to get in. */
export const acceptedStay = (status: string) => status === "confirmed" || status === "completed";

/** The stay may still happen (asked for or confirmed): what it offers to plan ahead (calendar file, cancellation terms) applies. */
export const stayGoingAhead = (status: string) => status === "pending" || status === "confirmed";

/** What the payments' view needs of a booking (payments/booking-money.server.ts), field by field. */
export const moneyFacts = (booking: {
  id: string;
  currency: string;
  totalCents: number;
  status: string;
}) => ({
  id: booking.id,
  currency: booking.currency,
  totalCents: booking.totalCents,
  active:
    stayGoingAhead(booking.status) || booking.status === "awaiting_payment" || booking.status === "completed",
});

/** How to reach the owner directly: shown for an accepted stay only (owner-contact.server.ts). */
export interface OwnerContact {
  name: string;
  email: string | null;
  /** Only a number the owner has verified. */
  phone: string | null;
}

/**
 * Where the stay is: the street only once the owner has accepted it; before that the
 * neighbourhood and the town (the page's map draws an approximate circle, never the spot).
 */
export function stayLocation(
  listing: Pick<GuestBooking["listing"], "address" | "neighborhood" | "city" | "region" | "country">,
  status: string,
) {
  const street = acceptedStay(status) ? listing.address : listing.neighborhood;
  return [street, listing.city, listing.region, listing.country].filter(Boolean).join(", ");
}

/**
 * What the confirmation and trip pages send to the browser about a booking; the home's clock is
 * written in the reader's language (`writing`: an Intl tag and its phrases; English by default).
 */
export function tripView(
  trip: GuestBooking,
  now = new Date(),
  mode: PaymentMode = "direct",
  writing?: { tag: string; place: PlacePhrases },
) {
  const { booking, listing, pet } = trip;
  const clock = (time: string) => formatClock(time, listing.city, writing?.tag, writing?.place);
  const at = (instant: Date) =>
    formatInstantIn(instant, listing.timeZone, listing.city, writing?.tag, writing?.place);
  return {
    /** Paid through the site (decision 3510) rather than to the owner directly. */
    viaCard: mode !== "direct",
    /** The demo card network (no real money), said wherever card payments are. */
    demoPayments: mode === "demo",
    id: booking.id,
    reference: booking.reference ?? booking.id.slice(0, 8).toUpperCase(),
    status: booking.status,
    checkIn: trip.stay.start,
    checkOut: trip.stay.end,
    /** Clock times where the home is, named by its city ("3:00 PM in Lisbon"). */
    checkInTime: clock(listing.checkInTime),
    checkOutTime: clock(listing.checkOutTime),
    address: stayLocation(listing, booking.status),
    /** A request: the street comes once the owner accepts. */
    addressPending: booking.status === "pending",
    /** A request: until when the owner may answer, as the clocks read where the home is. */
    answerBy: booking.status === "pending" && booking.expiresAt ? at(booking.expiresAt) : null,
    /** The owner's check-in instructions (key box, parking, Wi-Fi), for an accepted stay only. */
    checkInInstructions: acceptedStay(booking.status) ? listing.checkInInstructions || null : null,
    pets: booking.pets,
    adults: booking.adults,
    children: booking.children,
    quote: trip.quote,
    terms: priceTermsOf(listing, pet),
    totalCents: booking.totalCents,
    currency: booking.currency,
    /** As the clocks read where the home is ("Mar 1, 2027, 3:00 PM in Lisbon"). */
    freeCancellationUntil: trip.freeCancellationUntil ? at(trip.freeCancellationUntil) : null,
    /** The free-cancellation deadline is behind us ("ended" rather than "until"). */
    freeCancellationEnded: trip.freeCancellationUntil !== null && trip.freeCancellationUntil <= now,
    cancellation: CANCELLATION_POLICIES[trip.policy],
    /** The policy's key: the page says its terms in its language. */
    cancellationPolicy: trip.policy,
    message: booking.message,
  };
}

/** Why a trip ended without a stay, as its traveller reads it; null while it goes ahead or was their own cancellation. */
export type TripEnding =
  "declined" | "not-answered" | "not-paid" | "cancelled-by-owner" | "cancelled-by-site";

export function tripEndingOf(booking: {
  status: string;
  cancelledBy: string | null;
  history: readonly { status: string }[];
}): TripEnding | null {
  if (booking.status === "declined") return "declined";
  if (booking.status === "cancelled")
    return booking.cancelledBy === "owner"
      ? "cancelled-by-owner"
      : booking.cancelledBy === "site"
        ? "cancelled-by-site"
        : null;
  if (booking.status !== "expired") return null;
  // An owner can only let a request expire once it reached them (pending); a checkout left unpaid never did.
  return booking.history.some((step) => step.status === "pending") ? "not-answered" : "not-paid";
}

/** The same place, dates (when still ahead) and party: a traveller turned away finds another home at once. */
export function similarStaysHref(trip: {
  city: string;
  start: string;
  end: string;
  today: string;
  adults: number;
  pets: number;
}) {
  const query = new URLSearchParams({ where: trip.city });
  if (trip.start > trip.today) {
    query.set("checkIn", trip.start);
    query.set("checkOut", trip.end);
  }
  query.set("adults", String(trip.adults));
  if (trip.pets) query.set("pets", String(trip.pets));
  return `${SEARCH_PATH}?${query}`;
}

/** The same search again for a trip that ended without a stay: its city, dates (if ahead), guests and pets. */
export const similarStaysOf = (trip: Pick<GuestBooking, "listing" | "stay" | "booking">, today: string) =>
  similarStaysHref({
    city: trip.listing.city,
    start: trip.stay.start,
    end: trip.stay.end,
    today,
    adults: trip.booking.adults,
    pets: trip.booking.pets.length,
  });
