import { describe, expect, it } from "vitest";
import { calendarMonths, type CalendarData } from "./calendar-rules.ts";
import {
  gridColumns,
  gridPages,
  gridRange,
  gridRows,
  gridStart,
  selectionOf,
  type GridHome,
} from "./multi-calendar.ts";

const home = (id: number, today: string, openUntil = "2028-01-01"): GridHome => ({
  id,
  title: `Home ${id}`,
  city: "Duluth",
  currency: "USD",
  today,
  openUntil,
});

const cottage: Omit<CalendarData, "today" | "openUntil"> = {
  nightlyRateCents: 10_000,
  minNights: 1,
  bookings: [
    {
      id: "b1",
      guestFirstName: "Ana",
      status: "confirmed",
      start: "2027-03-05",
      end: "2027-03-08",
      heldUntil: "2027-03-09",
    },
  ],
  blocks: [{ id: 3, start: "2027-03-10", end: "2027-03-12", reason: "imported", note: "Vrbo" }],
  overrides: [{ start: "2027-03-20", end: "2027-03-22", nightlyRateCents: 18_000, minNights: null }],
  rules: {
    weekendRateCents: 15_000,
    seasons: [{ start: "2027-03-14", end: "2027-03-17", nightlyRateCents: 13_000 }],
    monthlyDiscountPct: 0,
    timing: null,
  },
};
const cabin: Omit<CalendarData, "today" | "openUntil"> = {
  nightlyRateCents: 9_000,
  minNights: 2,
  bookings: [],
  blocks: [{ id: 4, start: "2027-03-02", end: "2027-03-04", reason: "owner", note: "" }],
  overrides: [],
};

describe("the calendar of several homes", () => {
  const range = gridRange("2027-03-01");
  const rows = gridRows(
    [
      { home: home(1, "2027-03-01"), data: cottage },
      { home: home(2, "2027-03-01", "2027-03-25"), data: cabin },
    ],
    range,
  );
  const night = (row: number, date: string) => rows[row]!.nights.find((n) => n.date === date)!;

  it("shows 30 nights a page, one row per home", () => {
    expect(range).toEqual({ start: "2027-03-01", end: "2027-03-31" });
    expect(rows.map((r) => r.nights.length)).toEqual([30, 30]);
    expect(rows[0]!.nights[0]!.date).toBe("2027-03-01");
    expect(rows[0]!.nights.at(-1)!.date).toBe("2027-03-30");
  });

  it("says per night: booked with the guest's name, preparation, imported, blocked, each home its own", () => {
    expect(night(0, "2027-03-05")).toMatchObject({
      state: "booked",
      booking: { id: "b1", guestFirstName: "Ana", checkIn: true },
    });
    expect(night(0, "2027-03-08").state).toBe("preparation");
    expect(night(0, "2027-03-10")).toMatchObject({ state: "blocked", block: { reason: "imported" } });
    expect(night(1, "2027-03-05").state).toBe("free");
    expect(night(1, "2027-03-02")).toMatchObject({ state: "blocked", block: { reason: "owner" } });
    // The cabin's window closes earlier: its nights from then are not open yet (not selectable).
    expect(night(1, "2027-03-25")).toMatchObject({ state: "closed", selectable: false });
    expect(night(0, "2027-03-25")).toMatchObject({ state: "free", selectable: true });
  });

  it("prices each night as the home's own calendar does: override, season, weekend, nightly", () => {
    expect(night(0, "2027-03-20")).toMatchObject({ priceCents: 18_000, special: true }); // a Saturday, overridden
    expect(night(0, "2027-03-15")).toMatchObject({ priceCents: 13_000, special: false }); // the season
    expect(night(0, "2027-03-12").priceCents).toBe(15_000); // Friday: the weekend price
    expect(night(0, "2027-03-17").priceCents).toBe(10_000); // Wednesday
    expect(night(1, "2027-03-12").priceCents).toBe(9_000); // no rules: the nightly rate
    const months = calendarMonths({ ...cottage, today: "2027-03-01", openUntil: "2028-01-01" }, "2027-03", 1);
    expect(rows[0]!.nights).toEqual(months[0]!.days.slice(0, 30));
  });

  it("uses each home's own today: a night already past in one home is still open in another", () => {
    const [east, west] = gridRows(
      [
        { home: home(1, "2027-03-02"), data: cabin },
        { home: home(2, "2027-03-01"), data: cabin },
      ],
      gridRange("2027-03-01", 3),
    );
    expect(east!.nights[0]).toMatchObject({ state: "past", selectable: false });
    expect(west!.nights[0]).toMatchObject({ state: "free", selectable: true });
  });

  it("heads the columns with the weekday, the day and the month where one begins", () => {
    const cols = gridColumns({ start: "2027-03-30", end: "2027-04-03" });
    expect(cols.map((c) => [c.weekday, c.day, c.monthLabel, c.weekend])).toEqual([
      ["Tue", 30, "March 2027", false],
      ["Wed", 31, null, false],
      ["Thu", 1, "April 2027", false],
      ["Fri", 2, null, true],
    ]);
  });

  it("keeps the first night between today and the last open night; pages move 30 nights", () => {
    expect(gridStart(null, "2027-03-01", "2028-02-28")).toBe("2027-03-01");
    expect(gridStart("nonsense", "2027-03-01", "2028-02-28")).toBe("2027-03-01");
    expect(gridStart("2027-02-30", "2027-03-01", "2028-02-28")).toBe("2027-03-01");
    expect(gridStart("2026-01-01", "2027-03-01", "2028-02-28")).toBe("2027-03-01");
    expect(gridStart("2030-01-01", "2027-03-01", "2028-02-28")).toBe("2028-02-28");
    expect(gridStart("2027-06-15", "2027-03-01", "2028-02-28")).toBe("2027-06-15");
    expect(gridPages("2027-03-01", "2027-03-01", "2028-02-28")).toEqual({
      earlier: null,
      later: "2027-03-31",
    });
    expect(gridPages("2027-03-11", "2027-03-01", "2028-02-28")).toEqual({
      earlier: "2027-03-01",
      later: "2027-04-10",
    });
    expect(gridPages("2028-02-10", "2027-03-01", "2028-02-28").later).toBeNull();
  });

  it("selects a home's nights from either end", () => {
    expect(selectionOf("2027-03-05", "2027-03-02")).toEqual({ start: "2027-03-02", last: "2027-03-05" });
    expect(selectionOf("2027-03-05", "2027-03-05")).toEqual({ start: "2027-03-05", last: "2027-03-05" });
  });
});
