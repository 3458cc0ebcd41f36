import { describe, expect, it } from "vitest";
import { zonedInstant } from "./dates.ts";
import { formatClock, formatDate, formatInstantIn, formatMoney } from "./format.ts";

describe("formatInstantIn: the stay's clock, named by its city", () => {
  it("says the local time across the spring change (Lisbon, March 28, 2027)", () => {
    // The same 3:00 PM check-in before and after the clocks go forward: 15:00 UTC, then 14:00 UTC.
    expect(formatInstantIn(new Date("2027-03-27T15:00:00Z"), "Europe/Lisbon", "Lisbon")).toBe(
      "Mar 27, 2027, 3:00 PM in Lisbon",
    );
    expect(formatInstantIn(new Date("2027-03-29T14:00:00Z"), "Europe/Lisbon", "Lisbon")).toBe(
      "Mar 29, 2027, 3:00 PM in Lisbon",
    );
    expect(zonedInstant("2027-03-29", "15:00", "Europe/Lisbon").toISOString()).toBe(
      "2027-03-29T14:00:00.000Z",
    );
  });
  it("says the local time across the autumn change (Chicago, November 7, 2027)", () => {
    expect(formatInstantIn(new Date("2027-11-06T20:00:00Z"), "America/Chicago", "Austin")).toBe(
      "Nov 6, 2027, 3:00 PM in Austin",
    );
    expect(formatInstantIn(new Date("2027-11-08T21:00:00Z"), "America/Chicago", "Austin")).toBe(
      "Nov 8, 2027, 3:00 PM in Austin",
    );
  });
  it("an hour that happens twice and one that never does", () => {
    // 1:30 AM happens twice in Chicago on Nov 7, 2027: first CDT (06:30 UTC), then CST (07:30 UTC).
    expect(formatInstantIn(new Date("2027-11-07T06:30:00Z"), "America/Chicago", "Austin")).toBe(
      "Nov 7, 2027, 1:30 AM in Austin",
    );
    expect(formatInstantIn(new Date("2027-11-07T07:30:00Z"), "America/Chicago", "Austin")).toBe(
      "Nov 7, 2027, 1:30 AM in Austin",
    );
    // 2:30 AM never happens in Chicago on March 14, 2027: asked for, the clock shows 3:30 AM.
    expect(
      formatInstantIn(zonedInstant("2027-03-14", "02:30", "America/Chicago"), "America/Chicago", "Austin"),
    ).toBe("Mar 14, 2027, 3:30 AM in Austin");
  });
  it("the southern hemisphere changes the other way (Melbourne, April 4, 2027)", () => {
    expect(
      formatInstantIn(
        zonedInstant("2027-04-03", "15:00", "Australia/Melbourne"),
        "Australia/Melbourne",
        "Melbourne",
      ),
    ).toBe("Apr 3, 2027, 3:00 PM in Melbourne");
    expect(zonedInstant("2027-04-03", "15:00", "Australia/Melbourne").toISOString()).toBe(
      "2027-04-03T04:00:00.000Z",
    );
    expect(zonedInstant("2027-04-05", "15:00", "Australia/Melbourne").toISOString()).toBe(
      "2027-04-05T05:00:00.000Z",
    );
  });
  it("an unknown zone is said to be UTC, never passed off as the city's time", () => {
    expect(formatInstantIn(new Date("2027-03-01T20:00:00Z"), "Not/AZone", "Lisbon")).toBe(
      "Mar 1, 2027, 8:00 PM UTC",
    );
  });
});

describe("formatClock", () => {
  it("writes a check-in time with its city", () => {
    expect(formatClock("15:00", "Lisbon")).toBe("3:00 PM in Lisbon");
    expect(formatClock("11:00:00", "Mexico City")).toBe("11:00 AM in Mexico City");
    expect(formatClock("00:30")).toBe("12:30 AM");
  });
});

describe("formatMoney: each stay in its own currency", () => {
  it.each([
    [12_345_00, "USD", "$12,345"],
    [95_00, "EUR", "€95"],
    [1_234_56, "EUR", "€1,235"],
    [125_00, "GBP", "£125"],
    [210_00, "AUD", "A$210"],
    [180_00, "CAD", "CA$180"],
    [1_600_00, "MXN", "MX$1,600"],
  ])("%i cents in %s → %s", (cents, currency, text) => {
    expect(formatMoney(cents, currency)).toBe(text);
  });
  it("shows cents only when asked and there are some", () => {
    expect(formatMoney(1_234_56, "EUR", true)).toBe("€1,234.56");
    expect(formatMoney(1_234_00, "EUR", true)).toBe("€1,234");
    expect(formatMoney(5, "GBP", true)).toBe("£0.05");
  });
  it("a currency without minor units is still written from cents, without decimals", () => {
    // Should a yen stay come: amounts are stored in cents of the unit like every currency.
    expect(formatMoney(1_500_00, "JPY")).toBe("¥1,500");
  });
});

describe("formatDate, its formatters made once", () => {
  it("keeps an option set to undefined apart from no option at all, whichever comes first", () => {
    expect(formatDate("2027-03-01", { year: undefined })).toBe("Mar 1");
    expect(formatDate("2027-03-01")).toBe("Mar 1, 2027");
    expect(formatDate("2027-03-01", { year: undefined })).toBe("Mar 1");
    expect(formatDate("2027-03-01", { month: "long" })).toBe("March 1, 2027");
  });
});
