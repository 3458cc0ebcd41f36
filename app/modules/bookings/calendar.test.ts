import { describe, expect, it } from "vitest";
import { stayCalendar } from "./calendar.ts";

describe("stayCalendar", () => {
  const ics = stayCalendar({
    uid: "b1@petfriendly.example",
    title: "Stay: Cabin, with Biscuit; the dog",
    location: "12 Pine Rd, Bend, Oregon",
    description: "Reference PF-ABC234\nCheck-in from 15:00. ".repeat(4),
    start: new Date("2027-03-01T23:00:00Z"),
    end: new Date("2027-03-05T19:00:00Z"),
    url: "https://example.com/user/bookings/b1",
    stamp: new Date("2027-01-10T12:00:00.123Z"),
  });

  it("is a calendar with one event in UTC, its text escaped", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics).toContain("DTSTART:20270301T230000Z\r\n");
    expect(ics).toContain("DTEND:20270305T190000Z\r\n");
    expect(ics).toContain("DTSTAMP:20270110T120000Z\r\n");
    expect(ics).toContain("SUMMARY:Stay: Cabin\\, with Biscuit\\; the dog\r\n");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("folds long lines at 75 octets", () => {
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).toContain("\r\n ");
  });
});
