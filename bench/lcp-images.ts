/**
 * What a page's server HTML tells the browser about its pictures, before any script runs
 * (decision 4020): the picture marked `fetchpriority="high"` is the page's LCP element, found by the
 * preload scanner (a real <img> in the HTML, and React's <link rel="preload" as="image"> in the head),
 * sized for the viewport (srcset in widths, sizes) and in a modern format; every other picture
 * waits (`loading="lazy"`, `decoding="async"`). Used by the bench's `js` part and a browser test.
 */
export type Attributes = Record<string, string>;

/** The attributes of every tag `name` in `html`, in order (names lower-cased, entities left as they are). */
export function tagsOf(html: string, name: string): Attributes[] {
  const tags: Attributes[] = [];
  for (const tag of html.matchAll(new RegExp(`<${name}\\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, "gi"))) {
    const attributes: Attributes = {};
    for (const [, key, , double, single, bare] of tag[1]!.matchAll(
      /([^\s=/>]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    ))
      attributes[key!.toLowerCase()] = double ?? single ?? bare ?? "";
    tags.push(attributes);
  }
  return tags;
}

const MODERN = /\.(avif|webp)(\?|#|$)/i;

/** The URLs of a srcset, with their width descriptors. */
export const candidatesOf = (srcset: string) =>
  srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, descriptor]) => ({ url: url!, width: /^(\d+)w$/.exec(descriptor ?? "")?.[1] }));

export interface LcpReport {
  /** The LCP picture's attributes, when the page marks one. */
  lcp?: Attributes;
  /** Whether the head also asks for it (<link rel="preload" as="image"> with the same srcset). */
  preloaded: boolean;
  /** Other pictures on the page, and how many of them wait (lazy and async). */
  others: number;
  /** What falls short of the rules above; empty when the page meets them. */
  problems: string[];
}

export function lcpReport(html: string): LcpReport {
  const images = tagsOf(html, "img");
  const high = images.filter((img) => img.fetchpriority === "high");
  const problems: string[] = [];
  if (high.length !== 1) problems.push(`${high.length} pictures marked fetchpriority="high" (one expected)`);
  const lcp = high[0];
  if (lcp) {
    if (lcp.loading === "lazy") problems.push("the LCP picture is lazy");
    if (!lcp.sizes) problems.push("the LCP picture has no sizes");
    const candidates = candidatesOf(lcp.srcset ?? "");
    if (candidates.length < 2 || candidates.some((c) => !c.width))
      problems.push("the LCP picture has no srcset in widths");
    for (const url of [lcp.src ?? "", ...candidates.map((c) => c.url)])
      if (!MODERN.test(url)) problems.push(`the LCP picture's ${url || "src"} is not AVIF or WebP`);
  }
  const others = images.filter((img) => img !== lcp);
  for (const img of others)
    if (img.loading !== "lazy" || img.decoding !== "async")
      problems.push(`${img.src ?? "a picture"} is not lazy and async`);
  const preloaded =
    !!lcp &&
    tagsOf(html, "link").some(
      (link) =>
        link.rel === "preload" &&
        link.as === "image" &&
        (link.imagesrcset ?? link.href) === (lcp.srcset ?? lcp.src),
    );
  return { lcp, preloaded, others: others.length, problems };
}
