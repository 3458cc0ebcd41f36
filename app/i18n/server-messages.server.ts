import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { CATALOGUES, type Catalogue } from "./catalogue.server.ts";
import { translatorFor } from "./language.server.ts";
import { intlLocale, type Locale } from "./locales.ts";
import { formatDate } from "../shared/format.ts";
import { matchMessage, sayMessage, type MessageGroup, type MessagePattern } from "./server-messages.ts";

/**
 * Messages the server writes in English (a form schema's field errors, the auth service's errors, the
 * booking rules) said in the reader's language (decision 3850). The English source of each is a message
 * of the catalogue's `formErrors` namespace; an English text that matches one is written again from that
 * language's message with the same arguments, read back from the text: numbers become numbers again
 * (each language writes its own digits), a `{date}` written in English ("Mar 1, 2027") is written in the
 * reader's language, and a plural or select takes the case whose words matched. A text that matches
 * none is left as it is; the producers' tests hold every message they write to the table.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const CATEGORY_COUNT: Record<string, number> = { zero: 0, one: 1, two: 2 };

function regexOf(elements: MessageFormatElement[], groups: MessageGroup[], count?: string): string {
  let out = "";
  for (const element of elements) {
    if (element.type === TYPE.literal) out += escape(element.value);
    else if (element.type === TYPE.pound) {
      groups.push({ name: count!, kind: "count" });
      out += "(\\d[\\d,]*)";
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      const plural = element.type === TYPE.plural;
      const cases = Object.entries(element.options).map(([option, { value }]) => {
        // An empty group marks which case matched: a select's value, or a plural's count when its words hold no #.
        const exact = /^=(\d+)$/.exec(option);
        const caseValue = plural ? (exact ? Number(exact[1]) : (CATEGORY_COUNT[option] ?? -1)) : option;
        groups.push({ name: element.value, kind: "case", value: caseValue });
        return "()" + regexOf(value, groups, plural ? element.value : count);
      });
      out += `(?:${cases.join("|")})`;
    } else if ("value" in element && typeof element.value === "string") {
      groups.push({ name: element.value, kind: "value" });
      out += "(.+?)";
    }
  }
  return out;
}

const tables = new Map<string, MessagePattern[]>();
/** Every English message of a namespace ("formErrors", "trips.historyNotes") as a pattern, parsed once. */
function patternsOf(namespace: string): MessagePattern[] {
  let patterns = tables.get(namespace);
  if (!patterns) {
    const english = namespace.split(".").reduce<Catalogue>((at, key) => at[key] as Catalogue, CATALOGUES.en);
    const literalLength = (source: string) =>
      parse(source).reduce((n, e) => n + (e.type === TYPE.literal ? e.value.length : 0), 0);
    // The most specific message is tried first: the one with the most words of its own. "Choose
    // the day." is that very message, not "Choose the {field}." with a field named "day", and
    // "Enter a weight from 0.01 to {max}." is not "Enter {field}." (either would stay English).
    patterns = Object.entries(english)
      .map(([key, source]) => {
        const groups: MessageGroup[] = [];
        const pattern: MessagePattern = { key, regex: regexOf(parse(source as string), groups), groups };
        return { pattern, literal: literalLength(source as string) };
      })
      .sort((a, b) => b.literal - a.literal)
      .map((entry) => entry.pattern);
    tables.set(namespace, patterns);
  }
  return patterns;
}

/** Every English `formErrors` message as a pattern (sent to pages whose browser re-runs the rules). */
export const serverMessagePatterns = () => patternsOf("formErrors");

/** The patterns a page's browser needs to say the rules' messages in its language (none in English). */
export const messagePatternsFor = (locale: Locale) => (locale === "en" ? undefined : serverMessagePatterns());

/** The catalogue key and arguments of an English server message, or null when it has none. */
export const serverMessageKey = (message: string) => matchMessage(serverMessagePatterns(), message);

/** One English server message in a language (unchanged in English, or when it is not in the table). */
export function localizeMessage(locale: Locale, message: string): string;
export function localizeMessage(locale: Locale, message: string | null | undefined): string | null;
export function localizeMessage(locale: Locale, message: string | null | undefined): string | null {
  if (message == null) return null;
  return localizeMessageIn(locale, "formErrors", message);
}

/**
 * An English text the server wrote and kept (a booking history's note) in a language, read back
 * against the English messages of another namespace of the catalogue; unchanged when none matches.
 */
export function localizeMessageIn(locale: Locale, namespace: string, message: string): string {
  if (locale === "en") return message;
  const say = translatorFor(locale, namespace);
  return sayMessage(patternsOf(namespace), message, say, (iso) => formatDate(iso, {}, intlLocale(locale)));
}

/** Every message of a form's field errors in a language. */
export function localizeErrors<E extends Record<string, string>>(locale: Locale, errors: E): E {
  if (locale === "en") return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, localizeMessage(locale, message)]),
  ) as E;
}

/** A form's refusal (its field errors and its form error) in a language (decision 3850). */
export function localizeReply<R extends { fieldErrors?: Record<string, string>; formError?: string | null }>(
  locale: Locale,
  reply: R,
): R {
  return {
    ...reply,
    fieldErrors: localizeErrors(locale, reply.fieldErrors ?? {}),
    formError: localizeMessage(locale, reply.formError),
  };
}
