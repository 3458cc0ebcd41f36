/**
 * The pages that also answer under a language prefix (app/routes.ts, decision 3800): home, search
 * (its three paths), a stay and its booking, the content pages, the blog and its articles, and
 * /not-found (an unknown /es/… address answers it in Spanish).
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
  "/not-found",
]);
const TAG = /^\/blog\/tag\/[a-z0-9-]+$/;
const SLUG = /^[a-z0-9-]+$/;

/** Whether an (unprefixed) path is a page with a version in every language; articles by their category. */
export function isLocalizedPath(path: string, categorySlugs: readonly string[]) {
  if (FIXED.has(path) || TAG.test(path)) return true;
  const [, category = "", slug = "", ...rest] = path.split("/");
  return rest.length === 0 && categorySlugs.includes(category) && SLUG.test(slug);
}

/** Pages of one booking or one person, and the 404: never indexed, so named in no hreflang links. */
const UNINDEXED = new Set(["/hotels/booking", "/hotels/confirm", "/not-found"]);
export const isIndexable = (path: string) => !UNINDEXED.has(path);
