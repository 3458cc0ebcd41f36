import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderIn } from "../../../../../tests/helpers/render-in";
import type { Locale } from "~/i18n/locales";
import { localizeMessage, serverMessageKey } from "~/i18n/server-messages.server";
import { parseEarningsFilters, type MonthSummary } from "../earnings";
import { EarningsChart, MonthTable } from "./earnings-view";

const renderToStaticMarkup = (children: ReactNode) => renderIn("en", children);

// Issue 39's "Wrong today": months with no payout said "Paid", empty months to come headed the
// table, and the chart was empty until a first payout with no word of why.

const month = (m: string, state: MonthSummary["state"], nights: number, payoutCents = 0): MonthSummary => ({
  month: m,
  nights,
  availableNights: 30,
  gross: payoutCents ? [{ currency: "USD", cents: payoutCents }] : [],
  tax: [],
  fee: [],
  payout: payoutCents ? [{ currency: "USD", cents: payoutCents }] : [],
  state,
});

/** Each listed month's row: its month and its status words, top to bottom. */
const listed = (html: string) =>
  [...html.matchAll(/<tr data-month="([\d-]+)">.*?<span[^>]*>([^<]+)<\/span><\/td><\/tr>/g)].map((m) => [
    m[1],
    m[2],
  ]);

describe("the earnings page's months and chart", () => {
  it("a past month without a payout says “No stays”, not “Paid”; empty months to come are not listed", () => {
    const html = renderToStaticMarkup(
      <MonthTable
        months={[
          month("2027-01", "paid", 3, 45_000),
          month("2027-02", "none", 0),
          month("2027-03", "current", 0),
          month("2027-04", "expected", 2, 30_000),
          month("2027-05", "expected", 0),
          month("2027-06", "expected", 0),
        ]}
        rows={[]}
        titles={{}}
        currency="USD"
        perListing={false}
      />,
    );
    expect(listed(html)).toEqual([
      ["2027-04", "Expected"],
      ["2027-03", "This month"],
      ["2027-02", "No stays"],
      ["2027-01", "Paid"],
    ]);
  });

  it("an empty chart says why, and where the stays to come are", () => {
    const empty = renderToStaticMarkup(
      <EarningsChart series={[{ currency: "USD", maxCents: 0, bars: [{ month: "2027-03", cents: 0 }] }]} />,
    );
    expect(empty).toContain('data-testid="chart-empty"');
    expect(empty).toContain("Nothing was paid to you in these 12 months");
    expect(empty).toContain("marked “Expected”");
    const paid = renderToStaticMarkup(
      <EarningsChart
        series={[{ currency: "USD", maxCents: 45_000, bars: [{ month: "2027-01", cents: 45_000 }] }]}
      />,
    );
    expect(paid).not.toContain("chart-empty");
  });

  it("says the months, states, occupancy and money in the page's language", () => {
    const table = (locale: Locale) =>
      renderIn(
        locale,
        <MonthTable
          months={[month("2027-01", "paid", 15, 45_000)]}
          rows={[]}
          titles={{}}
          currency="EUR"
          perListing={false}
        />,
      );
    const es = table("es");
    expect(es).toContain("enero de 2027");
    expect(es).toContain("Pagado");
    expect(es).toContain("Ocupación");
    expect(es).toMatch(/>50\s%</);
    const ar = table("ar");
    expect(ar).toContain("يناير ٢٠٢٧");
    expect(ar).toContain("مدفوع");
    expect(ar).toMatch(/>٥٠\s?٪\S*</);
    expect(ar).toContain("٤٥٠");
  });
});

describe("the earnings filters' refusal", () => {
  it("is in the catalogue and said in the reader's language", () => {
    const parsed = parseEarningsFilters(new URLSearchParams("year=1999"));
    expect(parsed.ok).toBe(false);
    const message = parsed.ok ? "" : parsed.error;
    expect(serverMessageKey(message)).not.toBeNull();
    expect(localizeMessage("es", message)).toBe("Elige un año entre 2000 y 2100, o los meses recientes.");
  });
});
