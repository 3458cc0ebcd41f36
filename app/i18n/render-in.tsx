import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { compiledCatalogue } from "./catalogue.server.ts";
import type { Locale } from "./locales.ts";
import { LanguageProvider } from "./react.tsx";

/**
 * For component tests: the HTML of `children` in a language, as the root gives it (decision 3800),
 * inside a one-route router so forms and links render.
 */
export function renderIn(locale: Locale, children: ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => children }]);
  return renderToStaticMarkup(
    <LanguageProvider
      language={{
        locale,
        prefix: null,
        messages: compiledCatalogue(locale),
        alternates: [],
        categorySlugs: [],
      }}
    >
      <Stub />
    </LanguageProvider>,
  );
}
