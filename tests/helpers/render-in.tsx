import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { compiledCatalogue } from "~/i18n/catalogue.server";
import type { Locale } from "~/i18n/locales";
import { LanguageProvider } from "~/i18n/react";

/** A component's HTML in a language, as the root gives it (decision 3800). */
export const renderIn = (locale: Locale, children: ReactNode) =>
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
