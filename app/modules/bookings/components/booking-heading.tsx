import { useFormat, useT } from "~/i18n/react";
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
  const t = useT("booking.page");
  const format = useFormat();
  const instant = instantBook || offer !== null;
  const lead = offer
    ? t("offerLead", { kind: offer.kind, viaCard: viaCard ? "yes" : "no" })
    : instantBook
      ? viaCard
        ? t("instantCard")
        : t("instantDirect")
      : viaCard
        ? t("requestCard")
        : t("requestDirect");
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">
        {offer
          ? offer.kind === "offer"
            ? t("specialOffer")
            : t("preApproved")
          : instant
            ? t("instantBook")
            : t("requestToBook")}
      </p>
      <h1 className="mt-1 text-3xl text-ink sm:text-4xl">{instant ? t("bookTitle") : t("requestTitle")}</h1>
      <p className="mt-2 max-w-2xl text-muted">{lead}</p>
      {offer && (
        <div className="mt-4 max-w-2xl" data-testid="booking-offer">
          {offer.refusal ? (
            <Notice>{offer.refusal}</Notice>
          ) : (
            <Notice tone="info">
              {t("offerNotice", {
                kind: offer.kind,
                checkIn: format.date(offer.checkIn, { weekday: "short" }),
                checkOut: format.date(offer.checkOut, { weekday: "short" }),
                guests: offer.guests,
                pets: offer.pets,
                expiresAt: offer.expiresAt,
              })}
            </Notice>
          )}
        </div>
      )}
    </>
  );
}
