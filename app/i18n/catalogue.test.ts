import fs from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { CATALOGUES, type Catalogue } from "./catalogue.server.ts";
import { LOCALES, intlLocale } from "./locales.ts";
import { translatorFor } from "./language.server.ts";

/** Every message of a catalogue by its full key ("frame.nav.stays"). */
function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The variables a message uses, with their kind ("count:plural", "name:argument"). */
function variables(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    const kind = TYPE[element.type];
    found.add(`${element.value}:${kind}`);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) variables(option.value, found);
    if (element.type === TYPE.tag) variables(element.children, found);
  }
  return found;
}

const english = flatten(CATALOGUES.en);

describe("the catalogues (decision 3800)", () => {
  it("have every English key in every language, and no other", () => {
    for (const locale of LOCALES) {
      const keys = [...flatten(CATALOGUES[locale]).keys()];
      expect({ locale, missing: [...english.keys()].filter((k) => !keys.includes(k)) }).toEqual({
        locale,
        missing: [],
      });
      expect({ locale, extra: keys.filter((k) => !english.has(k)) }).toEqual({ locale, extra: [] });
    }
  });

  it("use the same ICU variables, of the same kinds, as English in every message", () => {
    for (const locale of LOCALES)
      for (const [key, message] of flatten(CATALOGUES[locale])) {
        const source = english.get(key);
        if (source === undefined) continue;
        const theirs = [...variables(parse(message))].sort();
        const ours = [...variables(parse(source))].sort();
        expect({ locale, key, variables: theirs }).toEqual({ locale, key, variables: ours });
      }
  });

  it("give every plural the forms its language needs", () => {
    for (const locale of LOCALES) {
      // The categories counts of 0 to 1,000 fall in (es and fr have "many" only from a million).
      const rules = new Intl.PluralRules(intlLocale(locale));
      const needed = new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
      for (const [key, message] of flatten(CATALOGUES[locale])) {
        const walk = (elements: MessageFormatElement[]) => {
          for (const e of elements) {
            if (e.type !== TYPE.plural) continue;
            const has = Object.keys(e.options);
            // "other" always; a language's own categories unless an exact (=n) case covers them
            expect({ locale, key, other: has.includes("other") }).toEqual({ locale, key, other: true });
            if (locale !== "en")
              for (const category of needed)
                expect({ locale, key, category, present: has.includes(category) }).toEqual({
                  locale,
                  key,
                  category,
                  present: true,
                });
            for (const option of Object.values(e.options)) walk(option.value);
          }
        };
        walk(parse(message));
      }
    }
  });

  it("are used: every key is named in the app's code (by its last part, under its namespace)", () => {
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
          sources.push(fs.readFileSync(full, "utf8"));
      }
    };
    walk(path.resolve(import.meta.dirname, ".."));
    const code = sources.join("\n");
    // Namespaces whose keys the code builds from data (a species, a property type, a promise's key).
    // formErrors, trips.historyNotes: found by their English text (server-messages.server.ts; their tests hold them to their producers).
    const built = [
      "home.promises.",
      "home.types.",
      "pets.species.",
      "pets.counted.",
      "stay.card.type.",
      "formErrors.",
      "trips.historyNotes.",
    ];
    const unused = [...english.keys()].filter((key) => {
      if (built.some((prefix) => key.startsWith(prefix))) return false;
      const last = key.split(".").at(-1)!;
      return !new RegExp(`["'\`]${last}["'\`]|\\b${last}:`).test(code);
    });
    expect(unused).toEqual([]);
  });

  it("format compiled messages with plurals and variables in each language", () => {
    const say = (locale: (typeof LOCALES)[number], count: number) =>
      translatorFor(locale, "frame")("messagesUnread", { count });
    expect(say("en", 1)).toBe("Messages, 1 unread");
    expect(say("en", 3)).toBe("Messages, 3 unread");
    expect(say("es", 3)).toBe("Mensajes, 3 sin leer");
    expect(say("fr", 1)).toBe("Messages, 1 non lu");
    expect(say("fr", 2)).toBe("Messages, 2 non lus");
    expect(say("ar", 2)).toBe("الرسائل، رسالتان غير مقروءتين");
    expect(say("ar", 5)).toBe("الرسائل، ٥ رسائل غير مقروءة");
  });

  it("write a count handed over as a number in the language's digits (a bare {count} would not)", () => {
    expect(translatorFor("ar", "stay.gallery")("showAll", { count: 6 })).toContain("(٦)");
    expect(translatorFor("ar", "stay.gallery")("openPhoto", { n: 2, count: 6, alt: "x" })).toMatch(/٢.*٦/);
    expect(translatorFor("ar", "booking.pets")("animal", { number: 2 })).toContain("٢");
    expect(translatorFor("ar", "trips.details")("animal", { number: 2 })).toContain("٢");
    expect(translatorFor("ar", "home.types")("monthlyText", { nights: 28 })).toContain("٢٨");
    expect(translatorFor("en", "stay.gallery")("showAll", { count: 1200 })).toContain("1,200");
  });
});
