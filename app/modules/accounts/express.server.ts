import type { NextFunction, Request, Response } from "express";
import { toNodeHandler } from "better-auth/node";
import { CLIENT_IP_HEADER, getAuth, type AuthPlatform } from "./auth.server.ts";
import { hasUnstorableCharacters, hasUnstorableText } from "../../shared/text.ts";
import { UNSTORABLE_MESSAGE } from "../../shared/http.server.ts";

/**
 * The client's address, for rate limits and the session list: Express's
 * `req.ip`, which believes X-Forwarded-For only from the proxies the
 * TRUST_PROXY setting names (server.ts sets `trust proxy`), else the socket's
 * address. Any incoming copy of our header is overwritten, so clients cannot choose it.
 */
export function clientAddress(req: Request, res: Response, next: NextFunction) {
  const address = req.ip ?? req.socket.remoteAddress ?? "";
  req.headers[CLIENT_IP_HEADER] = address.replace(/^::ffff:/, "");
  next();
}

/**
 * Endpoints whose answers carry session tokens: closed over HTTP so no page
 * script can ever read a token (the server calls them directly; the browser
 * uses /api/account/user and /api/account/sessions instead).
 */
const TOKEN_REVEALING = new Set(["/api/auth/get-session", "/api/auth/list-sessions"]);

/** Better Auth's own endpoints under /api/auth/* (JSON API, used by scripts and tests), on the platform's auth instance. */
export function authEndpoints(platform: AuthPlatform) {
  return async (req: Request, res: Response) => {
    await authEndpoint(platform, req, res);
  };
}

async function authEndpoint(platform: AuthPlatform, req: Request, res: Response) {
  if (TOKEN_REVEALING.has(normalisedPath(req.path))) {
    res.status(404).json({ message: "Not found" });
    return;
  }
  // What Better Auth would pass to the database as it is: text with a NUL byte or
  // a lone surrogate fails there as a 500, so it is refused here, in the query
  // and in the body (read here, already capped by the body limit, and handed on).
  const query = req.url.includes("?") ? new URLSearchParams(req.url.slice(req.url.indexOf("?") + 1)) : null;
  if (query && [...query].some(([k, v]) => hasUnstorableCharacters(k) || hasUnstorableCharacters(v))) {
    res.status(400).json({ code: "INVALID_INPUT", message: UNSTORABLE_MESSAGE });
    return;
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    const body = await readAuthBody(req);
    if (body.problem) {
      res.status(400).json({ code: "INVALID_INPUT", message: body.problem });
      return;
    }
    req.body = body.text;
  }
  const handler = toNodeHandler(getAuth(platform));
  await handler(req, res);
}

/** An auth endpoint's path as Better Auth matches it (case, doubled and trailing slashes ignored). */
function normalisedPath(path: string) {
  return path
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/\/$/, "");
}

/**
 * An auth request's body as text, with why it is refused: unstorable text
 * anywhere in it, or (for /update-user, whose phone plugin fails otherwise)
 * anything but a JSON object, or names that are not text.
 */
async function readAuthBody(req: Request): Promise<{ text: string; problem: string | null }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  let parsed: unknown = text;
  if (type === "application/json" && text.trim()) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  } else if (type === "application/x-www-form-urlencoded") {
    parsed = Object.fromEntries(new URLSearchParams(text));
  }
  if (hasUnstorableText(parsed)) return { text, problem: UNSTORABLE_MESSAGE };
  const isObject = parsed !== null && typeof parsed === "object" && !Array.isArray(parsed);
  if (normalisedPath(req.path) === "/api/auth/update-user") {
    if (!isObject) return { text, problem: "Send the fields to change as a JSON object." };
    // A name that is not text would reach the database as null (found by the fuzz harness).
    const fields = parsed as Record<string, unknown>;
    const notText = ["name", "firstName", "lastName"].find(
      (f) => f in fields && typeof fields[f] !== "string",
    );
    if (notText) return { text, problem: `The ${notText} must be text.` };
  }
  return { text, problem: null };
}
