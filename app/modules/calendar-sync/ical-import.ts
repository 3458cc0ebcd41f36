import ICAL from "ical.js";
import { addDays, isIsoDate, nightsBetween, todayIn, zonedInstant } from "../../shared/dates.ts";
import { formatDate } from "../../shared/format.ts";
import { originListing } from "./ical-export.ts";
import type { DateRange } from "./ranges.ts";

/** An event of a feed as nights of the listing. */
export interface FeedEvent extends DateRange {
  uid: string;
}

export type FeedReading =
  | { ok: true; events: FeedEvent[]; ignored: { cancelled: number; echo: number; outside: number } }
  | { ok: false; error: string };

/**
 * What reading one feed may cost (docs/decisions/3330-feeds-off-the-main-thread.md). Repeating
 * events are expanded only from a little before today to the end of the listing's availability
 * window (at most 24 months: 731 daily nights), so an honest feed stays far below these.
 */
export const FEED_READ_LIMITS = {
  /** Occurrences of one event looked at; more before the window's end fails the feed. */
  occurrencesPerEvent: 1_000,
  /** Events and occurrences of the whole feed looked at; more fails the feed. */
  occurrencesPerFeed: 25_000,
} as const;

export interface ReadOptions {
  /** The listing's time zone: all-day and floating times are its days. */
  timeZone: string;
  /** Events of this listing's own export coming back are ignored (no echo loop). */
  listingId: number;
  /** Our UIDs' host (see uidHost). */
  host: string;
  /** The listing's today: ranges are clipped to [today, windowEnd). */
  today: string;
  /** The day after the last night that matters (the listing's availability window); default two years. */
  windowEnd?: string;
}

const NOT_ICAL = "The address did not return a calendar (iCal) file.";

function isTimeZone(name: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

type Time = InstanceType<typeof ICAL.Time>;
type Zone =
  | { kind: "utc" }
  | { kind: "floating" }
  | { kind: "iana"; name: string }
  | { kind: "vtimezone"; zone: InstanceType<typeof ICAL.Timezone> };

/** The zone a DTSTART/DTEND's wall time is in: UTC ('Z'), a TZID (IANA or the feed's VTIMEZONE), or floating. */
function zoneOf(
  time: Time,
  tzid: string | null,
  zones: Map<string, InstanceType<typeof ICAL.Timezone>>,
): Zone {
  if (time.zone === ICAL.Timezone.utcTimezone) return { kind: "utc" };
  if (!tzid) return { kind: "floating" };
  if (isTimeZone(tzid)) return { kind: "iana", name: tzid };
  // Some writers prefix the IANA name ("/citadel.org/20190101_1/Europe/Paris").
  const tail = tzid.split("/").slice(-2).join("/");
  if (tail !== tzid && isTimeZone(tail)) return { kind: "iana", name: tail };
  const vtimezone = zones.get(tzid);
  return vtimezone ? { kind: "vtimezone", zone: vtimezone } : { kind: "floating" };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const wallDate = (t: Time) => `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
const wallTime = (t: Time) => `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;

/** The listing's local date and whether the moment is exactly its midnight. */
function localDay(time: Time, zone: Zone, listingZone: string): { date: string; midnight: boolean } {
  if (time.isDate || zone.kind === "floating")
    return {
      date: wallDate(time),
      midnight: time.isDate || (time.hour === 0 && time.minute === 0 && time.second === 0),
    };
  let instant: Date;
  if (zone.kind === "utc")
    instant = new Date(Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second));
  else if (zone.kind === "iana") instant = zonedInstant(wallDate(time), wallTime(time), zone.name);
  else {
    const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
    instant = new Date(wall - zone.zone.utcOffset(time) * 1000);
  }
  const date = todayIn(listingZone, instant);
  const midnight = zonedInstant(date, "00:00", listingZone).getTime() === instant.getTime();
  return { date, midnight };
}

/**
 * The nights an event holds at the listing: from the local day it starts to the local day it
 * ends (exclusive), so 15:00 one day to 11:00 the next is that one night. An event that starts
 * and ends within one day still closes that night (better closed than double booked).
 */
function nightsOf(
  start: Time,
  end: Time | null,
  startZone: Zone,
  endZone: Zone,
  listingZone: string,
): DateRange {
  const from = localDay(start, startZone, listingZone).date;
  if (!isIsoDate(from)) throw new Error("bad date");
  if (!end) return { start: from, end: addDays(from, 1) };
  const to = localDay(end, endZone, listingZone).date;
  if (!isIsoDate(to)) throw new Error("bad date");
  return { start: from, end: to > from ? to : addDays(from, 1) };
}

/** ical.js quietly rolls impossible dates over (month 13 → next year): a feed with one is malformed. */
function validTimes(vevent: InstanceType<typeof ICAL.Component>) {
  for (const name of ["dtstart", "dtend"]) {
    const property = vevent.getFirstProperty(name);
    if (!property) continue;
    const raw: unknown = property.jCal[3];
    if (
      typeof raw !== "string" ||
      !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z?)?$/.test(raw) ||
      !isIsoDate(raw.slice(0, 10))
    )
      return false;
  }
  return true;
}

/** A feed whose reading would cost more than FEED_READ_LIMITS allow. */
class TooCostly extends Error {}

const SECONDS: Record<string, number> = { SECONDLY: 1, MINUTELY: 60, HOURLY: 3600 };

/**
 * Where to start expanding a repeating event so that its first occurrence falls on or before
 * `target` but as close to it as whole periods of its rule allow: a daily rule from 1900 starts a
 * few days before today instead of walking 45,000 days. Whole periods keep every occurrence where
 * the rule puts it (weekday, week parity, day of month, time of day). Null when the event must be
 * walked from its own start: a COUNT (counted from the first occurrence), several rules, a start
 * already close, or a month day or leap day that shifting could move. The shifted start may not
 * match the rule itself (iterators return their start); it lies before today, so it closes nothing.
 */
export function skipAhead(
  vevent: InstanceType<typeof ICAL.Component>,
  start: Time,
  target: string,
): Time | null {
  const rules = vevent.getAllProperties("rrule");
  if (rules.length !== 1) return null;
  const rule = rules[0]!.getFirstValue() as InstanceType<typeof ICAL.Recur>;
  if (rule.count) return null;
  const startDay = wallDate(start);
  if (startDay >= target) return null;
  const interval = Math.max(1, rule.interval || 1);
  const days = nightsBetween(startDay, target);
  const shifted = start.clone();
  switch (rule.freq) {
    case "DAILY":
    case "WEEKLY": {
      const period = interval * (rule.freq === "WEEKLY" ? 7 : 1);
      shifted.adjust(Math.floor(days / period) * period, 0, 0, 0);
      return shifted;
    }
    case "HOURLY":
    case "MINUTELY":
    case "SECONDLY": {
      const period = interval * SECONDS[rule.freq]!;
      const seconds = Math.floor((days * 86_400) / period) * period;
      shifted.adjust(Math.floor(seconds / 86_400), 0, 0, seconds % 86_400);
      return shifted;
    }
    case "MONTHLY": {
      if (start.day > 28) return null;
      const [year, month] = target.split("-").map(Number) as [number, number];
      const months = (year - start.year) * 12 + (month - start.month) - 1;
      const step = Math.floor(Math.max(0, months) / interval) * interval;
      const total = start.month - 1 + step;
      shifted.year = start.year + Math.floor(total / 12);
      shifted.month = (total % 12) + 1;
      return shifted;
    }
    case "YEARLY": {
      if (start.month === 2 && start.day === 29) return null;
      const years = Number(target.slice(0, 4)) - start.year - 1;
      shifted.year = start.year + Math.floor(Math.max(0, years) / interval) * interval;
      return shifted;
    }
    default:
      return null;
  }
}

/**
 * Reads another site's iCal feed as nights of the listing. Cancelled events are skipped,
 * repeating ones expanded, and this listing's own export coming back is ignored.
 */
export function readFeed(text: string, options: ReadOptions): FeedReading {
  let root: InstanceType<typeof ICAL.Component>;
  try {
    if (!/^\s*BEGIN:VCALENDAR/i.test(text)) return { ok: false, error: NOT_ICAL };
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    return { ok: false, error: "The calendar file could not be read (it is not valid iCal)." };
  }
  if (root.name !== "vcalendar") return { ok: false, error: NOT_ICAL };

  const zones = new Map<string, InstanceType<typeof ICAL.Timezone>>();
  for (const vtimezone of root.getAllSubcomponents("vtimezone")) {
    const tzid = vtimezone.getFirstPropertyValue("tzid");
    if (typeof tzid === "string") zones.set(tzid, new ICAL.Timezone(vtimezone));
  }

  const horizonEnd = options.windowEnd ?? addDays(options.today, 731);
  const events: FeedEvent[] = [];
  const ignored = { cancelled: 0, echo: 0, outside: 0 };
  const keep = (uid: string, range: DateRange) => {
    const start = range.start > options.today ? range.start : options.today;
    const end = range.end < horizonEnd ? range.end : horizonEnd;
    if (start < end) events.push({ uid, start, end });
    else ignored.outside++;
  };
  let looked = 0;
  const tooMany = new TooCostly(
    `The calendar has too many events to read (over ${FEED_READ_LIMITS.occurrencesPerFeed.toLocaleString("en-US")} nights and repeats).`,
  );

  try {
    for (const vevent of root.getAllSubcomponents("vevent")) {
      if (++looked > FEED_READ_LIMITS.occurrencesPerFeed) throw tooMany;
      const status = vevent.getFirstPropertyValue("status");
      if (typeof status === "string" && status.toUpperCase() === "CANCELLED") {
        ignored.cancelled++;
        continue;
      }
      const event = new ICAL.Event(vevent);
      const uid = String(event.uid ?? "");
      const origin = originListing(uid, options.host);
      if (origin === options.listingId) {
        ignored.echo++;
        continue;
      }
      if (!event.startDate || !validTimes(vevent)) throw new Error("malformed date");
      const tzidOf = (name: string) => {
        const value = vevent.getFirstProperty(name)?.getParameter("tzid");
        return typeof value === "string" ? value : null;
      };
      const startZone = zoneOf(event.startDate, tzidOf("dtstart"), zones);
      const endZone = vevent.hasProperty("dtend") ? zoneOf(event.endDate, tzidOf("dtend"), zones) : startZone;
      const first = nightsOf(event.startDate, event.endDate, startZone, endZone, options.timeZone);
      if (!event.isRecurring()) {
        keep(uid, first);
        continue;
      }
      // Occurrences long before today close nothing: start the rule just before the window.
      const lead = nightsBetween(first.start, first.end) + 2;
      const from = skipAhead(vevent, event.startDate, addDays(options.today, -lead));
      const iterator = event.iterator(from ?? undefined);
      for (let n = 0; ; n++) {
        const next = iterator.next();
        if (!next) break;
        const occurrence = event.getOccurrenceDetails(next);
        const range = nightsOf(
          occurrence.startDate,
          occurrence.endDate,
          startZone,
          endZone,
          options.timeZone,
        );
        if (range.start >= horizonEnd) break;
        if (n >= FEED_READ_LIMITS.occurrencesPerEvent)
          throw new TooCostly(
            `An event in the calendar repeats too often to read (over ${FEED_READ_LIMITS.occurrencesPerEvent.toLocaleString("en-US")} times before ${formatDate(horizonEnd)}).`,
          );
        if (++looked > FEED_READ_LIMITS.occurrencesPerFeed) throw tooMany;
        keep(uid, range);
      }
    }
  } catch (error) {
    if (error instanceof TooCostly) return { ok: false, error: error.message };
    return { ok: false, error: "The calendar file could not be read (an event is malformed)." };
  }
  return { ok: true, events, ignored };
}
