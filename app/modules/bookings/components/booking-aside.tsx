import { PriceBreakdown } from "~/modules/stays/components/price-breakdown";
import type { PriceQuote, PriceTerms } from "~/modules/stays/pricing";
import type { PhotoRef } from "~/modules/stays/stays";
import { useT } from "~/i18n/react";
import { PaymentSchedule } from "./payment-schedule";
import { StaySummary } from "./stay-summary";

/** Beside the booking form: the stay, its full price and when it is paid. */
export function BookingAside({
  photo,
  title,
  place,
  checkIn,
  checkOut,
  quote,
  terms,
  pending,
  viaCard,
  demo = false,
}: {
  photo: PhotoRef | null;
  title: string;
  place: string;
  checkIn: string;
  checkOut: string;
  quote: PriceQuote | null;
  terms: PriceTerms;
  pending: boolean;
  viaCard: boolean;
  /** Demo payments (no real money). */
  demo?: boolean;
}) {
  const t = useT("booking.aside");
  return (
    <aside aria-label={t("yourStay")} className="lg:sticky lg:top-24">
      <StaySummary photo={photo} title={title} place={place} checkIn={checkIn} checkOut={checkOut}>
        {quote ? (
          <>
            <PriceBreakdown quote={quote} terms={terms} />
            <div className="mt-4 border-t border-line pt-4">
              <PaymentSchedule
                quote={quote}
                terms={terms}
                checkIn={checkIn}
                pending={pending}
                viaCard={viaCard}
                demo={demo}
              />
            </div>
          </>
        ) : (
          <p className="text-sm text-muted">{t("chooseDates")}</p>
        )}
      </StaySummary>
    </aside>
  );
}
