/**
 * Saved replies (decision 3952): an owner's reply templates, pure. The stored text keeps readable
 * placeholders; `fillTemplate` puts in the facts of one conversation when the owner inserts a
 * template into a reply. A fact the conversation does not have (no dates asked yet) leaves its
 * placeholder as written, so the owner sees what to complete before sending.
 */
import { z } from "zod";
import { writtenText } from "../../shared/forms.ts";
import { formatClock, formatDate } from "../../shared/format.ts";
import { fillPlaceholders, firstName } from "../../shared/placeholders.ts";
import { MESSAGE_MAX_LENGTH } from "./messages.ts";

/** How many saved replies one account keeps. */
export const SAVED_REPLY_CAP = 25;
export const SAVED_REPLY_NAME_MAX = 60;
export const CAP_MESSAGE = `You can keep up to ${SAVED_REPLY_CAP} saved replies. Delete one you no longer use to add another.`;

/** The placeholders an owner may write, with the key of what each becomes (`savedReplies.means`). */
export const PLACEHOLDERS = [
  { token: "{guest_name}", means: "guestName" },
  { token: "{check_in}", means: "checkIn" },
  { token: "{check_out}", means: "checkOut" },
  { token: "{check_in_time}", means: "checkInTime" },
] as const;

/** What one conversation knows: raw values, formatted here. */
export interface FillFacts {
  guestName: string | null;
  checkIn: string | null;
  checkOut: string | null;
  /** The listing's check-in time, "15:00" or "15:00:00". */
  checkInTime: string | null;
}

export { firstName };

const DATE_WORDS: Intl.DateTimeFormatOptions = { weekday: "short" };

/**
 * The template with the conversation's facts in place of its placeholders. The dates and the clock
 * are written as the guest's language writes them (`locale`, an Intl tag of the guest's saved
 * language, decision 3855): the guest reads the message; the clock stays the home's.
 */
export function fillTemplate(body: string, facts: FillFacts, locale = "en-US"): string {
  const values: Record<string, string> = {
    guest_name: firstName(facts.guestName),
    check_in: facts.checkIn ? formatDate(facts.checkIn, DATE_WORDS, locale) : "",
    check_out: facts.checkOut ? formatDate(facts.checkOut, DATE_WORDS, locale) : "",
    check_in_time: facts.checkInTime ? formatClock(facts.checkInTime, "", locale) : "",
  };
  // One pass: a filled value (a guest named "{check_in}") is never filled again.
  return fillPlaceholders(body, values);
}

/** A saved reply as the owner's form sends it. */
export const savedReplyInput = z.object({
  name: writtenText("name", SAVED_REPLY_NAME_MAX),
  body: writtenText("reply", MESSAGE_MAX_LENGTH),
});
export type SavedReplyInput = z.infer<typeof savedReplyInput>;

/** What the composer holds once a filled template is inserted: after what was typed, if anything. */
export function insertTemplate(typed: string, filled: string): string {
  const kept = typed.replace(/\r\n?/g, "\n").trimEnd();
  return kept ? `${kept}\n\n${filled}` : filled;
}
