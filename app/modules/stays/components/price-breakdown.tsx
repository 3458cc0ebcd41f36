import { type PriceQuote, type PriceTerms, type QuoteDiscount } from "../pricing";
import { formatMoney } from "~/shared/format";
import { PET_FEE_BASIS_LABELS } from "../stays";

/** The server's price, line by line: nights, discount, cleaning, pets, tax, total, deposit apart. */
export function PriceBreakdown({ quote, terms }: { quote: PriceQuote; terms: PriceTerms }) {
  const money = (cents: number) => formatMoney(cents, terms.currency, true);
  return (
    <dl className="grid gap-2 text-sm" data-testid="price-breakdown">
      <div className="flex justify-between gap-3">
        <dt className="text-muted">
          {quote.rateBasis === "monthly"
            ? `${money(quote.rateCents)} / month × ${quote.nights} nights (per 30)`
            : nightsByPrice(quote) ||
              `${money(quote.rateCents)} × ${quote.nights} ${quote.nights === 1 ? "night" : "nights"}`}
        </dt>
        <dd className="text-ink tabular">{money(quote.lodgingCents)}</dd>
      </div>
      {quote.discounts
        ? quote.discounts.map((d) => (
            <div key={d.rule} className="flex justify-between gap-3">
              <dt className="text-muted">
                {DISCOUNT_LABELS[d.rule]} ({d.pct}%)
              </dt>
              <dd className="text-success tabular">−{money(d.cents)}</dd>
            </div>
          ))
        : quote.discountCents > 0 && (
            <div className="flex justify-between gap-3">
              <dt className="text-muted">Weekly discount ({terms.weeklyDiscountPct}%)</dt>
              <dd className="text-success tabular">−{money(quote.discountCents)}</dd>
            </div>
          )}
      {quote.cleaningFeeCents > 0 && (
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Cleaning fee</dt>
          <dd className="text-ink tabular">{money(quote.cleaningFeeCents)}</dd>
        </div>
      )}
      {quote.petCount > 0 && (
        <div className="flex justify-between gap-3">
          <dt className="text-muted">
            Pet fee{" "}
            {terms.petFeeCents > 0
              ? `(${money(terms.petFeeCents)} ${PET_FEE_BASIS_LABELS[terms.petFeeBasis]})`
              : "(none)"}
          </dt>
          <dd className="text-ink tabular">{money(quote.petFeeCents)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-3">
        <dt className="text-muted">
          {quote.taxExempt
            ? `Lodging tax (none from ${terms.taxExemptAfterNights} nights)`
            : `Lodging tax (${(terms.lodgingTaxBps / 100).toFixed(2).replace(/\.?0+$/, "")}%)`}
        </dt>
        <dd className="text-ink tabular">{money(quote.taxCents)}</dd>
      </div>
      <div className="flex justify-between gap-3 border-t border-line pt-3 text-base font-bold text-ink">
        <dt>Total</dt>
        <dd className="tabular" data-testid="price-total">
          {money(quote.totalCents)}
        </dd>
      </div>
      {quote.depositCents > 0 && (
        <div className="flex justify-between gap-3 text-muted">
          <dt>Refundable pet deposit, held apart</dt>
          <dd className="tabular">{money(quote.depositCents)}</dd>
        </div>
      )}
    </dl>
  );
}

export const DISCOUNT_LABELS: Record<QuoteDiscount["rule"], string> = {
  weekly: "Weekly discount",
  monthly: "Monthly discount",
  "last-minute": "Last-minute discount",
  "early-bird": "Early-bird discount",
};

/** Some nights at other prices than the nightly rate: the sum, and which prices, not one rate × nights. */
function nightsByPrice(quote: PriceQuote) {
  const parts = [
    quote.specialNights ? `${quote.specialNights} at a price for those dates` : null,
    quote.seasonNights ? `${quote.seasonNights} at a seasonal price` : null,
    quote.weekendNights ? `${quote.weekendNights} at the weekend price` : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return `${quote.nights} ${quote.nights === 1 ? "night" : "nights"} (${parts.join(", ")})`;
}
