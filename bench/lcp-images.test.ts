import { describe, expect, it } from "vitest";
import { candidatesOf, lcpReport, tagsOf } from "./lcp-images.ts";

const srcset = "/media/p/a-480.webp 480w, /media/p/a-960.webp 960w, /media/p/a-1440.webp 1440w";
const lcp = `<img src="/media/p/a-960.webp" srcSet="${srcset}" sizes="100vw" alt="A house" loading="eager" fetchPriority="high">`;
const lazy = (n: number) => `<img src="/media/p/b${n}-960.webp" alt="" loading="lazy" decoding="async"/>`;
const preload = `<link rel="preload" as="image" imageSrcSet="${srcset}" imageSizes="100vw" fetchPriority="high"/>`;

describe("tagsOf", () => {
  it("reads attributes in any quoting, names lower-cased, bare ones empty", () => {
    expect(tagsOf(`<p><IMG SRC='/a.webp' data-x=1 hidden alt="a > b"></p>`, "img")).toEqual([
      { src: "/a.webp", "data-x": "1", hidden: "", alt: "a > b" },
    ]);
  });
});

describe("candidatesOf", () => {
  it("splits a srcset into URLs and widths", () => {
    expect(candidatesOf(srcset).map((c) => c.width)).toEqual(["480", "960", "1440"]);
  });
});

describe("lcpReport", () => {
  it("passes a page whose one high-priority picture is preloaded and whose others wait", () => {
    const report = lcpReport(`<head>${preload}</head><body>${lcp}${lazy(1)}${lazy(2)}</body>`);
    expect(report.problems).toEqual([]);
    expect(report.preloaded).toBe(true);
    expect(report.others).toBe(2);
    expect(report.lcp?.alt).toBe("A house");
  });

  it("finds a page with no LCP picture, or two", () => {
    expect(lcpReport(lazy(1)).problems).toEqual([`0 pictures marked fetchpriority="high" (one expected)`]);
    expect(lcpReport(lcp + lcp).problems[0]).toMatch(/^2 pictures/);
  });

  it("finds an LCP picture that is lazy, unsized, in one width or in an old format", () => {
    const bad = `<img src="/a.jpg" srcset="/a.jpg" loading="lazy" fetchpriority="high">`;
    expect(lcpReport(bad).problems).toEqual([
      "the LCP picture is lazy",
      "the LCP picture has no sizes",
      "the LCP picture has no srcset in widths",
      "the LCP picture's /a.jpg is not AVIF or WebP",
      "the LCP picture's /a.jpg is not AVIF or WebP",
    ]);
  });

  it("finds another picture fetched or decoded eagerly", () => {
    const report = lcpReport(`${lcp}<img src="/b.webp" loading="lazy"><img src="/c.webp" decoding="async">`);
    expect(report.problems).toEqual(["/b.webp is not lazy and async", "/c.webp is not lazy and async"]);
  });

  it("says when the head does not ask for the picture", () => {
    expect(lcpReport(lcp).preloaded).toBe(false);
  });
});
