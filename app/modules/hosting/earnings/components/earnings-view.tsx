import type { ReactNode } from "react";
import { formatDate, formatMoney } from "~/shared/format";
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

/** "12.5%" of 12.5, "0%" of 0. */
const percent = (n: number) => `${Number(n.toFixed(2))}%`;

/** The page's words for who pays the owner (the lead, the chart's and the months' descriptions). */
export function earningsWords(money: EarningsMoney) {
  if (!money.sitePays)
    return {
      lead: "What your stays bring in. Guests pay you directly by the payment terms: the whole stay at check-in, or each 30 nights on their first day for a month or more. There are no booking fees.",
      chart: "What reached you (or is due) each month, by the payment terms.",
      months: "Past months are paid by the schedule; this month and later are expected.",
    };
  const demo = money.mode === "demo" ? " Demo payments: no real money moves." : "";
  return {
    lead: `What your stays bring in. Guests pay the site when they book; it pays you 24 hours after check-in, less the site's commission (${percent(money.commissionPercent)}).${demo}`,
    chart: "Your payouts each month (after the commission), by their due date: paid or scheduled.",
    months:
      "Each month counts the payouts due in it: paid, scheduled, or failed (tried again at the next run).",
  };
}

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
  money,
}: {
  tiles: Tiles;
  next: NextPayout | null;
  today: string;
  money: EarningsMoney;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3" data-testid="earnings-tiles">
      <Tile label={`This month (${monthLabel(today.slice(0, 7), "long")})`} amounts={tiles.thisMonth}>
        Due this month, paid or not yet.
      </Tile>
      <Tile label={`${today.slice(0, 4)} to date`} amounts={tiles.yearToDate}>
        {money.sitePays
          ? "Paid out to you since January 1."
          : "Paid to you since January 1, by the payment terms."}
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
  scheduled: "Scheduled",
  failed: "Payout failed",
};

function Pct({ nights, available }: { nights: number; available: number }) {
  return <>{available > 0 ? `${occupancyPct(nights, available)}%` : "—"}</>;
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
                <td className={num}>{formatMoney(r.feeCents, r.currency, true)}</td>
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
              <MoneyList amounts={feesOf(s.fee, currencies[s.listingId] ?? "USD")} exact />
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

/** How the figures above are counted, in the owner's words. */
export function HowEarningsAreCounted({ money }: { money: EarningsMoney }) {
  return (
    <section
      aria-labelledby="counted-heading"
      className="rounded-3xl bg-surface-2 p-5 text-sm leading-6 sm:p-7"
    >
      <h2 id="counted-heading" className="text-base text-ink">
        How these figures are counted
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-muted">
        {money.sitePays ? (
          <>
            <li>
              The site takes the guest's payment and pays you each stay 24 hours after check-in (the home's
              check-in time), counted in the month the payout is due. Its status says whether it is scheduled,
              paid (with the day), or failed (tried again at the next run).
            </li>
            <li>
              Gross is what the site kept of the guest's payment (less any refund); site fees are the
              commission ({percent(money.commissionPercent)}), and your payout is gross less site fees.
            </li>
            <li>Lodging tax is included in gross, in proportion: you pass it on to the tax authorities.</li>
          </>
        ) : (
          <>
            <li>
              Gross is what the guest pays, counted on the day each payment is due; the refundable pet deposit
              goes back to the guest and is not counted. A cancelled stay counts what you kept (the total less
              the refund) on the day it was cancelled.
            </li>
            <li>Lodging tax is included in gross: you collect it for the tax authorities.</li>
            <li>Site fees are always 0: the site charges no booking fee, so your payout is the gross.</li>
          </>
        )}
        <li>
          Occupancy is booked nights out of every night of the month (this month counts all its nights);
          blocked nights are not taken out yet.
        </li>
        <li>Amounts in different currencies are never added together.</li>
      </ul>
    </section>
  );
}
