import { Icon } from "~/ui/icon";
import { HeroIllustration } from "~/ui/illustrations";
import { StaySearchForm } from "./stay-search-form";
import { useT } from "~/i18n/react";

/**
 * The home page's opening: what the site is, and the search box. `id` is the element's that brings
 * this code when reached (the route hydrates it later, decision 4030).
 */
export function HomeSearch({ id }: { id: string }) {
  const t = useT("home");
  return (
    <section
      id={id}
      className="relative overflow-hidden border-b border-line bg-gradient-to-b from-primary-soft to-canvas"
    >
      <div className="container-page grid items-center gap-10 pt-12 pb-10 lg:grid-cols-[1.15fr_1fr] lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3 py-1 text-sm font-semibold text-primary shadow-card">
            <Icon name="paw-print" className="size-4" /> {t("badge")}
          </p>
          <h1 className="mt-5 text-4xl leading-tight text-ink sm:text-5xl lg:text-6xl">
            {t.rich("heading", { em: (chunks) => <span className="text-primary">{chunks}</span> })}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-muted">{t("lead")}</p>
        </div>
        <HeroIllustration className="mx-auto hidden w-full max-w-md drop-shadow-xl sm:block" />
      </div>
      <div className="container-page pb-12">
        <StaySearchForm />
      </div>
    </section>
  );
}
