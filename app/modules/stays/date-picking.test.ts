import { addMonths } from "~/shared/dates";
import { describe, expect, it } from "vitest";
import { dayDisabled, monthsStay, nextTakenNight, nightTaken } from "./date-picking";

const occupied = [
  { start: "2027-03-10", end: "2027-03-15" },
  { start: "2027-03-20", end: "2027-03-22" },
];

describe("the date picker's rules", () => {
  it("knows taken nights, and the next one after a day", () => {
    expect(nightTaken("2027-03-10", occupied)).toBe(true);
    expect(nightTaken("2027-03-14", occupied)).toBe(true);
    expect(nightTaken("2027-03-15", occupied)).toBe(false);
    expect(nextTakenNight("2027-03-01", occupied)).toBe("2027-03-10");
    expect(nextTakenNight("2027-03-12", occupied)).toBe("2027-03-12");
    expect(nextTakenNight("2027-03-15", occupied)).toBe("2027-03-20");
    expect(nextTakenNight("2027-03-22", occupied)).toBeNull();
  });

  it("offers free nights from today as check-in", () => {
    const rules = { today: "2027-03-02", occupied };
    expect(dayDisabled("2027-03-01", rules)).toBe(true);
    expect(dayDisabled("2027-03-02", rules)).toBe(false);
    expect(dayDisabled("2027-03-10", rules)).toBe(true);
    expect(dayDisabled("2027-03-15", rules)).toBe(false);
  });

  it("offers check-outs from the minimum stay up to the next taken night, which may be the check-out day", () => {
    const rules = { today: "2027-03-01", occupied, checkIn: "2027-03-05", minNights: 3 };
    expect(dayDisabled("2027-03-06", rules)).toBe(false); // too short to end here, but a free night to start again
    expect(dayDisabled("2027-03-08", rules)).toBe(false);
    expect(dayDisabled("2027-03-10", rules)).toBe(false); // ends as the booking begins
    expect(dayDisabled("2027-03-11", rules)).toBe(true); // would run over the booking
    expect(dayDisabled("2027-03-16", rules)).toBe(true);
    const long = { today: "2027-03-01", occupied: [], checkIn: "2027-03-05", maxNights: 10 };
    expect(dayDisabled("2027-03-15", long)).toBe(false);
    expect(dayDisabled("2027-03-16", long)).toBe(false); // a free night: could start a new stay
  });

  it("counts months from a start date, the last day of shorter months", () => {
    expect(addMonths("2027-01-15", 1)).toBe("2027-02-15");
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2027-11-30", 3)).toBe("2028-02-29");
    expect(addMonths("2027-05-01", 12)).toBe("2028-05-01");
    expect(monthsStay("2027-02-01", 1, occupied)).toEqual({
      checkIn: "2027-02-01",
      checkOut: "2027-03-01",
      free: true,
    });
    expect(monthsStay("2027-02-15", 1, occupied).free).toBe(false);
  });
});
