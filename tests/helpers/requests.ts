import crypto from "node:crypto";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type MiddlewareFunction, type RouteObject } from "react-router";
import routeConfig from "../../app/routes.ts";
import { CLIENT_IP_HEADER } from "../../app/modules/accounts/auth.server.ts";
import { createFlashCookie } from "../../app/platform/flash.server.ts";
import type { ToastInput } from "../../app/shared/toast-model.ts";
import { TEST_APP_URL, TEST_SECRET } from "./platform.ts";

export interface RequestOptions {
  /** A Cookie header (e.g. a TestUser's `cookie`). */
  cookie?: string;
  /** The Origin header: the site's own by default, `null` to send none. */
  origin?: string | null;
  method?: string;
  headers?: Record<string, string>;
}

/** A client address of its own per request (set by Express in production), so per-address limits never meet. */
export const randomClientIp = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

function headersOf(options: RequestOptions, contentType?: string) {
  const headers = new Headers(options.headers);
  if (!headers.has(CLIENT_IP_HEADER)) headers.set(CLIENT_IP_HEADER, randomClientIp());
  const origin = options.origin === undefined ? TEST_APP_URL : options.origin;
  if (origin !== null) headers.set("origin", origin);
  if (options.cookie) headers.set("cookie", options.cookie);
  if (contentType && !headers.has("content-type")) headers.set("content-type", contentType);
  return headers;
}

const urlOf = (path: string) => new URL(path, TEST_APP_URL).toString();

export type Fields = Record<string, string | string[]>;

/** A form post as a browser sends it (application/x-www-form-urlencoded unless `headers` says otherwise). */
export function formRequest(path: string, fields: Fields, options: RequestOptions = {}) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return new Request(urlOf(path), {
    method: options.method ?? "POST",
    headers: headersOf(options, "application/x-www-form-urlencoded"),
    body,
  });
}

/** A multipart form post (a file field takes a File). */
export function multipartRequest(
  path: string,
  fields: Record<string, string | File>,
  options: RequestOptions = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(urlOf(path), { method: options.method ?? "POST", headers: headersOf(options), body });
}

/** A JSON body (a string is sent as it is, to send broken JSON). */
export function jsonRequest(path: string, body: unknown, options: RequestOptions = {}) {
  return new Request(urlOf(path), {
    method: options.method ?? "POST",
    headers: headersOf(options, "application/json"),
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function getRequest(path: string, options: Omit<RequestOptions, "method"> = {}) {
  return new Request(urlOf(path), {
    headers: headersOf({ origin: null, ...options }),
  });
}

/** What a loader or action answered, thrown or returned, in one shape. */
export interface Answer {
  status: number;
  thrown: boolean;
  /** The data (of `data()` or a plain return); a thrown/returned Response's body as text or JSON. */
  data: unknown;
  headers: Headers;
  location: string | null;
}

interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}
const isDataWithInit = (value: unknown): value is DataWithInit =>
  typeof value === "object" && value !== null && (value as DataWithInit).type === "DataWithResponseInit";

async function answerOf(value: unknown, thrown: boolean): Promise<Answer> {
  if (value instanceof Response) {
    const text = await value.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return {
      status: value.status,
      thrown,
      data: body,
      headers: value.headers,
      location: value.headers.get("location"),
    };
  }
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return {
      status: value.init?.status ?? 200,
      thrown,
      data: value.data,
      headers,
      location: headers.get("location"),
    };
  }
  if (thrown) throw value; // a real error: the server would answer 500
  return { status: 200, thrown, data: value, headers: new Headers(), location: null };
}

type RouteFunction = (args: never) => unknown;

interface RouteModule {
  middleware?: MiddlewareFunction[];
  loader?: unknown;
  action?: unknown;
}

const APP = path.resolve(import.meta.dirname, "../../app");

/** The URL map of app/routes.ts under the root route, each route carrying its module's file. */
const toRoutes = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map(
    (entry) =>
      ({
        path: entry.path,
        index: entry.index,
        handle: entry.file,
        children: entry.children && toRoutes(entry.children),
      }) as RouteObject,
  );
const ROUTES: RouteObject[] = [{ path: "", handle: "root.tsx", children: toRoutes(routeConfig) }];

/**
 * What React Router does for a request before the loader or action under test: the server
 * middleware of every route the path matches (the root's origin check, an area's signed-in user),
 * parent first. A middleware that neither answers nor calls `next` goes on to the next one.
 */
async function throughMiddleware(
  fn: RouteFunction,
  request: Request,
  context: unknown,
  params: Record<string, string>,
) {
  const pathname = new URL(request.url).pathname;
  const matches = matchRoutes(ROUTES, pathname) ?? [];
  const modules = await Promise.all(
    matches.map((match) => import(path.join(APP, match.route.handle as string)) as Promise<RouteModule>),
  );
  if (!modules.some((module) => module.loader === fn || module.action === fn))
    throw new Error(`${pathname} does not lead to the loader or action under test (app/routes.ts)`);
  const args = { request, context, params: { ...matches.at(-1)?.params, ...params } };
  const chain = modules.flatMap((module) => module.middleware ?? []);
  const run = async (index: number): Promise<unknown> => {
    const middleware = chain[index];
    if (!middleware) return fn(args as never);
    let called = false;
    let result: unknown;
    const next = async () => {
      called = true;
      result = await run(index + 1);
      return result;
    };
    const answered = await middleware(args as never, next as never);
    if (answered !== undefined) return answered;
    return called ? result : next();
  };
  return run(0);
}

/**
 * Calls a route module's exported `loader` or `action` as React Router would, behind the
 * middleware of the routes its request's path matches, and answers what came out, thrown or
 * returned. An exception that is not a Response or `data()` is rethrown (it would be a 500).
 */
export async function call(
  fn: RouteFunction,
  request: Request,
  context: unknown,
  params: Record<string, string> = {},
): Promise<Answer> {
  let value: unknown;
  try {
    value = await throughMiddleware(fn, request, context, params);
  } catch (error) {
    return answerOf(error, true);
  }
  return answerOf(value, false);
}

/** The toast a redirect queued (the flash cookie it sets), if any. */
export async function toastOf(answer: Answer): Promise<(ToastInput & { for?: string }) | null> {
  const flash = answer.headers.getSetCookie().find((cookie) => cookie.startsWith("pfr_flash="));
  if (!flash) return null;
  return (await createFlashCookie(TEST_SECRET, false).parse(flash.split(";")[0]!)) as ToastInput & {
    for?: string;
  };
}

/** The field errors and typed values of a 4xx form answer. */
export function formAnswer(answer: Answer) {
  return answer.data as {
    fieldErrors: Record<string, string>;
    values?: Record<string, unknown>;
    formError?: string | null;
  };
}

export const NUL = "\u0000";
export const CROSS_SITE = "https://evil.example";
