/**
 * Messages between travellers and owners: the rules, pure. Contact details are masked for the
 * other side until a booking is accepted (on the server, app/modules/masking), so that talks and
 * payment stay on the site until then; messages are plain text, never HTML.
 */
import { z } from "zod";
import type { BookingStatus } from "../../../db/schema/stays.ts";
import { isIsoDate } from "../../shared/dates.ts";
import { cachedFormatter } from "../../shared/intl-cache.ts";

export const MESSAGE_MAX_LENGTH = 4000;
/** The per-user rate limit, counted in the database (messages sent, all threads). */
export const RATE_LIMIT = { messages: 20, windowMs: 10 * 60_000 };
/** A burst of messages in one thread sends one email: none while an unread one is this recent. */
export const EMAIL_BATCH_MS = 10 * 60_000;

/* ------------------------------------------------------------------ *
 * Body
 * ------------------------------------------------------------------ */

/** A message body: trimmed, 1 to 4,000 characters, no NUL (Postgres text refuses it). */
export const messageBody = z
  .string({ error: "Write a message." })
  .transform((s) => s.replace(/\r\n?/g, "\n").trim())
  .pipe(
    z
      .string()
      .min(1, "Write a message.")
      .max(MESSAGE_MAX_LENGTH, `Keep it under ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters.`)
      .refine((s) => !s.includes("\u0000"), "The message holds a character we cannot store."),
  );

export const REPORT_REASON_MAX = 1000;
export const reportReason = z
  .string({ error: "Say what is wrong with this message." })
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, "Say what is wrong with this message.")
      .max(REPORT_REASON_MAX, "Keep it under 1,000 characters.")
      .refine((s) => !s.includes("\u0000"), "The reason holds a character we cannot store."),
  );

/* ------------------------------------------------------------------ *
 * Who is who
 * ------------------------------------------------------------------ */

export type Side = "guest" | "host";

/** The user's side of a thread, or null when they are not in it (callers answer 404). */
export function sideOf(thread: { guestId: string; hostUserId: string }, userId: string): Side | null {
  if (thread.guestId === userId) return "guest";
  if (thread.hostUserId === userId) return "host";
  return null;
}

/** Contact details are shown once the stay is agreed: a confirmed (or completed) booking. */
export const contactRevealed = (bookingStatus: BookingStatus | null | undefined) =>
  bookingStatus === "confirmed" || bookingStatus === "completed";

/** Messages the user has not read: the other side's, not yet opened. */
export function unreadFor<M extends { senderId: string; readAt: Date | null }>(
  messages: M[],
  userId: string,
) {
  return messages.filter((m) => m.senderId !== userId && m.readAt === null).length;
}

/** The id of the user's last message the other side has read ("Seen" under it), or null. */
export function lastSeenOf<M extends { id: string; senderId: string; readAt: Date | null }>(
  messages: M[],
  userId: string,
): string | null {
  const mine = messages.filter((m) => m.senderId === userId);
  const last = mine[mine.length - 1];
  return last && last.readAt ? last.id : null;
}

/** Whether a rate window already holds as many messages as allowed. */
export const overRateLimit = (sentInWindow: number) => sentInWindow >= RATE_LIMIT.messages;

/** What stands in for a message the site's staff removed after a report. */
export const REMOVED_MESSAGE = "This message was removed because it broke the site's rules.";

/**
 * One line of a message for a list, shortened. The text is already as its reader may see it
 * (masked on the server for the other side until acceptance: app/modules/masking).
 */
export function snippetOf(text: string, max = 120): string {
  const shown = text.replace(/\s+/g, " ").trim();
  return shown.length > max ? `${shown.slice(0, max - 1).trimEnd()}…` : shown;
}

/* ------------------------------------------------------------------ *
 * Inquiry ("Contact the owner")
 * ------------------------------------------------------------------ */

const optionalDate = z
  .string()
  .optional()
  .transform((s) => (s && isIsoDate(s) ? s : undefined));
const optionalCount = (min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((s) => {
      if (s === undefined || s.trim() === "") return undefined;
      const n = Number(s);
      return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
    });

/** The stay a traveller asks about: every part optional, a wrong value dropped rather than refused. */
export const inquiryStay = z
  .object({
    checkIn: optionalDate,
    checkOut: optionalDate,
    adults: optionalCount(1, 16),
    children: optionalCount(0, 16),
    pets: optionalCount(0, 10),
  })
  .transform((s) => {
    const datesOk = s.checkIn && s.checkOut && s.checkOut > s.checkIn;
    return {
      ...s,
      checkIn: datesOk ? s.checkIn! : undefined,
      checkOut: datesOk ? s.checkOut! : undefined,
    };
  });
export type InquiryStay = z.infer<typeof inquiryStay>;

export type InboxFilter = "all" | "hosting" | "travelling";
export const inboxFilterOf = (value: string | null): InboxFilter =>
  value === "hosting" || value === "travelling" ? value : "all";

export const threadPath = (threadId: string) => `/user/messages/${threadId}`;

/**
 * The inquiry page for a stay, with the dates and party the traveller chose on its page (an
 * anonymous visitor signs in first); the saved pets chosen there come ticked, to attach their details.
 */
export function inquiryHref(
  slug: string,
  chosen: {
    checkIn?: string | null;
    checkOut?: string | null;
    adults?: number | null;
    pets?: number | null;
    petIds?: readonly string[];
  },
) {
  const query = new URLSearchParams({ listing: slug });
  if (chosen.checkIn && chosen.checkOut) {
    query.set("checkIn", chosen.checkIn);
    query.set("checkOut", chosen.checkOut);
  }
  if (chosen.adults) query.set("adults", String(chosen.adults));
  if (chosen.pets) query.set("pets", String(chosen.pets));
  for (const id of chosen.petIds ?? []) query.append("pet", id);
  return `/user/messages/new?${query}`;
}

const inboxDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** A conversation as the lists send it to the browser (dates formatted as the server writes them). */
export function threadRow<
  T extends {
    id: string;
    side: "guest" | "host";
    otherName: string;
    otherAvatar: string | null;
    listingTitle: string;
    checkIn: string | null;
    checkOut: string | null;
    bookingStatus: BookingStatus | null;
    lastMessageAt: Date;
    snippet: string;
    lastFromMe: boolean;
    unread: number;
  },
>(t: T) {
  return { ...t, lastMessageAt: t.lastMessageAt.toISOString(), when: inboxDay.format(t.lastMessageAt) };
}
export type ThreadRow = ReturnType<typeof threadRow>;

/* ------------------------------------------------------------------ *
 * An owner's response figures (shown on their stays and on /host)
 * ------------------------------------------------------------------ */

/** The period the figures cover, and what counts as an answer. */
export const RESPONSE_WINDOW_DAYS = 90;
export const RESPONSE_WITHIN_HOURS = 24;

/**
 * From each conversation a traveller started in the window: when they first wrote, and when the
 * owner first answered (null: not yet). The rate is the share answered within 24 hours; the
 * typical time is the median of the answers' delays, said in words. Null with no conversation.
 */
export function responseFigures(samples: { askedAt: Date; answeredAt: Date | null }[], now: Date) {
  // A question asked less than a day ago and not answered yet is not late yet: left out.
  const due = samples.filter(
    (s) => s.answeredAt !== null || now.getTime() - s.askedAt.getTime() >= RESPONSE_WITHIN_HOURS * 3_600_000,
  );
  if (due.length === 0) return null;
  const delays = due
    .filter((s) => s.answeredAt !== null)
    .map((s) => (s.answeredAt!.getTime() - s.askedAt.getTime()) / 60_000)
    .sort((a, b) => a - b);
  const inTime = delays.filter((m) => m <= RESPONSE_WITHIN_HOURS * 60).length;
  const median = delays.length === 0 ? null : delays[Math.floor((delays.length - 1) / 2)]!;
  return {
    conversations: due.length,
    ratePct: Math.round((inTime / due.length) * 100),
    typicalMinutes: median === null ? null : Math.round(median),
    typical: median === null ? null : responseTimeWords(median),
  };
}

/** A delay in words, as travellers read it on an owner card. */
export function responseTimeWords(minutes: number) {
  if (minutes <= 60) return "within an hour";
  if (minutes <= 6 * 60) return "within a few hours";
  if (minutes <= 24 * 60) return "within a day";
  return "in a few days or more";
}

/**
 * A message's time as the thread shows it, in the reader's language (an Intl tag), formatted on the
 * server (the browser's Intl may space "4:58 PM" differently).
 */
export const messageTime = (tag = "en-US") =>
  cachedFormatter(
    `message-time|${tag}`,
    () =>
      new Intl.DateTimeFormat(tag, {
        month: "short",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone: "UTC",
        timeZoneName: "short",
      }),
  );
