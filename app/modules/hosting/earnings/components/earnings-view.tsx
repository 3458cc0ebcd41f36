import type { ReactNode } from "react";
import { formatDate, formatMoney } from "~/shared/format";
import {
  occupancyPct,
  monthsToList,
  type ChartSeries,
  type EarningsRow,
  type ListingSummary,
  type MonthSummary,
  type Money,
  type NextPayout,
  type Tiles,
} from "../earnings.ts";

/** "Nov 2026" of "2026-11". */
export const monthLabel = (month: string, style: "short" | "long" = "short") =>
  formatDate(`${month}-01`, { month: style, day: undefined, year: "numeric" });

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
  if (amounts.length === 0) return <span className="text-muted">{empty}</span>;
  return (
    <>
      {amounts.map((m) => (
        <span key={m.currency} className="block">
          {formatMoney(m.cents, m.currency, exact)}
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
  return (
    <div className="rounded-3xl border border-line bg-surface p-5 shadow-card">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <p className="mt-2 text-2xl font-semibold text-ink tabular-nums">
        <MoneyList amounts={amounts} empty={formatMoney(0)} />
      </p>
      {children && <div className="mt-2 text-sm text-muted">{children}</div>}
    </div>
  );
}

export function EarningsTiles({
  tiles,
  next,
  today,
}: {
  tiles: Tiles;
  next: NextPayout | null;
  today: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3" data-testid="earnings-tiles">
      <Tile label={`This month (${monthLabel(today.slice(0, 7), "long")})`} amounts={tiles.thisMonth}>
        Due this month, paid or not yet.
      </Tile>
      <Tile label={`${today.slice(0, 4)} to date`} amounts={tiles.yearToDate}>
        Paid to you since January 1, by the payment terms.
      </Tile>
      <Tile label="Upcoming" amounts={tiles.upcoming}>
        {next ? (
          <>
            Next payout {next.dueOn === today ? "today" : formatDate(next.dueOn)}:{" "}
            {next.amounts.map((m) => formatMoney(m.cents, m.currency)).join(" + ")}
          </>
        ) : (
          "Nothing due after today yet."
        )}
      </Tile>
    </div>
  );
}

/** Payout per month as bars (one chart per currency), with the same figures as a table. */
export function EarningsChart({ series }: { series: readonly ChartSeries[] }) {
  if (series.every((s) => s.maxCents === 0))
    return (
      <p className="text-sm text-muted" data-testid="chart-empty">
        Nothing was paid to you in these 12 months. Each month's bar appears once its stays are paid; stays to
        come are in the table below, marked “Expected”.
      </p>
    );
  return (
    <div className="space-y-8">
      {series.map((s) => (
        <figure key={s.currency}>
          <figcaption className="mb-3 text-sm font-semibold text-ink">
            Payout per month in {s.currency}
          </figcaption>
          {/* The bars are a picture of the table below, which screen readers read instead. */}
          <div aria-hidden className="flex h-44 items-end gap-1 border-b border-line sm:gap-2">
            {s.bars.map((bar) => (
              <div
                key={bar.month}
                className="flex h-full min-w-0 flex-1 flex-col items-center justify-end"
                title={`${monthLabel(bar.month)}: ${formatMoney(bar.cents, s.currency)}`}
              >
                {bar.cents > 0 && (
                  <span className="mb-1 hidden text-[0.65rem] text-muted tabular-nums lg:block">
                    {formatMoney(bar.cents, s.currency)}
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
                {formatDate(`${bar.month}-01`, { month: "narrow", day: undefined, year: undefined })}
                <span className="hidden sm:inline">
                  {formatDate(`${bar.month}-01`, { month: "short", day: undefined, year: undefined }).slice(
                    1,
                  )}
                </span>
              </span>
            ))}
          </div>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-semibold text-primary">The figures of this chart</summary>
            <table className="mt-2 w-full max-w-md text-start">
              <caption className="sr-only">Payout per month in {s.currency}</caption>
              <thead>
                <tr className="text-muted">
                  <th scope="col" className="py-1 font-semibold">
                    Month
                  </th>
                  <th scope="col" className="py-1 text-end font-semibold">
                    Payout
                  </th>
                </tr>
              </thead>
              <tbody>
                {s.bars.map((bar) => (
                  <tr key={bar.month} className="border-t border-line">
                    <th scope="row" className="py-1 font-normal">
                      {monthLabel(bar.month, "long")}
                    </th>
                    <td className="py-1 text-end tabular-nums">{formatMoney(bar.cents, s.currency, true)}</td>
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

const STATE_LABEL: Record<MonthSummary["state"], string> = {
  paid: "Paid",
  none: "No stays",
  current: "This month",
  expected: "Expected",
};

function Pct({ nights, available }: { nights: number; available: number }) {
  return <>{available > 0 ? `${occupancyPct(nights, available)}%` : "—"}</>;
}

/** Zero fees in each currency earned (or the first listing's, when nothing was). */
const zeroFees = (payout: readonly Money[], fallback: string) =>
  (payout.length ? payout : [{ currency: fallback, cents: 0 }]).map((m) => ({
    currency: m.currency,
    cents: 0,
  }));

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
  return (
    <>
      <th scope="col" className={`${th} text-end`}>
        Nights
      </th>
      <th scope="col" className={`${th} text-end`}>
        Occupancy
      </th>
      <th scope="col" className={`${th} text-end`}>
        Gross
      </th>
      <th scope="col" className={`${th} text-end`}>
        Lodging tax
      </th>
      <th scope="col" className={`${th} text-end`}>
        Site fees
      </th>
      <th scope="col" className={`${th} text-end`}>
        Payout
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
  return (
    <TableFrame caption="Earnings per month">
      <thead>
        <tr className="border-b border-line text-muted">
          <th scope="col" className={`${sticky} ${th}`}>
            Month
          </th>
          <MoneyHeads />
          <th scope="col" className={th}>
            Status
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
              <td className={num}>{m.nights}</td>
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
                <MoneyList amounts={zeroFees(m.payout, currency)} />
              </td>
              <td className={`${num} font-semibold text-ink`}>
                <MoneyList amounts={m.payout} exact />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    m.state === "paid" || m.state === "none"
                      ? "bg-surface-2 text-muted"
                      : m.state === "current"
                        ? "bg-primary-soft text-primary"
                        : "bg-accent-soft text-ink"
                  }`}
                >
                  {STATE_LABEL[m.state]}
                </span>
              </td>
            </tr>
            {detail.map((r) => (
              <tr key={`${r.listingId}-${r.currency}`} className="text-muted">
                <th scope="row" className={`${sticky} py-1 pe-3 ps-7 font-normal`}>
                  <span className="block w-32 truncate sm:w-56" title={titles[r.listingId]}>
                    {titles[r.listingId] ?? "A listing"}
                  </span>
                </th>
                <td className={num}>{r.nights}</td>
                <td className={num}>
                  <Pct nights={r.nights} available={r.availableNights} />
                </td>
                <td className={num}>{formatMoney(r.grossCents, r.currency, true)}</td>
                <td className={num}>{formatMoney(r.taxCents, r.currency, true)}</td>
                <td className={num}>{formatMoney(0, r.currency)}</td>
                <td className={num}>{formatMoney(r.payoutCents, r.currency, true)}</td>
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
  return (
    <TableFrame caption="Earnings per listing">
      <thead>
        <tr className="border-b border-line text-muted">
          <th scope="col" className={`${sticky} ${th}`}>
            Listing
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
            <td className={num}>{s.nights}</td>
            <td className={num}>
              <Pct nights={s.nights} available={s.availableNights} />
            </td>
            <td className={num}>
              <MoneyList amounts={s.gross} exact empty={formatMoney(0, currencies[s.listingId])} />
            </td>
            <td className={num}>
              <MoneyList amounts={s.tax} exact empty={formatMoney(0, currencies[s.listingId])} />
            </td>
            <td className={num}>
              <MoneyList amounts={zeroFees(s.payout, currencies[s.listingId] ?? "USD")} />
            </td>
            <td className={`${num} font-semibold text-ink`}>
              <MoneyList amounts={s.payout} exact empty={formatMoney(0, currencies[s.listingId])} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
