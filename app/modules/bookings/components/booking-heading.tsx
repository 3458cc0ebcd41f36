import { formatDate } from "~/shared/format";
import { Notice } from "~/ui/form";
import type { OfferState } from "../offers";

/** The owner's offer the booking page books (decision 3953), as the page shows it. */
export interface PageOffer {
  id: string;
  kind: "preapproval" | "offer";
  checkIn: string;
  checkOut: string;
  guests: number;
  pets: number;
  state: OfferState;
  refusal: string | null;
  expiresAt: string;
}

/** The booking page's title and lead: instant book, a request, or the owner's offer. */
export function BookingHeading({
  instantBook,
  viaCard,
  offer,
}: {
  instantBook: boolean;
  viaCard: boolean;
  offer: PageOffer | null;
}) {
  const instant = instantBook || offer !== null;
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">
        {offer
          ? offer.kind === "offer"
            ? "Special offer"
            : "Pre-approved"
          : instant
            ? "Instant book"
            : "Request to book"}
      </p>
      <h1 className="mt-1 text-3xl text-ink sm:text-4xl">
        {instant ? "Book your stay" : "Request your stay"}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">
        {offer
          ? `The owner ${offer.kind === "offer" ? "made you a special offer" : "pre-approved you"}: your stay is confirmed as soon as you ${viaCard ? "pay at the next step" : "book"}.`
          : instantBook
            ? viaCard
              ? "The owner accepts instant bookings: your stay is confirmed as soon as you pay at the next step."
              : "The owner accepts instant bookings: your stay is confirmed as soon as you book."
            : viaCard
              ? "The owner answers within 24 hours. Your card is authorised at the next step and charged only if they accept."
              : "The owner answers within 24 hours. Nothing is charged until they accept."}
      </p>
      {offer && (
        <div className="mt-4 max-w-2xl" data-testid="booking-offer">
          {offer.refusal ? (
            <Notice>{offer.refusal}</Notice>
          ) : (
            <Notice tone="info">
              {offer.kind === "offer" ? "Special offer" : "Pre-approval"} for{" "}
              {formatDate(offer.checkIn, { weekday: "short" })} to{" "}
              {formatDate(offer.checkOut, { weekday: "short" })}, up to {offer.guests}{" "}
              {offer.guests === 1 ? "guest" : "guests"}
              {offer.pets > 0
                ? ` and ${offer.pets} ${offer.pets === 1 ? "animal" : "animals"}`
                : ", no animals"}
              . Open until {offer.expiresAt}. Your animals are still checked against the home&apos;s pet
              policy.
            </Notice>
          )}
        </div>
      )}
    </>
  );
}
