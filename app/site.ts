import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Pet Friendly Rentals by Owner";
export const SEARCH_PATH = "/monthly-rentals-mid-term-rentals-short-term-month-to-month";
/** Where a new listing starts (its first step, before the draft exists). */
export const NEW_LISTING_PATH = "/host/listings/new";

/** Every page title begins with the brand (spec §2). */
export function pageTitle(page?: string) {
  return page ? `${SITE_NAME} | ${page}` : SITE_NAME;
}

/** Title, description and social tags for a page; `canonical` is a path. */
export function pageMeta(
  page: string | undefined,
  description: string,
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  const title = pageTitle(page);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: "website" },
    ...extra,
  ];
}

/** A page search engines should leave out (the operator console): its meta, marked noindex. */
export const unindexedPageMeta = (page: string, description: string): MetaDescriptor[] =>
  pageMeta(page, description, [{ name: "robots", content: "noindex, nofollow" }]);
