import { platformOf } from "~/platform/context";
import type { Route } from "./+types/robots";

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = platformOf(context);
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
