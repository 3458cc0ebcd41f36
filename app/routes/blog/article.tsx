import { ArrowLeft, Tag as TagIcon } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { ArticleCard, ArticleMeta } from "~/modules/blog/components/article-card";
import { StayCta } from "~/modules/blog/components/stay-cta";
import { TableOfContents } from "~/modules/blog/components/table-of-contents";
import { cover, findArticle, related } from "~/modules/blog/blog.server";
import { articlePath, formatDate, tagPath, TOC_MIN_HEADINGS } from "~/modules/blog/blog";
import { pageMeta, SITE_NAME } from "~/site";
import type { Route } from "./+types/article";
import { platformOf } from "~/platform/context";
import { AreaError } from "~/frame/area-error";

export async function loader({ params, context }: Route.LoaderArgs) {
  const article = findArticle(params.category, params.slug);
  // Unknown category or slug, or a category that is not the article's: /not-found.
  if (!article) throw redirect("/not-found");
  const { storage, env } = platformOf(context);
  const { html, headings, searchText: _searchText, ...rest } = article;
  return data({
    article: { ...rest, html, headings: headings.filter((h) => h.depth === 2) },
    cover: cover(storage, article),
    related: related(storage, article),
    url: `${env.APP_URL}${articlePath(article)}`,
    appUrl: env.APP_URL,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta("Article", "An article from the blog.");
  const { article, url, cover, appUrl } = loaderData;
  const image = `${appUrl}${cover.src}`;
  return pageMeta(article.title, article.excerpt, [
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: cover.alt },
    { property: "article:published_time", content: article.published },
    ...(article.updated ? [{ property: "article:modified_time", content: article.updated }] : []),
    { property: "article:section", content: article.category.name },
    { name: "twitter:card", content: "summary_large_image" },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.excerpt,
        image: [image],
        datePublished: article.published,
        dateModified: article.updated ?? article.published,
        author: { "@type": "Person", name: article.author.name, jobTitle: article.author.role },
        publisher: { "@type": "Organization", name: SITE_NAME, url: appUrl },
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        articleSection: article.category.name,
        keywords: article.tags.map((t) => t.name).join(", "),
        wordCount: article.wordCount,
        url,
      },
    },
  ]).filter((m) => !("property" in m && m.property === "og:type" && m.content === "website"));
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, cover, related } = loaderData;
  const showToc = article.headings.length >= TOC_MIN_HEADINGS;
  return (
    <article>
      <header className="border-b border-line bg-gradient-to-b from-primary-soft/60 to-transparent">
        <div className="container-page pt-8 pb-10 sm:pt-10">
          <nav aria-label="Breadcrumb" className="text-sm">
            <ol className="flex flex-wrap items-center gap-2 text-muted">
              <li>
                <Link
                  to="/blog"
                  className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
                >
                  <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" /> Blog
                </Link>
              </li>
              <li aria-hidden>/</li>
              <li>
                <Link
                  to={`/blog?category=${article.category.slug}`}
                  className="hover:text-primary hover:underline"
                >
                  {article.category.name}
                </Link>
              </li>
            </ol>
          </nav>
          <div className="mx-auto mt-8 max-w-3xl text-center">
            <p className="text-sm font-semibold tracking-wide text-accent uppercase">
              {article.category.name}
            </p>
            <h1 className="mt-3 text-3xl leading-tight text-ink sm:text-5xl">{article.title}</h1>
            <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-muted">{article.excerpt}</p>
            <div className="mt-6 flex flex-col items-center gap-2">
              <p className="text-sm text-ink">
                By <span className="font-semibold">{article.author.name}</span>
                <span className="text-muted"> · {article.author.role}</span>
              </p>
              <ArticleMeta card={article} className="justify-center" />
              {article.updated && (
                <p className="text-sm text-muted">
                  Updated <time dateTime={article.updated}>{formatDate(article.updated)}</time>
                </p>
              )}
            </div>
          </div>
          <img
            src={cover.src}
            srcSet={cover.srcSet}
            sizes="(min-width: 1280px) 1152px, 100vw"
            width={cover.width}
            height={cover.height}
            alt={cover.alt}
            fetchPriority="high"
            className="mx-auto mt-10 aspect-video w-full max-w-6xl rounded-3xl bg-surface-2 object-cover shadow-card"
          />
        </div>
      </header>

      <div className="container-page py-12">
        <div
          className={
            showToc ? "mx-auto grid max-w-6xl gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]" : "mx-auto max-w-3xl"
          }
        >
          {showToc && <TableOfContents headings={article.headings} />}
          <div className="min-w-0">
            <div className="prose-article" dangerouslySetInnerHTML={{ __html: article.html }} />

            <section aria-labelledby="tags-heading" className="mt-12 border-t border-line pt-8">
              <h2 id="tags-heading" className="text-sm font-semibold text-ink">
                Tags
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li key={tag.slug}>
                    <Link
                      to={tagPath(tag.slug)}
                      className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-3 py-1.5 text-sm text-ink hover:bg-primary-soft hover:text-primary"
                    >
                      <TagIcon aria-hidden className="size-3.5" /> {tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>

            <aside
              aria-label="About the author"
              className="mt-8 flex gap-4 rounded-3xl border border-line bg-surface p-6"
            >
              <span
                aria-hidden
                className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-lg font-bold text-primary"
              >
                {article.author.name
                  .split(" ")
                  .map((p) => p[0])
                  .join("")}
              </span>
              <div>
                <p className="font-semibold text-ink">{article.author.name}</p>
                <p className="text-sm text-muted">{article.author.role}</p>
                <p className="mt-2 text-sm leading-6 text-muted">{article.author.bio}</p>
              </div>
            </aside>

            <div className="mt-10">
              <StayCta />
            </div>
          </div>
        </div>

        {related.length > 0 && (
          <section aria-labelledby="related-heading" className="mx-auto mt-16 max-w-6xl">
            <h2 id="related-heading" className="text-2xl text-ink">
              Keep reading
            </h2>
            <div className="mt-6 grid gap-6 md:grid-cols-3">
              {related.map((card) => (
                <ArticleCard key={card.slug} card={card} />
              ))}
            </div>
          </section>
        )}
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container-page">
      <AreaError error={error} area="blog" />
    </div>
  );
}
