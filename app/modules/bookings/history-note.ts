import type { RefundRule } from "./cancellation.ts";
import type { DeclineReason } from "./owner-answers.ts";

/**
 * A cancellation's history note in parts (issue 38, decision 3891). The English note joins the
 * person's words and a money sentence into one text, which a read-back cannot split; these parts,
 * kept beside it (booking_events.parts), say it in each reader's language: the fixed frame and the
 * money sentence translated (the amount in the reader's formats, the stay's currency), the person's
 * own words exactly as written. Pure: the server gives the messages and the money format.
 */

/** What the cancellation meant in money, as the history says it: a kind, with integer minor units. */
export type NoteMoney =
  /** The owner cancelled after the traveller had paid: it all comes back. */
  | { kind: "paidBack"; cents: number; currency: string }
  /** The owner cancelled before anything was paid. */
  | { kind: "nothingPaid" }
  /** The site cancelled and refunds what the operator chose. */
  | { kind: "refund"; cents: number; currency: string }
  /** The site cancelled without a refund. */
  | { kind: "noRefund" }
  /** The traveller cancelled: the rule of the policy that applied. */
  | { kind: "policy"; rule: RefundRule };

/** The frames whose words are the person's (the owner's, the operator's) and those wholly the site's. */
export type WordsFrame = "ownerCancelled" | "siteCancelled";
export type FixedFrame = "guestCancelled" | "guestDeletedAccount";

export type HistoryNoteParts =
  | { frame: WordsFrame; words: string; money: NoteMoney }
  | { frame: FixedFrame; money: NoteMoney }
  /** An owner's decline: the site's reason chosen from its list (none for "other"), and their words ("" when none). */
  | { frame: "declined"; reason: DeclineReason; words: string };

/** Why a traveller's booking ended, in the English the booking keeps (cancellation_reason, the note). */
export const GUEST_ENDINGS = {
  guestCancelled: "Cancelled by the guest.",
  guestDeletedAccount: "The guest deleted their account.",
} as const satisfies Record<FixedFrame, string>;
export type GuestEnding = keyof typeof GUEST_ENDINGS;

/** One piece of a note as said: the site's words, or the person's own (`own`: shown as written, marked). */
export interface NotePiece {
  text: string;
  own?: true;
}

export interface NoteWriter {
  /** A message of `trips.historyParts` in the reader's language. */
  say(key: string, values?: Record<string, string>): string;
  /** An amount in the reader's formats, in the given currency. */
  money(cents: number, currency: string): string;
  /** A decline's reason from the site's list (`host.answer.reason`), as the owner chose it. */
  declineReason(reason: Exclude<DeclineReason, "other">): string;
}

const RULES: readonly RefundRule[] = [
  "requestWithdrawn",
  "flexibleFull",
  "flexibleLate",
  "moderateFull",
  "moderateLate",
  "strictGrace",
  "strictHalf",
  "strictNone",
  "longTerm",
];

const isCents = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
const isCurrency = (c: unknown): c is string => typeof c === "string" && /^[A-Z]{3}$/.test(c);

function moneyOf(value: unknown): NoteMoney | null {
  if (typeof value !== "object" || value === null) return null;
  const m = value as Record<string, unknown>;
  switch (m.kind) {
    case "paidBack":
    case "refund":
      return isCents(m.cents) && isCurrency(m.currency)
        ? { kind: m.kind, cents: m.cents, currency: m.currency }
        : null;
    case "nothingPaid":
    case "noRefund":
      return { kind: m.kind };
    case "policy":
      return RULES.includes(m.rule as RefundRule) ? { kind: "policy", rule: m.rule as RefundRule } : null;
    default:
      return null;
  }
}

// The keys of DECLINE_REASONS (owner-answers.ts), which imports this file's types.
const DECLINES: readonly DeclineReason[] = ["dates", "pets", "guests", "other"];

/** The parts as read from the database (jsonb), or null for a row without them or of a shape not known. */
export function historyNotePartsOf(value: unknown): HistoryNoteParts | null {
  if (typeof value !== "object" || value === null) return null;
  const p = value as Record<string, unknown>;
  if (p.frame === "declined")
    return DECLINES.includes(p.reason as DeclineReason) && typeof p.words === "string"
      ? { frame: "declined", reason: p.reason as DeclineReason, words: p.words }
      : null;
  const money = moneyOf(p.money);
  if (!money) return null;
  if ((p.frame === "ownerCancelled" || p.frame === "siteCancelled") && typeof p.words === "string")
    return { frame: p.frame, words: p.words, money };
  if (p.frame === "guestCancelled" || p.frame === "guestDeletedAccount") return { frame: p.frame, money };
  return null;
}

function moneySaid(money: NoteMoney, writer: NoteWriter): string {
  switch (money.kind) {
    case "paidBack":
    case "refund":
      return writer.say(`money.${money.kind}`, { amount: writer.money(money.cents, money.currency) });
    case "nothingPaid":
    case "noRefund":
      return writer.say(`money.${money.kind}`);
    case "policy":
      return writer.say(`money.rule.${money.rule}`);
  }
}

// Stands for the person's words while the frame is said, then split on: never in a message.
const WORDS = "\uE000";

/**
 * Why an owner declined, in the reader's language: the site's reason translated, then the owner's
 * words quoted as the language quotes (`WORDS` standing for them), either one alone when the other
 * is not there. In English exactly `declineMessage` (owner-answers.ts), which the note and the
 * traveller's notice kept.
 */
function declineReasonSaid(reason: DeclineReason, words: string, writer: NoteWriter): string {
  return [
    reason === "other" ? "" : writer.declineReason(reason),
    words ? writer.say("declinedWords", { words: WORDS }) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** A decline's reason as the traveller's notice says it: their language, the owner's words as they may read them. */
export function sayDeclineReason(
  decline: { reason: DeclineReason; words: string },
  writer: NoteWriter,
  wordsFor: (words: string) => string = (words) => words,
): string {
  return declineReasonSaid(decline.reason, decline.words, writer).replace(WORDS, () =>
    wordsFor(decline.words),
  );
}

/**
 * The note in the reader's language, in pieces: one message per frame with the money sentence as
 * an argument (the language orders them), and the person's words put in as they were written.
 */
export function sayHistoryNote(
  parts: HistoryNoteParts,
  writer: NoteWriter,
  /** The words as this reader may read them (masked contact details before a stay is accepted). */
  wordsFor: (words: string) => string = (words) => words,
): NotePiece[] {
  if (parts.frame === "declined") {
    const said = writer.say("declined", { reason: declineReasonSaid(parts.reason, parts.words, writer) });
    return parts.words ? withWords(said, wordsFor(parts.words)) : [{ text: said }];
  }
  const money = moneySaid(parts.money, writer);
  if (!("words" in parts)) return [{ text: writer.say(parts.frame, { money }) }];
  return withWords(writer.say(parts.frame, { words: WORDS, money }), wordsFor(parts.words));
}

/** A said frame split where the person's words stand, and their words put in as a piece of their own. */
function withWords(said: string, words: string): NotePiece[] {
  const [before = "", after = ""] = said.split(WORDS);
  return [
    ...(before ? [{ text: before }] : []),
    { text: words, own: true as const },
    ...(after ? [{ text: after }] : []),
  ];
}

/**
 * Why a traveller's booking ended, alone, in the reader's language: the history's frame said
 * without its money sentence, which comes last in every language (the owner's nights-open notice).
 */
export function sayGuestEnding(ending: GuestEnding, writer: NoteWriter): string {
  return writer.say(ending, { money: "" }).trim();
}

/** The pieces as one text. */
export const noteText = (pieces: readonly NotePiece[]) => pieces.map((p) => p.text).join("");
