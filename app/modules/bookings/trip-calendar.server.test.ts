import { describe, expect, it } from "vitest";
import { tripCalendarFile, type CalendarTrip } from "./trip-calendar.server.ts";

const trip = (status: CalendarTrip["booking"]["status"]): CalendarTrip => ({
  booking: {
    id: "7d0c4c52-3f2b-4a7e-9a57-1f0c2d9b1a01",
    reference: "PF-ABC234",
    status,
    updatedAt: new Date("2027-01-10T12:00:00.123Z"),
  },
  listing: {
    title: "Cabin, with Biscuit; the dog's favourite",
    address: "12 Pine Rd",
    neighborhood: "Old Town",
    city: "Bend",
    region: "Oregon",
    country: "United States",
    checkInTime: "15:00",
    checkOutTime: "11:00",
  },
  stay: { start: "2027-03-01", end: "2027-03-05" },
  checkInAt: new Date("2027-03-01T23:00:00Z"),
  checkOutAt: new Date("2027-03-05T19:00:00Z"),
});

/** The file's lines with folded ones joined back (RFC 5545 §3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");

describe("tripCalendarFile", () => {
  const ics = tripCalendarFile(trip("confirmed"), "https://example.com");

  it("is a calendar with one event in UTC, its text escaped", () => {
    const lines = unfolded(ics);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("PRODID:-//Pet Friendly Rentals by Owner//Bookings//EN");
    expect(lines).toContain("DTSTART:20270301T230000Z");
    expect(lines).toContain("DTEND:20270305T190000Z");
    expect(lines).toContain("DTSTAMP:20270110T120000Z");
    expect(lines).toContain("SUMMARY:Stay at Cabin\\, with Biscuit\\; the dog's favourite");
    expect(lines).toContain(
      "URL;VALUE=URI:https://example.com/user/bookings/7d0c4c52-3f2b-4a7e-9a57-1f0c2d9b1a01",
    );
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("folds long lines at 75 octets", () => {
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("names the street only once the stay is accepted", () => {
    expect(unfolded(ics).find((l) => l.startsWith("LOCATION:"))).toBe(
      "LOCATION:12 Pine Rd\\, Bend\\, Oregon\\, United States",
    );
    const requested = unfolded(tripCalendarFile(trip("pending"), "https://example.com"));
    expect(requested.find((l) => l.startsWith("LOCATION:"))).toBe(
      "LOCATION:Old Town\\, Bend\\, Oregon\\, United States",
    );
  });
});
