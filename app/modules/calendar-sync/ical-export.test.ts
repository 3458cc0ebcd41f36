import { describe, expect, it } from "vitest";
import { eventUid, listingCalendar, originListing } from "./ical-export.ts";

const stamp = new Date("2026-11-20T10:00:00Z");
const secret = "the server's secret, long enough to be one";
const BOOKING_ID = "0b7c9a8e-1111-4222-8333-944445555666";

describe("iCal export", () => {
  const text = listingCalendar({
    listingId: 7,
    title: "Garden cottage",
    appUrl: "https://rentals.example.com",
    secret,
    ranges: [
      {
        kind: "booking",
        id: BOOKING_ID,
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
    // Every content line ends with CRLF, the last one too (RFC 5545 §3.1).
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text).toMatch(/^PRODID:-\/\/Pet Friendly Rentals by Owner\/\/Listing calendar\/\/EN$/m);
    expect(text).toMatch(/^X-WR-CALNAME:Garden cottage · Pet Friendly Rentals by Owner$/m);
    expect(lines.filter((l) => l.startsWith("SUMMARY:"))).toEqual([
      "SUMMARY:Reserved",
      "SUMMARY:Not available",
    ]);
    expect(text).not.toMatch(/ATTENDEE|ORGANIZER|DESCRIPTION/);
  });

  it("gives each event a stable, opaque UID and DTSTAMP", () => {
    const uids = lines.filter((l) => l.startsWith("UID:")).map((l) => l.slice(4));
    expect(uids).toHaveLength(2);
    for (const uid of uids) expect(uid).toMatch(/^listing-7-[0-9a-f]{24}@rentals\.example\.com$/);
    expect(new Set(uids).size).toBe(2);
    // No internal id: not the booking's, not the block's row number.
    expect(text).not.toContain(BOOKING_ID);
    expect(text).not.toContain(BOOKING_ID.slice(0, 8));
    expect(uids.some((uid) => /-block-|-12@/.test(uid))).toBe(false);
    expect(lines.filter((l) => l === "DTSTAMP:20261120T100000Z")).toHaveLength(2);
    // The same row gives the same UID in every export; another server's secret, another UID.
    const blockOnly = (key: string) =>
      listingCalendar({
        listingId: 7,
        title: "Garden cottage",
        appUrl: "https://rentals.example.com",
        secret: key,
        ranges: [{ kind: "block", id: "12", start: "2027-03-28", end: "2027-03-30", stamp }],
      });
    expect(blockOnly(secret)).toContain(`UID:${uids[1]}`);
    expect(blockOnly("another secret, just as long as the first")).not.toContain(`UID:${uids[1]}`);
    // A booking and the preparation nights after it are two events.
    const prep = eventUid(
      7,
      { kind: "preparation", id: BOOKING_ID, start: "2027-03-04", end: "2027-03-05", stamp },
      "h",
      secret,
    );
    const stay = eventUid(
      7,
      { kind: "booking", id: BOOKING_ID, start: "2027-03-01", end: "2027-03-04", stamp },
      "h",
      secret,
    );
    expect(prep).not.toBe(stay);
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
        sourceUid: "listing-3-0123456789abcdef01234567@rentals.example.com",
      },
      "rentals.example.com",
      secret,
    );
    expect(uid).toMatch(/^listing-3-via-7-[0-9a-f]{24}@rentals\.example\.com$/);
    expect(originListing(uid, "rentals.example.com")).toBe(3);
    expect(originListing(uid, "elsewhere.example")).toBeNull();
    expect(originListing("abc@airbnb.com", "rentals.example.com")).toBeNull();
  });
});
