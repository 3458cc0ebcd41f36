import crypto from "node:crypto";
import type express from "express";
import { isbot } from "isbot";
import { cookieValue, LOCALE_COOKIE, resolveLocale, splitLocalePath } from "../app/i18n/locales.ts";
import { splicePage, type SplicedPage } from "./spliced-gzip.ts";
import { pagePathOf, sharedCookie as languageCookieOf } from "./public-pages.ts";

/**
 * A short-lived cache of public pages for visitors without cookies (decision 2102). A
 * first-time visitor, a crawler or a shared link lands on the home page, a search or a stay page: the same HTML for everyone without a session, so it is rendered
 * once every few seconds instead of on every request. Anyone with a cookie (signed in,
 * a flash message, a saved preference) is served fresh, as is every other page.
 *
 * Each answer still gets its own CSP nonce and request id: the page is rendered with
 * random placeholders in their place and each answer puts its own values in (the
 * gzipped copy is spliced, see spliced-gzip.ts). Any request that may change data
 * (not GET or HEAD) empties this process's cache; other processes' pages age out
 * within `seconds`.
 *
 * Home, search and stay (`shared`, decision 4010) are kept for signed-in visitors too: rendered
 * without the visitor's cookies (their language cookie aside), marked `public, s-maxage` for a CDN,
 * with the visitor's own parts fetched by the page from /api/personal.
 */
export type PageCacheOptions = {
  /** How long a rendered page is served; 0 turns the cache off. */
  seconds: number;
  /** Which paths are public pages the same for every visitor without cookies. */
  cacheable: (path: string) => boolean;
  /**
   * Requests answered with the same bytes for everyone, cookies or not (decision 4010): rendered
   * without the visitor's cookies (the language's kept), served from this cache and marked for a CDN.
   */
  shared?: (req: express.Request) => boolean;
  /** Pages kept at most, the oldest going first (a search page keeps about 115 kB). */
  maxEntries?: number;
  now?: () => number;
};

type Entry = {
  page: SplicedPage;
  headers: Record<string, string | string[]>;
  expires: number;
  generation: number;
};

/** Headers of the page itself (set by React Router), not of this one answer. */
const PER_ANSWER = new Set(["content-security-policy", "x-request-id", "content-length", "set-cookie"]);

const placeholder = () => crypto.randomBytes(18).toString("base64url");

export function pageCache({
  seconds,
  cacheable,
  shared: sharedFor = () => false,
  maxEntries = 300,
  now = Date.now,
}: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  // Bumped by every request that may change data: a page being rendered meanwhile is not kept.
  let generation = 0;

  const middleware: express.RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      generation++;
      entries.clear();
      return next();
    }
    if (seconds <= 0 || req.method !== "GET" || !cacheable(req.path)) return next();
    const shared = sharedFor(req);
    if (req.headers.cookie && !shared) return next();
    if (shared) {
      // Rendered as for a visitor without a session: nothing of this visitor's can reach the bytes.
      // Their own cookie stays in res.locals for a loader that must know (an owner's draft, 4010).
      res.locals.sharedPage = true;
      res.locals.viewerCookie = req.headers.cookie ?? "";
      const kept = languageCookieOf(req.headers.cookie, LOCALE_COOKIE);
      if (kept) req.headers.cookie = kept;
      else delete req.headers.cookie;
    }

    // The page's language comes from its prefix, the language cookie or Accept-Language (decision
    // 3800): each language is kept apart.
    const prefix = splitLocalePath(pagePathOf(req.path)).locale;
    const chosen = cookieValue(req.headers.cookie, LOCALE_COOKIE);
    const language = resolveLocale({ prefix, cookie: chosen, acceptLanguage: req.get("accept-language") });
    const key = `${isbot(req.get("user-agent") ?? "") ? "bot" : "browser"} ${language} ${req.originalUrl}`;
    const cacheControl = shared
      ? sharedCacheControl(seconds, { prefixed: Boolean(prefix), chosen: Boolean(chosen) })
      : null;
    const values = [String(res.locals.cspNonce ?? ""), String(res.locals.requestId ?? "")];
    const hit = entries.get(key);
    if (hit && hit.expires > now() && hit.generation === generation) {
      res.setHeader("X-Page-Cache", "hit");
      return send(req, res, hit, values, cacheControl);
    }
    if (hit) entries.delete(key);

    // Rendered with placeholders, kept whole, then answered like a hit.
    const holes = [placeholder(), placeholder()];
    res.locals.cspNonce = holes[0];
    res.locals.requestId = holes[1];
    const startedAt = generation;
    const before = new Set(res.getHeaderNames());
    const chunks: Buffer[] = [];
    const write = res.write;
    const end = res.end as (this: express.Response, chunk?: unknown) => express.Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array),
      );
    };
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      collect(chunk, encoding);
      const done = [encoding, callback].find((arg) => typeof arg === "function") as (() => void) | undefined;
      done?.();
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      collect(chunk, encoding);
      res.write = write;
      res.end = end as typeof res.end;
      const done = [chunk, encoding, callback].find((arg) => typeof arg === "function") as
        (() => void) | undefined;
      const body = Buffer.concat(chunks);
      const keep =
        res.statusCode === 200 &&
        generation === startedAt &&
        !res.getHeader("set-cookie") &&
        !res.locals.personal &&
        KEPT_TYPE.test(String(res.getHeader("content-type") ?? ""));
      if (keep) {
        const headers: Record<string, string | string[]> = {};
        for (const name of res.getHeaderNames()) {
          if (!before.has(name) && !PER_ANSWER.has(name)) headers[name] = res.getHeader(name) as string;
        }
        const entry: Entry = {
          page: splicePage(body.toString("utf8"), holes),
          headers,
          expires: now() + seconds * 1000,
          generation: startedAt,
        };
        entries.set(key, entry);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        res.setHeader("X-Page-Cache", "miss");
        send(req, res, entry, values, cacheControl);
      } else {
        // A shared request whose page turned out to be this visitor's own (an owner's draft) or not
        // a page at all: never stored by anyone on the way.
        if (shared) res.setHeader("Cache-Control", "private, no-store");
        // Not kept (an error page, a redirect, a cookie set): answered as usual, values in place.
        res.removeHeader("Content-Length");
        const text = body.toString("utf8");
        const filled = text.includes(holes[0]!) || text.includes(holes[1]!);
        end.call(
          res,
          filled ? text.replaceAll(holes[0]!, values[0]!).replaceAll(holes[1]!, values[1]!) : body,
        );
      }
      done?.();
      return res;
    }) as typeof res.end;
    next();
  };

  return {
    middleware,
    /** Forget every page (data changed outside a request, e.g. in tests). */
    clear() {
      generation++;
      entries.clear();
    },
  };
}

/** Pages (HTML) and React Router's data answers for them (turbo-stream, `text/x-script`). */
const KEPT_TYPE = /^text\/(?:html|x-script)/;

/**
 * How a shared page may be kept on the way (decision 4010): by a CDN for `seconds`, never by the
 * browser beyond that (max-age=0), apart per Accept-Language where no prefix names the language. A
 * page in the language of the visitor's cookie is theirs alone: a CDN does not key on one cookie.
 */
export function sharedCacheControl(seconds: number, language: { prefixed: boolean; chosen: boolean }) {
  if (language.chosen && !language.prefixed)
    return { "Cache-Control": "private, no-cache", Vary: "Accept-Encoding, Accept-Language, Cookie" };
  return {
    "Cache-Control": `public, max-age=0, s-maxage=${seconds}`,
    Vary: language.prefixed ? "Accept-Encoding" : "Accept-Encoding, Accept-Language",
  };
}

function send(
  req: express.Request,
  res: express.Response,
  entry: Entry,
  values: string[],
  cacheControl: Record<string, string> | null,
) {
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.setHeader("Vary", "Accept-Encoding");
  if (cacheControl) for (const [name, value] of Object.entries(cacheControl)) res.setHeader(name, value);
  const gzip = req.acceptsEncodings("gzip", "identity") === "gzip";
  const body = gzip ? entry.page.gzip(values) : entry.page.plain(values);
  // An encoding already set tells the compression middleware to leave the body alone.
  res.setHeader("Content-Encoding", gzip ? "gzip" : "identity");
  res.setHeader("Content-Length", body.length);
  res.end(body);
}
