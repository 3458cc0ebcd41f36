import type { NextFunction, Request, Response } from "express";
import { toNodeHandler } from "better-auth/node";
import { CLIENT_IP_HEADER, getAuth, type AuthPlatform } from "./auth.server.ts";

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
  // Better Auth's phone-number plugin reads the body of /update-user before any
  // check of ours and fails (500) unless it is a JSON object: read it here (the
  // body limit has already capped its size) and hand Better Auth the object.
  if (req.method === "POST" && normalisedPath(req.path) === "/api/auth/update-user") {
    const body = await jsonObjectBody(req);
    if (!body) {
      res.status(400).json({ code: "INVALID_BODY", message: "Send the fields to change as a JSON object." });
      return;
    }
    req.body = body;
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

/** The request's body if it is a JSON object (not an array, a string or nothing), else null. */
async function jsonObjectBody(req: Request): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
