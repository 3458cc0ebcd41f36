import { blogRss } from "~/modules/blog/blog.server";
import { SITE_NAME } from "~/site";
import { platformOf } from "~/platform/context";
import type { Route } from "./+types/rss";

/** The blog's RSS 2.0 feed: every article, newest first, with its full text. */
export async function loader({ context }: Route.LoaderArgs) {
  const { env, storage } = platformOf(context);
  return new Response(blogRss(env.APP_URL, storage, SITE_NAME), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
