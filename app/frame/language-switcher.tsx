import { useLocation } from "react-router";
import { Icon } from "~/ui/icon";
import { LOCALE_NAMES, LOCALES, splitLocalePath } from "~/i18n/locales";
import { useLanguage, useT } from "~/i18n/react";

/**
 * The language switcher (decision 3800): one button per language, each a plain form post to
 * /language (works before scripts load), which remembers the choice and comes back to this page in
 * that language. `compact`: the header's disclosure; else the footer's row.
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const t = useT("frame.language");
  const { locale } = useLanguage();
  const location = useLocation();
  const back = splitLocalePath(location.pathname).path + location.search;
  const buttons = (
    <form method="post" action="/language" className={compact ? "grid gap-1" : "flex flex-wrap gap-2"}>
      <input type="hidden" name="back" value={back} />
      {LOCALES.map((code) => (
        <button
          key={code}
          type="submit"
          name="lang"
          value={code}
          lang={code}
          aria-current={code === locale ? "true" : undefined}
          className={
            compact
              ? "rounded-xl px-3 py-2 text-start text-sm text-ink hover:bg-surface-2 aria-[current]:font-semibold aria-[current]:text-primary"
              : "rounded-full border border-line px-3 py-1.5 text-sm text-muted hover:text-ink aria-[current]:border-primary aria-[current]:text-primary"
          }
        >
          {LOCALE_NAMES[code]}
        </button>
      ))}
    </form>
  );
  if (!compact)
    return (
      <nav aria-label={t("label")}>
        <h2 className="mb-2 text-sm font-semibold text-ink">{t("label")}</h2>
        {buttons}
      </nav>
    );
  return (
    <details className="relative">
      <summary
        aria-label={t("choose")}
        className="flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink hover:bg-surface-2 [&::-webkit-details-marker]:hidden"
      >
        <Icon name="languages" className="size-4" />
        <span lang={locale}>{locale.toUpperCase()}</span>
      </summary>
      <div className="absolute end-0 top-12 z-50 w-44 rounded-2xl border border-line bg-surface p-2 shadow-pop">
        {buttons}
      </div>
    </details>
  );
}
