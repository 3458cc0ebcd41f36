import { blogSitemapEntries } from "~/modules/blog/blog.server";
import { listingSitemapEntries } from "~/modules/stays/stay-page.server";
import { SEARCH_PATH } from "~/site";
import { platformOf } from "~/platform/context";
import type { Route } from "./+types/sitemap";

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

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = platformOf(context);
  const listings = await listingSitemapEntries(platformOf(context).database.db);
  const entry = (loc: string, lastmod?: string) =>
    `  <url><loc>${loc.replace(/&/g, "&amp;")}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  const urls = [
    ...staticPaths.map((path) => entry(`${env.APP_URL}${path}`)),
    ...listings.map((e) => entry(`${env.APP_URL}${e.path}`, e.lastmod)),
    ...blogSitemapEntries(env.APP_URL).map((u) => entry(u.loc, u.lastmod)),
  ].join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
