import { shiftMonth } from "../../../shared/dates.ts";
import { describe, expect, it } from "vitest";
import {
  calendarFormSchema,
  calendarMonths,
  dayStateLabel,
  mergeRanges,
  monthAfterChange,
  pageMonth,
  planBlock,
  planPrice,
  planUnblock,
  rangeOfDays,
  rangeProblem,
  subtractRange,
  windowEnd,
  type CalendarData,
} from "./calendar-rules";
import { parseFields } from "../../../shared/forms.ts";

const r = (start: string, end: string) => ({ start, end });

describe("ranges", () => {
  it("selecting days 3 to 5 (either order) is the nights [3, 6)", () => {
    expect(rangeOfDays("2027-03-03", "2027-03-05")).toEqual(r("2027-03-03", "2027-03-06"));
    expect(rangeOfDays("2027-03-05", "2027-03-03")).toEqual(r("2027-03-03", "2027-03-06"));
    expect(rangeOfDays("2027-03-03", "2027-03-03")).toEqual(r("2027-03-03", "2027-03-04"));
  });

  it("cutting a range out of another leaves none, one or two parts", () => {
    const block = r("2027-03-01", "2027-03-10");
    expect(subtractRange(block, r("2027-03-04", "2027-03-06"))).toEqual([
      r("2027-03-01", "2027-03-04"),
      r("2027-03-06", "2027-03-10"),
    ]);
    expect(subtractRange(block, r("2027-02-20", "2027-03-04"))).toEqual([r("2027-03-04", "2027-03-10")]);
    expect(subtractRange(block, r("2027-03-08", "2027-04-01"))).toEqual([r("2027-03-01", "2027-03-08")]);
    expect(subtractRange(block, r("2027-03-01", "2027-03-10"))).toEqual([]);
    // Touching is not overlapping: half-open ranges.
    expect(subtractRange(block, r("2027-03-10", "2027-03-12"))).toEqual([block]);
  });

  it("merges overlapping and touching ranges, not those apart", () => {
    expect(
      mergeRanges([
        r("2027-03-05", "2027-03-08"),
        r("2027-03-01", "2027-03-05"),
        r("2027-03-09", "2027-03-10"),
      ]),
    ).toEqual([r("2027-03-01", "2027-03-08"), r("2027-03-09", "2027-03-10")]);
    expect(mergeRanges([r("2027-03-01", "2027-03-10"), r("2027-03-02", "2027-03-03")])).toEqual([
      r("2027-03-01", "2027-03-10"),
    ]);
  });

  it("refuses past nights, nights past the window, a backwards or too long range", () => {
    const today = "2027-03-10";
    expect(rangeProblem(r("2027-03-10", "2027-03-11"), today, 12)).toBeNull();
    expect(rangeProblem(r("2027-03-09", "2027-03-11"), today, 12)).toMatch(/Past nights/);
    expect(rangeProblem(r("2027-03-12", "2027-03-12"), today, 12)).toMatch(/before the first/);
    expect(windowEnd(today, 3)).toBe("2027-06-11");
    expect(rangeProblem(r("2027-06-01", "2027-06-11"), today, 3)).toBeNull();
    expect(rangeProblem(r("2027-06-01", "2027-06-12"), today, 3)).toMatch(/open until Jun 10, 2027/);
    expect(rangeProblem(r("2027-03-10", "2028-03-10"), today, 24)).toBeNull(); // 366 nights (2028 is a leap year)
    expect(rangeProblem(r("2027-03-10", "2028-03-11"), today, 24)).toMatch(/at most 366 nights/);
    expect(rangeProblem(r("2027-02-30", "2027-03-12"), today, 12)).toMatch(/first and the last night/);
  });
});

describe("changes", () => {
  const block = (id: number, start: string, end: string, reason = "owner" as const, note = "") => ({
    id,
    start,
    end,
    reason,
    note,
  });

  it("blocking joins the owner's blocks it overlaps or touches into one", () => {
    const plan = planBlock(r("2027-03-05", "2027-03-08"), [
      block(1, "2027-03-01", "2027-03-05", "owner", "family visit"),
      block(2, "2027-03-07", "2027-03-12"),
    ]);
    expect(plan).toEqual({ remove: [1, 2], insert: r("2027-03-01", "2027-03-12"), note: "family visit" });
    expect(planBlock(r("2027-03-05", "2027-03-08"), [])).toEqual({
      remove: [],
      insert: r("2027-03-05", "2027-03-08"),
      note: "",
    });
  });

  it("opening part of a block splits it; imported blocks stay", () => {
    const plan = planUnblock(r("2027-03-04", "2027-03-06"), [
      block(1, "2027-03-01", "2027-03-10", "owner", "painting"),
      { ...block(2, "2027-03-05", "2027-03-07"), reason: "imported" as const },
    ]);
    expect(plan.remove).toEqual([1]);
    expect(plan.insert).toEqual([
      { ...r("2027-03-01", "2027-03-04"), reason: "owner", note: "painting" },
      { ...r("2027-03-06", "2027-03-10"), reason: "owner", note: "painting" },
    ]);
    expect(plan.importedKept).toBe(1);
    expect(plan.opened).toBe(1);
  });

  it("a price replaces the prices it overlaps, keeping their nights outside it; a reset only cuts", () => {
    const existing = [
      { id: 1, ...r("2027-03-01", "2027-03-10"), nightlyRateCents: 15_000, minNights: 3 },
      { id: 2, ...r("2027-03-20", "2027-03-25"), nightlyRateCents: 9_000, minNights: null },
    ];
    const set = planPrice(r("2027-03-05", "2027-03-22"), existing, {
      nightlyRateCents: 20_000,
      minNights: null,
    });
    expect(set.remove).toEqual([1, 2]);
    expect(set.insert).toEqual([
      { ...r("2027-03-01", "2027-03-05"), nightlyRateCents: 15_000, minNights: 3 },
      { ...r("2027-03-22", "2027-03-25"), nightlyRateCents: 9_000, minNights: null },
      { ...r("2027-03-05", "2027-03-22"), nightlyRateCents: 20_000, minNights: null },
    ]);
    const reset = planPrice(r("2027-03-03", "2027-03-05"), existing, null);
    expect(reset.remove).toEqual([1]);
    expect(reset.insert).toEqual([
      { ...r("2027-03-01", "2027-03-03"), nightlyRateCents: 15_000, minNights: 3 },
      { ...r("2027-03-05", "2027-03-10"), nightlyRateCents: 15_000, minNights: 3 },
    ]);
    expect(planPrice(r("2027-04-01", "2027-04-02"), existing, null)).toEqual({
      remove: [],
      insert: [],
      changed: 0,
    });
  });
});

describe("the month grid", () => {
  const data: CalendarData = {
    today: "2027-03-10",
    openUntil: "2027-05-11",
    nightlyRateCents: 12_000,
    minNights: 2,
    bookings: [
      {
        id: "b1",
        guestFirstName: "Ana",
        status: "confirmed",
        start: "2027-03-12",
        end: "2027-03-15",
        heldUntil: "2027-03-16",
      },
      {
        id: "b2",
        guestFirstName: "Bo",
        status: "pending",
        start: "2027-03-20",
        end: "2027-03-22",
        heldUntil: "2027-03-22",
      },
      {
        id: "b0",
        guestFirstName: "Cy",
        status: "completed",
        start: "2027-03-01",
        end: "2027-03-04",
        heldUntil: "2027-03-04",
      },
    ],
    blocks: [
      { id: 7, start: "2027-03-25", end: "2027-03-27", reason: "owner", note: "" },
      { id: 8, start: "2027-04-02", end: "2027-04-04", reason: "imported", note: "Airbnb" },
    ],
    overrides: [{ start: "2027-03-27", end: "2027-04-03", nightlyRateCents: 20_000, minNights: 3 }],
  };
  const months = calendarMonths(data, "2027-03", 3);
  const day = (date: string) => months.flatMap((m) => m.days).find((d) => d.date === date)!;

  it("gives whole months from the first, the 1st on its weekday (weeks from Sunday)", () => {
    expect(months.map((m) => m.key)).toEqual(["2027-03", "2027-04", "2027-05"]);
    expect(months[0]!.label).toBe("March 2027");
    expect(months[0]!.days).toHaveLength(31);
    expect(months[0]!.lead).toBe(1); // March 1, 2027 is a Monday
    expect(months[1]!.days).toHaveLength(30);
    expect(months[1]!.lead).toBe(4); // April 1, 2027 is a Thursday
  });

  it("says which nights are past, booked, requested, preparation, blocked, imported, not open yet", () => {
    expect(day("2027-03-02")).toMatchObject({ state: "past", selectable: false, booking: { id: "b0" } });
    expect(day("2027-03-10")).toMatchObject({ state: "free", selectable: true, priceCents: 12_000 });
    expect(day("2027-03-12")).toMatchObject({
      state: "booked",
      booking: { id: "b1", guestFirstName: "Ana", checkIn: true },
    });
    expect(day("2027-03-14")).toMatchObject({ state: "booked", booking: { checkIn: false } });
    expect(day("2027-03-15").state).toBe("preparation");
    expect(day("2027-03-16").state).toBe("free");
    expect(day("2027-03-21").state).toBe("pending");
    expect(dayStateLabel(day("2027-03-21"))).toBe("requested by Bo");
    expect(day("2027-03-25")).toMatchObject({ state: "blocked", block: { reason: "owner", first: true } });
    expect(day("2027-03-26")).toMatchObject({ state: "blocked", block: { first: false } });
    expect(dayStateLabel(day("2027-04-02"))).toBe("imported: Airbnb");
    expect(day("2027-05-10")).toMatchObject({ state: "free", selectable: true });
    expect(day("2027-05-11")).toMatchObject({ state: "closed", selectable: false });
  });

  it("prices each night: the override's price and minimum stay, else the nightly rate", () => {
    expect(day("2027-03-26")).toMatchObject({ priceCents: 12_000, special: false, minNights: null });
    expect(day("2027-03-27")).toMatchObject({ priceCents: 20_000, special: true, minNights: 3 });
    expect(day("2027-04-02")).toMatchObject({ priceCents: 20_000, special: true });
    expect(day("2027-04-03")).toMatchObject({ priceCents: 12_000, special: false });
  });

  it("pages months within the open window", () => {
    expect(shiftMonth("2027-11", 3)).toBe("2028-02");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(pageMonth(null, "2027-03-10", "2028-03-11")).toBe("2027-03");
    expect(pageMonth("2027-07", "2027-03-10", "2028-03-11")).toBe("2027-07");
    expect(pageMonth("2026-01", "2027-03-10", "2028-03-11")).toBe("2027-03");
    expect(pageMonth("2029-01", "2027-03-10", "2028-03-11")).toBe("2028-03");
    expect(pageMonth("2027-13", "2027-03-10", "2028-03-11")).toBe("2027-03");
  });

  it("after a change, stays on the months on screen or goes to the change's", () => {
    const change = (start: string, end: string) => ({ start, end });
    // On screen: March to May.
    expect(monthAfterChange("2027-03", change("2027-05-30", "2027-06-03"), "2027-03-10", "2028-03-11")).toBe(
      "2027-03",
    );
    // Off screen, later and earlier.
    expect(monthAfterChange("2027-03", change("2027-09-01", "2027-09-05"), "2027-03-10", "2028-03-11")).toBe(
      "2027-09",
    );
    expect(monthAfterChange("2027-06", change("2027-04-01", "2027-04-05"), "2027-03-10", "2028-03-11")).toBe(
      "2027-04",
    );
  });
});

describe("the form", () => {
  it("needs a price to set one; the minimum stay is optional", () => {
    const base = { intent: "price", start: "2027-03-01", last: "2027-03-03" };
    expect(parseFields(calendarFormSchema, { ...base, rate: "" })).toMatchObject({
      ok: false,
      fieldErrors: { rate: "Enter the price for a night." },
    });
    expect(parseFields(calendarFormSchema, { ...base, rate: "149.50", minNights: "" })).toMatchObject({
      ok: true,
      data: { rate: 14_950, minNights: null },
    });
    expect(parseFields(calendarFormSchema, { ...base, rate: "0" })).toMatchObject({ ok: false });
    expect(parseFields(calendarFormSchema, { ...base, rate: "100", minNights: "0" })).toMatchObject({
      ok: false,
      fieldErrors: { minNights: expect.stringMatching(/1 to 365/) },
    });
    expect(parseFields(calendarFormSchema, { ...base, intent: "burn" })).toMatchObject({ ok: false });
    expect(
      parseFields(calendarFormSchema, { intent: "block", start: "soon", last: "2027-03-03" }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { start: expect.any(String) },
    });
  });
});
