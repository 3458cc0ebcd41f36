import { blogRss } from "~/modules/blog/blog.server";
import { platform } from "~/platform/runtime.server";
import { SITE_NAME } from "~/site";

/** The blog's RSS 2.0 feed: every article, newest first, with its full text. */
export async function loader() {
  const { env, storage } = await platform();
  return new Response(blogRss(env.APP_URL, storage, SITE_NAME), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
