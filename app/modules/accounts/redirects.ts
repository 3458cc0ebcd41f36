/**
 * `redirectedFrom` is honoured only for same-site paths: anything that could
 * leave the site (absolute URLs, protocol-relative `//host`, backslash tricks,
 * control characters) falls back to the home page.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, "http://same.site");
    if (url.origin !== "http://same.site") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** `/sign-in?redirectedFrom=<full path with query>` for the page a visitor wanted. */
export function signInRedirectPath(request: Request) {
  return `/sign-in?${new URLSearchParams({ redirectedFrom: documentPath(request) })}`;
}

/**
 * The page a request is for. Client-side navigations fetch `/<path>.data`
 * (`/_root.data` for the home page) with a `_routes` parameter: the visitor
 * wanted the document path without them.
 */
export function documentPath(request: Request) {
  const url = new URL(request.url);
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return pathname + (search ? `?${search}` : "");
}
