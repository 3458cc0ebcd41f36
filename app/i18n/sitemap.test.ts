import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap.ts";

describe("the sitemap in every language (decision 3800)", () => {
  it("lists each page once per language, each naming all its versions", () => {
    const xml = sitemapXml("https://pets.example", [
      { path: "/" },
      { path: "/hotels/detail?listing=cosy&x=1", lastmod: "2027-01-02" },
    ]);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      "https://pets.example/",
      "https://pets.example/es/",
      "https://pets.example/fr/",
      "https://pets.example/ar/",
      "https://pets.example/hotels/detail?listing=cosy&amp;x=1",
      "https://pets.example/es/hotels/detail?listing=cosy&amp;x=1",
      "https://pets.example/fr/hotels/detail?listing=cosy&amp;x=1",
      "https://pets.example/ar/hotels/detail?listing=cosy&amp;x=1",
    ]);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(8);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://pets.example/ar/"/>');
    expect(xml).toContain("<lastmod>2027-01-02</lastmod>");
  });
});
