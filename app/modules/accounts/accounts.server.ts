import { APIError } from "better-auth/api";
import crypto from "node:crypto";
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import { profiles, rateLimits, sessions } from "../../../db/schema/index.ts";
import type { Database } from "~/platform/db.server";
import { describeDevice, deviceOf, type DeviceParts } from "./accounts.ts";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, getAuth, type AuthPlatform } from "./auth.server.ts";

/* ------------------------------------------------------------------ *
 * Calling Better Auth from form actions
 * ------------------------------------------------------------------ */

export interface AuthCall<T> {
  ok: boolean;
  status: number;
  data: T | null;
  error: { code?: string; message: string } | null;
  /** Set-Cookie headers to pass on to the browser. */
  headers: Headers;
}

/**
 * Forms post to our own routes (so they work without JavaScript); the action
 * relays the call to Better Auth's HTTP handler, so its rate limits, origin
 * checks and cookie rules apply exactly as for a direct API call.
 */
export async function callAuth<T = Record<string, unknown>>(
  platform: AuthPlatform,
  request: Request,
  path: string,
  options: { method?: "GET" | "POST"; body?: unknown; query?: Record<string, string> } = {},
): Promise<AuthCall<T>> {
  const auth = getAuth(platform);
  const { env } = platform;
  const url = new URL(`${env.APP_URL}${AUTH_BASE_PATH}${path}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers = new Headers({ origin: env.APP_URL, accept: "application/json" });
  // Accept-Language with the cookie: an email Better Auth sends is in the reader's language (decision 3855).
  for (const name of ["cookie", "user-agent", "accept-language", CLIENT_IP_HEADER]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const method = options.method ?? "POST";
  if (method === "POST") headers.set("content-type", "application/json");
  const response = await auth.handler(
    new Request(url, {
      method,
      headers,
      body: method === "POST" ? JSON.stringify(options.body ?? {}) : undefined,
      redirect: "manual",
    }),
  );
  const out = new Headers();
  for (const cookie of response.headers.getSetCookie()) out.append("Set-Cookie", cookie);
  let body: unknown;
  const text = await response.text();
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (response.ok || (response.status >= 300 && response.status < 400)) {
    return { ok: true, status: response.status, data: body as T, error: null, headers: out };
  }
  const err = (body ?? {}) as { code?: string; message?: string };
  return {
    ok: false,
    status: response.status,
    data: null,
    error: { code: err.code, message: friendlyAuthError(response.status, err.code, err.message) },
    headers: out,
  };
}

/** Better Auth's errors, in the site's words (spec §8). */
export function friendlyAuthError(status: number, code?: string, message?: string): string {
  if (status === 429)
    return code === "SIGN_IN_THROTTLED" && message
      ? message
      : "Too many attempts. Please wait a few minutes and try again.";
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return "That email and password don't match an account. Check them and try again.";
    case "EMAIL_NOT_VERIFIED":
      return "Please confirm your email address first: open the link we emailed you.";
    case "WEAK_PASSWORD":
    case "PASSWORD_TOO_SHORT":
    case "PASSWORD_TOO_LONG":
      return message ?? "Choose a stronger password.";
    case "INVALID_PASSWORD":
      return "That password is not right.";
    case "INVALID_TOKEN":
    case "TOKEN_EXPIRED":
      return "This link has expired or was already used. Ask for a new one.";
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
    case "INVALID_OTP":
      return "That code is not right. Check it and try again.";
    case "OTP_EXPIRED":
    case "OTP_HAS_EXPIRED":
      return "That code has expired. Ask for a new one.";
    case "TOO_MANY_ATTEMPTS":
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return "Too many wrong codes. Ask for a new one.";
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return "Too many wrong codes: two-factor sign-in is locked for a while. Try again later.";
    case "INVALID_TWO_FACTOR_COOKIE":
      return "Your sign-in took too long. Please sign in again.";
    case "PHONE_NUMBER_EXIST":
      return "This phone number is already used by another account.";
    case "INVALID_PHONE_NUMBER":
      return "Enter the number in international format, starting with + and the country code.";
    case "UNAUTHORIZED":
    case "SESSION_EXPIRED":
      return "Auth session missing!";
  }
  if (status === 401) return "Auth session missing!";
  if (status >= 500) return "Something went wrong on our side. Please try again.";
  return message && message.length < 200 ? message : "That didn't work. Please try again.";
}

/* ------------------------------------------------------------------ *
 * Sessions
 * ------------------------------------------------------------------ */

export interface CurrentSession {
  session: { id: string; expiresAt: Date };
  user: {
    id: string;
    email: string;
    name: string;
    emailVerified: boolean;
    image?: string | null;
    twoFactorEnabled?: boolean | null;
    phoneNumber?: string | null;
    phoneNumberVerified?: boolean | null;
  };
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?pfr\.session_token=/;

export function hasSessionCookie(request: Request) {
  return SESSION_COOKIE.test(request.headers.get("cookie") ?? "");
}

/** The session of this request, read once per request. */
const perRequest = new WeakMap<Request, Promise<CurrentSession | null>>();
export function getCurrentSession(platform: AuthPlatform, request: Request): Promise<CurrentSession | null> {
  if (!hasSessionCookie(request)) return Promise.resolve(null);
  let pending = perRequest.get(request);
  if (!pending) {
    pending = (async () => {
      const result = await getAuth(platform).api.getSession({ headers: request.headers });
      return (result as CurrentSession | null) ?? null;
    })().catch((error: unknown) => {
      // A session Better Auth refuses is no session; anything else (the database
      // down) is a failure to report, never a quiet "signed out".
      if (error instanceof APIError && error.statusCode < 500) return null;
      throw error;
    });
    perRequest.set(request, pending);
  }
  return pending;
}

/**
 * The session's expiry for the keep-alive (spec §9), by Better Auth's handler: a session due for
 * it is extended there (updateAge) and the renewed cookie comes back in `headers`.
 */
export async function sessionExpiry(
  platform: AuthPlatform,
  request: Request,
): Promise<{ userId: string | null; expiresAt: string | null; headers: Headers; unavailable?: true }> {
  if (!hasSessionCookie(request)) return { userId: null, expiresAt: null, headers: new Headers() };
  const answer = await callAuth<{ session?: { userId: string; expiresAt: string } } | null>(
    platform,
    request,
    "/get-session",
    { method: "GET" },
  );
  // Better Auth failing (the database down) is no answer about the session: the browser retries.
  if (answer.status >= 500)
    return { userId: null, expiresAt: null, headers: answer.headers, unavailable: true };
  const session = answer.ok ? answer.data?.session : undefined;
  return {
    userId: session?.userId ?? null,
    expiresAt: session ? new Date(session.expiresAt).toISOString() : null,
    headers: answer.headers,
  };
}

/**
 * "Get current user" (spec §7, §8): the user, or the error text the spec names:
 * 'Auth session missing!' without a session cookie, 'No user found' when the
 * cookie does not lead to a user.
 */
export async function currentUser(
  platform: AuthPlatform,
  request: Request,
): Promise<{ data: CurrentSession["user"] | null; error: string | null }> {
  if (!hasSessionCookie(request)) return { data: null, error: "Auth session missing!" };
  const session = await getCurrentSession(platform, request);
  return session ? { data: session.user, error: null } : { data: null, error: "No user found" };
}

export interface ActiveSession {
  id: string;
  device: string;
  deviceParts: DeviceParts | null;
  ipAddress: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

/** The user's sessions that have not expired, most recently seen first. */
export async function listActiveSessions(
  db: Database,
  userId: string,
  currentSessionId?: string,
): Promise<ActiveSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    deviceParts: deviceOf(row.userAgent),
    ipAddress: row.ipAddress,
    createdAt: row.createdAt,
    lastSeenAt: row.updatedAt,
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the user's sessions; false when it is not theirs (or gone). */
export async function endSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Ends every session of the user but the current one; returns how many ended. */
export async function endOtherSessions(db: Database, userId: string, currentSessionId: string) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}

/** Ends all of the user's sessions (sign-out with scope=global, spec §7). */
export async function endAllSessions(db: Database, userId: string) {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}

/* ------------------------------------------------------------------ *
 * Rate limits for our own steps (same table as Better Auth's)
 * ------------------------------------------------------------------ */

/**
 * Counts one attempt for `key` in a fixed window; false when over `max`.
 * One atomic statement, so it holds across processes and concurrent requests.
 */
export async function consumeRateLimit(db: Database, key: string, windowSeconds: number, max: number) {
  const now = Date.now();
  const windowStart = now - windowSeconds * 1000;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= max;
}

/* ------------------------------------------------------------------ *
 * Profiles and users
 * ------------------------------------------------------------------ */

export async function findProfile(db: Database, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row ?? null;
}
