import crypto from "node:crypto";
import type { RequestHandler } from "express";

export interface SecurityOptions {
  /** The dev server injects inline scripts of its own; no CSP there. */
  dev: boolean;
  /** HSTS only makes sense when the site is served over https. */
  https: boolean;
  /** Where stored pictures are served from when not this site (an S3 bucket's public address). */
  mediaUrl?: string;
  /** The map tiles' address (MAP_TILE_URL), when the maps use a tile server. */
  tileUrl?: string;
  /**
   * Other sites a form may lead to (a form's answer redirecting there counts too): Stripe
   * Checkout's page in PAYMENTS_MODE=stripe, where the booking form sends the traveller to pay.
   */
  formUrls?: string[];
}

export function contentSecurityPolicy(
  nonce: string,
  https: boolean,
  mediaUrl?: string,
  tileUrl?: string,
  formUrls: string[] = [],
) {
  const imageOrigins = [mediaUrl, tileUrl]
    .filter((u): u is string => Boolean(u))
    .map((u) => new URL(u).origin);
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonce'd entry scripts load the route chunks.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...new Set(imageOrigins)].join(" "),
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...new Set(formUrls.map((u) => new URL(u).origin))].join(" "),
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Sets a fresh nonce in `res.locals.cspNonce` and the security headers of every answer. */
export function securityHeaders({
  dev,
  https,
  mediaUrl,
  tileUrl,
  formUrls,
}: SecurityOptions): RequestHandler {
  return (_req, res, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    if (!dev)
      res.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy(nonce, https, mediaUrl, tileUrl, formUrls),
      );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
