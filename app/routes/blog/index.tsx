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
import {
  indexCanonical,
  indexHref,
  indexRedirect,
  indexTitle,
  readIndexQuery,
} from "~/modules/blog/blog-index-view";
import { platformOf } from "~/platform/context";
import { searchParamsOf } from "~/shared/http.server";
import { Pagination } from "~/ui/pagination";
import { pageMeta } from "~/site";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  // Public page. NUL bytes are refused (400); any other category, words or page is read, never a 500.
  const { storage, env } = platformOf(context);
  const params = searchParamsOf(request);
  const index = blogIndex(storage, readIndexQuery(params));
  // An unknown category or a page past the end lands on the real page, not an empty one.
  const elsewhere = indexRedirect(params, { unknownCategory: index.unknownCategory, page: index.page.page });
  if (elsewhere) return redirect(elsewhere);
  return data({
    ...index,
    category: index.category?.slug,
    categoryName: index.category?.name,
    categoryDescription: index.category?.description,
    tags: allTags().slice(0, 24),
    canonical: indexCanonical(env.APP_URL, index.category?.slug, index.page.page),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    indexTitle(loaderData?.categoryName, loaderData?.page.page ?? 1),
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

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { featured, page, categories, category, categoryName, q, tags } = loaderData;
  return (
    <>
      <BlogIndexHeader
        category={category}
        categoryName={categoryName}
        categoryDescription={loaderData.categoryDescription}
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
            heading={q ? "Results" : categoryName ? `Articles in ${categoryName}` : "Latest articles"}
            cards={page.items}
            leadsThePage={!featured}
          />
        ) : (
          !featured && <NoArticles />
        )}
        <Pagination
          page={page.page}
          pageCount={page.pageCount}
          href={(n) => indexHref({ category, q, page: n })}
        />
        <TopicList tags={tags} />
      </div>
    </>
  );
}
