import { describe, expect, it } from "vitest";
import { articleJsonLd, articlePageOf, initials } from "./article-view.ts";
import { AUTHORS, CATEGORIES, type ArticleSummary } from "./blog.ts";

const summary: ArticleSummary = {
  slug: "moving-with-a-cat",
  title: "Moving with a cat",
  excerpt: "How to move house with a cat.",
  category: CATEGORIES[0]!,
  tags: [
    { slug: "cats", name: "Cats" },
    { slug: "moving", name: "Moving" },
  ],
  author: AUTHORS[0]!,
  published: "2026-03-01",
  readingMinutes: 6,
  featured: false,
  cover: { alt: "A cat in a box", scene: "box" },
  searchText: "the whole body",
};

describe("article view", () => {
  it("sends no search text, and only the sections for the contents", () => {
    const page = articlePageOf({
      ...summary,
      html: "<p>Hi</p>",
      wordCount: 1200,
      headings: [
        { id: "a", text: "A", depth: 2 as const },
        { id: "b", text: "B", depth: 3 as const },
        { id: "c", text: "C", depth: 2 as const },
      ],
    });
    expect(page).not.toHaveProperty("searchText");
    expect(page.headings.map((h) => h.id)).toEqual(["a", "c"]);
    expect(page.html).toBe("<p>Hi</p>");
  });

  it("describes the article as a BlogPosting", () => {
    const ld = articleJsonLd(
      { ...summary, wordCount: 1200 },
      {
        url: "https://x.test/a/b",
        image: "https://x.test/c.jpg",
        appUrl: "https://x.test",
        siteName: "Site",
      },
    );
    expect(ld).toMatchObject({
      "@type": "BlogPosting",
      headline: "Moving with a cat",
      dateModified: "2026-03-01",
      keywords: "Cats, Moving",
      publisher: { name: "Site", url: "https://x.test" },
      mainEntityOfPage: { "@id": "https://x.test/a/b" },
      wordCount: 1200,
    });
    expect(
      articleJsonLd(
        { ...summary, updated: "2026-04-02", wordCount: 1 },
        {
          url: "u",
          image: "i",
          appUrl: "a",
          siteName: "s",
        },
      ).dateModified,
    ).toBe("2026-04-02");
  });

  it("gives the author's initials", () => {
    expect(initials("Maya Lindqvist")).toBe("ML");
    expect(initials("Sam")).toBe("S");
  });
});
