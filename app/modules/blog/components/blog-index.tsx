import { Icon } from "~/ui/icon";
import { cardImageRole } from "~/ui/image-loading";
import { Form, Link } from "react-router";
import { useFormat, useLocalize, useT } from "~/i18n/react";
import type { ArticleCard as Card } from "../blog.server.ts";
import { indexHref } from "../blog-index-view.ts";
import { ArticleCard } from "./article-card";
import { TagLinks } from "./tag-links";
import { useCategoryWords } from "../blog-words.ts";

/** The index's hero: the category's name and description (or the blog's), and the article search. */
export function BlogIndexHeader({
  category,
  categoryName,
  categoryDescription,
  q,
}: {
  category?: string;
  categoryName?: string;
  categoryDescription?: string;
  q?: string;
}) {
  const t = useT("blog.index");
  const localize = useLocalize();
  return (
    <div className="border-b border-line bg-gradient-to-b from-primary-soft/60 to-transparent">
      <div className="container-page py-12 sm:py-16">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t("eyebrow")}</p>
        <h1 className="mt-2 max-w-3xl text-3xl text-ink sm:text-5xl">{categoryName ?? t("heading")}</h1>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-muted">{categoryDescription ?? t("lead")}</p>
        <Form method="get" action={localize("/blog")} role="search" className="mt-8 flex max-w-xl gap-2">
          {category && <input type="hidden" name="category" value={category} />}
          <label htmlFor="blog-search" className="sr-only">
            {t("searchLabel")}
          </label>
          <div className="relative flex-1">
            <Icon
              name="search"

              className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted"
            />
            <input
              id="blog-search"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={100}
              placeholder={t("searchPlaceholder")}
              className="h-12 w-full rounded-full border border-line bg-surface ps-12 pe-4 text-ink placeholder:text-muted"
            />
          </div>
          <button
            type="submit"
            className="h-12 rounded-full bg-primary px-6 font-semibold text-on-primary hover:bg-primary-strong"
          >
            {t("search")}
          </button>
        </Form>
      </div>
    </div>
  );
}

/** The category chips ("All articles" first), each keeping the search words. */
export function CategoryNav({
  categories,
  category,
  q,
}: {
  categories: { slug: string; name: string; count: number }[];
  category?: string;
  q?: string;
}) {
  const t = useT("blog.index");
  const cards = useT("blogCards");
  const format = useFormat();
  const localize = useLocalize();
  const categoryOf = useCategoryWords();
  const chip = "inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition";
  const look = (current: boolean) =>
    current ? "bg-primary text-on-primary" : "border border-line bg-surface text-ink hover:border-primary";
  return (
    <nav aria-label={t("categories")} className="-mx-1 overflow-x-auto pb-2">
      <ul className="flex gap-2 px-1">
        <li>
          <Link
            to={localize(indexHref({ q }))}
            aria-current={!category ? "page" : undefined}
            className={`${chip} whitespace-nowrap ${look(!category)}`}
          >
            {cards("allArticles")}
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.slug}>
            <Link
              to={localize(indexHref({ category: c.slug, q }))}
              aria-current={category === c.slug ? "page" : undefined}
              className={`${chip} whitespace-nowrap ${look(category === c.slug)}`}
            >
              {categoryOf(c).name}
              <span className="text-xs opacity-80">{format.number(c.count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** How many articles match the search words, and a way to clear them. */
export function SearchStatus({ q, total, category }: { q: string; total: number; category?: string }) {
  const t = useT("blog.index");
  const localize = useLocalize();
  return (
    <p className="mt-6 text-muted" role="status">
      {t("matches", { count: total, q })}{" "}
      <Link to={localize(indexHref({ category }))} className="font-semibold text-primary underline">
        {t("clear")}
      </Link>
    </p>
  );
}

/** One page of article cards under its heading. */
export function ArticleList({
  heading,
  cards,
  leadsThePage = false,
}: {
  heading: string;
  cards: Card[];
  /** No featured article above: the first cover is the page's largest picture. */
  leadsThePage?: boolean;
}) {
  return (
    <section aria-labelledby="latest-heading" className="mt-12">
      <h2 id="latest-heading" className="text-2xl text-ink">
        {heading}
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {cards.map((card, i) => (
          <ArticleCard key={card.slug} card={card} imageRole={cardImageRole(i, leadsThePage)} />
        ))}
      </div>
    </section>
  );
}

/** When a category or a search has no article. */
export function NoArticles() {
  const t = useT("blog.index");
  const cards = useT("blogCards");
  const localize = useLocalize();
  return (
    <div className="mt-10 rounded-3xl border border-dashed border-line bg-surface p-10 text-center">
      <p className="text-lg font-semibold text-ink">{t("nothing")}</p>
      <p className="mt-2 text-muted">{t("nothingLead")}</p>
      <Link
        to={localize("/blog")}
        className="mt-5 inline-flex rounded-full bg-primary px-5 py-2.5 font-semibold text-on-primary"
      >
        {cards("allArticles")}
      </Link>
    </div>
  );
}

/** Every tag with its count, and the feed. */
export function TopicList({ tags }: { tags: { slug: string; name: string; count: number }[] }) {
  const t = useT("blog.index");
  return (
    <section
      aria-labelledby="tags-heading"
      className="mt-16 rounded-3xl border border-line bg-surface p-6 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="tags-heading" className="text-lg text-ink">
          {t("topics")}
        </h2>
        <a
          href="/blog/rss.xml"
          className="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
        >
          <Icon name="rss" className="size-4" /> {t("feed")}
        </a>
      </div>
      <TagLinks tags={tags} className="mt-4" />
    </section>
  );
}
