import { Icon } from "~/ui/icon";
import { imageLoading, type ImageRole } from "~/ui/image-loading";
import { Link } from "react-router";
import { useFormat, useLocalize, useT } from "~/i18n/react";
import type { ArticleCard as Card } from "../blog.server.ts";
import { ARTICLES_LANGUAGE, useCategoryWords } from "../blog-words.ts";

const SIZES = "(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw";

export function ArticleMeta({
  card,
  className = "",
}: {
  card: Pick<Card, "published" | "readingMinutes">;
  className?: string;
}) {
  const t = useT("blogCards");
  const format = useFormat();
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar-days" className="size-4" />
        <time dateTime={card.published}>{format.date(card.published, { month: "long" })}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" className="size-4" />
        {t("readingMinutes", { minutes: card.readingMinutes })}
      </span>
    </p>
  );
}

/** A card in a grid of articles: cover, category, title (the link), excerpt, date. */
export function ArticleCard({
  card,
  headingLevel = 3,
  imageRole = "lazy",
}: {
  card: Card;
  headingLevel?: 2 | 3;
  /** "lcp" for the first card of a page that opens with them (decision 4020). */
  imageRole?: ImageRole;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const localize = useLocalize();
  const categoryOf = useCategoryWords();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-3xl border border-line bg-surface shadow-card transition hover:-translate-y-0.5 hover:shadow-pop">
      <img
        src={card.cover.src}
        srcSet={card.cover.srcSet}
        sizes={SIZES}
        width={card.cover.width}
        height={card.cover.height}
        alt=""
        {...imageLoading(imageRole)}
        className="aspect-video w-full bg-surface-2 object-cover"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">
          {categoryOf(card.category).name}
        </p>
        <Heading
          lang={ARTICLES_LANGUAGE}
          className="mt-2 text-lg leading-snug text-ink group-hover:text-primary"
        >
          <Link to={localize(card.url)} className="after:absolute after:inset-0 after:content-['']">
            {card.title}
          </Link>
        </Heading>
        <p lang={ARTICLES_LANGUAGE} className="mt-2 line-clamp-3 text-sm leading-6 text-muted">
          {card.excerpt}
        </p>
        <ArticleMeta card={card} className="mt-auto pt-4" />
      </div>
    </article>
  );
}

/** The featured article: a wide card with a large cover. */
export function FeaturedArticle({ card }: { card: Card }) {
  const t = useT("blogCards");
  const localize = useLocalize();
  const categoryOf = useCategoryWords();
  return (
    <article className="group relative grid overflow-hidden rounded-3xl border border-line bg-surface shadow-card md:grid-cols-[1.25fr_1fr]">
      <img
        src={card.cover.src}
        srcSet={card.cover.srcSet}
        sizes="(min-width: 1280px) 700px, (min-width: 768px) 55vw, 100vw"
        width={card.cover.width}
        height={card.cover.height}
        alt={card.cover.alt}
        lang={ARTICLES_LANGUAGE}
        {...imageLoading("lcp")}
        className="aspect-video h-full w-full bg-surface-2 object-cover"
      />
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">
          {t("featured", { category: categoryOf(card.category).name })}
        </p>
        <h2
          lang={ARTICLES_LANGUAGE}
          className="mt-3 text-2xl leading-tight text-ink group-hover:text-primary sm:text-3xl"
        >
          <Link to={localize(card.url)} className="after:absolute after:inset-0 after:content-['']">
            {card.title}
          </Link>
        </h2>
        <p lang={ARTICLES_LANGUAGE} className="mt-3 leading-7 text-muted">
          {card.excerpt}
        </p>
        <p className="mt-4 text-sm font-medium text-ink">{t("by", { name: card.author.name })}</p>
        <ArticleMeta card={card} className="mt-1" />
      </div>
    </article>
  );
}
