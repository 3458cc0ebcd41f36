import { intlLocale, isLocale, type Locale } from "./locales.ts";

/**
 * A language's name as a reader of `reader` writes it ("Spanish" for an English reader, "espagnol"
 * for a French one), or null for a code the site does not speak (not chosen: nothing is said).
 * Used where an owner sees the language their guest reads (decision 3855).
 */
export function languageName(code: string | null | undefined, reader: Locale = "en"): string | null {
  if (!isLocale(code)) return null;
  try {
    return new Intl.DisplayNames([intlLocale(reader)], { type: "language" }).of(code) ?? null;
  } catch {
    return null;
  }
}
