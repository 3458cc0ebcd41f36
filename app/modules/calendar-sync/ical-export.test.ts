import { describe, expect, it } from "vitest";
import { eventUid, listingCalendar, originListing } from "./ical-export.ts";

const stamp = new Date("2026-11-20T10:00:00Z");

describe("iCal export", () => {
  const text = listingCalendar({
    listingId: 7,
    title: "Garden cottage",
    appUrl: "https://rentals.example.com",
    ranges: [
      {
        kind: "booking",
        id: "0b7c9a8e-1111-4222-8333-944445555666",
        start: "2027-03-01",
        end: "2027-03-04",
        stamp,
      },
      { kind: "block", id: "12", start: "2027-03-28", end: "2027-03-30", stamp },
    ],
  });
  // Unfolded: long lines are folded at 75 octets.
  const lines = text.replace(/\r\n /g, "").split("\r\n");

  it("writes all-day events with DTEND exclusive (the check-out day)", () => {
    expect(lines).toContain("DTSTART;VALUE=DATE:20270301");
    expect(lines).toContain("DTEND;VALUE=DATE:20270304");
    // Across the March DST change in many zones: still whole days.
    expect(lines).toContain("DTSTART;VALUE=DATE:20270328");
    expect(lines).toContain("DTEND;VALUE=DATE:20270330");
  });

  it("names the calendar and us, and says only Reserved or Not available", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(text).toMatch(/^PRODID:-\/\/Pet Friendly Rentals by Owner\/\/Listing calendar\/\/EN$/m);
    expect(text).toMatch(/^X-WR-CALNAME:Garden cottage · Pet Friendly Rentals by Owner$/m);
    expect(lines.filter((l) => l.startsWith("SUMMARY:"))).toEqual([
      "SUMMARY:Reserved",
      "SUMMARY:Not available",
    ]);
    expect(text).not.toMatch(/ATTENDEE|ORGANIZER|DESCRIPTION/);
  });

  it("gives each event a stable UID and DTSTAMP", () => {
    expect(lines).toContain("UID:listing-7-booking-0b7c9a8e-1111-4222-8333-944445555666@rentals.example.com");
    expect(lines).toContain("UID:listing-7-block-12@rentals.example.com");
    expect(lines.filter((l) => l === "DTSTAMP:20261120T100000Z")).toHaveLength(2);
    const again = listingCalendar({
      listingId: 7,
      title: "Garden cottage",
      appUrl: "https://rentals.example.com",
      ranges: [{ kind: "block", id: "12", start: "2027-03-28", end: "2027-03-30", stamp }],
    });
    expect(again).toContain("UID:listing-7-block-12@rentals.example.com");
  });

  it("a block imported from another listing of ours keeps that listing's prefix (its echo is recognised there)", () => {
    const uid = eventUid(
      7,
      {
        kind: "block",
        id: "40",
        start: "2027-01-01",
        end: "2027-01-02",
        stamp,
        sourceUid: "listing-3-booking-x@rentals.example.com",
      },
      "rentals.example.com",
    );
    expect(uid).toBe("listing-3-via-7-block-40@rentals.example.com");
    expect(originListing(uid, "rentals.example.com")).toBe(3);
    expect(originListing(uid, "elsewhere.example")).toBeNull();
    expect(originListing("abc@airbnb.com", "rentals.example.com")).toBeNull();
  });
});
