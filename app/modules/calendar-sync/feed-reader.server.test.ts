import { describe, expect, it } from "vitest";
import { feedReadsInFlight, readFeedOffThread } from "./feed-reader.server.ts";
import type { ReadOptions } from "./ical-import.ts";

const options: ReadOptions = {
  timeZone: "America/New_York",
  listingId: 7,
  host: "rentals.example.com",
  today: "2027-01-01",
  windowEnd: "2027-07-01",
};
const feed = (...lines: string[]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "BEGIN:VEVENT",
    "UID:x",
    ...lines,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

describe("reading a feed in a worker thread, within a budget", () => {
  it("reads a feed as the main thread would", async () => {
    const reading = await readFeedOffThread(
      feed("DTSTART;VALUE=DATE:20270110", "DTEND;VALUE=DATE:20270113"),
      options,
    );
    expect(reading).toEqual({
      ok: true,
      events: [{ uid: "x", start: "2027-01-10", end: "2027-01-13" }],
      ignored: { cancelled: 0, echo: 0, outside: 0 },
    });
  });

  it("a rule no day can meet runs forever in the iCal library: the worker is ended, the main thread never waits", async () => {
    // No 30 February: ical.js looks for one day after day without end.
    const endless = feed("DTSTART;VALUE=DATE:20270101", "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30");
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 10);
    const reading = await readFeedOffThread(endless, options, { timeMs: 1_500 });
    clearInterval(ticking);
    expect(reading).toEqual({ ok: false, error: expect.stringMatching(/took too long to read/) });
    // The main thread went on meanwhile (inline, this very loop would never have ended).
    expect(ticks).toBeGreaterThan(5);
    expect(feedReadsInFlight()).toBe(0);
  });

  it("readings wait their turn, one at a time, and each gets its answer", async () => {
    const texts = [10, 11, 12].map((day) => feed(`DTSTART;VALUE=DATE:202701${day}`));
    const readings = await Promise.all(texts.map((text) => readFeedOffThread(text, options)));
    expect(readings.map((r) => (r.ok ? r.events[0]!.start : r.error))).toEqual([
      "2027-01-10",
      "2027-01-11",
      "2027-01-12",
    ]);
  });
});
