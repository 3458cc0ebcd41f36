import { describe, expect, it } from "vitest";
import { intersectRange, mergeRanges, planImport, subtractRanges } from "./ranges.ts";

const r = (start: string, end: string) => ({ start, end });

describe("date ranges", () => {
  it("merges overlapping and touching ranges, drops empty ones", () => {
    expect(
      mergeRanges([
        r("2027-03-05", "2027-03-08"),
        r("2027-03-01", "2027-03-03"),
        r("2027-03-03", "2027-03-04"),
        r("2027-03-06", "2027-03-07"),
        r("2027-04-01", "2027-04-01"),
      ]),
    ).toEqual([r("2027-03-01", "2027-03-04"), r("2027-03-05", "2027-03-08")]);
  });

  it("subtracts taken nights, half-open: a check-out day is free for the next check-in", () => {
    expect(
      subtractRanges(
        [r("2027-03-01", "2027-03-10")],
        [r("2027-03-03", "2027-03-05"), r("2027-03-09", "2027-03-12")],
      ),
    ).toEqual([r("2027-03-01", "2027-03-03"), r("2027-03-05", "2027-03-09")]);
    expect(subtractRanges([r("2027-03-01", "2027-03-03")], [r("2027-03-03", "2027-03-05")])).toEqual([
      r("2027-03-01", "2027-03-03"),
    ]);
    expect(subtractRanges([r("2027-03-02", "2027-03-04")], [r("2027-03-01", "2027-03-05")])).toEqual([]);
    expect(subtractRanges([r("2027-03-01", "2027-03-04")], [])).toEqual([r("2027-03-01", "2027-03-04")]);
    expect(
      subtractRanges(
        [r("2027-03-01", "2027-03-06")],
        [r("2027-03-01", "2027-03-02"), r("2027-03-02", "2027-03-03"), r("2027-03-05", "2027-03-06")],
      ),
    ).toEqual([r("2027-03-03", "2027-03-05")]);
  });

  it("intersects", () => {
    expect(intersectRange(r("2027-03-01", "2027-03-05"), r("2027-03-04", "2027-03-09"))).toEqual(
      r("2027-03-04", "2027-03-05"),
    );
    expect(intersectRange(r("2027-03-01", "2027-03-05"), r("2027-03-05", "2027-03-09"))).toBeNull();
  });

  it("plans an import: bookings' nights are conflicts, other blocks' nights already closed", () => {
    const plan = planImport(
      [r("2027-03-01", "2027-03-10"), r("2027-03-08", "2027-03-12")],
      // A booking 3–5 March with a preparation night to the 6th.
      [{ bookingId: "b1", ...r("2027-03-03", "2027-03-05"), taken: r("2027-03-03", "2027-03-06") }],
      [r("2027-03-09", "2027-03-11")],
    );
    expect(plan.conflicts).toEqual([{ bookingId: "b1", ...r("2027-03-03", "2027-03-05") }]);
    expect(plan.blocks).toEqual([
      r("2027-03-01", "2027-03-03"),
      r("2027-03-06", "2027-03-09"),
      r("2027-03-11", "2027-03-12"),
    ]);
  });

  it("a feed that touches no booking has no conflict", () => {
    const plan = planImport(
      [r("2027-03-01", "2027-03-03")],
      [{ bookingId: "b1", ...r("2027-03-03", "2027-03-05"), taken: r("2027-03-03", "2027-03-05") }],
      [],
    );
    expect(plan).toEqual({ blocks: [r("2027-03-01", "2027-03-03")], conflicts: [] });
  });
});
