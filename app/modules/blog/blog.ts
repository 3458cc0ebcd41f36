/**
 * The blog's pure rules: categories, authors, slugs, reading time, search and
 * paging. Free of Node and React so they can be unit-tested and used anywhere.
 */
import { clampPage, pageCountOf, pageOffset } from "../../shared/pagination.ts";

export interface Category {
  slug: string;
  name: string;
  description: string;
}

/** Category slugs are the first segment of article URLs (/:category/:slug). */
export const CATEGORIES: Category[] = [
  {
    slug: "pet-travel",
    name: "Pet travel",
    description: "Getting there with your dog, cat or other pet: planning, packing and the journey itself.",
  },
  {
    slug: "mid-term-stays",
    name: "Mid-term stays",
    description:
      "One to six months away: travelling nurses, relocations and month-to-month living with pets.",
  },
  {
    slug: "pet-care",
    name: "Pet care on the road",
    description: "Health, routines and settling in: keeping your pet well and calm in a new place.",
  },
  {
    slug: "for-owners",
    name: "For owners",
    description: "Renting your own place to travellers with pets: policies, fees, preparation and care.",
  },
];

/** First path segments the site already uses: a category may never take one. */
export const RESERVED_SEGMENTS = [
  "blog",
  "user",
  "hotels",
  "media",
  "assets",
  "api",
  "sign-in",
  "sign-up",
  "landing",
  "about-us",
  "contact-us",
  "terms",
  "privacy-policy",
  "not-found",
];

export interface Author {
  id: string;
  name: string;
  role: string;
  bio: string;
}

export const AUTHORS: Author[] = [
  {
    id: "maya-lindqvist",
    name: "Maya Lindqvist",
    role: "Editor",
    bio: "Maya edits our guides and has moved house four times with a nervous rescue greyhound named Pilot.",
  },
  {
    id: "daniel-okafor",
    name: "Daniel Okafor",
    role: "Owner, three furnished rentals",
    bio: "Daniel rents out three furnished homes in Columbus, Ohio, and has welcomed more than two hundred pets.",
  },
  {
    id: "priya-raman",
    name: "Priya Raman",
    role: "Travel nurse and contributor",
    bio: "Priya is an ICU travel nurse who has taken thirteen-week contracts in six states with her cat, Biscuit.",
  },
  {
    id: "tom-becker",
    name: "Tom Becker",
    role: "Traveller support",
    bio: "Tom leads our traveller support team and answers the questions behind many of these guides.",
  },
];

export const ARTICLES_PER_PAGE = 6;
export const WORDS_PER_MINUTE = 220;
/** Articles with at least this many sections get a table of contents. */
export const TOC_MIN_HEADINGS = 3;

export function slugify(value: string) {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function readingMinutes(text: string) {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** A slug or id as a message key ("pet-travel" → "petTravel"): the blog's words in the catalogue. */
export const keyOf = (slug: string) => slug.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

export const categoryBySlug = (slug: string) => CATEGORIES.find((c) => c.slug === slug);
export const authorById = (id: string) => AUTHORS.find((a) => a.id === id);

export interface Tag {
  slug: string;
  name: string;
}

/** The fields the index, cards and search need (the body HTML is kept apart). */
export interface ArticleSummary {
  slug: string;
  title: string;
  excerpt: string;
  category: Category;
  tags: Tag[];
  author: Author;
  published: string;
  updated?: string;
  readingMinutes: number;
  featured: boolean;
  cover: { alt: string; scene: string };
  /** Plain text of the body, lower-cased, for search. */
  searchText: string;
}

export const articlePath = (a: { category: { slug: string }; slug: string }) =>
  `/${a.category.slug}/${a.slug}`;
export const tagPath = (slug: string) => `/blog/tag/${slug}`;

/** Newest first; ties broken by title so the order is stable. */
export function sortNewestFirst<T extends { published: string; title: string }>(articles: T[]) {
  return [...articles].sort((a, b) =>
    a.published === b.published ? a.title.localeCompare(b.title) : b.published.localeCompare(a.published),
  );
}

/** Every word of the query must appear; title hits rank above tag, excerpt and body hits. */
export function searchArticles<T extends ArticleSummary>(articles: T[], query: string): T[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  if (terms.length === 0) return articles;
  const scored = articles
    .map((article) => {
      const title = article.title.toLowerCase();
      const meta =
        `${article.excerpt} ${article.tags.map((t) => t.name).join(" ")} ${article.category.name}`.toLowerCase();
      let score = 0;
      for (const term of terms) {
        if (title.includes(term)) score += 10;
        else if (meta.includes(term)) score += 4;
        else if (article.searchText.includes(term)) score += 1;
        else return null;
      }
      return { article, score };
    })
    .filter((x): x is { article: T; score: number } => x !== null);
  return scored.sort((a, b) => b.score - a.score).map((x) => x.article);
}

export interface PageOf<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** A page of items; a page number out of range is clamped to the nearest real page. */
export function paginate<T>(items: T[], page: number, perPage = ARTICLES_PER_PAGE): PageOf<T> {
  const pageCount = pageCountOf(items.length, perPage);
  const current = clampPage(page, pageCount);
  const start = pageOffset(current, perPage);
  return {
    items: items.slice(start, start + perPage),
    page: current,
    pageCount,
    total: items.length,
  };
}

/** Articles sharing the most tags (then the category) with this one, newest first among equals. */
export function relatedArticles<T extends ArticleSummary>(article: T, all: T[], count = 3): T[] {
  const tags = new Set(article.tags.map((t) => t.slug));
  return sortNewestFirst(all.filter((a) => a.slug !== article.slug))
    .map((a) => ({
      a,
      score:
        a.tags.filter((t) => tags.has(t.slug)).length * 2 +
        (a.category.slug === article.category.slug ? 1 : 0),
    }))
    .filter((x) => x.score > 0)
    .sort((x, y) => y.score - x.score)
    .slice(0, count)
    .map((x) => x.a);
}
