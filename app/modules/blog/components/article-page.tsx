import { Icon } from "~/ui/icon";
import { imageLoading } from "~/ui/image-loading";
import { Link } from "react-router";
import { initials } from "../article-view.ts";
import { formatDate, type Author, type Category, type Tag } from "../blog.ts";
import type { ArticleCard as Card } from "../blog.server.ts";
import type { CoverImage } from "../covers.server.ts";
import { ArticleCard, ArticleMeta } from "./article-card";
import { TagLinks } from "./tag-links";

/** The article's header: breadcrumb, category, title, excerpt, byline, dates and cover. */
export function ArticleHeader({
  article,
  cover,
}: {
  article: {
    title: string;
    excerpt: string;
    category: Category;
    author: Author;
    published: string;
    updated?: string;
    readingMinutes: number;
  };
  cover: CoverImage;
}) {
  return (
    <header className="border-b border-line bg-gradient-to-b from-primary-soft/60 to-transparent">
      <div className="container-page pt-8 pb-10 sm:pt-10">
        <nav aria-label="Breadcrumb" className="text-sm">
          <ol className="flex flex-wrap items-center gap-2 text-muted">
            <li>
              <Link
                to="/blog"
                className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
              >
                <Icon name="arrow-left" className="size-4 rtl:rotate-180" /> Blog
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
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{article.category.name}</p>
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
          {...imageLoading("lcp")}
          className="mx-auto mt-10 aspect-video w-full max-w-6xl rounded-3xl bg-surface-2 object-cover shadow-card"
        />
      </div>
    </header>
  );
}

/** The article's tags, each a link to its tag page. */
export function ArticleTags({ tags }: { tags: Tag[] }) {
  return (
    <section aria-labelledby="tags-heading" className="mt-12 border-t border-line pt-8">
      <h2 id="tags-heading" className="text-sm font-semibold text-ink">
        Tags
      </h2>
      <TagLinks tags={tags} />
    </section>
  );
}

/** Who wrote the article: initials, name, role and a short bio. */
export function AuthorBox({ author }: { author: Author }) {
  return (
    <aside
      aria-label="About the author"
      className="mt-8 flex gap-4 rounded-3xl border border-line bg-surface p-6"
    >
      <span
        aria-hidden
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-lg font-bold text-primary"
      >
        {initials(author.name)}
      </span>
      <div>
        <p className="font-semibold text-ink">{author.name}</p>
        <p className="text-sm text-muted">{author.role}</p>
        <p className="mt-2 text-sm leading-6 text-muted">{author.bio}</p>
      </div>
    </aside>
  );
}

/** "Keep reading": related articles; nothing when there are none. */
export function RelatedArticles({ cards }: { cards: Card[] }) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mx-auto mt-16 max-w-6xl">
      <h2 id="related-heading" className="text-2xl text-ink">
        Keep reading
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <ArticleCard key={card.slug} card={card} />
        ))}
      </div>
    </section>
  );
}
