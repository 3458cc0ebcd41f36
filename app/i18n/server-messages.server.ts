import { CATALOGUES, type Catalogue } from "./catalogue.server.ts";
import { translatorFor } from "./language.server.ts";
import type { Locale } from "./locales.ts";

/**
 * Messages the server writes in English (a form schema's field errors, the auth service's errors, the
 * booking rules) said in the reader's language (decision 3850). The English source of each is a message
 * of the catalogue's `formErrors` namespace, with plain `{name}` or `{name, number}` arguments only; an English text that
 * matches one is written again from that language's message with the same arguments. A text that
 * matches none is left as it is (and `server-messages.test.ts` holds every known producer to the table).
 */
type Pattern = { key: string; regex: RegExp; names: string[] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function patternOf(key: string, source: string): Pattern {
  const names: string[] = [];
  let regex = "";
  let last = 0;
  for (const match of source.matchAll(/\{(\w+)(?:, number)?\}/g)) {
    regex += escape(source.slice(last, match.index)) + "(.+?)";
    names.push(match[1]!);
    last = match.index + match[0].length;
  }
  regex += escape(source.slice(last));
  return { key, regex: new RegExp(`^${regex}$`, "s"), names };
}

let patterns: Pattern[] | null = null;
function allPatterns(): Pattern[] {
  patterns ??= Object.entries(CATALOGUES.en.formErrors as Catalogue).map(([key, source]) =>
    patternOf(key, source as string),
  );
  return patterns;
}

/** The catalogue key and arguments of an English server message, or null when it has none. */
export function serverMessageKey(
  message: string,
): { key: string; values: Record<string, string | number> } | null {
  for (const pattern of allPatterns()) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    // Whole numbers are numbers again, so each language writes them its own way (٨٠ in Arabic).
    pattern.names.forEach((name, i) => {
      const value = match[i + 1]!;
      values[name] = /^\d{1,9}$/.test(value) ? Number(value) : value;
    });
    return { key: pattern.key, values };
  }
  return null;
}

/** One English server message in a language (unchanged in English, or when it is not in the table). */
export function localizeMessage(locale: Locale, message: string): string;
export function localizeMessage(locale: Locale, message: string | null | undefined): string | null;
export function localizeMessage(locale: Locale, message: string | null | undefined): string | null {
  if (message == null) return null;
  if (locale === "en") return message;
  const found = serverMessageKey(message);
  return found ? translatorFor(locale, "formErrors")(found.key, found.values) : message;
}

/** Every message of a form's field errors in a language. */
export function localizeErrors<E extends Record<string, string>>(locale: Locale, errors: E): E {
  if (locale === "en") return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, localizeMessage(locale, message)]),
  ) as E;
}
