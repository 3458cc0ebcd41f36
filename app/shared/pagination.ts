/**
 * Pages of a list, the same rules everywhere a list is paged (search results,
 * the blog): reading `?page=` strictly, the page count, the offset and the
 * window of page links. Pure; the UI is `ui/pagination.tsx`.
 */

/** What a `?page=` value asks for: the page to show, and whether the value named it as is. */
export interface PageRequest {
  page: number;
  /** False when the value was refused (page 1) or out of bounds (clamped): explain or redirect. */
  exact: boolean;
}

/** Past this many digits a number is certainly beyond any bound (and beyond exact integers). */
const MAX_DIGITS = 15;

/**
 * The page a query value asks for, from 1 to `max`. Absent or empty is page 1.
 * Only plain digits count: "2.9", "0x2", "1e3", "-1", " 2" and "0" are refused
 * (page 1, not exact) rather than coerced; "99999999" past `max` is clamped to
 * `max` (not exact). Leading zeros ("02") name page 2 exactly; a URL that must
 * be canonical compares the page with the value itself.
 */
export function readPage(value: string | null | undefined, max = Number.MAX_SAFE_INTEGER): PageRequest {
  if (value == null || value === "") return { page: 1, exact: true };
  if (!/^\d+$/.test(value)) return { page: 1, exact: false };
  const asked = value.replace(/^0+(?=\d)/, "").length > MAX_DIGITS ? Infinity : Number(value);
  if (asked < 1) return { page: 1, exact: false };
  const last = Math.max(1, Math.floor(max));
  return asked > last ? { page: last, exact: false } : { page: asked, exact: true };
}

/** How many pages `total` items make, at least 1 (an empty list still has its page), at most `maxPages`. */
export function pageCountOf(total: number, perPage: number, maxPages = Infinity): number {
  const count = Math.ceil(Math.max(0, total) / Math.max(1, perPage));
  return Math.max(1, Math.min(maxPages, count));
}

/** A page number brought within 1…pageCount (anything not finite is page 1). */
export function clampPage(page: number, pageCount: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, pageCount));
}

/** How many items come before a page (the SQL offset, the slice start). */
export function pageOffset(page: number, perPage: number): number {
  return (clampPage(page, Infinity) - 1) * perPage;
}

/** One place in the row of page links: a page number, or a gap ("…") standing for two or more pages. */
export type PageLink = number | "gap";

/**
 * The page links to show: the first, the last, and `around` pages on each side
 * of the current one; a gap of a single page shows that page instead of "…".
 * Empty when there is only one page (nothing to page through).
 */
export function pageWindow(page: number, pageCount: number, around = 1): PageLink[] {
  if (pageCount <= 1) return [];
  const current = clampPage(page, pageCount);
  const shown = new Set([1, pageCount]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const [i, p] of pages.entries()) {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous === 2) links.push(p - 1);
    else if (previous !== undefined && p - previous > 2) links.push("gap");
    links.push(p);
  }
  return links;
}
