import { describe, expect, it } from "vitest";
import { localizeMessage, serverMessageKey } from "../../i18n/server-messages.server.ts";
import { quotaMessage } from "../../shared/quotas.ts";
import { FEED_READ_LIMITS, readFeed, type ReadOptions } from "./ical-import.ts";

const feed = (...events: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Elsewhere//EN", ...events, "END:VCALENDAR", ""].join("\r\n");
const event = (...lines: string[]) =>
  ["BEGIN:VEVENT", "DTSTAMP:20261101T000000Z", ...lines, "END:VEVENT"].join("\r\n");

const options: ReadOptions = {
  timeZone: "America/New_York",
  listingId: 7,
  host: "rentals.example.com",
  today: "2027-01-01",
};
const nights = (text: string, o: Partial<ReadOptions> = {}) => {
  const reading = readFeed(text, { ...options, ...o });
  if (!reading.ok) throw new Error(reading.error);
  return reading.events.map(({ start, end }) => [start, end]);
};

describe("reading another site's iCal feed", () => {
  it("all-day events are the listing's days, across a DST change, DTEND exclusive", () => {
    const text = feed(
      event(
        "UID:a@airbnb.com",
        "DTSTART;VALUE=DATE:20270312",
        "DTEND;VALUE=DATE:20270316",
        "SUMMARY:Reserved",
      ),
    );
    // US clocks change on 14 March 2027; Europe's on the 28th: whole days either way.
    expect(nights(text)).toEqual([["2027-03-12", "2027-03-16"]]);
    expect(nights(text, { timeZone: "Europe/Berlin" })).toEqual([["2027-03-12", "2027-03-16"]]);
    expect(nights(text, { timeZone: "Pacific/Auckland" })).toEqual([["2027-03-12", "2027-03-16"]]);
  });

  it("an all-day event without DTEND is one night", () => {
    expect(nights(feed(event("UID:b", "DTSTART;VALUE=DATE:20270401")))).toEqual([
      ["2027-04-01", "2027-04-02"],
    ]);
  });

  it("a stay from 15:00 to 11:00 the next day is that one night, with a TZID", () => {
    const text = feed(
      event("UID:c", "DTSTART;TZID=Europe/Paris:20270501T150000", "DTEND;TZID=Europe/Paris:20270503T110000"),
    );
    expect(nights(text, { timeZone: "Europe/Paris" })).toEqual([["2027-05-01", "2027-05-03"]]);
  });

  it("a stay across the spring DST change, in the listing's own zone, keeps its nights", () => {
    // Clocks go forward at 02:00 on 14 March 2027 in New York.
    const text = feed(
      event(
        "UID:dst",
        "DTSTART;TZID=America/New_York:20270313T150000",
        "DTEND;TZID=America/New_York:20270315T110000",
      ),
      event("UID:dst-z", "DTSTART:20270313T200000Z", "DTEND:20270315T150000Z"),
    );
    expect(nights(text)).toEqual([
      ["2027-03-13", "2027-03-15"],
      ["2027-03-13", "2027-03-15"],
    ]);
  });

  it("a TZID that the feed defines itself (VTIMEZONE) is honoured", () => {
    const text = feed(
      [
        "BEGIN:VTIMEZONE",
        "TZID:Custom Eastern",
        "BEGIN:STANDARD",
        "DTSTART:19701101T020000",
        "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
        "TZOFFSETFROM:-0400",
        "TZOFFSETTO:-0500",
        "END:STANDARD",
        "BEGIN:DAYLIGHT",
        "DTSTART:19700308T020000",
        "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
        "TZOFFSETFROM:-0500",
        "TZOFFSETTO:-0400",
        "END:DAYLIGHT",
        "END:VTIMEZONE",
      ].join("\r\n"),
      // 23:30 in New York is already the next day in Paris.
      event(
        "UID:d",
        "DTSTART;TZID=Custom Eastern:20270610T233000",
        "DTEND;TZID=Custom Eastern:20270612T100000",
      ),
    );
    expect(nights(text)).toEqual([["2027-06-10", "2027-06-12"]]);
    expect(nights(text, { timeZone: "Europe/Paris" })).toEqual([["2027-06-11", "2027-06-12"]]);
  });

  it("UTC times ('Z') are converted to the listing's local dates", () => {
    // 03:00 UTC on 2 July is still 1 July in New York.
    const text = feed(event("UID:e", "DTSTART:20270702T030000Z", "DTEND:20270704T150000Z"));
    expect(nights(text)).toEqual([["2027-07-01", "2027-07-04"]]);
    expect(nights(text, { timeZone: "UTC" })).toEqual([["2027-07-02", "2027-07-04"]]);
  });

  it("floating times (no zone) are the listing's wall clock", () => {
    const text = feed(event("UID:f", "DTSTART:20270801T160000", "DTEND:20270805T100000"));
    expect(nights(text)).toEqual([["2027-08-01", "2027-08-05"]]);
    expect(nights(text, { timeZone: "Asia/Tokyo" })).toEqual([["2027-08-01", "2027-08-05"]]);
  });

  it("cancelled events are skipped", () => {
    const reading = readFeed(
      feed(
        event("UID:g", "STATUS:CANCELLED", "DTSTART;VALUE=DATE:20270901", "DTEND;VALUE=DATE:20270903"),
        event("UID:h", "STATUS:CONFIRMED", "DTSTART;VALUE=DATE:20270910", "DTEND;VALUE=DATE:20270912"),
      ),
      options,
    );
    expect(reading).toMatchObject({
      ok: true,
      events: [{ uid: "h", start: "2027-09-10", end: "2027-09-12" }],
    });
    if (reading.ok) expect(reading.ignored.cancelled).toBe(1);
  });

  it("ignores this listing's own export fed back, but reads another of our listings' export", () => {
    const text = feed(
      event(
        "UID:listing-7-booking-abc@rentals.example.com",
        "DTSTART;VALUE=DATE:20270301",
        "DTEND;VALUE=DATE:20270303",
      ),
      event(
        "UID:listing-3-via-7-block-9@rentals.example.com",
        "DTSTART;VALUE=DATE:20270310",
        "DTEND;VALUE=DATE:20270312",
      ),
      event(
        "UID:listing-8-block-1@rentals.example.com",
        "DTSTART;VALUE=DATE:20270320",
        "DTEND;VALUE=DATE:20270322",
      ),
    );
    const reading = readFeed(text, options);
    expect(reading).toMatchObject({ ok: true, ignored: { echo: 1 } });
    if (reading.ok) expect(reading.events.map((e) => e.start)).toEqual(["2027-03-10", "2027-03-20"]);
    // Listing 3 ignores its own nights coming back through listing 7.
    const there = readFeed(text, { ...options, listingId: 3 });
    if (there.ok) expect(there.events.map((e) => e.start)).toEqual(["2027-03-01", "2027-03-20"]);
  });

  it("repeating events are expanded; past nights and nights beyond the horizon dropped", () => {
    const text = feed(
      event("UID:r", "DTSTART;VALUE=DATE:20261228", "DTEND;VALUE=DATE:20261230", "RRULE:FREQ=WEEKLY;COUNT=3"),
      event("UID:old", "DTSTART;VALUE=DATE:20260101", "DTEND;VALUE=DATE:20260105"),
    );
    expect(nights(text)).toEqual([
      ["2027-01-04", "2027-01-06"],
      ["2027-01-11", "2027-01-13"],
    ]);
    const daily = feed(event("UID:d", "DTSTART;VALUE=DATE:20270101", "RRULE:FREQ=DAILY"));
    expect(nights(daily, { windowEnd: "2027-01-11" })).toHaveLength(10);
  });

  it("a file that is not iCal, or malformed, is an error", () => {
    expect(readFeed("<!doctype html><html></html>", options)).toEqual({
      ok: false,
      error: expect.stringMatching(/not return a calendar/),
    });
    expect(readFeed("BEGIN:VCALENDAR\r\nnonsense line\r\n", options)).toMatchObject({ ok: false });
    expect(readFeed(feed(event("UID:x", "DTSTART;VALUE=DATE:2027-13-99")), options)).toMatchObject({
      ok: false,
    });
    expect(readFeed("", options)).toMatchObject({ ok: false });
  });

  describe("repeating events cost only the window that matters", () => {
    const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

    it("a daily event from 1900 closes each night from today to the window's end, and no more", () => {
      const text = feed(event("UID:forever", "DTSTART;VALUE=DATE:19000101", "RRULE:FREQ=DAILY"));
      const got = nights(text, { windowEnd: "2027-04-01" });
      expect(got).toHaveLength(90);
      expect(got[0]).toEqual(["2027-01-01", "2027-01-02"]);
      expect(got.at(-1)).toEqual(["2027-03-31", "2027-04-01"]);
    });

    it("skipping ahead keeps every occurrence where its rule puts it", () => {
      // Every other week on Monday and Thursday since 2010; the 2nd Tuesday of each month since 1950.
      const text = feed(
        event(
          "UID:fortnight",
          "DTSTART;TZID=Europe/London:20100104T150000",
          "DTEND;TZID=Europe/London:20100105T100000",
          "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH",
        ),
        event("UID:second-tuesday", "DTSTART;VALUE=DATE:19500110", "RRULE:FREQ=MONTHLY;BYDAY=2TU"),
        event("UID:yearly", "DTSTART;VALUE=DATE:19030315", "DTEND;VALUE=DATE:19030317", "RRULE:FREQ=YEARLY"),
      );
      const reading = readFeed(text, { ...options, timeZone: "Europe/London", windowEnd: "2028-03-31" });
      if (!reading.ok) throw new Error(reading.error);
      const of = (uid: string) => reading.events.filter((e) => e.uid === uid).map((e) => e.start);
      const fortnight = of("fortnight");
      expect(fortnight.every((d) => [1, 4].includes(weekday(d)))).toBe(true);
      // Week parity from 4 January 2010: 2027-01-04 is 887 weeks later (odd), so its week is off.
      expect(fortnight[0]).toBe("2027-01-11");
      expect(fortnight.slice(0, 4)).toEqual(["2027-01-11", "2027-01-14", "2027-01-25", "2027-01-28"]);
      const tuesdays = of("second-tuesday");
      expect(tuesdays.slice(0, 3)).toEqual(["2027-01-12", "2027-02-09", "2027-03-09"]);
      expect(
        tuesdays.every((d) => weekday(d) === 2 && Number(d.slice(8)) >= 8 && Number(d.slice(8)) <= 14),
      ).toBe(true);
      expect(of("yearly")).toEqual(["2027-03-15", "2028-03-15"]);
    });

    it("an event that repeats more than its limit before the window's end fails the feed", () => {
      const hourly = feed(event("UID:h", "DTSTART:19000101T000000Z", "RRULE:FREQ=HOURLY"));
      expect(readFeed(hourly, options)).toEqual({
        ok: false,
        error: expect.stringMatching(/repeats too often/),
      });
      // A COUNT is counted from the first occurrence: walked from 1900, it is stopped at the limit.
      const counted = feed(event("UID:c", "DTSTART;VALUE=DATE:19000101", "RRULE:FREQ=DAILY;COUNT=5000000"));
      expect(readFeed(counted, options)).toMatchObject({
        ok: false,
        error: expect.stringMatching(/too often/),
      });
      const few = feed(event("UID:f", "DTSTART;VALUE=DATE:19000101", "RRULE:FREQ=DAILY;COUNT=5"));
      expect(readFeed(few, options)).toMatchObject({ ok: true, events: [] });
    });

    it("a feed with more events and repeats than its limit fails", () => {
      const many = Array.from({ length: 40 }, (_, i) =>
        event(`UID:m${i}`, "DTSTART;VALUE=DATE:19000101", "RRULE:FREQ=DAILY"),
      );
      const reading = readFeed(feed(...many), options);
      expect(40 * 731).toBeGreaterThan(FEED_READ_LIMITS.occurrencesPerFeed);
      expect(reading).toEqual({ ok: false, error: expect.stringMatching(/too many events/) });
    });
  });
});

/** A feed's import errors and the sync quota's reason, said on the owner's page (issue 38). */
describe("the import errors in the reader's language", () => {
  it("finds each in formErrors", () => {
    const refusal = (text: string) => {
      const read = readFeed(text, options);
      return read.ok ? "" : read.error;
    };
    const hour = { limit: 10, windowMs: 3_600_000 };
    const messages = [
      refusal("hello"),
      refusal("BEGIN:VCALENDAR\nthis is not"),
      refusal("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:nonsense\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"),
      quotaMessage("calendar syncs for this listing", hour, 12 * 60_000),
      quotaMessage("calendar syncs", { limit: 30, windowMs: 86_400_000 }, 3 * 3_600_000),
      // The fetch's and the reader's (fetch-feed.server.ts, feed-reader.server.ts, calendar-sync.server.ts).
      "The address redirected too many times.",
      "The other site took too long to answer (10 seconds).",
      "The site's name was not found.",
      "The other site could not be reached.",
      "That is not a web address.",
      "Only http and https addresses can be imported.",
      "The other site answered with an error (HTTP 404).",
      "The calendar file is too large (over 1 MB).",
      "The calendar is too large to read.",
      "The server is busy reading other calendars; it will try this one again at the next sync.",
      "The calendar file could not be read.",
      "The import failed on our side.",
      "The calendar took too long to read (over 2 seconds): it may repeat its events without end. Ask the other site for a simpler calendar link.",
      `The calendar has too many events to read (over ${FEED_READ_LIMITS.occurrencesPerFeed.toLocaleString("en-US")} nights and repeats).`,
      "An event in the calendar repeats too often to read (over 5,000 times before Mar 1, 2028).",
    ];
    expect(new Set(messages).size, messages.join("\n")).toBe(messages.length);
    for (const message of messages)
      expect({ message, found: serverMessageKey(message) !== null }).toEqual({ message, found: true });
    expect(localizeMessage("es", messages[3]!)).toBe(
      "Has alcanzado el límite de 10 sincronizaciones de calendario para este anuncio por hora. Vuelve a intentarlo dentro de 12 minutos.",
    );
    expect(localizeMessage("ar", messages[0]!)).toBe("لم يُرجع العنوان ملف تقويم (iCal).");
  });
});
