/**
 * The pages that also answer under a language prefix (app/routes.ts, decision 3800): home, search
 * (its three paths), a stay and its booking, the content pages, the blog and its articles.
 */
const FIXED = new Set([
  "/",
  "/monthly-rentals-mid-term-rentals-short-term-month-to-month",
  "/listing",
  "/list",
  "/hotels/detail",
  "/hotels/booking",
  "/hotels/confirm",
  "/landing",
  "/about-us",
  "/contact-us",
  "/terms",
  "/privacy-policy",
  "/blog",
]);
const TAG = /^\/blog\/tag\/[a-z0-9-]+$/;
const SLUG = /^[a-z0-9-]+$/;

/** Whether an (unprefixed) path is a page with a version in every language; articles by their category. */
export function isLocalizedPath(path: string, categorySlugs: readonly string[]) {
  if (FIXED.has(path) || TAG.test(path)) return true;
  const [, category = "", slug = "", ...rest] = path.split("/");
  return rest.length === 0 && categorySlugs.includes(category) && SLUG.test(slug);
}

/** Pages of one booking or one person: never indexed, so named in no hreflang links. */
export const isIndexable = (path: string) => path !== "/hotels/booking" && path !== "/hotels/confirm";
