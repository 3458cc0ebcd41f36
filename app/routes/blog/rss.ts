import { platform } from "~/platform/runtime.server";
import { SITE_NAME } from "~/site";

function escapeXml(value: string) {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The blog's RSS 2.0 feed: the channel, and one item per published article (none yet). */
export async function loader() {
  const { env } = await platform();
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${SITE_NAME} blog`)}</title>
    <link>${env.APP_URL}/blog</link>
    <description>Guides for travelling and renting with pets.</description>
    <language>en</language>
    <atom:link href="${env.APP_URL}/blog/rss.xml" rel="self" type="application/rss+xml"/>
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
