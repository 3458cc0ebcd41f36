import { data } from "react-router";
import { redirectToNotFound } from "~/shared/redirects";
import { articleJsonLd, articlePageOf } from "~/modules/blog/article-view";
import {
  ArticleHeader,
  ArticleTags,
  AuthorBox,
  RelatedArticles,
} from "~/modules/blog/components/article-page";
import { StayCta } from "~/modules/blog/components/stay-cta";
import { TableOfContents } from "~/modules/blog/components/table-of-contents";
import { cover, findArticle, related } from "~/modules/blog/blog.server";
import { articlePath, TOC_MIN_HEADINGS } from "~/modules/blog/blog";
import { pageMeta, SITE_NAME } from "~/site";
import type { Route } from "./+types/article";
import { platformOf } from "~/platform/context";
import { metaLanguage } from "~/i18n/meta";
import { pageNamespaces } from "~/i18n/page-namespaces";
import { useT } from "~/i18n/react";
import { ARTICLES_LANGUAGE, categoryWords } from "~/modules/blog/blog-words";

export const middleware = [pageNamespaces("blog", "blogCards", "stay")];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const article = findArticle(params.category, params.slug);
  // Unknown category or slug, or a category that is not the article's: /not-found.
  if (!article) throw redirectToNotFound(request);
  const { storage, env } = platformOf(context);
  return data({
    article: articlePageOf(article),
    cover: cover(storage, article),
    related: related(storage, article),
    url: `${env.APP_URL}${articlePath(article)}`,
    appUrl: env.APP_URL,
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const language = metaLanguage(matches);
  const t = language.t("blog.meta");
  if (!loaderData) return pageMeta(t("article"), t("articleDescription"));
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
    { property: "article:section", content: categoryWords(language.t("blogCards"), article.category).name },
    { name: "twitter:card", content: "summary_large_image" },
    { "script:ld+json": articleJsonLd(article, { url, image, appUrl, siteName: SITE_NAME }) },
  ]).filter((m) => !("property" in m && m.property === "og:type" && m.content === "website"));
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, cover, related } = loaderData;
  const showToc = article.headings.length >= TOC_MIN_HEADINGS;
  const t = useT("blog");
  return (
    <article>
      <ArticleHeader article={article} cover={cover} />
      <div className="container-page py-12">
        <div
          className={
            showToc ? "mx-auto grid max-w-6xl gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]" : "mx-auto max-w-3xl"
          }
        >
          {showToc && (
            <TableOfContents
              headings={article.headings}
              title={t("inThisArticle")}
              lang={ARTICLES_LANGUAGE}
            />
          )}
          <div className="min-w-0">
            <div
              lang={ARTICLES_LANGUAGE}
              className="prose-article"
              dangerouslySetInnerHTML={{ __html: article.html }}
            />
            <ArticleTags tags={article.tags} />
            <AuthorBox author={article.author} />
            <div className="mt-10">
              <StayCta />
            </div>
          </div>
        </div>
        <RelatedArticles cards={related} />
      </div>
    </article>
  );
}
