/**
 * The site's languages and how a request picks one (decision 3800). Pure: used by the server (the
 * root loader, the page cache) and the browser (links that keep the language prefix).
 */

export const LOCALES = ["en", "es", "fr", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The cookie that remembers a visitor's choice (a year; the signed-in user's saved choice wins). */
export const LOCALE_COOKIE = "pfr-lang";
/** The prefixes public pages also answer under: every language but English, whose paths stay the spec's. */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** Each language's own name, as its readers write it (the switcher lists these). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  ar: "العربية",
};

const RIGHT_TO_LEFT = new Set<Locale>(["ar"]);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(locale) ? "rtl" : "ltr";
}

/** "/es/search" → { locale: "es", path: "/search" }; "/es" → { "es", "/" }; "/search" → { null, "/search" }. */
export function splitLocalePath(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE)
    return { locale: match[1], path: match[2] || "/" };
  return { locale: null, path: pathname };
}

/** The address of a path in a language: English keeps the spec's path, others take their prefix. */
export function localizePath(path: string, locale: Locale | null): string {
  if (!locale || locale === DEFAULT_LOCALE) return path;
  if (path === "/" || path === "") return `/${locale}/`;
  if (path.startsWith("/?") || path.startsWith("/#")) return `/${locale}/${path.slice(1)}`;
  if (path.startsWith("?") || path.startsWith("#")) return `/${locale}/${path}`;
  return `/${locale}${path}`;
}

/** An absolute address in a language ("https://x/hotels/detail?…" → "https://x/es/hotels/detail?…"). */
export function localizeUrl(url: string, locale: Locale | null): string {
  const address = new URL(url);
  address.pathname = localizePath(address.pathname, locale);
  return address.toString();
}

/**
 * The best of our languages for an Accept-Language header ("es-MX,es;q=0.9,en;q=0.5"): the
 * highest-weighted range whose primary tag we speak; "*" and unknown tags are skipped. Null when
 * none fits.
 */
export function negotiateLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranges = header
    .split(",")
    .slice(0, 32)
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
      const weight = q ? Number(q[1]) : 1;
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", weight, order };
    })
    .filter((r) => Number.isFinite(r.weight) && r.weight > 0 && isLocale(r.primary))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return (ranges[0]?.primary as Locale | undefined) ?? null;
}

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * Which language a page speaks, in order: the address's prefix (a shared /es/… link is Spanish for
 * everyone), the signed-in user's saved choice, the cookie, the browser's Accept-Language, English.
 */
export function resolveLocale(input: {
  prefix?: Locale | null;
  saved?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (input.prefix) return input.prefix;
  if (isLocale(input.saved)) return input.saved;
  if (isLocale(input.cookie)) return input.cookie;
  return negotiateLocale(input.acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The first day of the week where a language is read (0 Sunday … 6 Saturday), from Intl's week info. */
export function weekStartOf(locale: Locale): 0 | 1 | 6 {
  try {
    const info = new Intl.Locale(REGIONAL[locale]) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay;
    if (firstDay) return (firstDay % 7) as 0 | 1 | 6;
  } catch {
    /* an engine without week info: the table below */
  }
  return WEEK_START[locale];
}

/** The region each language's formats default to (numbers, dates, week start). */
const REGIONAL: Record<Locale, string> = { en: "en-US", es: "es-ES", fr: "fr-FR", ar: "ar-EG" };
const WEEK_START: Record<Locale, 0 | 1 | 6> = { en: 0, es: 1, fr: 1, ar: 6 };

/** The tag Intl formats with for a language. */
export const intlLocale = (locale: Locale) => REGIONAL[locale];
