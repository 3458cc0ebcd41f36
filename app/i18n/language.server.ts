import { createTranslator } from "use-intl/core";
import { compiledCatalogue } from "./catalogue.server.ts";
import {
  cookieValue,
  DEFAULT_LOCALE,
  intlLocale,
  LOCALE_COOKIE,
  LOCALES,
  localizePath,
  resolveLocale,
  splitLocalePath,
  type Locale,
} from "./locales.ts";
import { isIndexable, isLocalizedPath } from "./public-paths.ts";
import type { PlacePhrases } from "../shared/format.ts";
import type { PageLanguage } from "./react.tsx";
import { SHELL_NAMESPACES, sentNamespaces, type Namespace } from "./page-namespaces.ts";

/** The language a request is answered in (decision 3800): prefix, saved choice, cookie, Accept-Language. */
export function requestLocale(request: Request, url: URL, saved: string | null): Locale {
  return resolveLocale({
    prefix: splitLocalePath(url.pathname).locale,
    saved,
    cookie: cookieValue(request.headers.get("Cookie"), LOCALE_COOKIE),
    acceptLanguage: request.headers.get("Accept-Language"),
  });
}

/**
 * What the root loader hands every page: its language, the address's prefix, and that language's
 * messages: the shell's and the page's namespaces when the page declared them (decision 4040),
 * else the whole catalogue.
 */
export function pageLanguage(
  request: Request,
  url: URL,
  saved: string | null,
  site: { origin: string; categorySlugs: readonly string[] },
  declared: readonly Namespace[] | null = null,
): PageLanguage {
  const locale = requestLocale(request, url, saved);
  const { locale: prefix, path } = splitLocalePath(url.pathname);
  return {
    locale,
    prefix,
    messages: declared ? namespacesOf(locale, sentNamespaces(declared)) : compiledCatalogue(locale),
    partial: declared !== null,
    alternates: alternatesOf(path, url.search, site),
    categorySlugs: site.categorySlugs,
  };
}

/** hreflang links for a page that exists in every language (none for one person's pages). */
export function alternatesOf(
  path: string,
  search: string,
  site: { origin: string; categorySlugs: readonly string[] },
): PageLanguage["alternates"] {
  if (!isLocalizedPath(path, site.categorySlugs) || !isIndexable(path)) return [];
  const href = (locale: Locale) => `${site.origin}${localizePath(path, locale)}${search}`;
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: href(locale) })),
    { hreflang: "x-default", href: href(DEFAULT_LOCALE) },
  ];
}

/** The cookie that remembers a visitor's choice for a year. */
export const languageCookie = (locale: Locale) =>
  `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;

/** Messages of one namespace in a language, for text the server writes (a toast, later emails). */
export function translatorFor(
  locale: Locale,
  namespace: string,
): (key: string, values?: Record<string, string | number>) => string {
  const t = createTranslator({
    locale: intlLocale(locale),
    messages: compiledCatalogue(locale) as never,
    namespace: namespace as never,
  });
  return (key, values) =>
    (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
}

/** The language an action answers in: the request's, with the signed-in user's saved choice when known. */
export const localeOfRequest = (request: Request, saved: string | null = null): Locale =>
  requestLocale(request, new URL(request.url), saved);

/** How a language names a home's clock ("3:00 PM in Lisbon"), for formatClock and formatInstantIn on the server. */
export function placePhrasesFor(locale: Locale): PlacePhrases {
  const say = translatorFor(locale, "formats");
  return { inCity: (time, city) => say("inCity", { time, city }), utc: (time) => say("utc", { time }) };
}

/** Some namespaces of a language's compiled catalogue. */
function namespacesOf(locale: Locale, namespaces: readonly Namespace[]): Record<string, unknown> {
  const all = compiledCatalogue(locale);
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]]));
}

/**
 * The language of a page a middleware refused (a 404 or 403 answered before any loader ran, so
 * the root loader's language never came): the request's, with only the error page's messages.
 */
export function refusalLanguage(request: Request): PageLanguage {
  const url = new URL(request.url);
  const locale = requestLocale(request, url, null);
  return {
    locale,
    prefix: splitLocalePath(url.pathname).locale,
    // The error page's namespaces: the shell's (the frame around it, the panel, the formats).
    messages: namespacesOf(locale, SHELL_NAMESPACES),
    partial: true,
    alternates: [],
    categorySlugs: [],
  };
}
