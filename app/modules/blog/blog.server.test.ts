import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATEGORIES } from "./blog.ts";
import { ContentError, contentPage, loadArticles, parseArticle } from "./blog.server.ts";

const body = "A useful paragraph about travelling with a dog. ".repeat(20);
const valid = (overrides: Record<string, string> = {}) => {
  const fields: Record<string, string> = {
    title: '"Moving with a cat"',
    slug: "moving-with-a-cat",
    category: "mid-term-stays",
    tags: "[Cats, Moving]",
    author: "priya-raman",
    published: '"2026-03-01"',
    excerpt: '"How to move with a cat for a three-month contract without a rough first week."',
    cover: '{ scene: cat, alt: "A cat on a windowsill" }',
    ...overrides,
  };
  const yaml = Object.entries(fields)
    .filter(([, v]) => v !== "")
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
  return `---\n${yaml}\n---\n\n## First\n\n${body}\n`;
};
const parse = (source: string) => parseArticle("content/blog/moving-with-a-cat.md", source);
const problemOf = (source: string) => {
  try {
    parse(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected the article to be rejected");
};

describe("parseArticle", () => {
  it("reads a valid article: fields, tags with slugs, reading time, html", () => {
    const article = parse(valid());
    expect(article.title).toBe("Moving with a cat");
    expect(article.category.slug).toBe("mid-term-stays");
    expect(article.tags).toEqual([
      { name: "Cats", slug: "cats" },
      { name: "Moving", slug: "moving" },
    ]);
    expect(article.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(article.html).toContain('<h2 id="first">');
  });

  it("names the file and the field when front matter is wrong", () => {
    expect(problemOf(valid({ category: "gossip" }))).toMatch(
      /^content\/blog\/moving-with-a-cat\.md: field "category" must be one of/,
    );
    expect(problemOf(valid({ published: '"2026-13-45"' }))).toMatch(/field "published" is not a real date/);
    expect(problemOf(valid({ published: '"2027-01-01"' }))).toMatch(
      /field "published" must not be after 2026-11-21/,
    );
    expect(problemOf(valid({ title: "" }))).toMatch(/field "title" is required/);
    expect(problemOf(valid({ cover: "{ scene: cat }" }))).toMatch(/field "cover.alt" is required/);
    expect(problemOf(valid({ author: "someone" }))).toMatch(/field "author" must be one of/);
    expect(problemOf(valid({ colour: "blue" }))).toMatch(/colour/);
    expect(problemOf(valid({ updated: '"2026-02-01"' }))).toMatch(/field "updated" must not be before/);
  });

  it("rejects a slug that does not match the file name, missing front matter and bad YAML", () => {
    expect(problemOf(valid({ slug: "another-slug" }))).toMatch(/field "slug" must match the file name/);
    expect(problemOf(`## No front matter\n\n${body}`)).toMatch(/front matter is missing/);
    expect(problemOf(`---\ntitle: [unclosed\n---\n${body}`)).toMatch(/not valid YAML/);
  });
});

describe("loadArticles", () => {
  it("reports every broken file together, naming each", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-"));
    fs.writeFileSync(path.join(dir, "moving-with-a-cat.md"), valid({ tags: "[]" }));
    fs.writeFileSync(path.join(dir, "second.md"), valid({ slug: "second", excerpt: '"short"' }));
    expect(() => loadArticles(dir)).toThrow(
      /moving-with-a-cat\.md: field "tags" needs at least one tag[\s\S]*second\.md: field "excerpt"/,
    );
  });

  it("loads the published articles: valid, enough of them, across categories and tags", () => {
    const articles = loadArticles();
    expect(articles.length).toBeGreaterThanOrEqual(12);
    expect(new Set(articles.map((a) => a.category.slug)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(articles.flatMap((a) => a.tags.map((t) => t.slug))).size).toBeGreaterThanOrEqual(12);
    for (const a of articles) {
      expect(a.wordCount, a.slug).toBeGreaterThanOrEqual(850);
      expect(CATEGORIES.map((c) => c.slug)).toContain(a.category.slug);
    }
    // Newest first.
    expect(articles.map((a) => a.published)).toEqual(
      articles
        .map((a) => a.published)
        .sort()
        .reverse(),
    );
    // Internal links point at articles that exist.
    const paths = new Set(articles.map((a) => `/${a.category.slug}/${a.slug}`));
    for (const a of articles)
      for (const [, href] of a.html.matchAll(/href="(\/[a-z-]+\/[a-z0-9-]+)"/g))
        if (!href!.startsWith("/blog/")) expect(paths, `${a.slug} links to ${href}`).toContain(href);
  });

  it("loads the terms and privacy policy with their sections", () => {
    expect(contentPage("terms").headings.length).toBeGreaterThan(6);
    expect(contentPage("privacy-policy").headings.map((h) => h.id)).toContain("cookies-and-browser-storage");
  });

  it("has each document in every language, section for section, and falls back to English", () => {
    for (const name of ["terms", "privacy-policy"] as const) {
      const english = contentPage(name);
      expect(english.lang).toBe("en");
      for (const locale of ["es", "fr", "ar"]) {
        const translated = contentPage(name, locale);
        expect({ name, locale, lang: translated.lang }).toEqual({ name, locale, lang: locale });
        expect(translated.headings.length).toBe(english.headings.length);
        expect(translated.updated).toBe(english.updated);
        // Its links keep the reader's language.
        expect(translated.html).not.toMatch(/href="\/(contact-us|privacy-policy|terms)"/);
      }
      expect(contentPage(name, "de").lang).toBe("en");
    }
  });
});
