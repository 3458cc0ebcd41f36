import { Icon } from "~/ui/icon";
import { imageLoading } from "~/ui/image-loading";
import { Link } from "react-router";
import { initials } from "../article-view.ts";
import { useFormat, useLocalize, useT } from "~/i18n/react";
import type { Author, Category, Tag } from "../blog.ts";
import { ARTICLES_LANGUAGE, useCategoryWords } from "../blog-words.ts";
import { useAuthorWords } from "../author-words.ts";
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
  const t = useT("blog");
  const format = useFormat();
  const localize = useLocalize();
  const category = useCategoryWords()(article.category).name;
  const authorOf = useAuthorWords();
  return (
    <header className="border-b border-line bg-gradient-to-b from-primary-soft/60 to-transparent">
      <div className="container-page pt-8 pb-10 sm:pt-10">
        <nav aria-label={t("breadcrumb")} className="text-sm">
          <ol className="flex flex-wrap items-center gap-2 text-muted">
            <li>
              <Link
                to={localize("/blog")}
                className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
              >
                <Icon name="arrow-left" className="size-4" /> {t("blog")}
              </Link>
            </li>
            <li aria-hidden>/</li>
            <li>
              <Link
                to={localize(`/blog?category=${article.category.slug}`)}
                className="hover:text-primary hover:underline"
              >
                {category}
              </Link>
            </li>
          </ol>
        </nav>
        <div className="mx-auto mt-8 max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{category}</p>
          <h1 lang={ARTICLES_LANGUAGE} className="mt-3 text-3xl leading-tight text-ink sm:text-5xl">
            {article.title}
          </h1>
          <p lang={ARTICLES_LANGUAGE} className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-muted">
            {article.excerpt}
          </p>
          <div className="mt-6 flex flex-col items-center gap-2">
            <p className="text-sm text-ink">
              {t.rich("byline", {
                name: article.author.name,
                role: authorOf(article.author).role,
                strong: (chunks) => <span className="font-semibold">{chunks}</span>,
                muted: (chunks) => <span className="text-muted">{chunks}</span>,
              })}
            </p>
            <ArticleMeta card={article} className="justify-center" />
            {article.updated && (
              <p className="text-sm text-muted">
                {t.rich("updated", {
                  date: format.date(article.updated, { month: "long" }),
                  time: (chunks) => <time dateTime={article.updated}>{chunks}</time>,
                })}
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
          lang={ARTICLES_LANGUAGE}
          {...imageLoading("lcp")}
          className="mx-auto mt-10 aspect-video w-full max-w-6xl rounded-3xl bg-surface-2 object-cover shadow-card"
        />
      </div>
    </header>
  );
}

/** The article's tags, each a link to its tag page. */
export function ArticleTags({ tags }: { tags: Tag[] }) {
  const t = useT("blog");
  return (
    <section aria-labelledby="tags-heading" className="mt-12 border-t border-line pt-8">
      <h2 id="tags-heading" className="text-sm font-semibold text-ink">
        {t("tags")}
      </h2>
      <TagLinks tags={tags} />
    </section>
  );
}

/** Who wrote the article: initials, name, role and a short bio. */
export function AuthorBox({ author }: { author: Author }) {
  const t = useT("blog");
  const { role, bio } = useAuthorWords()(author);
  return (
    <aside
      aria-label={t("aboutAuthor")}
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
        <p className="text-sm text-muted">{role}</p>
        <p className="mt-2 text-sm leading-6 text-muted">{bio}</p>
      </div>
    </aside>
  );
}

/** "Keep reading": related articles; nothing when there are none. */
export function RelatedArticles({ cards }: { cards: Card[] }) {
  const t = useT("blog");
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mx-auto mt-16 max-w-6xl">
      <h2 id="related-heading" className="text-2xl text-ink">
        {t("keepReading")}
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <ArticleCard key={card.slug} card={card} />
        ))}
      </div>
    </section>
  );
}
