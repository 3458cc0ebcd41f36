/**
 * The blog index's view model (/blog): reading its query, the links that keep
 * its filters, its canonical URL and the redirects to the page it really shows.
 * Pure, so hostile query values can be tested without a server.
 */
import { readPage } from "../../shared/pagination.ts";

export interface IndexQuery {
  category?: string;
  q?: string;
  page?: number;
}

/** /blog with a category, search words and a page kept (page 1 and empty values left out). */
export function indexHref({ category, q, page }: IndexQuery): string {
  const search = new URLSearchParams();
  if (category) search.set("category", category);
  if (q) search.set("q", q);
  if (page && page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `/blog?${query}` : "/blog";
}

/**
 * What /blog's query asks for. The category and words are passed on as typed
 * (the blog looks them up and trims them); the page is read strictly, so
 * "2.9", "0x2", "-1" or "abc" ask for page 1 and "99999999" for the last page.
 */
export function readIndexQuery(params: URLSearchParams): Required<Pick<IndexQuery, "page">> & IndexQuery {
  return {
    category: params.get("category") || undefined,
    q: params.get("q") ?? undefined,
    page: readPage(params.get("page")).page,
  };
}

/**
 * Where to send a request whose query does not name what the page shows, or
 * null: an unknown category is dropped (with its page); a page that is not
 * the one shown (past the end, refused, or written differently) becomes it.
 */
export function indexRedirect(
  params: URLSearchParams,
  shown: { unknownCategory: boolean; page: number },
): string | null {
  const next = new URLSearchParams(params);
  const pageParam = params.get("page");
  if (shown.unknownCategory) {
    next.delete("category");
    next.delete("page");
  } else if (pageParam && String(shown.page) !== pageParam) {
    if (shown.page === 1) next.delete("page");
    else next.set("page", String(shown.page));
  } else return null;
  const query = next.toString();
  return query ? `/blog?${query}` : "/blog";
}

/** The canonical URL of an index page: the category and page, never the search words. */
export function indexCanonical(appUrl: string, category: string | undefined, page: number): string {
  return `${appUrl}${indexHref({ category, page })}`;
}
