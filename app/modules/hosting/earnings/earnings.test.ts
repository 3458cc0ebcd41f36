import { addDays, shiftMonth } from "../../../shared/dates.ts";
import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/language.server.ts";
import { quoteStay, type PriceTerms } from "../../stays/pricing.ts";
import {
  chartMonths,
  chartSeries,
  computeEarnings,
  monthsBetween,
  csvAmount,
  csvCell,
  defaultRange,
  earningsCsv,
  listingSummaries,
  monthSummaries,
  monthsToList,
  nextPayout,
  nightsByMonth,
  occupancyPct,
  parseEarningsFilters,
  payoutLines,
  rangeDates,
  sumByCurrency,
  tilesOf,
  sitePayoutLine,
  nightsOfPart,
  type EarningBooking,
  type EarningListing,
  type SitePayout,
} from "./earnings.ts";

const terms: PriceTerms = {
  nightlyRateCents: 10_000,
  weeklyDiscountPct: 0,
  monthlyRateCents: 240_000,
  cleaningFeeCents: 5_000,
  lodgingTaxBps: 1_000,
  taxExemptAfterNights: null,
  petFeeCents: 2_000,
  petFeeBasis: "per_stay",
  petDepositCents: 30_000,
};

const cabin: EarningListing = { id: 1, title: "Lake cabin", currency: "USD" };
const flat: EarningListing = { id: 2, title: "Lisbon flat", currency: "EUR" };

let serial = 0;
function booking(over: Partial<EarningBooking> & { checkIn: string; checkOut: string }): EarningBooking {
  serial += 1;
  const currency = over.currency ?? "USD";
  return {
    id: `b${serial}`,
    reference: `PFR-${serial}`,
    listingId: 1,
    guestFirstName: "Ada",
    status: "confirmed",
    quote: quoteStay({ ...terms, currency }, over.checkIn, over.checkOut, 1),
    currency,
    petFeeBasis: "per_stay",
    refundCents: null,
    cancelledOn: null,
    ...over,
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("months and nights", () => {
  it("shifts months across years", () => {
    expect(shiftMonth("2026-11", -11)).toBe("2025-12");
    expect(shiftMonth("2026-11", 6)).toBe("2027-05");
    expect(defaultRange("2026-11-25")).toEqual({ first: "2025-12", last: "2027-05" });
    expect(rangeDates("2025-12", "2026-02")).toEqual({ from: "2025-12-01", to: "2026-02-28" });
  });

  it("splits a stay's nights across the months they fall in (check-out is not a night)", () => {
    expect(Object.fromEntries(nightsByMonth("2027-01-29", "2027-02-03"))).toEqual({
      "2027-01": 3,
      "2027-02": 2,
    });
    expect(Object.fromEntries(nightsByMonth("2027-01-01", "2027-03-01"))).toEqual({
      "2027-01": 31,
      "2027-02": 28,
    });
  });

  it("occupancy is booked nights over the nights of the month", () => {
    expect(occupancyPct(15, 30)).toBe(50);
    expect(occupancyPct(0, 0)).toBe(0);
  });
});

describe("payout lines", () => {
  it("a short stay is paid in full at check-in, the deposit left out", () => {
    const stay = booking({ checkIn: "2027-01-29", checkOut: "2027-02-03" });
    const lines = payoutLines(stay);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      dueOn: "2027-01-29",
      nights: 5,
      grossCents: stay.quote.totalCents,
      taxCents: stay.quote.taxCents,
      feeCents: 0,
      payoutCents: stay.quote.totalCents,
    });
    // 5 × 100 + 50 cleaning + 20 pet = 570, + 10% tax; the 300 deposit is not earnings.
    expect(stay.quote.totalCents).toBe(62_700);
  });

  it("a month or longer is paid in installments on the first day of each 30 nights, tax shared", () => {
    const stay = booking({ checkIn: "2027-01-15", checkOut: "2027-03-31" }); // 75 nights
    const lines = payoutLines(stay);
    expect(lines.map((l) => [l.dueOn, l.nights])).toEqual([
      ["2027-01-15", 30],
      ["2027-02-14", 30],
      ["2027-03-16", 15],
    ]);
    expect(sum(lines.map((l) => l.grossCents))).toBe(stay.quote.totalCents);
    expect(sum(lines.map((l) => l.taxCents))).toBe(stay.quote.taxCents);
    for (const line of lines) expect(line.taxCents).toBe(Math.round(line.grossCents / 11));
  });

  it("a cancelled stay brings what the owner kept (total − refund) on the day it was cancelled", () => {
    const stay = booking({
      checkIn: "2027-03-01",
      checkOut: "2027-03-06",
      status: "cancelled",
      refundCents: 40_000,
      cancelledOn: "2027-02-27",
    });
    const [line, ...rest] = payoutLines(stay);
    expect(rest).toEqual([]);
    const kept = stay.quote.totalCents - 40_000;
    expect(line).toMatchObject({ kind: "cancellation", dueOn: "2027-02-27", nights: 0, grossCents: kept });
    expect(line!.taxCents).toBe(Math.round((stay.quote.taxCents * kept) / stay.quote.totalCents));
  });

  it("a cancellation refunded in full, or with an unknown refund, brings nothing", () => {
    const full = booking({ checkIn: "2027-03-01", checkOut: "2027-03-06", status: "cancelled" });
    expect(payoutLines({ ...full, refundCents: full.quote.totalCents })).toEqual([]);
    expect(payoutLines({ ...full, refundCents: null })).toEqual([]);
  });
});

describe("computeEarnings", () => {
  const range = { first: "2027-01", last: "2027-04" };

  it("allocates money to the month it is due and nights to the months they fall in", () => {
    const stay = booking({ checkIn: "2027-01-29", checkOut: "2027-02-03" });
    const { rows } = computeEarnings({ bookings: [stay], listings: [cabin], ...range });
    expect(rows.map((r) => [r.month, r.nights, r.grossCents])).toEqual([
      ["2027-01", 3, stay.quote.totalCents],
      ["2027-02", 2, 0],
    ]);
    expect(rows[0]!.availableNights).toBe(31);
    expect(rows[1]!.availableNights).toBe(28);
  });

  it("a long stay's installments land in their own months", () => {
    const stay = booking({ checkIn: "2027-01-15", checkOut: "2027-03-31" });
    const earnings = computeEarnings({ bookings: [stay], listings: [cabin], ...range });
    const lines = payoutLines(stay);
    expect(earnings.rows.map((r) => [r.month, r.nights, r.payoutCents])).toEqual([
      ["2027-01", 17, lines[0]!.payoutCents],
      ["2027-02", 28, lines[1]!.payoutCents],
      ["2027-03", 30, lines[2]!.payoutCents],
    ]);
  });

  it("keeps currencies apart, never adding them", () => {
    const usd = booking({ checkIn: "2027-01-10", checkOut: "2027-01-12" });
    const eur = booking({ checkIn: "2027-01-20", checkOut: "2027-01-22", listingId: 2, currency: "EUR" });
    const earnings = computeEarnings({ bookings: [usd, eur], listings: [cabin, flat], ...range });
    const [january] = monthSummaries(earnings, 2, "2027-02-10");
    expect(january!.payout).toEqual(
      sumByCurrency([
        { currency: "USD", cents: usd.quote.totalCents },
        { currency: "EUR", cents: eur.quote.totalCents },
      ]),
    );
    expect(january!.payout).toHaveLength(2);
    expect(january!.nights).toBe(4);
    expect(january!.availableNights).toBe(62);
    expect(january!.state).toBe("paid");
    // A past month without a payout is not "Paid"; months to come are listed once a stay falls in them.
    const states = monthSummaries(earnings, 2, "2027-03-10").map((m) => [m.month, m.state]);
    expect(states).toEqual([
      ["2027-01", "paid"],
      ["2027-02", "none"],
      ["2027-03", "current"],
      ["2027-04", "expected"],
    ]);
    const listed = monthsToList(monthSummaries(earnings, 2, "2026-12-10")).map((m) => m.month);
    expect(listed).toEqual(["2027-01"]);
    const perListing = listingSummaries(earnings, [cabin, flat]);
    expect(perListing.map((l) => l.payout.map((m) => m.currency))).toEqual([["USD"], ["EUR"]]);
    expect(perListing[0]!.availableNights).toBe(31 + 28 + 31 + 30);
  });

  it("leaves out months outside the range and listings not given (someone else's)", () => {
    const early = booking({ checkIn: "2026-12-10", checkOut: "2026-12-12" });
    const elsewhere = booking({ checkIn: "2027-01-10", checkOut: "2027-01-12", listingId: 99 });
    const earnings = computeEarnings({ bookings: [early, elsewhere], listings: [cabin], ...range });
    expect(earnings.rows).toEqual([]);
    expect(earnings.lines).toEqual([]);
  });

  it("cancelled stays count no nights", () => {
    const stay = booking({
      checkIn: "2027-02-01",
      checkOut: "2027-02-05",
      status: "cancelled",
      refundCents: 10_000,
      cancelledOn: "2027-01-20",
    });
    const { rows } = computeEarnings({ bookings: [stay], listings: [cabin], ...range });
    expect(rows.map((r) => [r.month, r.nights, r.payoutCents])).toEqual([
      ["2027-01", 0, stay.quote.totalCents - 10_000],
    ]);
  });
});

describe("tiles and the next payout", () => {
  const paid = booking({ checkIn: "2027-01-05", checkOut: "2027-01-08" });
  const thisMonth = booking({ checkIn: "2027-02-20", checkOut: "2027-02-23" });
  const long = booking({ checkIn: "2027-02-01", checkOut: "2027-04-02" }); // 60 nights: Feb 1, Mar 3
  const eur = booking({ checkIn: "2027-03-03", checkOut: "2027-03-05", listingId: 2, currency: "EUR" });
  const { lines } = computeEarnings({
    bookings: [paid, thisMonth, long, eur],
    listings: [cabin, flat],
    first: "2027-01",
    last: "2027-06",
  });

  it("this month, year to date and upcoming, per currency", () => {
    const tiles = tilesOf(lines, "2027-02-10");
    const longLines = payoutLines(long);
    expect(tiles.thisMonth).toEqual([
      { currency: "USD", cents: thisMonth.quote.totalCents + longLines[0]!.payoutCents },
    ]);
    expect(tiles.yearToDate).toEqual([
      { currency: "USD", cents: paid.quote.totalCents + longLines[0]!.payoutCents },
    ]);
    expect(tiles.upcoming).toEqual(
      sumByCurrency([
        { currency: "USD", cents: thisMonth.quote.totalCents + longLines[1]!.payoutCents },
        { currency: "EUR", cents: eur.quote.totalCents },
      ]),
    );
  });

  it("the next payout is the next due date and what is due that day, per currency", () => {
    expect(nextPayout(lines, "2027-02-10")).toEqual({
      dueOn: "2027-02-20",
      amounts: [{ currency: "USD", cents: thisMonth.quote.totalCents }],
      bookings: 1,
    });
    const march = nextPayout(lines, "2027-02-21")!;
    expect(march.dueOn).toBe("2027-03-03");
    expect(march.amounts.map((m) => m.currency).sort()).toEqual(["EUR", "USD"]);
    expect(march.bookings).toBe(2);
    expect(nextPayout(lines, "2027-05-01")).toBeNull();
  });
});

describe("CSV", () => {
  it("quotes commas, quotes and line breaks, and disarms formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('Say "hi", then')).toBe('"Say ""hi"", then"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    for (const start of ["+1", "-1", "@SUM(A1)", "\tx", "\rx"])
      expect(csvCell(start).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell(12)).toBe("12");
  });

  it("writes amounts as plain decimals", () => {
    expect(csvAmount(123_456)).toBe("1234.56");
    expect(csvAmount(5)).toBe("0.05");
    expect(csvAmount(0)).toBe("0.00");
  });

  it("one line per amount due, with its dates, listing, guest and reference", () => {
    const stay = booking({ checkIn: "2027-01-05", checkOut: "2027-01-08", guestFirstName: "=cmd" });
    const { lines } = computeEarnings({
      bookings: [stay],
      listings: [{ ...cabin, title: "Cabin, by the lake" }],
      first: "2027-01",
      last: "2027-01",
    });
    const csv = earningsCsv(lines, [{ ...cabin, title: "Cabin, by the lake" }], "2027-02-01");
    const [header, row, end] = csv.split("\r\n");
    expect(header).toBe(
      "Due date,Payment,Reference,Listing,Guest,Check-in,Check-out,Nights,Booking status,Currency,Gross,Lodging tax,Site fees,Payout,Paid on",
    );
    // Paid by the guest directly: the site knows no day it was paid.
    expect(row).toBe(
      `2027-01-05,paid,${stay.reference},"Cabin, by the lake",'=cmd,2027-01-05,2027-01-08,3,confirmed,USD,${csvAmount(stay.quote.totalCents)},${csvAmount(stay.quote.taxCents)},0.00,${csvAmount(stay.quote.totalCents)},`,
    );
    expect(end).toBe("");
  });

  it("heads the CSV in the downloader's language (English as always without one)", () => {
    const heading = (locale: "en" | "fr") => {
      const say = translatorFor(locale, "hostEarnings.csv");
      return earningsCsv([], [], "2027-02-01", (column) => say(column)).split("\r\n")[0];
    };
    expect(heading("en")).toBe(earningsCsv([], [], "2027-02-01").split("\r\n")[0]);
    expect(heading("fr")).toBe(
      "Échéance,Paiement,Référence,Annonce,Voyageur,Arrivée,Départ,Nuits,Statut de la réservation,Devise,Brut,Taxe de séjour,Frais du site,Versement,Payé le",
    );
  });
});

describe("filters", () => {
  const parse = (query: string) => parseEarningsFilters(new URLSearchParams(query));

  it("reads a listing id and a year; empty means all listings and the recent months", () => {
    expect(parse("")).toEqual({ ok: true, listingId: null, year: null });
    expect(parse("listing=&year=")).toEqual({ ok: true, listingId: null, year: null });
    expect(parse("listing=12&year=2026")).toEqual({ ok: true, listingId: 12, year: 2026 });
    expect(parse("listing=all&year=recent")).toEqual({ ok: true, listingId: null, year: null });
  });

  it("a listing id that is not one is not found; a bad year is a 400", () => {
    for (const bad of ["abc", "-1", "0", "1e3", "99999999999999999999"])
      expect(parse(`listing=${bad}`)).toMatchObject({ ok: false, status: 404 });
    for (const bad of ["1999", "20266", "abcd", "2101"])
      expect(parse(`year=${bad}`)).toMatchObject({ ok: false, status: 400 });
  });
});

describe("chart", () => {
  it("shows the last 12 months by default, or the chosen year, one series per currency", () => {
    expect(chartMonths({ first: "2025-12", last: "2027-05" }, "2026-11-25", null)).toEqual(
      monthsBetween("2025-12", "2026-11"),
    );
    expect(chartMonths({ first: "2025-01", last: "2025-12" }, "2026-11-25", 2025)).toHaveLength(12);
    const usd = booking({ checkIn: "2026-10-05", checkOut: "2026-10-08" });
    const eur = booking({ checkIn: "2026-11-05", checkOut: "2026-11-08", listingId: 2, currency: "EUR" });
    const { rows } = computeEarnings({
      bookings: [usd, eur],
      listings: [cabin, flat],
      first: "2025-12",
      last: "2027-05",
    });
    const series = chartSeries(rows, monthsBetween("2025-12", "2026-11"));
    expect(series.map((s) => [s.currency, s.maxCents, s.bars.length])).toEqual([
      ["EUR", eur.quote.totalCents, 12],
      ["USD", usd.quote.totalCents, 12],
    ]);
    expect(series[1]!.bars.find((b) => b.month === "2026-10")!.cents).toBe(usd.quote.totalCents);
  });
});

describe("when the site takes the payment (the payouts table)", () => {
  const stay = booking({ checkIn: "2027-01-05", checkOut: "2027-01-08" });
  const later = booking({ checkIn: "2027-03-10", checkOut: "2027-03-12" });
  const eur = booking({ checkIn: "2027-03-03", checkOut: "2027-03-05", listingId: 2, currency: "EUR" });
  /** A payout of a booking, 10% commission kept (payout + commission = the total). */
  const payoutOf = (b: EarningBooking, over: Partial<SitePayout> = {}): SitePayout => {
    const commission = Math.round(b.quote.totalCents / 10);
    return {
      bookingId: b.id,
      reference: b.reference,
      listingId: b.listingId,
      guestFirstName: b.guestFirstName,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      bookingStatus: b.status,
      currency: b.currency,
      payoutCents: b.quote.totalCents - commission,
      commissionCents: commission,
      dueOn: addDays(b.checkIn, 1),
      status: "scheduled",
      paidOn: null,
      totalCents: b.quote.totalCents,
      taxCents: b.quote.taxCents,
      ...over,
    };
  };
  const paidStay = payoutOf(stay, { status: "paid", paidOn: "2027-01-06" });
  const failed = payoutOf(eur, { status: "failed" });
  const scheduled = payoutOf(later);
  const earnings = computeEarnings({
    bookings: [stay, later, eur],
    listings: [cabin, flat],
    first: "2027-01",
    last: "2027-06",
    payouts: [paidStay, failed, scheduled],
  });

  it("a payout's gross is payout + commission, the commission its site fee, tax in proportion", () => {
    const line = sitePayoutLine(paidStay);
    expect(line).toMatchObject({
      kind: "payout",
      dueOn: "2027-01-06",
      payoutStatus: "paid",
      paidOn: "2027-01-06",
      nights: 3,
      grossCents: stay.quote.totalCents,
      feeCents: paidStay.commissionCents,
      payoutCents: stay.quote.totalCents - paidStay.commissionCents,
      taxCents: stay.quote.taxCents,
    });
    // A partial refund leaves less kept: its tax share is in proportion.
    const half = sitePayoutLine(payoutOf(stay, { payoutCents: 30_000, commissionCents: 0 }));
    expect(half.taxCents).toBe(Math.round((stay.quote.taxCents * 30_000) / stay.quote.totalCents));
    expect(sitePayoutLine(scheduled).paidOn).toBeNull();
  });

  it("a long stay's payout of one month counts that month's nights (decision 3530)", () => {
    expect([1, 2, 3, 4].map((part) => nightsOfPart(75, part))).toEqual([30, 30, 15, 0]);
    expect(nightsOfPart(27)).toBe(27);
    expect(nightsOfPart(28, 1)).toBe(28);
    expect(nightsOfPart(28, 2)).toBe(0);
    expect(sitePayoutLine({ ...paidStay, part: 2 }).nights).toBe(0);
  });

  it("the money comes from the payouts, never from the payment terms; nights from the stays", () => {
    expect(earnings.lines.map((l) => [l.bookingId, l.payoutStatus])).toEqual([
      [stay.id, "paid"],
      [eur.id, "failed"],
      [later.id, "scheduled"],
    ]);
    const january = earnings.rows.find((r) => r.month === "2027-01")!;
    expect(january).toMatchObject({
      nights: 3,
      grossCents: stay.quote.totalCents,
      feeCents: paidStay.commissionCents,
      payoutCents: paidStay.payoutCents,
      scheduled: 0,
      failed: 0,
    });
    // A payout with nothing in it (everything refunded) is not a line; a stay without a payout
    // brings no money (the site took none), only its nights.
    const none = computeEarnings({
      bookings: [stay, later],
      listings: [cabin],
      first: "2027-01",
      last: "2027-06",
      payouts: [payoutOf(stay, { payoutCents: 0, commissionCents: 0, status: "paid" })],
    });
    expect(none.lines).toEqual([]);
    expect(none.rows.map((r) => [r.month, r.nights, r.grossCents])).toEqual([
      ["2027-01", 3, 0],
      ["2027-03", 2, 0],
    ]);
  });

  it("months say paid, scheduled or failed; fees are summed like the money", () => {
    const months = monthSummaries(earnings, 2, "2027-04-02");
    const state = (m: string) => months.find((s) => s.month === m)!.state;
    expect(state("2027-01")).toBe("paid");
    expect(state("2027-03")).toBe("failed");
    expect(state("2027-02")).toBe("none");
    // The March cabin payout still scheduled in April: paid at the next sweep.
    const onlyScheduled = computeEarnings({
      bookings: [later],
      listings: [cabin],
      first: "2027-03",
      last: "2027-04",
      payouts: [scheduled],
    });
    expect(monthSummaries(onlyScheduled, 1, "2027-04-02")[0]!.state).toBe("scheduled");
    expect(monthSummaries(onlyScheduled, 1, "2027-03-01")[0]!.state).toBe("current");
    expect(listingSummaries(earnings, [cabin, flat])[0]!.fee).toEqual([
      { currency: "USD", cents: paidStay.commissionCents + scheduled.commissionCents },
    ]);
  });

  it("tiles: year to date is what was paid, upcoming what is not paid yet (failed included)", () => {
    const tiles = tilesOf(earnings.lines, "2027-03-20");
    expect(tiles.yearToDate).toEqual([{ currency: "USD", cents: paidStay.payoutCents }]);
    expect(tiles.upcoming).toEqual(
      sumByCurrency([
        { currency: "USD", cents: scheduled.payoutCents },
        { currency: "EUR", cents: failed.payoutCents },
      ]),
    );
    // Overdue and failed payouts are tried again at the next run: the next payout is today.
    expect(nextPayout(earnings.lines, "2027-03-20")).toMatchObject({ dueOn: "2027-03-20", bookings: 2 });
    expect(nextPayout(earnings.lines, "2027-03-01")).toMatchObject({
      dueOn: "2027-03-04",
      amounts: [{ currency: "EUR", cents: failed.payoutCents }],
    });
  });

  it("the CSV gives each payout's status, commission and the day it was paid", () => {
    const [, first, second, third] = earningsCsv(earnings.lines, [cabin, flat], "2027-03-20").split("\r\n");
    expect(first).toBe(
      `2027-01-06,paid,${stay.reference},Lake cabin,Ada,2027-01-05,2027-01-08,3,confirmed,USD,${csvAmount(stay.quote.totalCents)},${csvAmount(stay.quote.taxCents)},${csvAmount(paidStay.commissionCents)},${csvAmount(paidStay.payoutCents)},2027-01-06`,
    );
    expect(second).toMatch(/^2027-03-04,failed,.*,EUR,.*,$/);
    expect(third).toMatch(/^2027-03-11,scheduled,.*,$/);
  });
});
