import crypto from "node:crypto";
import ical, { ICalCalendarMethod } from "ical-generator";
import { SITE_NAME } from "../../site.ts";
import { icsText } from "../../shared/ics.ts";
import type { DateRange } from "./ranges.ts";

/** Our PRODID's company and product: `-//Pet Friendly Rentals by Owner//Listing calendar//EN`. */
export const PRODID = { company: SITE_NAME, product: "Listing calendar", language: "EN" } as const;

/** One taken range of the listing: a booking (pending or not) or a block. */
export interface TakenRange extends DateRange {
  /** A booking's nights, the preparation nights after it, or a block. */
  kind: "booking" | "preparation" | "block";
  id: string;
  /** When the row last changed: the event's DTSTAMP, so the file is the same until something changes. */
  stamp: Date;
  /** An imported block's event UID, when it came from one of our own listing feeds. */
  sourceUid?: string | null;
}

/** The host part of our UIDs: the site's host name (no port). */
export function uidHost(appUrl: string) {
  try {
    return new URL(appUrl).hostname || "localhost";
  } catch {
    return "localhost";
  }
}

/** `listing-<id>-…@host`: the listing an event of ours describes, or null when not ours. */
export function originListing(uid: string, host: string): number | null {
  const match = /^listing-(\d{1,18})-[^@]*@(.+)$/.exec(uid);
  if (!match || match[2]!.toLowerCase() !== host.toLowerCase()) return null;
  return Number(match[1]);
}

/**
 * What names one event in our UIDs: a keyed hash of what it is (booking, preparation nights or
 * block) and its row's id, so the same row gives the same UID in every export, and the UID
 * tells other sites nothing of our bookings' ids or how many rows we have.
 */
export function eventTag(secret: string, range: Pick<TakenRange, "kind" | "id">) {
  return crypto
    .createHmac("sha256", secret)
    .update(`ical-event:${range.kind}:${range.id}`)
    .digest("hex")
    .slice(0, 24);
}

/**
 * A stable, opaque UID per event: `listing-<id>-<tag>@host` (the listing's number is public: it
 * is in its address). A block imported from another of our listings' feeds keeps that listing's
 * prefix, so that listing recognises its own nights coming back and ignores them.
 */
export function eventUid(listingId: number, range: TakenRange, host: string, secret: string) {
  const origin = range.sourceUid ? originListing(range.sourceUid, host) : null;
  const tag = eventTag(secret, range);
  if (origin !== null && origin !== listingId) return `listing-${origin}-via-${listingId}-${tag}@${host}`;
  return `listing-${listingId}-${tag}@${host}`;
}

/**
 * The listing's iCal export (RFC 5545): each taken range an all-day event, DTEND exclusive
 * (the check-out day), "Reserved" or "Not available", with no guest data.
 */
export function listingCalendar(input: {
  listingId: number;
  title: string;
  appUrl: string;
  /** The server's secret: event UIDs are keyed hashes of the rows they stand for. */
  secret: string;
  ranges: readonly TakenRange[];
}) {
  const host = uidHost(input.appUrl);
  const calendar = ical({
    name: `${input.title} · ${SITE_NAME}`,
    prodId: PRODID,
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 30,
  });
  for (const range of input.ranges)
    calendar.createEvent({
      id: eventUid(input.listingId, range, host, input.secret),
      // Dates as UTC midnights: ical-generator writes an all-day date from the UTC day.
      start: new Date(`${range.start}T00:00:00Z`),
      end: new Date(`${range.end}T00:00:00Z`),
      allDay: true,
      stamp: range.stamp,
      summary: range.kind === "booking" ? "Reserved" : "Not available",
    });
  return icsText(calendar);
}
