import { data, redirect } from "react-router";
import { FeaturedArticle } from "~/modules/blog/components/article-card";
import {
  ArticleList,
  BlogIndexHeader,
  CategoryNav,
  NoArticles,
  SearchStatus,
  TopicList,
} from "~/modules/blog/components/blog-index";
import { allTags, blogIndex } from "~/modules/blog/blog.server";
import { indexCanonical, indexHref, indexRedirect, readIndexQuery } from "~/modules/blog/blog-index-view";
import { categoryWords, useCategoryWords } from "~/modules/blog/blog-words";
import { metaLanguage } from "~/i18n/meta";
import { pageNamespaces } from "~/i18n/page-namespaces";
import { useLocalize, useT } from "~/i18n/react";
import { localizePath, splitLocalePath } from "~/i18n/locales";
import { platformOf } from "~/platform/context";
import { searchParamsOf } from "~/shared/http.server";
import { Pagination } from "~/ui/pagination";
import { pageMeta } from "~/site";
import type { Route } from "./+types/index";

export const middleware = [pageNamespaces("blog", "blogCards")];

export async function loader({ request, context }: Route.LoaderArgs) {
  // Public page. NUL bytes are refused (400); any other category, words or page is read, never a 500.
  const { storage, env } = platformOf(context);
  const params = searchParamsOf(request);
  const index = blogIndex(storage, readIndexQuery(params));
  // An unknown category or a page past the end lands on the real page, not an empty one.
  const elsewhere = indexRedirect(params, { unknownCategory: index.unknownCategory, page: index.page.page });
  // On /es/blog the real page keeps the prefix.
  if (elsewhere)
    return redirect(localizePath(elsewhere, splitLocalePath(new URL(request.url).pathname).locale));
  return data({
    ...index,
    category: index.category?.slug,
    categoryInfo: index.category,
    tags: allTags().slice(0, 24),
    canonical: indexCanonical(env.APP_URL, index.category?.slug, index.page.page),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const language = metaLanguage(matches);
  const t = language.t("blog.meta");
  const category = loaderData?.categoryInfo
    ? categoryWords(language.t("blogCards"), loaderData.categoryInfo)
    : null;
  const title = category ? t("categoryTitle", { category: category.name }) : t("blogTitle");
  const page = loaderData?.page.page ?? 1;
  return pageMeta(
    page > 1 ? t("pageTitle", { title, page }) : title,
    category?.description ?? t("indexDescription"),
    [
      ...(loaderData && !loaderData.q
        ? [{ tagName: "link", rel: "canonical", href: loaderData.canonical }]
        : []),
      ...(loaderData?.q ? [{ name: "robots", content: "noindex, follow" }] : []),
      {
        tagName: "link",
        rel: "alternate",
        type: "application/rss+xml",
        title: t("feed"),
        href: "/blog/rss.xml",
      },
    ],
  );
};

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { featured, page, categories, category, q, tags } = loaderData;
  const t = useT("blog.index");
  const categoryOf = useCategoryWords();
  const localize = useLocalize();
  const named = loaderData.categoryInfo ? categoryOf(loaderData.categoryInfo) : undefined;
  return (
    <>
      <BlogIndexHeader
        category={category}
        categoryName={named?.name}
        categoryDescription={named?.description}
        q={q}
      />
      <div className="container-page py-10">
        <CategoryNav categories={categories} category={category} q={q} />
        {q && <SearchStatus q={q} total={page.total} category={category} />}
        {featured && (
          <div className="mt-8">
            <FeaturedArticle card={featured} />
          </div>
        )}
        {page.items.length > 0 ? (
          <ArticleList
            heading={q ? t("results") : named ? t("inCategory", { category: named.name }) : t("latest")}
            cards={page.items}
            leadsThePage={!featured}
          />
        ) : (
          !featured && <NoArticles />
        )}
        <Pagination
          page={page.page}
          pageCount={page.pageCount}
          href={(n) => localize(indexHref({ category, q, page: n }))}
        />
        <TopicList tags={tags} />
      </div>
    </>
  );
}
