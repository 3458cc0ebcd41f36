/**
 * Scheduled messages (decision 3954), pure: an owner's message for one listing, sent into the
 * conversation of each confirmed stay at a time relative to its check-in or check-out, on the
 * home's clock ("1 day before check-in at 10:00"). Placeholders are filled for each stay when it
 * is sent. The booking sweep sends them (scheduled-sends.server.ts), once per stay.
 */
import { z } from "zod";
import { writtenText } from "../../shared/forms.ts";
import { addDays, zonedInstant } from "../../shared/dates.ts";
import { formatClock, formatDate } from "../../shared/format.ts";
import { fillPlaceholders, firstName } from "../../shared/placeholders.ts";

/** How many scheduled messages one listing keeps. */
export const SCHEDULE_CAP = 10;
export const SCHEDULE_NAME_MAX = 60;
export const SCHEDULE_BODY_MAX = 4000;
export const MAX_OFFSET_DAYS = 14;
export const SCHEDULE_CAP_MESSAGE = `A listing keeps up to ${SCHEDULE_CAP} scheduled messages. Delete one to add another.`;

export type Anchor = "check_in" | "check_out";

/** The placeholders a scheduled message may hold, with the key of what each becomes (`savedReplies.means`). */
export const SCHEDULE_PLACEHOLDERS = [
  { token: "{guest_name}", means: "guestName" },
  { token: "{check_in}", means: "checkIn" },
  { token: "{check_out}", means: "checkOut" },
  { token: "{check_in_time}", means: "checkInTime" },
  { token: "{listing_title}", means: "listingTitle" },
] as const;

/** What one stay knows, raw. */
export interface ScheduleFacts {
  guestName: string | null;
  checkIn: string;
  checkOut: string;
  /** "15:00" or "15:00:00". */
  checkInTime: string;
  listingTitle: string;
}

/**
 * The message for one stay: its placeholders filled in one pass, the dates and the clock (the
 * home's) written as the guest's language writes them (`locale`, an Intl tag, decision 3855).
 */
export function fillScheduled(body: string, facts: ScheduleFacts, locale = "en-US"): string {
  return fillPlaceholders(body, {
    guest_name: firstName(facts.guestName),
    check_in: formatDate(facts.checkIn, { weekday: "short" }, locale),
    check_out: formatDate(facts.checkOut, { weekday: "short" }, locale),
    check_in_time: formatClock(facts.checkInTime, "", locale),
    listing_title: facts.listingTitle,
  });
}

export interface Timing {
  anchor: Anchor;
  offsetDays: number;
  /** "HH:MM" on the home's clock. */
  sendTime: string;
}

/** When a scheduled message goes for a stay [checkIn, checkOut), in the home's time zone. */
export function sendMomentOf(timing: Timing, stay: { start: string; end: string }, timeZone: string): Date {
  const day = addDays(timing.anchor === "check_in" ? stay.start : stay.end, timing.offsetDays);
  return zonedInstant(day, timing.sendTime, timeZone);
}

/** "1 day before check-in at 10:00 AM", "On the day of check-out at 11:00 AM". */
export function timingWords(timing: Timing): string {
  const what = timing.anchor === "check_in" ? "check-in" : "check-out";
  const n = Math.abs(timing.offsetDays);
  const days = `${n} ${n === 1 ? "day" : "days"}`;
  const when =
    timing.offsetDays === 0
      ? `On the day of ${what}`
      : timing.offsetDays < 0
        ? `${days} before ${what}`
        : `${days} after ${what}`;
  return `${when} at ${formatClock(timing.sendTime)}`;
}

/** A scheduled message as the owner's form sends it. */
export const scheduleInput = z.object({
  name: writtenText("name", SCHEDULE_NAME_MAX),
  body: writtenText("message", SCHEDULE_BODY_MAX),
  anchor: z.enum(["check_in", "check_out"], { error: "Choose check-in or check-out." }),
  offsetDays: z
    .string({ error: "Choose the day." })
    .trim()
    .refine((v) => /^-?\d{1,2}$/.test(v), "Choose the day.")
    .transform(Number)
    .refine((n) => Math.abs(n) <= MAX_OFFSET_DAYS, `Choose a day up to ${MAX_OFFSET_DAYS} days away.`),
  sendTime: z
    .string({ error: "Choose the time." })
    .trim()
    .refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), "Choose the time, like 10:00."),
});
export type ScheduleInput = z.infer<typeof scheduleInput>;

/** The day choices of the form: two weeks before to two weeks after. */
export const OFFSETS = Array.from({ length: MAX_OFFSET_DAYS * 2 + 1 }, (_, i) => i - MAX_OFFSET_DAYS);

/** Before, on or after its anchor: how a timing's words choose their sentence. */
export const sideOf = (offsetDays: number) => (offsetDays === 0 ? "on" : offsetDays < 0 ? "before" : "after");
