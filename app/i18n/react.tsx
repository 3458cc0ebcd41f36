import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { IntlProvider, useTranslations } from "use-intl";
import { useRouteError, useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE, intlLocale, localizePath, type Locale } from "./locales.ts";
import { isLocalizedPath } from "./public-paths.ts";
import {
  formatClock,
  formatDate,
  formatInstant,
  formatInstantIn,
  formatMoney,
  formatWeight,
  type PlacePhrases,
} from "../shared/format.ts";
import { cachedFormatter } from "../shared/intl-cache.ts";

/** What the root loader tells every page about its language (decision 3800). */
export type PageLanguage = {
  locale: Locale;
  /** The address's language prefix (/es/…), kept by every link and form of a prefixed page. */
  prefix: Locale | null;
  /** The page's language's messages, precompiled on the server. */
  messages: Record<string, unknown>;
  /** Whether `messages` holds only the shell's and the page's namespaces (decision 4040), not the whole language. */
  partial?: boolean;
  /** The same page in every language (absolute addresses), on pages that have them; else empty. */
  alternates: { hreflang: string; href: string }[];
  /** The blog's categories (an article's path begins with one), so links know which pages have prefixes. */
  categorySlugs: readonly string[];
};

type LanguageValue = { locale: Locale; prefix: Locale | null; categorySlugs: readonly string[] };
const LanguageContext = createContext<LanguageValue>({
  locale: DEFAULT_LOCALE,
  prefix: null,
  categorySlugs: [],
});

/** What a middleware's refusal carries (platform/refusal.server.ts): no loader ran, so no root data. */
export type Refused = { message: string; language: PageLanguage };

/** The language a refusal carries, if the error is one. */
export function refusedLanguage(error: unknown): PageLanguage | undefined {
  const body = (error as { data?: unknown } | null)?.data;
  return typeof body === "object" && body !== null && "language" in body
    ? (body as Refused).language
    : undefined;
}

/**
 * The language of the root loader's data; on a page a middleware refused (no loader ran), the one
 * its refusal carries (decision 3880); English when neither.
 */
export function usePageLanguage(): PageLanguage | undefined {
  const root = useRouteLoaderData<{ language?: PageLanguage }>("root")?.language;
  const error = useRouteError();
  return root ?? refusedLanguage(error);
}

export function LanguageProvider({ language, children }: { language?: PageLanguage; children: ReactNode }) {
  const locale = language?.locale ?? DEFAULT_LOCALE;
  const prefix = language?.prefix ?? null;
  const categorySlugs = language?.categorySlugs ?? NONE;
  const value = useMemo(() => ({ locale, prefix, categorySlugs }), [locale, prefix, categorySlugs]);
  // Without root data (an error before any loader) the page holds nothing; absent, all of it.
  const partial = language ? language.partial === true : true;
  useEffect(() => {
    holdsPartial = partial;
  }, [partial]);
  return (
    <LanguageContext value={value}>
      <IntlProvider
        locale={intlLocale(locale)}
        // Precompiled messages (icu-minify): use-intl formats them with its format-only path.
        messages={(language?.messages ?? {}) as never}
        timeZone="UTC"
        onError={reportMissing}
      >
        {children}
      </IntlProvider>
    </LanguageContext>
  );
}

const NONE: readonly string[] = [];

/** Whether the browser's page holds only some namespaces (set after each render; read between pages). */
let holdsPartial = true;

/**
 * Whether the root must load again for the next page (decision 4040): a page that held only its
 * own namespaces does not hold the next page's; the whole catalogue holds every page's.
 */
export const needsNextPageMessages = (current: URL, next: URL) =>
  holdsPartial && current.pathname !== next.pathname;

function reportMissing(error: Error) {
  // The catalogue test keeps every key in every language; a miss shows the key and is logged.
  console.error(error.message);
}

/** The page's language and its prefix. */
export const useLanguage = () => useContext(LanguageContext);

/**
 * A path as this page's links and forms write it: on a prefixed page (/es/…), a link to a page that
 * has language versions keeps the prefix; any other link (an account page) stays as it is.
 */
export function useLocalize() {
  const { prefix, categorySlugs } = useLanguage();
  return (path: string) => {
    if (!prefix) return path;
    const pathname = path.split(/[?#]/, 1)[0] || "/";
    return isLocalizedPath(pathname, categorySlugs) ? localizePath(path, prefix) : path;
  };
}

/** The messages of one namespace: `t("key", { count })`. */
export const useT = useTranslations;

/**
 * Dates, numbers and money as the page's language writes them (decision 3800): prices stay in the
 * listing's currency, stay dates are calendar dates (no zone shifts them), instants in the home's zone.
 */
export function useFormat() {
  const { locale } = useLanguage();
  const say = useTranslations("formats");
  return useMemo(() => {
    const tag = intlLocale(locale);
    const place: PlacePhrases = {
      inCity: (time, city) => say("inCity", { time, city }),
      utc: (time) => say("utc", { time }),
    };
    return {
      /** A clock time of the home ("15:00:00"), named by its city when given: "3:00 PM in Lisbon". */
      clock: (time: string, city?: string) => formatClock(time, city, tag, place),
      /** An instant on the home's clock, named by its city: "Mar 1, 2027, 3:00 PM in Lisbon". */
      instantIn: (instant: Date | string, timeZone: string, city: string) =>
        formatInstantIn(new Date(instant), timeZone, city, tag, place),
      money: (cents: number, currency?: string, exact?: boolean) => formatMoney(cents, currency, exact, tag),
      date: (iso: string, options?: Intl.DateTimeFormatOptions) => formatDate(iso, options, tag),
      instant: (instant: Date, timeZone?: string) => formatInstant(instant, timeZone, tag),
      number: (value: number) =>
        cachedFormatter(`number|${tag}`, () => new Intl.NumberFormat(tag)).format(value),
      /** A list of parts as the language writes one ("a, b, c"; French "a, b et c"). */
      list: (parts: string[]) =>
        cachedFormatter(
          `list|${tag}`,
          () => new Intl.ListFormat(tag, { style: "short", type: "unit" }),
        ).format(parts),
      /** Names joined as the language says "and" ("Max and Luna", "Max y Luna", "Max et Luna"). */
      and: (parts: string[]) =>
        cachedFormatter(`and|${tag}`, () => new Intl.ListFormat(tag, { type: "conjunction" })).format(parts),
      /** A weight with its unit as the language abbreviates it ("20 kg", Arabic "٢٠ كغم"). */
      weight: (value: number, unit: "kg" | "lb") => formatWeight(value, unit, tag),
      /** A percentage from its number ("15 %" in French, "١٥٪" in Arabic): 15 → 15%. */
      percent: (value: number) =>
        cachedFormatter(`percent|${tag}`, () => new Intl.NumberFormat(tag, { style: "percent" })).format(
          value / 100,
        ),
      /** A number with exactly `digits` decimals ("4.86", "4,86", "٤٫٨٦"). */
      decimal: (value: number, digits: number) =>
        cachedFormatter(
          `decimal|${tag}|${digits}`,
          () => new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
        ).format(value),
    };
  }, [locale, say]);
}
