import { platform } from "~/platform/runtime.server";

export async function loader() {
  const { env } = await platform();
  const body = [
    "User-agent: *",
    "Disallow: /user/",
    "Disallow: /hotels/booking",
    "Disallow: /hotels/confirm",
    "Disallow: /api/",
    "",
    `Sitemap: ${env.APP_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
