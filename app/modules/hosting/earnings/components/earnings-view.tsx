import { useMemo, type ReactNode } from "react";
import { Form } from "react-router";
import { SelectField } from "~/ui/form";
import { intlLocale } from "~/i18n/locales";
import { useFormat, useLanguage, useT } from "~/i18n/react";
import {
  occupancyPct,
  monthsToList,
  type ChartSeries,
  type EarningsMoney,
  type EarningsRow,
  type ListingSummary,
  type MonthSummary,
  type Money,
  type NextPayout,
  type Tiles,
} from "../earnings.ts";

/** A percentage as the page's language writes it, to two decimals: 12.5 → "12.5%" ("12,5 %", "١٢٫٥٪"). */
export function usePercent() {
  const { locale } = useLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 2 });
    return (n: number) => format.format(n / 100);
  }, [locale]);
}

/** The page's words for who pays the owner (the lead, the chart's and the months' descriptions). */
export function useEarningsWords(money: EarningsMoney) {
  const t = useT("hostEarnings");
  const percent = usePercent();
  if (!money.sitePays) return { lead: t("leadDirect"), chart: t("chartDirect"), months: t("monthsDirect") };
  const lead = t("leadSite", { percent: percent(money.commissionPercent) });
  return {
    lead: money.mode === "demo" ? `${lead} ${t("leadDemo")}` : lead,
    chart: t("chartSite"),
    months: t("monthsSite"),
  };
}

/** "Nov 2026" of "2026-11", in the page's language. */
export function useMonthLabel() {
  const format = useFormat();
  return (month: string, style: "short" | "long" = "short") =>
    format.date(`${month}-01`, { month: style, day: undefined, year: "numeric" });
}

/** Amounts in several currencies, one under the other (never added together). */
export function MoneyList({
  amounts,
  exact = false,
  empty = "—",
}: {
  amounts: readonly Money[];
  exact?: boolean;
  empty?: string;
}) {
  const format = useFormat();
  if (amounts.length === 0) return <span className="text-muted">{empty}</span>;
  return (
    <>
      {amounts.map((m) => (
        <span key={m.currency} className="block">
          {format.money(m.cents, m.currency, exact)}
        </span>
      ))}
    </>
  );
}

function Tile({
  label,
  amounts,
  children,
}: {
  label: string;
  amounts: readonly Money[];
  children?: ReactNode;
}) {
  const format = useFormat();
  return (
    <div className="rounded-3xl border border-line bg-surface p-5 shadow-card">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <p className="mt-2 text-2xl font-semibold text-ink tabular-nums">
        <MoneyList amounts={amounts} empty={format.money(0)} />
      </p>
      {children && <div className="mt-2 text-sm text-muted">{children}</div>}
    </div>
  );
}

export function EarningsTiles({
  tiles,
  next,
  today,
  money,
}: {
  tiles: Tiles;
  next: NextPayout | null;
  today: string;
  money: EarningsMoney;
}) {
  const t = useT("hostEarnings");
  const format = useFormat();
  const monthLabel = useMonthLabel();
  const amounts = next?.amounts.map((m) => format.money(m.cents, m.currency)).join(" + ") ?? "";
  return (
    <div className="grid gap-4 sm:grid-cols-3" data-testid="earnings-tiles">
      <Tile
        label={t("thisMonth", { month: monthLabel(today.slice(0, 7), "long") })}
        amounts={tiles.thisMonth}
      >
        {t("thisMonthNote")}
      </Tile>
      <Tile
        label={t("yearToDate", { year: format.year(Number(today.slice(0, 4))) })}
        amounts={tiles.yearToDate}
      >
        {money.sitePays ? t("paidOutSince") : t("paidSince")}
      </Tile>
      <Tile label={t("upcoming")} amounts={tiles.upcoming}>
        {next
          ? next.dueOn === today
            ? t("nextToday", { amounts })
            : t("nextOn", { date: format.date(next.dueOn), amounts })
          : t("nothingDue")}
      </Tile>
    </div>
  );
}

/** Payout per month as bars (one chart per currency), with the same figures as a table. */
export function EarningsChart({ series }: { series: readonly ChartSeries[] }) {
  const t = useT("hostEarnings");
  const format = useFormat();
  const monthLabel = useMonthLabel();
  if (series.every((s) => s.maxCents === 0))
    return (
      <p className="text-sm text-muted" data-testid="chart-empty">
        {t("chartEmpty")}
      </p>
    );
  return (
    <div className="space-y-8">
      {series.map((s) => (
        <figure key={s.currency}>
          <figcaption className="mb-3 text-sm font-semibold text-ink">
            {t("chartCaption", { currency: s.currency })}
          </figcaption>
          {/* The bars are a picture of the table below, which screen readers read instead. */}
          <div aria-hidden className="flex h-44 items-end gap-1 border-b border-line sm:gap-2">
            {s.bars.map((bar) => (
              <div
                key={bar.month}
                className="flex h-full min-w-0 flex-1 flex-col items-center justify-end"
                title={t("barTitle", {
                  month: monthLabel(bar.month),
                  amount: format.money(bar.cents, s.currency),
                })}
              >
                {bar.cents > 0 && (
                  <span className="mb-1 hidden text-[0.65rem] text-muted tabular-nums lg:block">
                    {format.money(bar.cents, s.currency)}
                  </span>
                )}
                <div
                  className="w-full rounded-t-md bg-primary"
                  style={{
                    height:
                      s.maxCents > 0
                        ? `${Math.max(bar.cents > 0 ? 2 : 0, (bar.cents / s.maxCents) * 85)}%`
                        : 0,
                  }}
                />
              </div>
            ))}
          </div>
          <div aria-hidden className="mt-1 flex gap-1 sm:gap-2">
            {s.bars.map((bar) => (
              <span key={bar.month} className="min-w-0 flex-1 truncate text-center text-[0.65rem] text-muted">
                <span className="sm:hidden">
                  {format.date(`${bar.month}-01`, { month: "narrow", day: undefined, year: undefined })}
                </span>
                <span className="hidden sm:inline">
                  {format.date(`${bar.month}-01`, { month: "short", day: undefined, year: undefined })}
                </span>
              </span>
            ))}
          </div>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-semibold text-primary">{t("chartFigures")}</summary>
            <table className="mt-2 w-full max-w-md text-start">
              <caption className="sr-only">{t("chartCaption", { currency: s.currency })}</caption>
              <thead>
                <tr className="text-muted">
                  <th scope="col" className="py-1 font-semibold">
                    {t("month")}
                  </th>
                  <th scope="col" className="py-1 text-end font-semibold">
                    {t("payout")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {s.bars.map((bar) => (
                  <tr key={bar.month} className="border-t border-line">
                    <th scope="row" className="py-1 font-normal">
                      {monthLabel(bar.month, "long")}
                    </th>
                    <td className="py-1 text-end tabular-nums">
                      {format.money(bar.cents, s.currency, true)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </figure>
      ))}
    </div>
  );
}

/** The row names stay in view while a phone scrolls the figures sideways. */
const sticky = "sticky start-0 z-10 bg-surface";
const th = "px-3 py-2 font-semibold whitespace-nowrap";
const num = "px-3 py-2 text-end tabular-nums whitespace-nowrap align-top";

function Pct({ nights, available }: { nights: number; available: number }) {
  const percent = usePercent();
  return <>{available > 0 ? percent(occupancyPct(nights, available)) : "—"}</>;
}

/** The fees in each currency earned, or zero in the first listing's when nothing was. */
const feesOf = (fee: readonly Money[], fallback: string) =>
  fee.length ? fee : [{ currency: fallback, cents: 0 }];

function TableFrame({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    // Wider than a phone: the frame scrolls, and takes focus so the keyboard can scroll it too.
    <div role="region" aria-label={caption} tabIndex={0} className="-mx-5 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[40rem] text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

function MoneyHeads() {
  const t = useT("hostEarnings");
  return (
    <>
      <th scope="col" className={`${th} text-end`}>
        {t("nights")}
      </th>
      <th scope="col" className={`${th} text-end`}>
        {t("occupancy")}
      </th>
      <th scope="col" className={`${th} text-end`}>
        {t("gross")}
      </th>
      <th scope="col" className={`${th} text-end`}>
        {t("tax")}
      </th>
      <th scope="col" className={`${th} text-end`}>
        {t("fees")}
      </th>
      <th scope="col" className={`${th} text-end`}>
        {t("payout")}
      </th>
    </>
  );
}

export function MonthTable({
  months,
  rows,
  titles,
  currency,
  perListing,
}: {
  months: readonly MonthSummary[];
  rows: readonly EarningsRow[];
  titles: Readonly<Record<number, string>>;
  currency: string;
  /** Show each listing's line under its month (when several listings are shown). */
  perListing: boolean;
}) {
  const t = useT("hostEarnings");
  const format = useFormat();
  const monthLabel = useMonthLabel();
  return (
    <TableFrame caption={t("perMonthCaption")}>
      <thead>
        <tr className="border-b border-line text-muted">
          <th scope="col" className={`${sticky} ${th}`}>
            {t("month")}
          </th>
          <MoneyHeads />
          <th scope="col" className={th}>
            {t("status")}
          </th>
        </tr>
      </thead>
      {monthsToList(months).map((m) => {
        const detail = perListing ? rows.filter((r) => r.month === m.month) : [];
        return (
          <tbody key={m.month} className="border-b border-line">
            <tr data-month={m.month}>
              <th scope="row" className={`${sticky} px-3 py-2 font-semibold whitespace-nowrap text-ink`}>
                {monthLabel(m.month, "long")}
              </th>
              <td className={num}>{format.number(m.nights)}</td>
              <td className={num}>
                <Pct nights={m.nights} available={m.availableNights} />
              </td>
              <td className={num}>
                <MoneyList amounts={m.gross} exact />
              </td>
              <td className={num}>
                <MoneyList amounts={m.tax} exact />
              </td>
              <td className={num}>
                <MoneyList amounts={feesOf(m.fee, currency)} exact />
              </td>
              <td className={`${num} font-semibold text-ink`}>
                <MoneyList amounts={m.payout} exact />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    m.state === "paid" || m.state === "none"
                      ? "bg-surface-2 text-muted"
                      : m.state === "failed"
                        ? "bg-danger/10 text-danger"
                        : m.state === "current"
                          ? "bg-primary-soft text-primary"
                          : "bg-accent-soft text-ink"
                  }`}
                >
                  {t(`state.${m.state}`)}
                </span>
              </td>
            </tr>
            {detail.map((r) => (
              <tr key={`${r.listingId}-${r.currency}`} className="text-muted">
                <th scope="row" className={`${sticky} py-1 pe-3 ps-7 font-normal`}>
                  <span className="block w-32 written-line sm:w-56" dir="auto" title={titles[r.listingId]}>
                    {titles[r.listingId] ?? t("aListing")}
                  </span>
                </th>
                <td className={num}>{format.number(r.nights)}</td>
                <td className={num}>
                  <Pct nights={r.nights} available={r.availableNights} />
                </td>
                <td className={num}>{format.money(r.grossCents, r.currency, true)}</td>
                <td className={num}>{format.money(r.taxCents, r.currency, true)}</td>
                <td className={num}>{format.money(r.feeCents, r.currency, true)}</td>
                <td className={num}>{format.money(r.payoutCents, r.currency, true)}</td>
                <td />
              </tr>
            ))}
          </tbody>
        );
      })}
    </TableFrame>
  );
}

export function ListingTable({
  summaries,
  titles,
  currencies,
}: {
  summaries: readonly ListingSummary[];
  titles: Readonly<Record<number, string>>;
  currencies: Readonly<Record<number, string>>;
}) {
  const t = useT("hostEarnings");
  const format = useFormat();
  return (
    <TableFrame caption={t("perListingCaption")}>
      <thead>
        <tr className="border-b border-line text-muted">
          <th scope="col" className={`${sticky} ${th}`}>
            {t("listing")}
          </th>
          <MoneyHeads />
        </tr>
      </thead>
      <tbody>
        {summaries.map((s) => (
          <tr key={s.listingId} className="border-b border-line" data-listing={s.listingId}>
            <th scope="row" className={`${sticky} px-3 py-2 font-semibold text-ink`}>
              <span className="line-clamp-2 w-36 sm:w-64">{titles[s.listingId]}</span>
            </th>
            <td className={num}>{format.number(s.nights)}</td>
            <td className={num}>
              <Pct nights={s.nights} available={s.availableNights} />
            </td>
            <td className={num}>
              <MoneyList amounts={s.gross} exact empty={format.money(0, currencies[s.listingId])} />
            </td>
            <td className={num}>
              <MoneyList amounts={s.tax} exact empty={format.money(0, currencies[s.listingId])} />
            </td>
            <td className={num}>
              <MoneyList amounts={feesOf(s.fee, currencies[s.listingId] ?? "USD")} exact />
            </td>
            <td className={`${num} font-semibold text-ink`}>
              <MoneyList amounts={s.payout} exact empty={format.money(0, currencies[s.listingId])} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

/** How the figures above are counted, in the owner's words. */
export function HowEarningsAreCounted({ money }: { money: EarningsMoney }) {
  const t = useT("hostEarnings");
  const percent = usePercent();
  const lines = money.sitePays
    ? [t("countedSite1"), t("countedSite2", { percent: percent(money.commissionPercent) }), t("countedSite3")]
    : [t("countedDirect1"), t("countedDirect2"), t("countedDirect3")];
  return (
    <section
      aria-labelledby="counted-heading"
      className="rounded-3xl bg-surface-2 p-5 text-sm leading-6 sm:p-7"
    >
      <h2 id="counted-heading" className="text-base text-ink">
        {t("countedTitle")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-muted">
        {[...lines, t("countedOccupancy"), t("countedCurrencies")].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** Which listing and which months the page shows: a plain GET form, the choice kept in the address. */
export function EarningsFilters({
  filters,
  error,
  allListings,
  years,
  today,
}: {
  filters: { listing: string; year: string };
  error: string | null;
  allListings: readonly { id: number; title: string }[];
  years: { first: number | null; last: number | null };
  today: string;
}) {
  const t = useT("hostEarnings");
  const format = useFormat();
  const thisYear = Number(today.slice(0, 4));
  const yearOptions = [];
  for (
    let y = Math.max(years.last ?? thisYear, thisYear);
    y >= Math.min(years.first ?? thisYear, thisYear);
    y--
  )
    yearOptions.push({ value: String(y), label: format.year(y) });
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t("filtersLabel")}>
      <SelectField
        label={t("listing")}
        name="listing"
        defaultValue={filters.listing}
        className="w-full sm:w-72"
        options={[
          { value: "", label: t("allListings") },
          ...allListings.map((l) => ({ value: String(l.id), label: l.title || t("untitled") })),
        ]}
      />
      <SelectField
        label={t("months")}
        name="year"
        defaultValue={error ? "" : filters.year}
        className="w-full sm:w-64"
        error={error ?? undefined}
        options={[{ value: "", label: t("recentMonths") }, ...yearOptions]}
      />
      <button
        type="submit"
        className="inline-flex h-11 items-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
      >
        {t("show")}
      </button>
    </Form>
  );
}
