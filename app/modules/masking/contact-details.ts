/**
 * Finding contact details in what people write to each other before a booking is accepted:
 * phone numbers, e-mail addresses, web addresses, and handles or links of off-site messengers.
 * Pure functions over a folded copy of the text (normalise.ts), so look-alike characters,
 * spelled-out digits and "at"/"dot" words read as what they stand for; the spans found are those
 * of the text as typed, which is masked in place (HIDDEN_LABEL). Innocent numbers are left alone:
 * prices, dates, times, weights, counts, house numbers and ranges of nights.
 */
import { fold, originalSpan, type Folded } from "./normalise.ts";
import { HIDDEN_LABEL, type ContactKind } from "./markers.ts";
import { TOP_LEVEL_DOMAINS } from "./top-level-domains.server.ts";

export interface ContactSpan {
  /** Where it starts and ends in the text as typed (UTF-16 indexes). */
  start: number;
  end: number;
  what: ContactKind;
}

/** A phone number has at least this many digits (7: a local number without its area code). */
export const PHONE_MIN_DIGITS = 7;

// Endings people type after a spelled-out "dot", where a rarer ending would catch plain words
// ("the dot is red" is no address in Iceland).
const COMMON_ENDINGS = new Set(
  (
    "com net org info biz io co me app dev xyz online site shop store page link live email mail " +
    "us uk ca au nz ie de fr es it nl be ch at eu pt se no dk fi pl cz ru ua br mx ar cl co in cn " +
    "jp kr tw hk sg my th vn id ph za ng ke tr gr il ae sa ly gl to tv cc ws la"
  ).split(" "),
);
// Endings that are also the extensions of files people mention ("photo.zip", "tour.mov").
const FILE_LIKE_ENDINGS = new Set(["zip", "mov", "mp", "pdf", "doc", "jpg", "png", "txt", "md", "py", "sh"]);
// A mail provider said without its ending: "maya at gmail".
const MAIL_PROVIDERS = "gmail|googlemail|hotmail|yahoo|outlook|icloud|protonmail|proton|gmx|yandex|aol";

const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?`;
// "(at)", "[at]", " at ", "arroba", "arobase", "chez" or "@" (with spaces around, even).
const AT_WORD = String.raw`\s?[([{<]\s?(?:at|@|arroba|arobase)\s?[)\]}>]\s?|\s(?:at|arroba|arobase)\s`;
const DOT_WORD = String.raw`\s?[([{<]\s?(?:dot|punto|point|ponto|punkt|\.)\s?[)\]}>]\s?|\s(?:dot|punto|point|ponto|punkt)\s`;

const URL_SCHEME = new RegExp(
  String.raw`(?:https?|hxxps?|ftp)\s?:\s?\/\/[^\s<>"']+|(?:whatsapp|tg|viber|weixin|wechat|line|skype|sgnl|signal|fb-messenger|snapchat|intent|facetime|kakaotalk)\s?:\s?\/\/[^\s<>"']*|(?:mailto|tel|sms|callto|skype)\s?:\s?[^\s<>"']+|(?<![\p{L}\p{N}])live:[\p{L}\p{N}._-]{3,}`,
  "gu",
);
const WWW = /(?<![\p{L}\p{N}])www\d{0,2}\s?\.\s?[^\s<>"']+/gu;
const LITERAL_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]*[\p{L}\p{N}](?:@|\s@\s)${LABEL}(?:\s?\.\s?${LABEL})+`,
  "gu",
);
const SPELLED_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+\-)\]}>])[\p{L}\p{N}][\p{L}\p{N}._%+-]*(?:(?:${DOT_WORD})[\p{L}\p{N}][\p{L}\p{N}._%+-]*)*(?:${AT_WORD})${LABEL}(?:(?:${DOT_WORD}|\.)${LABEL})+`,
  "gu",
);
const PROVIDER_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+\-)\]}>])[\p{L}\p{N}][\p{L}\p{N}._%+-]*(?:${AT_WORD}|\s?@\s?)(?:${MAIL_PROVIDERS})(?![\p{L}\p{N}])`,
  "gu",
);
const BARE_DOMAIN = new RegExp(
  String.raw`(?<![\p{L}\p{N}@._%+\-)\]}>])${LABEL}(?:(?:\.|${DOT_WORD})${LABEL})+(?:\/[^\s<>"']*)?`,
  "gu",
);
// "@maya_rentals": a handle on some network (an e-mail address was found before this).
const AT_HANDLE = /(?<![\p{L}\p{N}._%+-])@[a-z][a-z0-9._]{2,29}/gu;

// Messengers and networks, then what introduces a handle, then the handle. Names that are also
// plain words ("line", "signal", "snap") need an explicit "id", "username" or "@".
const MESSENGERS =
  "whats\\s?app|телеграм|телеграмм|телега|ватсап|вотсап|вацап|вайбер|вконтакте|вк|whatsap|wats\\s?app|watsap|wsp|wapp|telegram|telegramm|wechat|we\\s?chat|weixin|viber|instagram|insta|ig|facebook|fb|messenger|snapchat|snap\\s?chat|kik|skype|discord|tiktok|kakao\\s?talk|kakao|zalo|botim|vk|vkontakte|twitter|tg|wa";
const PLAIN_WORD_MESSENGERS = "line|signal|snap|threads|zap";
// Chinese, Japanese and Korean names run into the words around them (no spaces).
const CJK_MESSENGERS = "微信|薇信|v信|威信|微x|ライン|らいん|カカオトーク|카톡|카카오톡|라인";
const STRONG_INTRO = String.raw`(?:\s?(?::|=|#|\bid\b|\busername\b|\buser\b|\bhandle\b|\bname\b|\bnumber\b)\s?)+`;
const HANDLE = String.raw`@?[\p{L}\p{N}][\p{L}\p{N}._#-]{1,29}`;
const MESSENGER_HANDLE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${MESSENGERS})(?:\s?(?:me|is|at|on|@)\s?)*(?:${STRONG_INTRO}${HANDLE}|\s?@[\p{L}\p{N}][\p{L}\p{N}._-]{1,29}|\s[\p{L}\p{N}]*[\d_.#][\p{L}\p{N}._#-]*[\p{L}\p{N}])|(?<![\p{L}\p{N}])(?:${PLAIN_WORD_MESSENGERS})\s?(?:\bid\b|\busername\b|\bhandle\b)\s?:?\s?${HANDLE}|(?<![\p{L}\p{N}])(?:${PLAIN_WORD_MESSENGERS})\s?:?\s?@[\p{L}\p{N}][\p{L}\p{N}._-]{1,29}|(?<![\p{L}\p{N}])(?:${PLAIN_WORD_MESSENGERS})\s?:\s?[\p{L}\p{N}]*[\d_.][\p{L}\p{N}._-]*[\p{L}\p{N}]|(?:${CJK_MESSENGERS})\s?(?:号|號|id|아이디|번호)?\s?[:：=]?\s?${HANDLE}`,
  "gu",
);

/* ------------------------------------------------------------------ *
 * Numbers that are not phone numbers: blanked before phone numbers are sought
 * ------------------------------------------------------------------ */

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|ene|abr|ago|dic|janv|fevr|avr|mai|juin|juil|aout|déc)[a-z]*\.?`;
const CURRENCY_SIGN = String.raw`[$€£¥₹₩₽₺₪฿₱]`;
const CURRENCY_WORD = String.raw`(?:usd|eur|gbp|cad|aud|nzd|mxn|chf|jpy|brl|ars|clp|cop|dollars?|euros?|pounds?|pesos?|bucks|dolares|dólares|reais)`;
const AMOUNT = String.raw`\d{1,3}(?:[,.' ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
// Units after a number: weights, distances, areas, durations, and counts of people, pets, rooms.
const UNIT = String.raw`(?:kg|kgs|kilos?|kilogrammes?|kilogramos?|lbs?|pounds?|libras?|g|km|kms|kilometres?|kilometers?|mi|miles?|m|m2|m²|sqm|sq|sqft|ft|feet|foot|metres?|meters?|metros?|cm|mins?|minutes?|minutos?|hrs?|hours?|horas?|heures?|h|nights?|noches?|nuits?|nites?|days?|d[ií]as?|jours?|wks?|weeks?|semanas?|semaines?|months?|mos?|meses|mois|years?|yrs?|y\/o|yo|años|anos|ans|guests?|adults?|kids?|children|child|dogs?|cats?|pets?|perros?|gatos?|chiens?|chats?|people|persons?|personas?|beds?|bedrooms?|rooms?|habitaciones|baths?|bathrooms?|floors?|stor(?:ey|ies|y)|steps?|stairs|%|percent|pcs|times|x|st|nd|rd|th|er|e|º|°|c|f)`;

const NOT_PHONES: RegExp[] = [
  // A booking reference.
  /\bpf-[a-z0-9]{6}\b/g,
  // Dates with the month in words: "March 1-15, 2027", "1-15 mars 2027", "mar 3rd 2027".
  new RegExp(
    String.raw`\b${MONTH}\s?\d{1,2}(?:st|nd|rd|th)?(?:\s?(?:-|to|a|au)\s?\d{1,2}(?:st|nd|rd|th)?)?(?:,?\s?\d{4})?`,
    "g",
  ),
  new RegExp(
    String.raw`\b\d{1,2}(?:st|nd|rd|th|er)?(?:\s?(?:-|to|a|au)\s?\d{1,2}(?:st|nd|rd|th|er)?)?\s?(?:of\s|de\s)?${MONTH}(?:,?\s?(?:de\s)?\d{4})?`,
    "g",
  ),
  // Times: 10:30, 14h30, 9.30 pm, 3pm.
  /\b\d{1,2}[:h]\d{2}(?::\d{2})?\b/g,
  /\b\d{1,2}(?:[.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|uhr|hrs)\b/g,
  // Year ranges: 2026-2027, 2026/27.
  /\b(?:19|20)\d{2}\s?[-/]\s?(?:19|20)?\d{2}\b/g,
  // Prices, the currency before or after; not a "$555 123 4567" whose digits go on.
  new RegExp(
    String.raw`${CURRENCY_SIGN}\s?(?:${AMOUNT})(?:\s?-\s?${CURRENCY_SIGN}?(?:${AMOUNT}))?(?!\s?[-.]?\s?\d)`,
    "g",
  ),
  new RegExp(String.raw`\b${CURRENCY_WORD}\s?(?:${AMOUNT})(?:\s?-\s?(?:${AMOUNT}))?(?!\s?[-.]?\s?\d)`, "g"),
  new RegExp(
    String.raw`(?<![\d.-]\s?)(?:${AMOUNT})(?:\s?-\s?(?:${AMOUNT}))?\s?(?:${CURRENCY_SIGN}|${CURRENCY_WORD}\b)`,
    "g",
  ),
  // Quantities with their unit: 38 kg, 3.5 km, 14 nights, 2 dogs (a range "7-10 nights" too).
  new RegExp(
    String.raw`(?<![\d.-]\s?)\d+(?:[.,]\d+)?(?:\s?-\s?\d+(?:[.,]\d+)?)?\s?${UNIT}(?![\p{L}\p{N}])`,
    "gu",
  ),
];

/** Day-month-year dates: checked, so that "12-34-5678" still reads as a phone number. */
const NUMERIC_DATES: { pattern: RegExp; isDate: (parts: number[]) => boolean }[] = [
  {
    pattern: /(?<![\d.-])\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?![\d]|[-/. ]\d)/g,
    isDate: ([y, m, d]) => y! >= 1900 && y! <= 2199 && m! >= 1 && m! <= 12 && d! >= 1 && d! <= 31,
  },
  {
    pattern: /(?<![\d.-]|\d[-/. ])\d{1,2}[-/.]\d{1,2}[-/.](?:\d{4}|\d{2})(?![\d]|[-/. ]\d)/g,
    isDate: ([a, b, y]) =>
      a! >= 1 &&
      b! >= 1 &&
      ((a! <= 31 && b! <= 12) || (a! <= 12 && b! <= 31)) &&
      (y! < 100 || (y! >= 1900 && y! <= 2199)),
  },
  {
    // "3/15" (a day and month) and its ranges "3/1-3/15".
    pattern: /(?<![\d./-])\d{1,2}\/\d{1,2}(?![\d/])/g,
    isDate: ([a, b]) => a! >= 1 && b! >= 1 && ((a! <= 31 && b! <= 12) || (a! <= 12 && b! <= 31)),
  },
];

// A run of digits a phone number could be: an optional + or 00, digits joined by spaces, dots,
// dashes, slashes or brackets (commas end it: "2026, 2027" is a list).
const PHONE_RUN = /(?:\+\s?|\(\s?)?\d(?:[ \-.()/_]{0,3}\d)*\)?/g;

/** The text with each span replaced by as many x (one pass, however many spans). */
function blank(text: string, spans: readonly { start: number; end: number }[]) {
  if (spans.length === 0) return text;
  const chars = text.split("");
  for (const { start, end } of spans) for (let i = start; i < end; i++) chars[i] = "x";
  return chars.join("");
}

/** The folded text with everything that is not a phone number blanked out (same length). */
export function phoneShadow(folded: string): string {
  let shadow = folded;
  for (const { pattern, isDate } of NUMERIC_DATES) {
    const dates = [...shadow.matchAll(pattern)].filter((m) => isDate(m[0].split(/[-/.]/).map(Number)));
    shadow = blank(
      shadow,
      dates.map((m) => ({ start: m.index, end: m.index + m[0].length })),
    );
  }
  for (const pattern of NOT_PHONES) shadow = shadow.replace(pattern, (m) => "x".repeat(m.length));
  // A letter o between digits is a zero in disguise ("555 o123"), an i or l a one ("4I5").
  return shadow
    .replace(/(?<=\d[ \-.]?)o(?=[ \-.]?\d)/g, "0")
    .replace(/(?<=\d[ \-.]?)[il](?=[ \-.]?\d)/g, "1");
}

const digitCount = (s: string) => s.replace(/\D/g, "").length;

/* ------------------------------------------------------------------ *
 * Finding
 * ------------------------------------------------------------------ */

interface FoldedHit {
  start: number;
  end: number;
  what: ContactKind;
}

/** The last label of a domain-like match (its ending), and where it is. */
function endingOf(match: string): { tld: string; at: number } | null {
  const parts = [...match.matchAll(/[\p{L}\p{N}-]+/gu)];
  const last = parts[parts.length - 1];
  if (!last) return null;
  return { tld: last[0], at: last.index };
}

/** Trailing punctuation ends a sentence, not an address. */
function trimTail(folded: string, start: number, end: number) {
  while (end > start && /[.,;:!?)\]}'"…-]/.test(folded[end - 1]!)) end--;
  return end;
}

function domainHits(f: Folded, original: string): FoldedHit[] {
  const hits: FoldedHit[] = [];
  for (const m of f.text.matchAll(BARE_DOMAIN)) {
    const host = m[0].split("/")[0]!;
    const ending = endingOf(host);
    if (!ending || !/^\p{L}{2,}$/u.test(ending.tld) || !TOP_LEVEL_DOMAINS.has(ending.tld)) continue;
    if (FILE_LIKE_ENDINGS.has(ending.tld) && !m[0].includes("/")) continue;
    const spelled = /\s|\(|\[|\{|</.test(host);
    if (spelled && !COMMON_ENDINGS.has(ending.tld)) continue;
    // "great.It has a garden": a sentence run together, not an address (endings are typed lower-case).
    const at = m.index + ending.at;
    const typed = original.slice(f.from[at]!, f.to[at + ending.tld.length - 1]!);
    if (!spelled && typed !== typed.toLowerCase() && !["com", "net", "org"].includes(ending.tld)) continue;
    hits.push({ start: m.index, end: trimTail(f.text, m.index, m.index + m[0].length), what: "link" });
  }
  return hits;
}

function emailHits(f: Folded, original: string): FoldedHit[] {
  const hits: FoldedHit[] = [];
  for (const m of f.text.matchAll(LITERAL_EMAIL)) {
    const ending = endingOf(m[0]);
    if (!ending || !/^\p{L}{2,}$/u.test(ending.tld)) continue;
    // Written plainly, any ending is an address; spaced out, only a real one.
    if (/\s/.test(m[0]) && !TOP_LEVEL_DOMAINS.has(ending.tld)) continue;
    hits.push({ start: m.index, end: m.index + m[0].length, what: "email" });
  }
  for (const m of f.text.matchAll(SPELLED_EMAIL)) {
    const ending = endingOf(m[0]);
    if (!ending || !TOP_LEVEL_DOMAINS.has(ending.tld)) continue;
    const spelledDot = new RegExp(DOT_WORD).test(m[0]);
    const at = m.index + ending.at;
    const typed = original.slice(f.from[at]!, f.to[at + ending.tld.length - 1]!);
    // "I'm at home.Love it": with only "at" spelled, the ending must look like one.
    if (!spelledDot && typed !== typed.toLowerCase()) continue;
    hits.push({ start: m.index, end: m.index + m[0].length, what: "email" });
  }
  for (const m of f.text.matchAll(PROVIDER_EMAIL))
    hits.push({ start: m.index, end: m.index + m[0].length, what: "email" });
  return hits;
}

function linkHits(f: Folded): FoldedHit[] {
  const hits: FoldedHit[] = [];
  for (const pattern of [URL_SCHEME, WWW, AT_HANDLE, MESSENGER_HANDLE]) {
    for (const m of f.text.matchAll(pattern)) {
      const end = trimTail(f.text, m.index, m.index + m[0].length);
      if (end > m.index) hits.push({ start: m.index, end, what: "link" });
    }
  }
  return hits;
}

function phoneHits(shadow: string): FoldedHit[] {
  const hits: FoldedHit[] = [];
  for (const m of shadow.matchAll(PHONE_RUN)) {
    if (digitCount(m[0]) >= PHONE_MIN_DIGITS)
      hits.push({ start: m.index, end: m.index + m[0].length, what: "phone" });
  }
  return hits;
}

const PRIORITY: Record<ContactKind, number> = { email: 0, link: 1, phone: 2 };

/** Overlapping hits become one span (the union), named by the most telling of them. */
function merge(hits: FoldedHit[]): FoldedHit[] {
  const sorted = [...hits].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: FoldedHit[] = [];
  for (const hit of sorted) {
    const last = out[out.length - 1];
    if (last && hit.start < last.end) {
      last.end = Math.max(last.end, hit.end);
      if (PRIORITY[hit.what] < PRIORITY[last.what]) last.what = hit.what;
    } else out.push({ ...hit });
  }
  return out;
}

function toOriginal(f: Folded, hits: FoldedHit[]): ContactSpan[] {
  const spans = hits.map((h) => ({ ...originalSpan(f, h.start, h.end), what: h.what }));
  // Two folded hits may come from one original character (a spelled word): merge again.
  const out: ContactSpan[] = [];
  for (const span of spans.sort((a, b) => a.start - b.start)) {
    const last = out[out.length - 1];
    if (last && span.start < last.end) {
      last.end = Math.max(last.end, span.end);
      if (PRIORITY[span.what] < PRIORITY[last.what]) last.what = span.what;
    } else out.push(span);
  }
  return out;
}

/** Where the contact details of a text are, in the text as typed: in order, not overlapping. */
export function findContactDetails(text: string): ContactSpan[] {
  if (!text) return [];
  const f = fold(text);
  const found = merge([...emailHits(f, text), ...linkHits(f), ...domainHits(f, text)]);
  // Phone numbers are sought where nothing else was found, in a copy without innocent numbers.
  const shadow = blank(phoneShadow(f.text), found);
  return toOriginal(f, merge([...found, ...phoneHits(shadow)]));
}

/** The text with each span replaced by its marker. */
export function maskSpans(text: string, spans: readonly ContactSpan[]): string {
  if (spans.length === 0) return text;
  let out = "";
  let at = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (span.start < at) {
      // Overlapping spans (one from the text, one across messages): extend the last marker's reach.
      at = Math.max(at, span.end);
      continue;
    }
    out += text.slice(at, span.start) + HIDDEN_LABEL[span.what];
    at = span.end;
  }
  return out + text.slice(at);
}

/** The text with its contact details replaced by markers ("[phone number hidden]"). */
export function maskContactDetails(text: string): string {
  return maskSpans(text, findContactDetails(text));
}

/* ------------------------------------------------------------------ *
 * A number split over several messages
 * ------------------------------------------------------------------ */

/** Messages of one sender further apart than this do not continue a number. */
export const SPLIT_WINDOW_MS = 60 * 60_000;

interface Edge {
  /** Digits of the run at the message's start (it is first in the message), or null. */
  lead: { span: ContactSpan; digits: number } | null;
  /** Digits of the run at the message's end, or null; the same run as `lead` when it is all digits. */
  tail: { span: ContactSpan; digits: number } | null;
}

/** The runs of digits a message starts and ends with, that no other rule explained. */
function edgesOf(text: string): Edge {
  const f = fold(text);
  const shadow = blank(phoneShadow(f.text), [...emailHits(f, text), ...linkHits(f), ...domainHits(f, text)]);
  const runs = [...shadow.matchAll(PHONE_RUN)].filter((m) => digitCount(m[0]) < PHONE_MIN_DIGITS);
  const edge: Edge = { lead: null, tail: null };
  const first = runs[0];
  const last = runs[runs.length - 1];
  const span = (m: RegExpExecArray | RegExpMatchArray): { span: ContactSpan; digits: number } => ({
    span: { ...originalSpan(f, m.index!, m.index! + m[0].length), what: "phone" },
    digits: digitCount(m[0]),
  });
  // Only punctuation or spaces may stand between the run and the message's edge.
  if (first && !/[\p{L}\p{N}]/u.test(shadow.slice(0, first.index))) edge.lead = span(first);
  if (last && !/[\p{L}\p{N}]/u.test(shadow.slice(last.index + last[0].length))) edge.tail = span(last);
  return edge;
}

/** A notice shows a message before the sender's next one: digits it starts or ends with may be a part. */
export const OPEN_PART_MIN_DIGITS = 3;

/**
 * The runs of 3+ digits a text starts or ends with that no rule explained: what could be the first
 * or last part of a number whose rest comes in another message. A notice (and its email) masks them,
 * since it is sent before the next message is written; the conversation itself masks only what
 * the messages it holds add up to.
 */
export function openPartSpans(text: string): ContactSpan[] {
  const { lead, tail } = edgesOf(text);
  const spans = [lead, tail].filter((edge) => edge !== null && edge.digits >= OPEN_PART_MIN_DIGITS);
  return spans.map((edge) => edge!.span).filter((span, i, all) => i === 0 || span.start !== all[0]!.start);
}

/**
 * Parts of a phone number sent in several messages ("555", "123", "4567"): for one sender's
 * messages in a thread, oldest first, the spans to mask in each. A message that ends with digits
 * and the next one that starts with digits (sent within the window) continue one number; a chain
 * of them that adds up to a phone number is masked in every message it crosses.
 */
export function splitNumberSpans(messages: readonly { body: string; at: Date }[]): ContactSpan[][] {
  const out: ContactSpan[][] = messages.map(() => []);
  const edges = messages.map((m) => edgesOf(m.body));
  let chain: { index: number; span: ContactSpan; digits: number }[] = [];
  const close = () => {
    const digits = chain.reduce((n, part) => n + part.digits, 0);
    if (chain.length >= 2 && digits >= PHONE_MIN_DIGITS)
      for (const part of chain) out[part.index]!.push(part.span);
    chain = [];
  };
  messages.forEach((message, index) => {
    const edge = edges[index]!;
    const previous = chain[chain.length - 1];
    const continues =
      previous !== undefined &&
      edge.lead !== null &&
      previous.index === index - 1 &&
      message.at.getTime() - messages[index - 1]!.at.getTime() <= SPLIT_WINDOW_MS;
    if (continues) {
      chain.push({ index, ...edge.lead! });
      // A message with more than its leading digits ends the number there, or starts a new one.
      if (edge.tail && edge.tail.span.start === edge.lead!.span.start) return;
      close();
    } else close();
    if (edge.tail) chain.push({ index, ...edge.tail });
  });
  close();
  return out;
}
