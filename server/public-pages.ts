import { CATEGORIES } from "../app/modules/blog/blog.ts";
import { SEARCH_PATH } from "../app/site.ts";
import { pagePathOf } from "../app/shared/data-path.ts";
import { splitLocalePath } from "../app/i18n/locales.ts";

/**
 * The pages that read the same for every visitor without a session: the home page, the
 * search (its three paths), a stay's page, the blog and its articles, the plain content
 * pages. Pages with forms that carry a one-time key (booking, contact), and everything
 * under an account, are not among them.
 */
const FIXED = new Set([
  "/",
  SEARCH_PATH,
  "/listing",
  "/list",
  "/hotels/detail",
  "/blog",
  "/landing",
  "/about-us",
  "/terms",
  "/privacy-policy",
]);
const ARTICLE = new RegExp(`^/(?:${CATEGORIES.map((c) => c.slug).join("|")})/[a-z0-9-]+$`);
const TAG = /^\/blog\/tag\/[a-z0-9-]+$/;

const isPublic = (path: string) => FIXED.has(path) || ARTICLE.test(path) || TAG.test(path);

/** A public page, in English or under a language prefix (/es/…, decision 3800). */
export const isPublicPage = (path: string) => isPublic(splitLocalePath(path).path);

/**
 * The pages drawn the same for every visitor, signed in or not (decision 4010): the home page, the
 * search and a stay's page. Their personal parts (the header's account, hearts, saved pets) come
 * after the page from `/api/personal`.
 */
const SHARED = new Set(["/", SEARCH_PATH, "/listing", "/list", "/hotels/detail"]);

export { pagePathOf };

/** A page (or its `.data` request) with the same bytes for everyone, in English or under a prefix. */
export const isSharedPage = (path: string) => SHARED.has(splitLocalePath(pagePathOf(path)).path);

/**
 * Whether this request for a page is answered with the shared bytes even with cookies: not a search
 * or stay by one's own saved pets (`pet=<id>`: the results are theirs), not a visit carrying a flash
 * message to show once (`pfr_flash`, set by a redirect after a change).
 */
export function sharedRequest(path: string, query: URLSearchParams, cookie: string | undefined): boolean {
  return isSharedPage(path) && !query.has("pet") && !flashFor(cookie, pagePathOf(path));
}

/**
 * Whether the visitor's flash message (`pfr_flash`, a minute long) is for this page: a message
 * queued for another page is left for that one (the root loader does the same), so it does not
 * keep this one from being shared. The page is read from the cookie's payload without checking its
 * signature: it only picks how the page is drawn (the loaders check it); unreadable means "yes".
 */
export function flashFor(cookie: string | undefined, page: string): boolean {
  const raw = /(?:^|;\s*)pfr_flash=([^;]*)/.exec(cookie ?? "")?.[1];
  if (raw === undefined) return false;
  try {
    const signed = decodeURIComponent(raw);
    const payload = signed.slice(0, signed.lastIndexOf("."));
    const json = Buffer.from(payload, "base64").toString("utf8");
    const target = (JSON.parse(json) as { for?: unknown }).for;
    return typeof target !== "string" || target === page;
  } catch {
    return true;
  }
}

/** What may change the bytes of a shared page in a visitor's Cookie header: their language alone. */
export function sharedCookie(cookie: string | undefined, name: string): string | undefined {
  const kept = (cookie ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`));
  return kept.length ? kept.join("; ") : undefined;
}

/** `sharedRequest` for an Express request (server/app.ts, its tests). */
export const isSharedRequest = (req: { path: string; originalUrl: string; headers: { cookie?: string } }) =>
  sharedRequest(req.path, new URL(req.originalUrl, "http://localhost").searchParams, req.headers.cookie);
