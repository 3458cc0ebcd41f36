import { Icon } from "~/ui/icon";
import { Link } from "react-router";
import { AUTHORS } from "~/modules/blog/blog";
import { pageMeta, SEARCH_PATH } from "~/site";
import type { Route } from "./+types/about-us";
import { READING_PAGE } from "~/frame/reading-page";
import { metaLanguage } from "~/i18n/meta";
import { pageNamespaces } from "~/i18n/page-namespaces";
import { useLocalize, useT } from "~/i18n/react";
import { useAuthorWords } from "~/modules/blog/author-words";

/** A reading page: no framework script (decision 4000). */
export const handle = READING_PAGE;

export const middleware = [pageNamespaces("content", "blog")];

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaLanguage(matches).t("content.about");
  return pageMeta(t("metaTitle"), t("metaDescription"));
};

/** Each promise's icon and its messages (content.about.promise.<key>). */
const promises = [
  { icon: "eye", key: "upFront" },
  { icon: "scale", key: "fair" },
  { icon: "heart-handshake", key: "people" },
] as const;

export default function AboutUs() {
  const t = useT("content.about");
  const localize = useLocalize();
  const story = useT("content.about.story");
  const authorOf = useAuthorWords();
  return (
    <>
      <div className="border-b border-line bg-gradient-to-b from-primary-soft/60 to-transparent">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t("eyebrow")}</p>
          <h1 className="mt-2 max-w-3xl text-3xl text-ink sm:text-5xl">{t("heading")}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-muted">{t("lead")}</p>
        </div>
      </div>

      <div className="container-page grid gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="story" className="prose-article">
          <h2 id="story">{story("heading")}</h2>
          <p>{story("pilot")}</p>
          <p>{story("owners")}</p>
          <h2 id="by-owner">{t("byOwner.heading")}</h2>
          <p>{t("byOwner.text")}</p>
          <h2 id="how-we-work">{t("work.heading")}</h2>
          <p>{t("work.text")}</p>
          <p>
            {t.rich("work.write", {
              link: (chunks) => <Link to={localize("/contact-us")}>{chunks}</Link>,
            })}
          </p>
        </section>
        <aside aria-labelledby="team" className="grid content-start gap-4">
          <h2 id="team" className="text-xl text-ink">
            {t("team")}
          </h2>
          {AUTHORS.map((person) => (
            <div key={person.id} className="rounded-3xl border border-line bg-surface p-5">
              <p className="font-semibold text-ink">{person.name}</p>
              <p className="text-sm text-primary">{authorOf(person).role}</p>
              <p className="mt-2 text-sm leading-6 text-muted">{authorOf(person).bio}</p>
            </div>
          ))}
        </aside>
      </div>

      <section aria-labelledby="promise" className="border-y border-line bg-surface">
        <div className="container-page py-16">
          <h2 id="promise" className="flex items-center gap-3 text-2xl text-ink sm:text-3xl">
            <Icon name="paw-print" className="size-7 text-accent" /> {t("promise.heading")}
          </h2>
          <div className="mt-8 grid gap-8 md:grid-cols-3">
            {promises.map(({ icon, key }) => (
              <div key={key}>
                <Icon name={icon} className="size-7 text-primary" />
                <h3 className="mt-3 text-lg text-ink">{t(`promise.${key}.title`)}</h3>
                <p className="mt-2 leading-7 text-muted">{t(`promise.${key}.text`)}</p>
              </div>
            ))}
          </div>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to={localize(SEARCH_PATH)} className="rounded-full bg-accent px-6 py-3 font-semibold text-on-accent hover:bg-accent-strong">
              {t("findStay")}
            </Link>
            <Link to={localize("/landing")} className="rounded-full border border-line px-6 py-3 font-semibold text-ink hover:border-primary">
              {t("howItWorks")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
