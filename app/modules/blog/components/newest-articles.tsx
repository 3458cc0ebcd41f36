import { Link } from "react-router";
import { SectionHeading } from "~/ui/section-heading";
import type { ArticleCard as Card } from "../blog.server.ts";
import { ArticleCard } from "./article-card";
import { useLocalize, useT } from "~/i18n/react";

/** The newest articles, with a link to the blog; nothing when there are none. */
export function NewestArticles({ cards }: { cards: Card[] }) {
  const t = useT("blogCards");
  const localize = useLocalize();
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="newest-articles" className="container-page pt-16">
      <SectionHeading
        id="newest-articles"
        title={t("newest.heading")}
        lead={t("newest.lead")}
        more={{ to: localize("/blog"), label: t("allArticles") }}
      />
      <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <ArticleCard key={card.url} card={card} />
        ))}
      </div>
    </section>
  );
}

/** A banner pointing travellers on long stays to the guides. */
export function GuidesBanner() {
  const t = useT("blogCards");
  const localize = useLocalize();
  return (
    <section aria-labelledby="guides" className="container-page py-16">
      <div className="flex flex-wrap items-end justify-between gap-4 rounded-3xl bg-primary p-8 text-on-primary sm:p-10">
        <div className="max-w-xl">
          <h2 id="guides" className="text-2xl sm:text-3xl">
            {t("guides.heading")}
          </h2>
          <p className="mt-3 opacity-90">{t("guides.lead")}</p>
        </div>
        <Link
          to={localize("/blog")}
          className="rounded-full bg-surface px-6 py-3 font-semibold text-primary hover:bg-primary-soft"
        >
          {t("guides.read")}
        </Link>
      </div>
    </section>
  );
}
