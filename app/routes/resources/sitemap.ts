import { blogSitemapEntries } from "~/modules/blog/blog.server";
import { platform } from "~/platform/runtime.server";
import { SEARCH_PATH } from "~/site";

/** Public pages worth indexing; listings and articles join as they are published. */
const staticPaths = [
  "/",
  SEARCH_PATH,
  "/landing",
  "/blog",
  "/about-us",
  "/contact-us",
  "/terms",
  "/privacy-policy",
];

export async function loader() {
  const { env } = await platform();
  const urls = staticPaths.map((path) => `  <url><loc>${env.APP_URL}${path}</loc></url>`).join("\n");
  const blogUrls = blogSitemapEntries(env.APP_URL)
    .map((u) => `  <url><loc>${u.loc}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n${blogUrls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
