import { DEFAULT_LOCALE, LOCALES, localizePath } from "./locales.ts";

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/**
 * The sitemap (decision 3800): every page once per language (English at the spec's path, the others
 * under their prefix), each entry naming all its language versions (xhtml:link hreflang), as search
 * engines read them.
 */
export function sitemapXml(origin: string, pages: { path: string; lastmod?: string }[]): string {
  const urls = pages.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LOCALES.map((locale) => ({ hreflang: locale, href: origin + localizePath(path, locale) })),
      { hreflang: "x-default", href: origin + localizePath(path, DEFAULT_LOCALE) },
    ]
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escape(a.href)}"/>`)
      .join("\n");
    return LOCALES.map(
      (locale) =>
        `  <url><loc>${escape(origin + localizePath(path, locale))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}\n${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
