/**
 * How a picture is fetched (decision 4020). The page's largest picture, its LCP element (the first
 * card of home and search, the stay's first photo, the article's cover), is fetched first: eager,
 * `fetchpriority="high"`, decoded with the paint rather than after it. Everything else waits for
 * layout (`loading="lazy"`, which the browser starts early for pictures near the viewport) and is
 * decoded off the main thread.
 */
export type ImageRole = "lcp" | "lazy";

export interface ImageLoading {
  loading: "eager" | "lazy";
  fetchPriority?: "high";
  decoding?: "async";
}

export function imageLoading(role: ImageRole): ImageLoading {
  return role === "lcp"
    ? { loading: "eager", fetchPriority: "high" }
    : { loading: "lazy", decoding: "async" };
}

/**
 * In a list of cards at the top of a page, the first card's picture is the page's LCP element (one
 * column on a phone, the first of a row on a desktop); the others come after it.
 */
export const cardImageRole = (index: number, leadsThePage: boolean): ImageRole =>
  leadsThePage && index === 0 ? "lcp" : "lazy";
