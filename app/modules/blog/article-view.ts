/**
 * The article page's view model: what of an article the page sends, its
 * structured data, the author's initials. Pure (types only from the server side).
 */
import type { ArticleSummary } from "./blog.ts";

/** What the page needs of an article: no search text, and only the sections (h2) for the contents. */
export function articlePageOf<A extends ArticleSummary & { headings: { depth: number }[] }>(article: A) {
  const { searchText: _searchText, headings, ...rest } = article;
  return { ...rest, headings: headings.filter((h) => h.depth === 2) as A["headings"] };
}

/** schema.org BlogPosting for an article at `url`, its cover at `image`. */
export function articleJsonLd(
  article: Pick<
    ArticleSummary,
    "title" | "excerpt" | "published" | "updated" | "author" | "category" | "tags"
  > & {
    wordCount: number;
  },
  { url, image, appUrl, siteName }: { url: string; image: string; appUrl: string; siteName: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.excerpt,
    image: [image],
    datePublished: article.published,
    dateModified: article.updated ?? article.published,
    author: { "@type": "Person", name: article.author.name, jobTitle: article.author.role },
    publisher: { "@type": "Organization", name: siteName, url: appUrl },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    articleSection: article.category.name,
    keywords: article.tags.map((t) => t.name).join(", "),
    wordCount: article.wordCount,
    url,
  };
}

/** "Maya Lindqvist" → "ML", for the author's badge. */
export function initials(name: string) {
  return name
    .split(" ")
    .map((part) => part[0])
    .join("");
}
