import { describe, expect, it } from "vitest";
import { inLanguageRouted as renderIn } from "../../../../../tests/helpers/in-language.tsx";
import type { Locale } from "~/i18n/locales";
import { NO_RULES, PRICING_ORDER } from "~/modules/stays/pricing-rules";
import { quoteStay, type PriceTerms } from "~/modules/stays/pricing";
import { PricingRulesPage, type PricingRulesPageProps } from "./pricing-rules-page";

const terms = {
  nightlyRateCents: 10_000,
  weeklyDiscountPct: 10,
  monthlyRateCents: 240_000,
  cleaningFeeCents: 0,
  lodgingTaxBps: 0,
  taxExemptAfterNights: null,
  petFeeCents: 0,
  petFeeBasis: "per_stay",
  petDepositCents: 0,
  currency: "USD",
  rules: { ...NO_RULES, weekendRateCents: 15_000, monthlyDiscountPct: 20 },
  overrides: [],
  today: "2027-02-20",
} as unknown as PriceTerms;

const props: PricingRulesPageProps = {
  listing: { id: 7, title: "Cabin", status: "published" } as PricingRulesPageProps["listing"],
  today: "2027-02-20",
  currency: "USD",
  rules: {
    ...NO_RULES,
    weekendRateCents: 15_000,
    monthlyDiscountPct: 20,
    seasons: [{ start: "2027-07-01", end: "2027-08-01", nightlyRateCents: 20_000 }],
  },
  formValues: {},
  rates: { nightlyRateCents: 10_000, weeklyDiscountPct: 10, monthlyRateCents: 240_000 },
  checkIn: "2027-03-05",
  terms,
  examples: [
    { kind: "weekend", checkOut: "2027-03-07", quote: quoteStay(terms, "2027-03-05", "2027-03-07", 0) },
  ],
};

const renderPage = (locale: Locale) => renderIn(locale, <PricingRulesPage {...props} />);

/** The order's steps as listed: each rule's words and the owner's setting. */
const order = (html: string) =>
  [
    ...html.matchAll(
      /<span class="text-ink">([^<]+)<\/span><span class="block break-words text-muted">([^<]+)</g,
    ),
  ].map((m) => [m[1]!.replace(/&#x27;/g, "'"), m[2]]);

describe("the pricing rules page in the reader's language", () => {
  it("names every step of the order with the owner's value or none, in English as before", () => {
    expect(order(renderPage("en"))).toEqual([
      [PRICING_ORDER[0], "On the calendar page, for the nights you choose"],
      [PRICING_ORDER[1], "Jul 1, 2027 to Jul 31, 2027: $200"],
      [PRICING_ORDER[2], "$150 a night"],
      [PRICING_ORDER[3], "$100 a night"],
      [PRICING_ORDER[4], "$2,400 a month (per 30 nights)"],
      [PRICING_ORDER[5], "monthly 20%, weekly 10%"],
      [PRICING_ORDER[6], "Not set"],
    ]);
  });

  it("in Spanish and Arabic: headings, the order, seasons and the preview in the reader's words and digits", () => {
    const es = renderPage("es");
    expect(es).toContain("Reglas de precios");
    expect(es).toContain("El precio de fin de semana (noches de viernes y sábado)");
    expect(es).toContain("mensual 20");
    expect(es).toContain("Un fin de semana (2 noches)");
    const ar = renderPage("ar");
    expect(ar).toContain("قواعد التسعير");
    expect(ar).toContain("سعر الليلة");
    expect(ar).toMatch(/[٠-٩]/);
    expect(ar).not.toContain("Weekend price");
  });
});
