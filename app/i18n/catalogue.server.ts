import compile from "icu-minify/compile";
import { LOCALES, type Locale } from "./locales.ts";
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };
import ar from "./messages/ar.json" with { type: "json" };

/** A catalogue: namespaces of ICU messages (decision 3800). */
export type Catalogue = { [key: string]: string | Catalogue };

export const CATALOGUES: Record<Locale, Catalogue> = { en, es, fr, ar };

/** A catalogue with every message compiled to icu-minify's compact form (what the pages format). */
export type CompiledCatalogue = { [key: string]: unknown };

function compileAll(catalogue: Catalogue): CompiledCatalogue {
  const out: CompiledCatalogue = {};
  for (const [key, value] of Object.entries(catalogue))
    out[key] = typeof value === "string" ? compile(value) : compileAll(value);
  return out;
}

const compiled = new Map<Locale, CompiledCatalogue>();

/**
 * One language's messages, compiled once per process: the server parses the ICU messages, the
 * browser only formats them (no parser in its bundle), and a page carries only its own language.
 */
export function compiledCatalogue(locale: Locale): CompiledCatalogue {
  let catalogue = compiled.get(locale);
  if (!catalogue) {
    catalogue = compileAll(CATALOGUES[locale]);
    compiled.set(locale, catalogue);
  }
  return catalogue;
}

export const ALL_LOCALES = LOCALES;
