/**
 * Messages between travellers and owners (issue 17): the rules, pure. Contact details are
 * masked until a booking is accepted, so that talks and payment stay on the site until then;
 * messages are plain text, never HTML.
 */
import { z } from "zod";
import type { BookingStatus } from "../../../db/schema/stays.ts";
import { isIsoDate } from "../../shared/dates.ts";

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

/** The other person of a thread. */
export const otherParty = (thread: { guestId: string; hostUserId: string }, side: Side) =>
  side === "guest" ? thread.hostUserId : thread.guestId;

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

/* ------------------------------------------------------------------ *
 * Masking contact details
 * ------------------------------------------------------------------ */

export type ContactKind = "email" | "phone" | "link";
export type Segment =
  | { kind: "text"; text: string }
  | { kind: "hidden"; what: ContactKind }
  | { kind: "link"; text: string; href: string }
  | { kind: "email"; text: string };

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
const URL_WITH_SCHEME = /\bhttps?:\/\/[^\s<>"']+/gi;
const WWW = /\bwww\.[^\s<>"']+/gi;
// Bare domains only for common endings, so "e.g." or "3.5" never look like a site.
const TLDS =
  "com|net|org|io|co|uk|us|ca|au|nz|de|fr|es|it|nl|be|ch|at|eu|ie|pt|se|no|dk|fi|pl|me|app|dev|info|biz|xyz|site|online|link|ly|gl|to|tv|page|shop|store";
const BARE_DOMAIN = new RegExp(
  `\\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9-]+)*\\.(?:${TLDS})\\b(?:/[^\\s<>"']*)?`,
  "gi",
);

// What looks like digits but is not a phone number: blanked out before phone numbers are sought.
const NOT_PHONES = [
  /\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b/g, // 2027-03-01
  /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g, // 03/01/2027, 1.3.27
  /\b(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}\b/g, // 2026-2027
  /\b\d{1,2}:\d{2}(?::\d{2})?\b/g, // 10:30
  /[$€£¥]\s?\d[\d,.\s]*\d|[$€£¥]\s?\d/g, // $1,200 · € 95
  /\b\d[\d,.]*\s?(?:USD|EUR|GBP|CAD|AUD|MXN|dollars?|euros?)\b/gi, // 95 EUR
  /\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b/g, // 12,500
  /\bPF-[A-Z0-9]{6}\b/g, // a booking reference
];
// A phone number: an optional + (or 00), then digits with spaces, dots, dashes or brackets.
const PHONE = /(?<![\w+])(?:\+|00)?\(?\d[\d \t().\-/]{5,}\d(?![\w])/g;

// An address spelled out to slip past the filter: "maya at gmail dot com", "maya(at)gmail.com",
// "maya [at] gmail [dot] com". It must end in a known domain ending, so "meet at noon" is text.
const AT = String.raw`(?:\s*[([{]\s*at\s*[)\]}]\s*|\s+at\s+)`;
const DOT = String.raw`(?:\s*[([{]\s*dot\s*[)\]}]\s*|\s+dot\s+|\.)`;
const SPELLED_EMAIL = new RegExp(
  String.raw`\b[a-z0-9][a-z0-9._%+-]*${AT}[a-z0-9-]+(?:${DOT}[a-z0-9-]+)*${DOT}(?:${TLDS})\b`,
  "gi",
);
// A phone number spelled in words, alone or mixed with digits ("five five five, oh one hundred"
// is too loose; runs of single digits are what people write): 7 digits or more.
const DIGIT_WORD = "zero|oh|one|two|three|four|five|six|seven|eight|nine";
const SPELLED_PHONE = new RegExp(String.raw`\b(?:(?:${DIGIT_WORD}|\d{1,4})\b[\s,.-]*){7,}`, "gi");

interface Hit {
  start: number;
  end: number;
  what: ContactKind;
  /** Spelled out: once revealed it shows as the words typed, never as a link. */
  spelled?: boolean;
}

/** Trailing punctuation ends a sentence, not a link. */
function trimTail(text: string, start: number, end: number) {
  while (end > start && /[.,;:!?)\]}'"]/.test(text[end - 1]!)) end--;
  return end;
}

function findAll(text: string, pattern: RegExp, what: ContactKind, trim = false): Hit[] {
  const hits: Hit[] = [];
  for (const m of text.matchAll(pattern)) {
    const start = m.index;
    const end = trim ? trimTail(text, start, start + m[0].length) : start + m[0].length;
    if (end > start) hits.push({ start, end, what });
  }
  return hits;
}

/** Where the contact details of a text are, in order, not overlapping. */
export function findContactDetails(text: string): Hit[] {
  const emails = findAll(text, EMAIL, "email");
  const links = [
    ...findAll(text, URL_WITH_SCHEME, "link", true),
    ...findAll(text, WWW, "link", true),
    ...findAll(text, BARE_DOMAIN, "link", true),
  ];
  // Phone numbers are sought in a copy with dates, times, prices and references blanked out.
  let shadow = text;
  for (const pattern of NOT_PHONES) shadow = shadow.replace(pattern, (m) => "x".repeat(m.length));
  const phones = findAll(shadow, PHONE, "phone").filter((hit) => {
    const digits = shadow.slice(hit.start, hit.end).replace(/\D/g, "").length;
    return digits >= 7 && digits <= 15;
  });
  const spelled = [
    ...findAll(text, SPELLED_EMAIL, "email").map((hit) => ({ ...hit, spelled: true })),
    ...spelledPhones(text),
  ];
  // Earlier first, longer first; an email beats the domain inside it.
  const all = [...emails, ...spelled, ...links, ...phones].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Hit[] = [];
  for (const hit of all) {
    const last = out[out.length - 1];
    if (last && hit.start < last.end) continue;
    out.push(hit);
  }
  return out;
}

/** Runs of digit words (with at least one word: plain digits are PHONE's) worth 7–15 digits. */
function spelledPhones(text: string): Hit[] {
  const hits: Hit[] = [];
  for (const m of text.matchAll(SPELLED_PHONE)) {
    const run = m[0].replace(/[\s,.-]+$/, "");
    const tokens = run.split(/[\s,.-]+/);
    if (tokens.every((t) => /^\d+$/.test(t))) continue;
    const digits = tokens.reduce((n, t) => n + (/^\d+$/.test(t) ? t.length : 1), 0);
    if (digits >= 7 && digits <= 15)
      hits.push({ start: m.index, end: m.index + run.length, what: "phone", spelled: true });
  }
  return hits;
}

/**
 * A message as shown: plain text with its contact details either hidden (before the booking
 * is accepted) or, after, links and addresses made clickable. Rendered as React text nodes.
 */
export function segmentsOf(text: string, revealed: boolean): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const hit of findContactDetails(text)) {
    if (hit.start > at) out.push({ kind: "text", text: text.slice(at, hit.start) });
    const raw = text.slice(hit.start, hit.end);
    if (!revealed) out.push({ kind: "hidden", what: hit.what });
    else if (hit.spelled) out.push({ kind: "text", text: raw });
    else if (hit.what === "link") out.push({ kind: "link", text: raw, href: hrefOf(raw) });
    else if (hit.what === "email") out.push({ kind: "email", text: raw });
    else out.push({ kind: "text", text: raw });
    at = hit.end;
  }
  if (at < text.length) out.push({ kind: "text", text: text.slice(at) });
  return out;
}

/** What stands in for a message the site's staff removed after a report. */
export const REMOVED_MESSAGE = "This message was removed because it broke the site's rules.";

export const HIDDEN_LABEL: Record<ContactKind, string> = {
  email: "[email hidden]",
  phone: "[phone number hidden]",
  link: "[link hidden]",
};

/** The text with contact details replaced by a label: for snippets, emails and notifications. */
export function maskContactDetails(text: string): string {
  return segmentsOf(text, false)
    .map((s) => (s.kind === "hidden" ? HIDDEN_LABEL[s.what] : s.kind === "text" ? s.text : s.text))
    .join("");
}

/** A link's address: only http(s) (a bare domain gets https://), so no other scheme is ever linked. */
export function hrefOf(raw: string): string {
  return /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
}

/** One line of a message for a list: masked as the thread is, shortened. */
export function snippetOf(text: string, revealed: boolean, max = 120): string {
  const shown = (revealed ? text : maskContactDetails(text)).replace(/\s+/g, " ").trim();
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
export type ResponseFigures = NonNullable<ReturnType<typeof responseFigures>>;

/** A delay in words, as travellers read it on an owner card. */
export function responseTimeWords(minutes: number) {
  if (minutes <= 60) return "within an hour";
  if (minutes <= 6 * 60) return "within a few hours";
  if (minutes <= 24 * 60) return "within a day";
  return "in a few days or more";
}
