import { type PriceQuote, type PriceTerms, type QuoteDiscount } from "../pricing";
import { useFormat, useT } from "~/i18n/react";

/** The server's price, line by line: nights, discount, cleaning, pets, tax, total, deposit apart. */
export function PriceBreakdown({ quote, terms }: { quote: PriceQuote; terms: PriceTerms }) {
  const t = useT("stay.price");
  const format = useFormat();
  const money = (cents: number) => format.money(cents, terms.currency, true);
  const mixed = nightsByPrice(quote, (key, count) => t(key, { count: format.number(count) }), format.list);
  return (
    <dl className="grid gap-2 text-sm" data-testid="price-breakdown">
      <div className="flex justify-between gap-3">
        <dt className="text-muted">
          {quote.offer
            ? t("specialOffer", { nights: quote.nights })
            : quote.rateBasis === "monthly"
              ? t("monthlyRate", { rate: money(quote.rateCents), nights: quote.nights })
              : mixed
                ? t("mixedNights", { nights: quote.nights, parts: mixed })
                : t("nightlyRate", { rate: money(quote.rateCents), nights: quote.nights })}
        </dt>
        <dd className="text-ink tabular">{money(quote.lodgingCents)}</dd>
      </div>
      {quote.discounts
        ? quote.discounts.map((d) => (
            <div key={d.rule} className="flex justify-between gap-3">
              <dt className="text-muted">
                {t("discount", { rule: DISCOUNT_RULES[d.rule], pct: format.number(d.pct) })}
              </dt>
              <dd className="text-success tabular">−{money(d.cents)}</dd>
            </div>
          ))
        : quote.discountCents > 0 && (
            <div className="flex justify-between gap-3">
              <dt className="text-muted">
                {t("discount", { rule: "weekly", pct: format.number(terms.weeklyDiscountPct) })}
              </dt>
              <dd className="text-success tabular">−{money(quote.discountCents)}</dd>
            </div>
          )}
      {quote.cleaningFeeCents > 0 && (
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t("cleaningFee")}</dt>
          <dd className="text-ink tabular">{money(quote.cleaningFeeCents)}</dd>
        </div>
      )}
      {quote.petCount > 0 && (
        <div className="flex justify-between gap-3">
          <dt className="text-muted">
            {terms.petFeeCents > 0
              ? t("petFee", { amount: money(terms.petFeeCents), basis: terms.petFeeBasis })
              : t("petFeeNone")}
          </dt>
          <dd className="text-ink tabular">{money(quote.petFeeCents)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-3">
        <dt className="text-muted">
          {quote.taxExempt
            ? t("taxNone", { count: terms.taxExemptAfterNights ?? 0 })
            : t("tax", { rate: format.number(terms.lodgingTaxBps / 100) })}
        </dt>
        <dd className="text-ink tabular">{money(quote.taxCents)}</dd>
      </div>
      <div className="flex justify-between gap-3 border-t border-line pt-3 text-base font-bold text-ink">
        <dt>{t("total")}</dt>
        <dd className="tabular" data-testid="price-total">
          {money(quote.totalCents)}
        </dd>
      </div>
      {quote.depositCents > 0 && (
        <div className="flex justify-between gap-3 text-muted">
          <dt>{t("depositApart")}</dt>
          <dd className="tabular">{money(quote.depositCents)}</dd>
        </div>
      )}
    </dl>
  );
}

/** A discount's rule as the catalogue's `stay.price.discount` select names it. */
const DISCOUNT_RULES: Record<QuoteDiscount["rule"], string> = {
  weekly: "weekly",
  monthly: "monthly",
  "last-minute": "lastMinute",
  "early-bird": "earlyBird",
};

/** Some nights at other prices than the nightly rate: which prices, as a list, not one rate × nights. */
function nightsByPrice(
  quote: PriceQuote,
  say: (key: "specialNights" | "seasonNights" | "weekendNights", count: number) => string,
  list: (parts: string[]) => string,
) {
  const parts = [
    quote.specialNights ? say("specialNights", quote.specialNights) : null,
    quote.seasonNights ? say("seasonNights", quote.seasonNights) : null,
    quote.weekendNights ? say("weekendNights", quote.weekendNights) : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : list(parts);
}
