import { CATEGORIES } from "../app/modules/blog/blog.ts";
import { SEARCH_PATH } from "../app/site.ts";
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
