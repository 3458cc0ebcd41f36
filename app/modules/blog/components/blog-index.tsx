import { Icon } from "~/ui/icon";
import { cardImageRole } from "~/ui/image-loading";
import { Form, Link } from "react-router";
import type { ArticleCard as Card } from "../blog.server.ts";
import { indexHref } from "../blog-index-view.ts";
import { ArticleCard } from "./article-card";
import { TagLinks } from "./tag-links";

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
  return (
    <div className="border-b border-line bg-gradient-to-b from-primary-soft/60 to-transparent">
      <div className="container-page py-12 sm:py-16">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">The blog</p>
        <h1 className="mt-2 max-w-3xl text-3xl text-ink sm:text-5xl">
          {categoryName ?? "Guides for travelling and renting with pets"}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-muted">
          {categoryDescription ??
            "Honest, practical advice from travellers, travel nurses and owners: what pet fees mean, how to move with a cat, and how to help a dog settle in."}
        </p>
        <Form method="get" action="/blog" role="search" className="mt-8 flex max-w-xl gap-2">
          {category && <input type="hidden" name="category" value={category} />}
          <label htmlFor="blog-search" className="sr-only">
            Search articles
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
              placeholder="Search articles, e.g. cat, deposit, nurse"
              className="h-12 w-full rounded-full border border-line bg-surface ps-12 pe-4 text-ink placeholder:text-muted"
            />
          </div>
          <button
            type="submit"
            className="h-12 rounded-full bg-primary px-6 font-semibold text-on-primary hover:bg-primary-strong"
          >
            Search
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
  const chip = "inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition";
  const look = (current: boolean) =>
    current ? "bg-primary text-on-primary" : "border border-line bg-surface text-ink hover:border-primary";
  return (
    <nav aria-label="Categories" className="-mx-1 overflow-x-auto pb-2">
      <ul className="flex gap-2 px-1">
        <li>
          <Link
            to={indexHref({ q })}
            aria-current={!category ? "page" : undefined}
            className={`${chip} ${look(!category)}`}
          >
            All articles
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.slug}>
            <Link
              to={indexHref({ category: c.slug, q })}
              aria-current={category === c.slug ? "page" : undefined}
              className={`${chip} whitespace-nowrap ${look(category === c.slug)}`}
            >
              {c.name}
              <span className="text-xs opacity-80">{c.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** How many articles match the search words, and a way to clear them. */
export function SearchStatus({ q, total, category }: { q: string; total: number; category?: string }) {
  return (
    <p className="mt-6 text-muted" role="status">
      {total === 0
        ? `No articles match “${q}”.`
        : `${total} ${total === 1 ? "article matches" : "articles match"} “${q}”.`}{" "}
      <Link to={indexHref({ category })} className="font-semibold text-primary underline">
        Clear the search
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
  return (
    <div className="mt-10 rounded-3xl border border-dashed border-line bg-surface p-10 text-center">
      <p className="text-lg font-semibold text-ink">Nothing here yet</p>
      <p className="mt-2 text-muted">Try other words, or browse all articles.</p>
      <Link
        to="/blog"
        className="mt-5 inline-flex rounded-full bg-primary px-5 py-2.5 font-semibold text-on-primary"
      >
        All articles
      </Link>
    </div>
  );
}

/** Every tag with its count, and the feed. */
export function TopicList({ tags }: { tags: { slug: string; name: string; count: number }[] }) {
  return (
    <section
      aria-labelledby="tags-heading"
      className="mt-16 rounded-3xl border border-line bg-surface p-6 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="tags-heading" className="text-lg text-ink">
          Browse by topic
        </h2>
        <a
          href="/blog/rss.xml"
          className="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
        >
          <Icon name="rss" className="size-4" /> Subscribe to the feed
        </a>
      </div>
      <TagLinks tags={tags} className="mt-4" />
    </section>
  );
}
