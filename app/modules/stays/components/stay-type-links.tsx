import { Icon } from "~/ui/icon";
import { Link } from "react-router";
import { SEARCH_PATH } from "~/site";
import { useLocalize, useT } from "~/i18n/react";

/** Kinds of stay; their words are home.types.<key>Title / <key>Text. */
const stayTypes = [
  { type: "short-term", key: "shortTerm", icon: "calendar-clock" },
  { type: "mid-term", key: "midTerm", icon: "calendar-range" },
  { type: "monthly", key: "monthly", icon: "house" },
] as const;

const speciesLinks = [
  { species: "dog", key: "dogs", icon: "dog" },
  { species: "cat", key: "cats", icon: "cat" },
] as const;

/** Ways into the search by length of stay and by species. */
export function StayTypeLinks() {
  const t = useT("home.types");
  const localize = useLocalize();
  return (
    <section aria-labelledby="stay-types" className="container-page py-16">
      <h2 id="stay-types" className="text-2xl text-ink sm:text-3xl">
        {t("heading")}
      </h2>
      <p className="mt-2 max-w-2xl text-muted">{t("lead", { weekly: 7, monthly: 28 })}</p>
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        {stayTypes.map(({ type, key, icon }) => (
          <Link
            key={type}
            to={localize(`${SEARCH_PATH}?stayType=${type}`)}
            className="group rounded-3xl border border-line bg-surface p-6 shadow-card transition hover:-translate-y-0.5 hover:border-primary"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
              <Icon name={icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg text-ink group-hover:text-primary">{t(`${key}Title`)}</h3>
            <p className="mt-2 text-sm leading-6 text-muted">{t(`${key}Text`, { nights: 28 })}</p>
          </Link>
        ))}
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {speciesLinks.map(({ species, key, icon }) => (
          <Link
            key={species}
            to={localize(`${SEARCH_PATH}?species=${species}`)}
            className="flex items-center gap-4 rounded-3xl bg-accent-soft p-5 transition hover:ring-2 hover:ring-accent"
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-surface text-accent">
              <Icon name={icon} className="size-6" />
            </span>
            <span>
              <span className="block font-semibold text-ink">{t(`${key}Title`)}</span>
              <span className="block text-sm text-muted">{t(`${key}Text`)}</span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
