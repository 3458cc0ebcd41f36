import { describe, expect, it } from "vitest";
import {
  CATEGORIES,
  paginate,
  readingMinutes,
  RESERVED_SEGMENTS,
  searchArticles,
  slugify,
  type ArticleSummary,
} from "./blog.ts";

const article = (slug: string, title: string, extra: Partial<ArticleSummary> = {}): ArticleSummary => ({
  slug,
  title,
  excerpt: "",
  category: CATEGORIES[0]!,
  tags: [],
  author: { id: "a", name: "A", role: "", bio: "" },
  published: "2026-01-01",
  readingMinutes: 1,
  featured: false,
  cover: { alt: "", scene: "cat" },
  searchText: "",
  ...extra,
});

describe("blog rules", () => {
  it("slugifies names", () => {
    expect(slugify("Travel nurses")).toBe("travel-nurses");
    expect(slugify("Heat & cold: Café")).toBe("heat-and-cold-cafe");
  });

  it("estimates reading time, at least one minute", () => {
    expect(readingMinutes("word ".repeat(440))).toBe(2);
    expect(readingMinutes("short")).toBe(1);
  });

  it("pages and clamps out-of-range pages", () => {
    const items = Array.from({ length: 13 }, (_, i) => i);
    expect(paginate(items, 1, 6)).toMatchObject({
      items: [0, 1, 2, 3, 4, 5],
      page: 1,
      pageCount: 3,
      total: 13,
    });
    expect(paginate(items, 3, 6).items).toEqual([12]);
    expect(paginate(items, 99, 6).page).toBe(3);
    expect(paginate(items, -2, 6).page).toBe(1);
    expect(paginate([], 1, 6)).toMatchObject({ page: 1, pageCount: 1, items: [] });
  });

  it("searches every word, ranking title hits first", () => {
    const list = [
      article("a", "Pet fees explained", { searchText: "a cat deposit" }),
      article("b", "Moving with a cat", { searchText: "deposit" }),
      article("c", "Road trips", { searchText: "dogs" }),
    ];
    expect(searchArticles(list, "cat").map((a) => a.slug)).toEqual(["b", "a"]);
    expect(searchArticles(list, "cat deposit").map((a) => a.slug)).toEqual(["b", "a"]);
    expect(searchArticles(list, "hamster")).toEqual([]);
    expect(searchArticles(list, "  ")).toHaveLength(3);
  });

  it("never lets a category take a page's first path segment", () => {
    for (const c of CATEGORIES) expect(RESERVED_SEGMENTS).not.toContain(c.slug);
  });
});
