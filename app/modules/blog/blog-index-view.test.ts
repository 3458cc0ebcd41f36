import { describe, expect, it } from "vitest";
import { compiledCatalogue } from "~/i18n/catalogue.server";
import { metaLanguage } from "~/i18n/meta";
import { categoryWords } from "./blog-words.ts";
import { indexCanonical, indexHref, indexRedirect, readIndexQuery } from "./blog-index-view.ts";

const q = (query: string) => new URLSearchParams(query);

describe("indexHref", () => {
  it("keeps the category and words, leaves out page 1 and empty values", () => {
    expect(indexHref({})).toBe("/blog");
    expect(indexHref({ page: 1 })).toBe("/blog");
    expect(indexHref({ category: "", q: "" })).toBe("/blog");
    expect(indexHref({ category: "for-owners", q: "cat & dog", page: 2 })).toBe(
      "/blog?category=for-owners&q=cat+%26+dog&page=2",
    );
  });
});

describe("readIndexQuery", () => {
  it("reads the category, the words and a plain page", () => {
    expect(readIndexQuery(q("category=pet-care&q=cat&page=2"))).toEqual({
      category: "pet-care",
      q: "cat",
      page: 2,
    });
    expect(readIndexQuery(q(""))).toEqual({ category: undefined, q: undefined, page: 1 });
  });

  it("asks for page 1 for a hostile page, and clamps a huge one", () => {
    for (const page of ["2.9", "0x2", "-1", "1e3", "abc", "0", "%20"])
      expect(readIndexQuery(q(`page=${page}`)).page, page).toBe(1);
    expect(readIndexQuery(q("page=99999999")).page).toBe(99_999_999);
    expect(readIndexQuery(q(`page=${"9".repeat(500)}`)).page).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe("indexRedirect", () => {
  it("leaves a query that names the page shown alone", () => {
    expect(indexRedirect(q(""), { unknownCategory: false, page: 1 })).toBeNull();
    expect(indexRedirect(q("page=2&q=cat"), { unknownCategory: false, page: 2 })).toBeNull();
    expect(indexRedirect(q("page="), { unknownCategory: false, page: 1 })).toBeNull();
  });

  it("drops an unknown category with its page, keeping the words", () => {
    expect(indexRedirect(q("category=nope&page=3&q=cat"), { unknownCategory: true, page: 1 })).toBe(
      "/blog?q=cat",
    );
    expect(indexRedirect(q("category=nope"), { unknownCategory: true, page: 1 })).toBe("/blog");
  });

  it("sends a page past the end, or written oddly, to the real one", () => {
    expect(indexRedirect(q("page=99"), { unknownCategory: false, page: 2 })).toBe("/blog?page=2");
    expect(indexRedirect(q("category=cats&page=02"), { unknownCategory: false, page: 2 })).toBe(
      "/blog?category=cats&page=2",
    );
    for (const page of ["2.9", "0x2", "-1", "abc", "0"])
      expect(indexRedirect(q(`page=${page}&q=x`), { unknownCategory: false, page: 1 }), page).toBe(
        "/blog?q=x",
      );
  });
});

describe("canonical and title", () => {
  it("never carries the words", () => {
    expect(indexCanonical("https://x.test", undefined, 1)).toBe("https://x.test/blog");
    expect(indexCanonical("https://x.test", "for-owners", 2)).toBe(
      "https://x.test/blog?category=for-owners&page=2",
    );
  });
  it("writes the blog's titles in the page's language, a category by its translated name", () => {
    const language = { locale: "es", prefix: "es", messages: compiledCatalogue("es"), alternates: [] };
    const meta = metaLanguage([{ id: "root", loaderData: { language } }]);
    const category = categoryWords(meta.t("blogCards"), { slug: "for-owners", name: "For owners" });
    expect(
      meta.t("blog.meta")("pageTitle", {
        title: meta.t("blog.meta")("categoryTitle", { category: category.name }),
        page: 2,
      }),
    ).toBe("Blog: Para propietarios (página 2)");
    // A category the catalogue does not name keeps its own words.
    expect(categoryWords(meta.t("blogCards"), { slug: "new-one", name: "New one" }).name).toBe("New one");
  });
});
