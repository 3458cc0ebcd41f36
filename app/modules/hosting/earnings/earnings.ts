import { addDays, daysInMonth, monthOf, shiftMonth, toDayNumber } from "../../../shared/dates.ts";
import { paymentSchedule } from "../../bookings/payment.ts";
import { MONTHLY_FROM_NIGHTS, roundCents, type PriceQuote } from "../../stays/pricing.ts";
import { NIGHTS_PER_MONTH, type PetFeeBasis } from "../../pets/pet-fee.ts";

/**
 * An owner's earnings, in one of two shapes:
 * - direct payments (PAYMENTS_MODE=direct): computed from each booking's price snapshot and the
 *   site's payment terms (bookings/payment.ts). The site handles no money: the guest pays the
 *   owner directly, so what the guest pays is what the owner gets (fees are 0, shown as such);
 * - the site takes the payment (demo, stripe): the payouts table's rows (payments/money.server.ts),
 *   each with its due date, its status (scheduled, paid, failed) and the commission kept as the
 *   site's fee; gross = payout + commission (what the site kept of the guest's payment).
 *
 * In the direct shape:
 *
 * - Money is counted when it is due: each installment of the payment schedule on its
 *   due date; a cancelled booking only for what the owner kept (total − refund), on the
 *   day it was cancelled (in the listing's time zone).
 * - The refundable pet deposit is never earnings (it goes back to the guest).
 * - Lodging tax is collected for the authorities: each amount carries its share of the
 *   booking's tax, in proportion.
 * - Amounts in different currencies are never added: every sum is per currency.
 * - Nights are counted in the month they fall in (a stay across months splits); a
 *   cancelled stay has no nights.
 */

export type EarningStatus = "confirmed" | "completed" | "cancelled";
export const EARNING_STATUSES: readonly EarningStatus[] = ["confirmed", "completed", "cancelled"];

export interface EarningBooking {
  id: string;
  reference: string | null;
  listingId: number;
  guestFirstName: string;
  /** Calendar dates in the listing's time zone; check-out not a night. */
  checkIn: string;
  checkOut: string;
  status: EarningStatus;
  quote: PriceQuote;
  currency: string;
  petFeeBasis: PetFeeBasis;
  /** What the guest got back (cancelled only); unknown counts as all of it. */
  refundCents: number | null;
  /** The listing's local date of the cancellation (cancelled only). */
  cancelledOn: string | null;
}

export interface EarningListing {
  id: number;
  title: string;
  currency: string;
}

/**
 * Who pays the owner: the guest directly (PAYMENTS_MODE=direct), or the site (demo, stripe), which
 * keeps its commission and pays out 24 hours after check-in.
 */
export type EarningsMoney =
  { sitePays: false } | { sitePays: true; mode: "demo" | "stripe"; commissionPercent: number };

export const DIRECT_PAYMENTS: EarningsMoney = { sitePays: false };

export type PayoutStatus = "scheduled" | "paid" | "failed";

/** One payout of the payouts table (the site takes the payment), with its booking's facts. */
export interface SitePayout {
  bookingId: string;
  reference: string | null;
  listingId: number;
  guestFirstName: string;
  checkIn: string;
  checkOut: string;
  bookingStatus: EarningStatus;
  currency: string;
  /** What reaches the owner (after the commission). */
  payoutCents: number;
  commissionCents: number;
  /** The listing's local dates of the payout's due time and of its payment. */
  dueOn: string;
  status: PayoutStatus;
  paidOn: string | null;
  /** The booking's total and its lodging tax (the payout's share of the tax is in proportion). */
  totalCents: number;
  taxCents: number;
  /** Which month of a long stay the payout is for (decision 3530); 1 for a stay paid whole. */
  part?: number;
}

/** The nights a payout pays for: the whole stay, or one month of 30 nights of a long one (payment.ts). */
export function nightsOfPart(nights: number, part = 1): number {
  if (nights < MONTHLY_FROM_NIGHTS) return part === 1 ? nights : 0;
  return Math.max(0, Math.min(NIGHTS_PER_MONTH, nights - NIGHTS_PER_MONTH * (part - 1)));
}

/** One amount due to the owner: an installment of a stay, what a cancellation left them, or a site payout. */
export interface PayoutLine {
  bookingId: string;
  reference: string | null;
  listingId: number;
  guestFirstName: string;
  checkIn: string;
  checkOut: string;
  bookingStatus: EarningStatus;
  kind: "installment" | "cancellation" | "payout";
  dueOn: string;
  /** The payout's status when the site pays the owner (null when the guest pays directly). */
  payoutStatus: PayoutStatus | null;
  /** The day a site payout was paid. */
  paidOn: string | null;
  /** Nights this amount pays for (0 for a cancellation). */
  nights: number;
  currency: string;
  grossCents: number;
  taxCents: number;
  /** The site's fee: none when the guest pays directly; the commission when the site pays out. */
  feeCents: number;
  payoutCents: number;
}

/** Every month from `first` to `last`, both included. */
export function monthsBetween(first: string, last: string) {
  const months: string[] = [];
  for (let month = first; month <= last && months.length < 1200; month = shiftMonth(month, 1))
    months.push(month);
  return months;
}

/** The part of the tax in `gross` out of a total that carries `tax` (half-up cents). */
const taxShare = (gross: number, total: number, tax: number) =>
  total > 0 ? roundCents((tax * gross) / total) : 0;

/** The amounts a booking brings its owner, each on its date. */
export function payoutLines(booking: EarningBooking): PayoutLine[] {
  const base = {
    bookingId: booking.id,
    reference: booking.reference,
    listingId: booking.listingId,
    guestFirstName: booking.guestFirstName,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    bookingStatus: booking.status,
    currency: booking.currency,
    feeCents: 0,
    payoutStatus: null,
    paidOn: null,
  };
  const { totalCents, taxCents } = booking.quote;
  if (booking.status === "cancelled") {
    const kept = Math.max(0, totalCents - Math.min(totalCents, booking.refundCents ?? totalCents));
    if (kept === 0) return [];
    return [
      {
        ...base,
        kind: "cancellation",
        dueOn: booking.cancelledOn ?? booking.checkIn,
        nights: 0,
        grossCents: kept,
        taxCents: taxShare(kept, totalCents, taxCents),
        payoutCents: kept,
      },
    ];
  }
  const installments = paymentSchedule(booking.quote, booking.petFeeBasis, booking.checkIn);
  // The tax is shared like the money, the last installment taking the rounding.
  let taxCounted = 0;
  return installments.map((installment, i) => {
    const last = i === installments.length - 1;
    const tax = last ? taxCents - taxCounted : taxShare(installment.amountCents, totalCents, taxCents);
    taxCounted += tax;
    return {
      ...base,
      kind: "installment",
      dueOn: installment.dueOn,
      nights: installment.nights,
      grossCents: installment.amountCents,
      taxCents: tax,
      payoutCents: installment.amountCents,
    };
  });
}

/** A site payout as a line: gross is the payout and the commission, the fee the commission. */
export function sitePayoutLine(payout: SitePayout): PayoutLine {
  const gross = payout.payoutCents + payout.commissionCents;
  return {
    bookingId: payout.bookingId,
    reference: payout.reference,
    listingId: payout.listingId,
    guestFirstName: payout.guestFirstName,
    checkIn: payout.checkIn,
    checkOut: payout.checkOut,
    bookingStatus: payout.bookingStatus,
    kind: "payout",
    dueOn: payout.dueOn,
    payoutStatus: payout.status,
    paidOn: payout.status === "paid" ? payout.paidOn : null,
    nights: nightsOfPart(
      Math.max(0, toDayNumber(payout.checkOut) - toDayNumber(payout.checkIn)),
      payout.part,
    ),
    currency: payout.currency,
    grossCents: gross,
    taxCents: Math.min(gross, taxShare(gross, payout.totalCents, payout.taxCents)),
    feeCents: payout.commissionCents,
    payoutCents: payout.payoutCents,
  };
}

/** The nights of a stay in each month it touches. */
export function nightsByMonth(checkIn: string, checkOut: string): Map<string, number> {
  const nights = new Map<string, number>();
  let day = checkIn;
  while (day < checkOut) {
    const month = monthOf(day);
    const nextMonth = `${shiftMonth(month, 1)}-01`;
    const until = nextMonth < checkOut ? nextMonth : checkOut;
    nights.set(month, (nights.get(month) ?? 0) + (toDayNumber(until) - toDayNumber(day)));
    day = until;
  }
  return nights;
}

export interface Money {
  currency: string;
  cents: number;
}

/** Sums per currency, in a stable order (largest first, then by code). */
export function sumByCurrency(items: Iterable<{ currency: string; cents: number }>): Money[] {
  const sums = new Map<string, number>();
  for (const { currency, cents } of items) sums.set(currency, (sums.get(currency) ?? 0) + cents);
  return [...sums]
    .map(([currency, cents]) => ({ currency, cents }))
    .sort((a, b) => b.cents - a.cents || a.currency.localeCompare(b.currency));
}

/** One month of one listing in one currency. */
export interface EarningsRow {
  month: string;
  listingId: number;
  currency: string;
  nights: number;
  /** Nights the listing could be booked that month: every night of the month for now. */
  availableNights: number;
  grossCents: number;
  taxCents: number;
  feeCents: number;
  payoutCents: number;
  /** Site payouts in this row still scheduled, and failed (0 when the guest pays directly). */
  scheduled: number;
  failed: number;
}

export interface EarningsInput {
  bookings: EarningBooking[];
  listings: EarningListing[];
  /** The months shown, "YYYY-MM", first and last included. */
  first: string;
  last: string;
  /**
   * The payouts table's rows when the site takes the payment: the money then comes from them
   * (an empty payout, everything refunded, is left out); the bookings give only the nights.
   */
  payouts?: readonly SitePayout[];
}

export interface Earnings {
  months: string[];
  lines: PayoutLine[];
  /** Per month × listing × currency, months in order; a listing with nothing in a month has no row. */
  rows: EarningsRow[];
}

export function computeEarnings({ bookings, listings, first, last, payouts }: EarningsInput): Earnings {
  const months = monthsBetween(first, last);
  const shown = new Set(months);
  const known = new Map(listings.map((l) => [l.id, l]));
  const rows = new Map<string, EarningsRow>();
  const rowOf = (month: string, listingId: number, currency: string) => {
    const key = `${month}|${listingId}|${currency}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        month,
        listingId,
        currency,
        nights: 0,
        availableNights: daysInMonth(month),
        grossCents: 0,
        taxCents: 0,
        feeCents: 0,
        payoutCents: 0,
        scheduled: 0,
        failed: 0,
      };
      rows.set(key, row);
    }
    return row;
  };
  const lines: PayoutLine[] = [];
  const count = (line: PayoutLine) => {
    if (!known.has(line.listingId) || !shown.has(monthOf(line.dueOn))) return;
    lines.push(line);
    const row = rowOf(monthOf(line.dueOn), line.listingId, line.currency);
    row.grossCents += line.grossCents;
    row.taxCents += line.taxCents;
    row.feeCents += line.feeCents;
    row.payoutCents += line.payoutCents;
    if (line.payoutStatus === "scheduled") row.scheduled++;
    if (line.payoutStatus === "failed") row.failed++;
  };
  if (payouts)
    for (const payout of payouts)
      if (payout.payoutCents + payout.commissionCents > 0) count(sitePayoutLine(payout));
  for (const booking of bookings) {
    if (!known.has(booking.listingId)) continue;
    if (!payouts) for (const line of payoutLines(booking)) count(line);
    if (booking.status === "cancelled") continue;
    for (const [month, nights] of nightsByMonth(booking.checkIn, booking.checkOut))
      if (shown.has(month)) rowOf(month, booking.listingId, booking.currency).nights += nights;
  }
  lines.sort(
    (a, b) => a.dueOn.localeCompare(b.dueOn) || (a.reference ?? "").localeCompare(b.reference ?? ""),
  );
  const order = new Map(listings.map((l, i) => [l.id, i]));
  return {
    months,
    lines,
    rows: [...rows.values()].sort(
      (a, b) =>
        a.month.localeCompare(b.month) ||
        order.get(a.listingId)! - order.get(b.listingId)! ||
        a.currency.localeCompare(b.currency),
    ),
  };
}

/** Booked nights ÷ available nights, as a whole percentage (0 when nothing was available). */
export const occupancyPct = (nights: number, available: number) =>
  available > 0 ? Math.round((100 * nights) / available) : 0;

export interface MonthSummary {
  month: string;
  nights: number;
  /** Nights every listing shown could be booked that month. */
  availableNights: number;
  gross: Money[];
  tax: Money[];
  /** The site's fees (the commission; 0 when the guest pays directly). */
  fee: Money[];
  payout: Money[];
  /**
   * Before this month: paid (by the schedule, or every site payout paid), or nothing to pay;
   * this month and later: expected. Site payouts: a failed one marks its month "failed", one
   * still scheduled in a past month "scheduled" (paid at the next sweep).
   */
  state: "paid" | "none" | "current" | "expected" | "scheduled" | "failed";
}

/** Each month's totals over the listings shown (nights are added across listings; money per currency). */
export function monthSummaries(earnings: Earnings, listingCount: number, today: string): MonthSummary[] {
  const current = monthOf(today);
  return earnings.months.map((month) => {
    const rows = earnings.rows.filter((r) => r.month === month);
    return {
      month,
      nights: rows.reduce((n, r) => n + r.nights, 0),
      availableNights: daysInMonth(month) * listingCount,
      gross: sumByCurrency(rows.map((r) => ({ currency: r.currency, cents: r.grossCents }))),
      tax: sumByCurrency(rows.map((r) => ({ currency: r.currency, cents: r.taxCents }))),
      fee: sumByCurrency(rows.map((r) => ({ currency: r.currency, cents: r.feeCents }))),
      payout: sumByCurrency(rows.map((r) => ({ currency: r.currency, cents: r.payoutCents }))),
      state: rows.some((r) => r.failed > 0)
        ? "failed"
        : month < current && rows.some((r) => r.scheduled > 0)
          ? "scheduled"
          : monthState(
              month,
              current,
              rows.some((r) => r.payoutCents > 0),
            ),
    };
  });
}

function monthState(month: string, current: string, paidOut: boolean): MonthSummary["state"] {
  if (month === current) return "current";
  if (month > current) return "expected";
  return paidOut ? "paid" : "none";
}

/**
 * The months a table lists, newest first: months to come only once a stay falls in them (the range
 * reaches two years ahead, and empty months to come would head the table).
 */
export function monthsToList(months: readonly MonthSummary[]): MonthSummary[] {
  return [...months].reverse().filter((m) => m.state !== "expected" || m.nights > 0);
}

export interface ListingSummary {
  listingId: number;
  nights: number;
  availableNights: number;
  gross: Money[];
  tax: Money[];
  fee: Money[];
  payout: Money[];
}

/** Each listing's totals over the months shown. */
export function listingSummaries(earnings: Earnings, listings: EarningListing[]): ListingSummary[] {
  const available = earnings.months.reduce((n, month) => n + daysInMonth(month), 0);
  return listings.map((listing) => {
    const rows = earnings.rows.filter((r) => r.listingId === listing.id);
    return {
      listingId: listing.id,
      nights: rows.reduce((n, r) => n + r.nights, 0),
      availableNights: available,
      gross: sumByCurrency(rows.map((r) => ({ currency: r.currency, cents: r.grossCents }))),
      tax: sumByCurrency(rows.map((r) => ({ currency: r.currency, cents: r.taxCents }))),
      fee: sumByCurrency(rows.map((r) => ({ currency: r.currency, cents: r.feeCents }))),
      payout: sumByCurrency(rows.map((r) => ({ currency: r.currency, cents: r.payoutCents }))),
    };
  });
}

export interface Tiles {
  /** Due this calendar month (paid or not yet). */
  thisMonth: Money[];
  /** Paid from January 1 to today (direct: due by then; site payouts: marked paid by then). */
  yearToDate: Money[];
  /** Still to come (direct: due after today; site payouts: not paid yet, failed ones included). */
  upcoming: Money[];
}

/** Whether a line is paid by `today`: a site payout by its status, a direct amount by its date. */
const paidBy = (line: PayoutLine, today: string) =>
  line.payoutStatus === null ? line.dueOn <= today : line.payoutStatus === "paid";

/** The day a paid line counts as paid: a site payout's payment day, else its due date. */
const paidDay = (line: PayoutLine) => line.paidOn ?? line.dueOn;

/** The summary tiles, from the amounts due. */
export function tilesOf(lines: readonly PayoutLine[], today: string): Tiles {
  const month = monthOf(today);
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const pick = (keep: (line: PayoutLine) => boolean) =>
    sumByCurrency(lines.filter(keep).map((l) => ({ currency: l.currency, cents: l.payoutCents })));
  return {
    thisMonth: pick((l) => monthOf(l.dueOn) === month),
    yearToDate: pick((l) => paidBy(l, today) && paidDay(l) >= yearStart && paidDay(l) <= today),
    upcoming: pick((l) => (l.payoutStatus === null ? l.dueOn > today : l.payoutStatus !== "paid")),
  };
}

export interface NextPayout {
  dueOn: string;
  /** What is due that day, per currency. */
  amounts: Money[];
  /** How many stays pay that day. */
  bookings: number;
}

/**
 * The next payout estimate: the first day from today on which an installment is due (or a site
 * payout not paid yet: one overdue or failed is tried again at the next sweep, so counts as
 * today), and what is due that day. Null when nothing is due any more.
 */
export function nextPayout(lines: readonly PayoutLine[], today: string): NextPayout | null {
  const due = lines
    .filter((l) =>
      l.kind === "payout"
        ? l.payoutStatus !== "paid" && l.payoutCents > 0
        : l.kind === "installment" && l.dueOn >= today && l.payoutCents > 0,
    )
    .map((l) => ({ ...l, dueOn: l.dueOn < today ? today : l.dueOn }));
  if (due.length === 0) return null;
  const dueOn = due.reduce((min, l) => (l.dueOn < min ? l.dueOn : min), due[0]!.dueOn);
  const that = due.filter((l) => l.dueOn === dueOn);
  return {
    dueOn,
    amounts: sumByCurrency(that.map((l) => ({ currency: l.currency, cents: l.payoutCents }))),
    bookings: new Set(that.map((l) => l.bookingId)).size,
  };
}

/** The months an earnings page shows by default: the last 12 (this one included) and the next 6. */
export function defaultRange(today: string) {
  const month = monthOf(today);
  return { first: shiftMonth(month, -11), last: shiftMonth(month, 6) };
}

/** The first and last dates (inclusive) of a range of months. */
export function rangeDates(first: string, last: string) {
  return { from: `${first}-01`, to: addDays(`${shiftMonth(last, 1)}-01`, -1) };
}

// ---- CSV (one line per amount due: what an accountant books) ----

/** The CSV's columns: each one's key in `hostEarnings.csv` and its English heading (the default). */
export const CSV_COLUMNS = {
  dueDate: "Due date",
  payment: "Payment",
  reference: "Reference",
  listing: "Listing",
  guest: "Guest",
  checkIn: "Check-in",
  checkOut: "Check-out",
  nights: "Nights",
  bookingStatus: "Booking status",
  currency: "Currency",
  gross: "Gross",
  lodgingTax: "Lodging tax",
  siteFees: "Site fees",
  payout: "Payout",
  paidOn: "Paid on",
} as const;
export type CsvColumn = keyof typeof CSV_COLUMNS;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a text
 * starting with = + - @ (or a tab or carriage return) is prefixed with ' so a
 * spreadsheet never runs it as a formula (OWASP "CSV injection").
 */
export function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value);
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Cents as a plain decimal number ("1234.50"): no symbol, no grouping, for spreadsheets. */
export const csvAmount = (cents: number) =>
  `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;

export function earningsCsv(
  lines: readonly PayoutLine[],
  listings: readonly EarningListing[],
  today: string,
  /** A column's heading in the downloader's language (English without it). */
  heading: (column: CsvColumn) => string = (column) => CSV_COLUMNS[column],
): string {
  const titles = new Map(listings.map((l) => [l.id, l.title]));
  const rows = lines.map((line) => [
    line.dueOn,
    line.payoutStatus !== null
      ? line.payoutStatus
      : line.kind === "cancellation"
        ? "kept on cancellation"
        : line.dueOn < today
          ? "paid"
          : line.dueOn === today
            ? "due today"
            : "expected",
    line.reference ?? "",
    titles.get(line.listingId) ?? "",
    line.guestFirstName,
    line.checkIn,
    line.checkOut,
    line.nights,
    line.bookingStatus,
    line.currency,
    csvAmount(line.grossCents),
    csvAmount(line.taxCents),
    csvAmount(line.feeCents),
    csvAmount(line.payoutCents),
    line.paidOn ?? "",
  ]);
  const header = (Object.keys(CSV_COLUMNS) as CsvColumn[]).map(heading);
  return [header, ...rows]
    .map((row) => row.map((cell) => (typeof cell === "number" ? String(cell) : csvCell(cell))).join(","))
    .join("\r\n")
    .concat("\r\n");
}

// ---- The page's filters (a GET form: ?listing=<id>&year=<yyyy>) ----

export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

export type FiltersParse =
  | { ok: true; listingId: number | null; year: number | null }
  | { ok: false; status: 404; error: string }
  /** A bad year: the page shows the recent months for the listing chosen, and says why. */
  | { ok: false; status: 400; error: string; listingId: number | null; year: string };

/**
 * The filters of the address. A listing id that is not one (or, later, not the owner's)
 * is a 404 like any listing page; a year that is not one is a 400 that says what to send.
 */
export function parseEarningsFilters(params: URLSearchParams): FiltersParse {
  const listing = params.get("listing")?.trim() ?? "";
  const year = params.get("year")?.trim() ?? "";
  let listingId: number | null = null;
  if (listing !== "" && listing !== "all") {
    if (!/^[1-9]\d{0,15}$/.test(listing) || !Number.isSafeInteger(Number(listing)))
      return { ok: false, status: 404, error: "We couldn't find that listing among yours." };
    listingId = Number(listing);
  }
  let yearNumber: number | null = null;
  if (year !== "" && year !== "recent") {
    const n = /^\d{4}$/.test(year) ? Number(year) : NaN;
    if (!(n >= FIRST_YEAR && n <= LAST_YEAR))
      return {
        ok: false,
        status: 400,
        error: `Choose a year between ${FIRST_YEAR} and ${LAST_YEAR}, or the recent months.`,
        listingId,
        year: year.slice(0, 20),
      };
    yearNumber = n;
  }
  return { ok: true, listingId, year: yearNumber };
}

// ---- What the page shows ----

export interface ChartSeries {
  currency: string;
  /** The highest month, for the bars' scale. */
  maxCents: number;
  bars: { month: string; cents: number }[];
}

/** The chart's months: the 12 before and including this one, or the chosen year's 12. */
export function chartMonths(range: { first: string; last: string }, today: string, year: number | null) {
  const last = year === null ? monthOf(today) : range.last;
  return monthsBetween(shiftMonth(last, -11), last);
}

/** One series of bars per currency (amounts in different currencies share no scale). */
export function chartSeries(rows: readonly EarningsRow[], months: readonly string[]): ChartSeries[] {
  const currencies = [...new Set(rows.filter((r) => months.includes(r.month)).map((r) => r.currency))].sort();
  return currencies.map((currency) => {
    const bars = months.map((month) => ({
      month,
      cents: rows
        .filter((r) => r.month === month && r.currency === currency)
        .reduce((n, r) => n + r.payoutCents, 0),
    }));
    return { currency, maxCents: Math.max(0, ...bars.map((b) => b.cents)), bars };
  });
}
