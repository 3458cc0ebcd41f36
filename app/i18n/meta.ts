import { createTranslator } from "use-intl/core";
import { DEFAULT_LOCALE, intlLocale, type Locale } from "./locales.ts";
import type { PageLanguage } from "./react.tsx";

type Say = ((key: string, values?: Record<string, string | number>) => string) & {
  /** Whether the page's messages hold the key (a message for data the catalogue may not name). */
  has: (key: string) => boolean;
};

/**
 * A route's meta() in the page's language (decision 3800): the root loader's precompiled messages,
 * the same the page's components read. Without them (no root data yet) keys read as themselves.
 */
export function metaLanguage(
  matches: readonly ({ id: string; loaderData?: unknown; data?: unknown } | undefined)[] | undefined,
) {
  // React Router 8 names a match's data `loaderData` (`data` is the older name).
  const root = matches?.find((m) => m?.id === "root");
  const language = ((root?.loaderData ?? root?.data) as { language?: PageLanguage } | undefined)?.language;
  const locale: Locale = language?.locale ?? DEFAULT_LOCALE;
  const messages = (language?.messages ?? {}) as never;
  return {
    locale,
    /** The address's language prefix (/es/…), or null on an unprefixed page. */
    prefix: language?.prefix ?? null,
    tag: intlLocale(locale),
    t(namespace: string): Say {
      const translate = createTranslator({
        locale: intlLocale(locale),
        messages,
        namespace: namespace as never,
        onError: () => {},
      });
      const say = (key: string, values?: Record<string, string | number>) =>
        (translate as unknown as Say)(key, values);
      return Object.assign(say, { has: (key: string) => translate.has(key as never) });
    },
  };
}
