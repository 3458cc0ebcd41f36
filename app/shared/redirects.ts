import { redirect } from "react-router";
import { localizePath, splitLocalePath } from "../i18n/locales.ts";
import { pagePathOf } from "./data-path.ts";

/**
 * `redirectedFrom` is honoured only for same-site paths: anything that could
 * leave the site (absolute URLs, protocol-relative `//host`, backslash tricks,
 * control characters) falls back to the home page.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, "http://same.site");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://same.site") return fallback;
  // Normalised ("/.//x" resolves to "//x") and decoded ("/%2F%2Fx"), the path must
  // still be a plain same-site path: a leading "//" or "/\" would leave the site.
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  if (/^[/\\]{2}/.test(url.pathname) || /^[/\\]{2}/.test(decoded) || decoded.includes("\\")) return fallback;
  return url.pathname + url.search + url.hash;
}

/** `/sign-in?redirectedFrom=<full path with query>` for the page a visitor wanted. */
export function signInRedirectPath(request: Request) {
  return signInPathFor(documentPath(request));
}

/** `/sign-in?redirectedFrom=<path>`: the sign-in page that comes back to `path` afterwards. */
export function signInPathFor(path: string) {
  // A path too long to carry in a Location header (clients refuse headers over 16 kB) comes back
  // without its query: the page, if not every field typed into its address.
  const from = path.length <= MAX_REDIRECT_PATH ? path : path.split("?")[0]!.slice(0, MAX_REDIRECT_PATH);
  return `/sign-in?${new URLSearchParams({ redirectedFrom: from })}`;
}

/**
 * /not-found in the language of the address that was not found: an unknown `/es/…` path answers the
 * Spanish page, whatever the cookie says (spec §2: any unknown path redirects to /not-found).
 */
export function notFoundPathFor(pathname: string): string {
  return localizePath("/not-found", splitLocalePath(pathname).locale);
}

/** The redirect to /not-found for a request, in its address's language. */
export function redirectToNotFound(request: Request) {
  return redirect(notFoundPathFor(new URL(request.url).pathname));
}

/** Pages about the account itself: where "sign in" and "sign up" never send anyone back to. */
const AUTH_PAGE =
  /^\/(sign-in|sign-up|email-sent|email-authenticated|forgot-password|update-password|two-factor|not-found)(\/|$)/;

/**
 * The header's "Sign in" / "Sign up" link from the page a visitor is on: it carries the destination
 * the page already has (`redirectedFrom`, e.g. a booking in progress) or else the page itself, so
 * switching between signing in and signing up never loses where they were going.
 */
export function authLinkFrom(path: "/sign-in" | "/sign-up", location: { pathname: string; search: string }) {
  const carried = new URLSearchParams(location.search).get("redirectedFrom");
  if (carried) return withRedirectedFrom(path, carried);
  if (AUTH_PAGE.test(splitLocalePath(location.pathname).path)) return path;
  const here = location.pathname + location.search;
  return here.length <= MAX_REDIRECT_PATH ? withRedirectedFrom(path, here) : path;
}

/**
 * `path` carrying where the visitor was going (`?redirectedFrom=…`), left off when that is the
 * home page: how sign-in, sign-up and the verification link hand the destination on.
 */
export function withRedirectedFrom(path: string, next: string | null | undefined) {
  const target = safeRedirectPath(next);
  if (target === "/") return path;
  return `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams({ redirectedFrom: target })}`;
}

/** The `redirectedFrom` of a page's address, when it is a safe same-site path. */
export function redirectedFromOf(request: Request) {
  const from = new URL(request.url).searchParams.get("redirectedFrom");
  const target = from ? safeRedirectPath(from) : "/";
  return target === "/" ? null : target;
}

/** The longest `redirectedFrom` carried through sign-in. */
export const MAX_REDIRECT_PATH = 2000;

/**
 * The page a request is for. Client-side navigations fetch `/<path>.data`
 * (`/_.data` for the home page) with a `_routes` parameter: the visitor
 * wanted the document path without them.
 */
export function documentPath(request: Request) {
  const url = new URL(request.url);
  const pathname = pagePathOf(url.pathname);
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return pathname + (search ? `?${search}` : "");
}
