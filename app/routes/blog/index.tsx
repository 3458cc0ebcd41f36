import { Rss, Search, Tag as TagIcon } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import { ArticleCard, FeaturedArticle } from "~/modules/blog/components/article-card";
import { Pagination } from "~/modules/blog/components/pagination";
import { allTags, blogIndex } from "~/modules/blog/blog.server";
import { tagPath } from "~/modules/blog/blog";
import { pageMeta } from "~/site";
import type { Route } from "./+types/index";
import { platformOf } from "~/platform/context";
import { AreaError } from "~/frame/area-error";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storage } = platformOf(context);
  const url = new URL(request.url);
  const category = url.searchParams.get("category") ?? undefined;
  const q = url.searchParams.get("q") ?? undefined;
  const pageParam = url.searchParams.get("page");
  const page = pageParam ? Number.parseInt(pageParam, 10) : 1;
  const index = blogIndex(storage, { category, q, page });
  // An unknown category or a page past the end lands on the real page, not an empty one.
  if (index.unknownCategory) {
    url.searchParams.delete("category");
    url.searchParams.delete("page");
    return redirect(`/blog${url.search}`);
  }
  if (pageParam && String(index.page.page) !== pageParam) {
    if (index.page.page === 1) url.searchParams.delete("page");
    else url.searchParams.set("page", String(index.page.page));
    return redirect(`/blog${url.search}`);
  }
  return data({
    ...index,
    category: index.category?.slug,
    categoryName: index.category?.name,
    categoryDescription: index.category?.description,
    tags: allTags().slice(0, 24),
    canonical: `${platformOf(context).env.APP_URL}/blog${index.category ? `?category=${index.category.slug}` : ""}${index.page.page > 1 ? `${index.category ? "&" : "?"}page=${index.page.page}` : ""}`,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const name = loaderData?.categoryName;
  const page = loaderData && loaderData.page.page > 1 ? ` (page ${loaderData.page.page})` : "";
  return pageMeta(
    name ? `Blog: ${name}${page}` : `Blog${page}`,
    loaderData?.categoryDescription ??
      "Practical guides for travelling and renting with pets: moving with a cat or dog, pet fees and deposits, mid-term stays and advice for owners.",
    [
      ...(loaderData && !loaderData.q
        ? [{ tagName: "link", rel: "canonical", href: loaderData.canonical }]
        : []),
      ...(loaderData?.q ? [{ name: "robots", content: "noindex, follow" }] : []),
      {
        tagName: "link",
        rel: "alternate",
        type: "application/rss+xml",
        title: "Blog feed",
        href: "/blog/rss.xml",
      },
    ],
  );
};

function indexHref(params: { category?: string; q?: string; page?: number }) {
  const search = new URLSearchParams();
  if (params.category) search.set("category", params.category);
  if (params.q) search.set("q", params.q);
  if (params.page && params.page > 1) search.set("page", String(params.page));
  const query = search.toString();
  return query ? `/blog?${query}` : "/blog";
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { featured, page, categories, category, categoryName, categoryDescription, q, tags } = loaderData;
  const chip = "inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition";
  return (
    <>
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
              <Search
                aria-hidden
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

      <div className="container-page py-10">
        <nav aria-label="Categories" className="-mx-1 overflow-x-auto pb-2">
          <ul className="flex gap-2 px-1">
            <li>
              <Link
                to={indexHref({ q })}
                aria-current={!category ? "page" : undefined}
                className={`${chip} ${!category ? "bg-primary text-on-primary" : "border border-line bg-surface text-ink hover:border-primary"}`}
              >
                All articles
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link
                  to={indexHref({ category: c.slug, q })}
                  aria-current={category === c.slug ? "page" : undefined}
                  className={`${chip} whitespace-nowrap ${category === c.slug ? "bg-primary text-on-primary" : "border border-line bg-surface text-ink hover:border-primary"}`}
                >
                  {c.name}
                  <span className="text-xs opacity-80">{c.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {q && (
          <p className="mt-6 text-muted" role="status">
            {page.total === 0
              ? `No articles match “${q}”.`
              : `${page.total} ${page.total === 1 ? "article matches" : "articles match"} “${q}”.`}{" "}
            <Link to={indexHref({ category })} className="font-semibold text-primary underline">
              Clear the search
            </Link>
          </p>
        )}

        {featured && (
          <div className="mt-8">
            <FeaturedArticle card={featured} />
          </div>
        )}

        {page.items.length > 0 ? (
          <section aria-labelledby="latest-heading" className="mt-12">
            <h2 id="latest-heading" className="text-2xl text-ink">
              {q ? "Results" : categoryName ? `Articles in ${categoryName}` : "Latest articles"}
            </h2>
            <div className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {page.items.map((card) => (
                <ArticleCard key={card.slug} card={card} />
              ))}
            </div>
          </section>
        ) : (
          !featured && (
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
          )
        )}

        <Pagination
          page={page.page}
          pageCount={page.pageCount}
          href={(n) => indexHref({ category, q, page: n })}
        />

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
              <Rss aria-hidden className="size-4" /> Subscribe to the feed
            </a>
          </div>
          <ul className="mt-4 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag.slug}>
                <Link
                  to={tagPath(tag.slug)}
                  className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-3 py-1.5 text-sm text-ink hover:bg-primary-soft hover:text-primary"
                >
                  <TagIcon aria-hidden className="size-3.5" />
                  {tag.name}
                  <span className="text-xs text-muted">({tag.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container-page">
      <AreaError error={error} area="blog" />
    </div>
  );
}
