import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { log } from "../../platform/log.server.ts";
import type { Storage } from "../../platform/storage.server.ts";
import {
  articlePath,
  authorById,
  categoryBySlug,
  CATEGORIES,
  paginate,
  readingMinutes,
  relatedArticles,
  RESERVED_SEGMENTS,
  searchArticles,
  slugify,
  sortNewestFirst,
  tagPath,
  type ArticleSummary,
  type Tag,
} from "./blog.ts";
import { frontMatterSchema, pageFrontMatterSchema } from "./blog.schema.ts";
import { coverImage, coverOnDemand, ensureCovers, type CoverImage } from "./covers.server.ts";
import { renderMarkdown, type Heading } from "./markdown.server.ts";

export const BLOG_DIR = path.resolve("content/blog");
export const PAGES_DIR = path.resolve("content/pages");

export interface Article extends ArticleSummary {
  html: string;
  headings: Heading[];
  wordCount: number;
}

/** A content file that cannot be published, naming the file and the field to fix. */
export class ContentError extends Error {
  readonly file: string;
  readonly problems: string[];
  constructor(file: string, problems: string[]) {
    super(`${file}: ${problems.join("; ")}`);
    this.name = "ContentError";
    this.file = file;
    this.problems = problems;
  }
}

/** Splits `---\nyaml\n---\nbody` into its parts. */
export function splitFrontMatter(file: string, source: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ContentError(file, ["front matter is missing (start the file with --- … ---)"]);
  let data: unknown;
  try {
    data = parseYaml(match[1]!, { schema: "core" });
  } catch (error) {
    throw new ContentError(file, [
      `front matter is not valid YAML: ${(error as Error).message.split("\n")[0]}`,
    ]);
  }
  // YAML reads 2026-03-01 as a string under the core schema; keep everything plain.
  return { data: data ?? {}, body: match[2]! };
}

function issues(error: z.ZodError) {
  return error.issues.map((issue) => `field "${issue.path.join(".") || "(front matter)"}" ${issue.message}`);
}

/** Parses and validates one article file; throws a ContentError naming file and field. */
export function parseArticle(file: string, source: string): Article {
  const { data, body } = splitFrontMatter(file, source);
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) throw new ContentError(file, issues(result.error));
  const fm = result.data;
  const expectedName = `${fm.slug}.md`;
  if (path.basename(file) !== expectedName)
    throw new ContentError(file, [`field "slug" must match the file name (${expectedName})`]);
  if (body.trim().length < 200) throw new ContentError(file, ["the article body is missing or too short"]);
  const rendered = renderMarkdown(body);
  if (rendered.problems.length) throw new ContentError(file, rendered.problems);
  const tags: Tag[] = fm.tags.map((name) => ({ name, slug: slugify(name) }));
  return {
    slug: fm.slug,
    title: fm.title,
    excerpt: fm.excerpt,
    category: categoryBySlug(fm.category)!,
    tags,
    author: authorById(fm.author)!,
    published: fm.published,
    updated: fm.updated,
    featured: fm.featured,
    cover: fm.cover,
    html: rendered.html,
    headings: rendered.headings,
    wordCount: rendered.text.split(/\s+/).filter(Boolean).length,
    readingMinutes: readingMinutes(rendered.text),
    searchText: rendered.text.toLowerCase(),
  };
}

/** Reads every article in a folder; all problems are reported together. */
export function loadArticles(dir = BLOG_DIR): Article[] {
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".md"))
        .sort()
    : [];
  const articles: Article[] = [];
  const errors: ContentError[] = [];
  for (const name of files) {
    const file = path.join(dir, name);
    try {
      articles.push(parseArticle(path.relative(process.cwd(), file), fs.readFileSync(file, "utf8")));
    } catch (error) {
      if (error instanceof ContentError) errors.push(error);
      else throw error;
    }
  }
  const seen = new Map<string, string>();
  for (const article of articles) {
    const other = seen.get(article.slug);
    if (other)
      errors.push(new ContentError(article.slug, [`slug "${article.slug}" is used twice (${other})`]));
    seen.set(article.slug, article.slug);
  }
  if (errors.length) {
    throw new Error(`Blog articles have problems:\n${errors.map((e) => `  ${e.message}`).join("\n")}`);
  }
  return sortNewestFirst(articles);
}

// Category slugs share the first URL segment with the site's own pages.
for (const category of CATEGORIES) {
  if (RESERVED_SEGMENTS.includes(category.slug))
    throw new Error(`Category "${category.slug}" clashes with a page`);
}

const holder = globalThis as { __pfrBlog?: Article[]; __pfrBlogSignature?: string };

/** Names and modification times of the content files: unchanged means nothing to reload. */
function contentSignature(dir = BLOG_DIR) {
  if (!fs.existsSync(dir)) return "";
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => `${f}:${fs.statSync(path.join(dir, f)).mtimeMs}`)
    .join("|");
}

/** The published articles, newest first, loaded once per process. */
export function allArticles(): Article[] {
  holder.__pfrBlog ??= loadArticles();
  return holder.__pfrBlog;
}

/** Loads and validates the articles (stopping the start on a bad file); missing covers are drawn after. */
export async function startBlog(storage: Storage) {
  // The dev server calls this on every request: only reload when a file changed.
  const signature = contentSignature();
  if (holder.__pfrBlog && holder.__pfrBlogSignature === signature) return;
  holder.__pfrBlog = loadArticles();
  holder.__pfrBlogSignature = signature;
  contentPage("terms");
  contentPage("privacy-policy");
  log.info("blog.ready", { articles: holder.__pfrBlog.length });
  // Covers are drawn after the start, newest articles first (a cover asked for sooner is drawn
  // when asked: blogCoverOnDemand), so a new data folder serves its first page seconds sooner.
  void ensureCovers(storage, holder.__pfrBlog).then(
    (made) => made > 0 && log.info("blog.covers", { rendered: made }),
    (error: unknown) => log.error("blog.covers.failed", { error: String(error) }),
  );
}

/** The stored cover `bucket`/`key`, drawn now when the background pass has not reached it yet. */
export function blogCoverOnDemand(storage: Storage, bucket: string, key: string) {
  return coverOnDemand(storage, bucket, key, allArticles());
}

export function cover(storage: Pick<Storage, "publicUrl">, article: ArticleSummary): CoverImage {
  return coverImage(storage, article.slug, article.cover.alt);
}

/** What a card shows: no body HTML, no search text. */
export function toCard(storage: Pick<Storage, "publicUrl">, article: Article) {
  return {
    slug: article.slug,
    title: article.title,
    url: articlePath(article),
    excerpt: article.excerpt,
    category: article.category,
    tags: article.tags,
    author: { name: article.author.name },
    published: article.published,
    updated: article.updated,
    readingMinutes: article.readingMinutes,
    cover: cover(storage, article),
  };
}
export type ArticleCard = ReturnType<typeof toCard>;

/** The blog index: featured article (first page, no filter), a page of cards, filters applied. */
export function blogIndex(
  storage: Pick<Storage, "publicUrl">,
  options: { category?: string; q?: string; page?: number },
) {
  const articles = allArticles();
  const category = options.category ? categoryBySlug(options.category) : undefined;
  const q = (options.q ?? "").trim().slice(0, 100);
  let list = category ? articles.filter((a) => a.category.slug === category.slug) : articles;
  if (q) list = searchArticles(list, q);
  const filtered = Boolean(category || q);
  const featured = filtered ? undefined : (articles.find((a) => a.featured) ?? articles[0]);
  if (featured) list = list.filter((a) => a.slug !== featured.slug);
  const page = paginate(list, options.page ?? 1);
  return {
    featured: featured && page.page === 1 ? toCard(storage, featured) : undefined,
    category,
    q,
    page: { ...page, items: page.items.map((a) => toCard(storage, a)) },
    categories: CATEGORIES.map((c) => ({
      ...c,
      count: articles.filter((a) => a.category.slug === c.slug).length,
    })),
    unknownCategory: Boolean(options.category && !category),
  };
}

/** The article at /:category/:slug, or null when the pair does not name one. */
export function findArticle(categorySlug: string, slug: string) {
  const article = allArticles().find((a) => a.slug === slug);
  if (!article || article.category.slug !== categorySlug) return null;
  return article;
}

export function related(storage: Pick<Storage, "publicUrl">, article: Article) {
  return relatedArticles(article, allArticles()).map((a) => toCard(storage, a));
}

export function allTags(): (Tag & { count: number })[] {
  const counts = new Map<string, Tag & { count: number }>();
  for (const article of allArticles())
    for (const tag of article.tags) {
      const entry = counts.get(tag.slug) ?? { ...tag, count: 0 };
      entry.count++;
      counts.set(tag.slug, entry);
    }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Articles with a tag, or null for a tag no article carries. */
export function articlesWithTag(storage: Pick<Storage, "publicUrl">, tagSlug: string) {
  const articles = allArticles().filter((a) => a.tags.some((t) => t.slug === tagSlug));
  if (articles.length === 0) return null;
  const tag = articles[0]!.tags.find((t) => t.slug === tagSlug)!;
  return { tag, articles: articles.map((a) => toCard(storage, a)) };
}

/** The newest articles as cards (the home page shows them): title, url, excerpt, cover and date. */
export function newestArticles(storage: Pick<Storage, "publicUrl">, count: number): ArticleCard[] {
  return allArticles()
    .slice(0, Math.max(0, count))
    .map((article) => toCard(storage, article));
}

/** Sitemap entries for the blog: the articles and the tag pages. */
export function blogSitemapEntries(appUrl: string): { loc: string; lastmod?: string }[] {
  const articles = allArticles();
  return [
    ...articles.map((a) => ({ loc: `${appUrl}${articlePath(a)}`, lastmod: a.updated ?? a.published })),
    ...allTags().map((t) => ({ loc: `${appUrl}${tagPath(t.slug)}` })),
  ];
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** The RSS 2.0 feed of every article, newest first, with its full HTML. */
export function blogRss(appUrl: string, storage: Pick<Storage, "publicUrl">, siteName: string) {
  const articles = allArticles();
  const rfc822 = (iso: string) => new Date(`${iso}T09:00:00Z`).toUTCString();
  const items = articles
    .map((a) => {
      const url = `${appUrl}${articlePath(a)}`;
      const image = `${appUrl}${cover(storage, a).src}`;
      return `    <item>
      <title>${escapeXml(a.title)}</title>
      <link>${url}</link>
      <guid isPermaLink="true">${url}</guid>
      <pubDate>${rfc822(a.published)}</pubDate>
      <dc:creator>${escapeXml(a.author.name)}</dc:creator>
      <category>${escapeXml(a.category.name)}</category>
${a.tags.map((t) => `      <category>${escapeXml(t.name)}</category>`).join("\n")}
      <description>${escapeXml(a.excerpt)}</description>
      <content:encoded><![CDATA[<p><img src="${image}" alt="${escapeXml(a.cover.alt)}"></p>${a.html
        .replace(/]]>/g, "]]&gt;")
        .replace(/href="\//g, `href="${appUrl}/`)
        .replace(/src="\//g, `src="${appUrl}/`)}]]></content:encoded>
    </item>`;
    })
    .join("\n");
  const lastBuild = articles[0]
    ? rfc822(
        articles
          .map((a) => a.updated ?? a.published)
          .sort()
          .at(-1)!,
      )
    : new Date().toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(`${siteName} blog`)}</title>
    <link>${appUrl}/blog</link>
    <description>Guides for travelling and renting with pets.</description>
    <language>en</language>
    <lastBuildDate>${lastBuild}</lastBuildDate>
    <atom:link href="${appUrl}/blog/rss.xml" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}

/** A Markdown content page (terms, privacy policy) from content/pages, rendered once. */
const pageCache = new Map<string, ReturnType<typeof readPage>>();
function readPage(file: string, dir: string, lang: string) {
  const full = path.join(dir, `${file}.md`);
  const { data, body } = splitFrontMatter(path.relative(process.cwd(), full), fs.readFileSync(full, "utf8"));
  const result = pageFrontMatterSchema.safeParse(data);
  if (!result.success) throw new ContentError(full, issues(result.error));
  const rendered = renderMarkdown(body);
  if (rendered.problems.length) throw new ContentError(full, rendered.problems);
  // `lang`: the language the text is written in, which a page in another language marks.
  return {
    ...result.data,
    lang,
    html: rendered.html,
    headings: rendered.headings.filter((h) => h.depth === 2),
  };
}
/** A content page in a language: its translation (`<name>.<locale>.md`) when there is one, else the English text. */
export function contentPage(name: "terms" | "privacy-policy", locale = "en", dir = PAGES_DIR) {
  const translated = locale !== "en" && fs.existsSync(path.join(dir, `${name}.${locale}.md`));
  const file = translated ? `${name}.${locale}` : name;
  if (!pageCache.has(file)) pageCache.set(file, readPage(file, dir, translated ? locale : "en"));
  return pageCache.get(file)!;
}
