import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { compiledCatalogue } from "../../app/i18n/catalogue.server.ts";
import type { Locale } from "../../app/i18n/locales.ts";
import { LanguageProvider } from "../../app/i18n/react.tsx";

const inProvider = (locale: Locale, children: ReactNode) =>
  renderToStaticMarkup(
    <LanguageProvider
      language={{
        locale,
        prefix: null,
        messages: compiledCatalogue(locale),
        alternates: [],
        categorySlugs: [],
      }}
    >
      {children}
    </LanguageProvider>,
  );

/** A component's HTML on a page in a language, as the root gives it (decision 3800). */
export const inLanguage = (locale: Locale, children: ReactNode) => inProvider(locale, children);

/** The same inside a one-route router, for components that render forms or links. */
export function inLanguageRouted(locale: Locale, children: ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => children }]);
  return inProvider(locale, <Stub />);
}
