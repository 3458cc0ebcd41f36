import { blogSitemapEntries } from "~/modules/blog/blog.server";
import { listingSitemapEntries } from "~/modules/stays/stay-page.server";
import { SEARCH_PATH } from "~/site";
import { sitemapXml } from "~/i18n/sitemap";
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

/** Every page in every language (decision 3800). */
export async function loader({ context }: Route.LoaderArgs) {
  const { env } = platformOf(context);
  const listings = await listingSitemapEntries(platformOf(context).database.db);
  const xml = sitemapXml(env.APP_URL, [
    ...staticPaths.map((path) => ({ path })),
    ...listings,
    ...blogSitemapEntries(env.APP_URL).map((u) => ({
      path: u.loc.slice(env.APP_URL.length),
      lastmod: u.lastmod,
    })),
  ]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
