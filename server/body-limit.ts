import type { NextFunction, Request, Response } from "express";

/**
 * Request body limits, enforced before any body reaches React Router or Better Auth.
 *
 * Why these numbers: every form and JSON API of the site carries at most a few
 * kilobytes (the longest field is a 2,000-character review or a contact message),
 * so 100 kB leaves room for many fields while keeping a hostile client from
 * making the server buffer and parse megabytes per request. Profile pictures are
 * the only uploads; 10 MB is above the avatar limit the profile module checks
 * itself (so that module can still answer with its own friendly message) and far
 * below what would hurt a small server.
 *
 * Listing photos: the photo step's uploader sends one photo per request (the listing module
 * refuses a photo over 15 MB with its own message, so the limit sits a little above); its
 * plain form for browsers without JavaScript sends several at once, so the page itself takes
 * up to 64 MB (a handful of phone photos).
 *
 * Uploads (every limit above the form limit) are read only for a signed-in visitor, checked
 * before a byte of the body is read, and are never held here: their routes stream them to disk
 * (app/platform/uploads.server.ts), counting the bytes against the same limits as they go.
 */
export const FORM_BODY_LIMIT = 100 * 1024;
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024;
export const PHOTO_BODY_LIMIT = 16 * 1024 * 1024;
export const PHOTO_FORM_BODY_LIMIT = 64 * 1024 * 1024;

/** Paths that accept file uploads (multipart) and so get the larger limit. */
const UPLOAD_PATHS = new Set(["/api/profile/avatar", "/api/profile/avatar.data"]);
/** A saved pet's page takes its picture (multipart; the avatars' rules). */
const PET_PHOTO_PATH = /^\/user\/pets\/[0-9a-fA-F-]{36}(\.data)?$/;
const PHOTO_API_PATH = /^\/api\/host\/listings\/\d{1,15}\/photos(\.data)?$/;
const PHOTO_PAGE_PATH = /^\/host\/listings\/\d{1,15}\/photos(\.data)?$/;
/** A pet damage claim's form: up to 6 photos of 5 MB (decision 3550; its route counts them). */
const CLAIM_PAGE_PATH = /^\/host\/reservations\/[0-9a-fA-F-]{36}\/claim(\.data)?$/;
export const CLAIM_FORM_BODY_LIMIT = 32 * 1024 * 1024;

export function bodyLimitFor(req: Pick<Request, "path" | "headers">) {
  const type = String(req.headers["content-type"] ?? "").toLowerCase();
  const path = req.path.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1");
  if (!type.startsWith("multipart/")) return FORM_BODY_LIMIT;
  if (UPLOAD_PATHS.has(path) || PET_PHOTO_PATH.test(path)) return UPLOAD_BODY_LIMIT;
  if (PHOTO_API_PATH.test(path)) return PHOTO_BODY_LIMIT;
  if (PHOTO_PAGE_PATH.test(path)) return PHOTO_FORM_BODY_LIMIT;
  if (CLAIM_PAGE_PATH.test(path)) return CLAIM_FORM_BODY_LIMIT;
  return FORM_BODY_LIMIT;
}

function tooLarge(req: Request, res: Response, limit: number) {
  // Nothing after this answer should be read from the connection: close it.
  res.status(413).set({ "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  res.set("Cache-Control", "no-store");
  res.end(`Request body too large (the limit here is ${Math.round(limit / 1024)} kB).\n`);
  req.unpipe?.();
}

/** Whether a body limit is an upload's (streamed by its route, for signed-in visitors only). */
export const isUploadLimit = (limit: number) => limit > FORM_BODY_LIMIT;

function signInFirst(req: Request, res: Response) {
  // Nothing of the body is read: the connection closes after this answer.
  res.status(401).set({ "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  res.set("Cache-Control", "no-store");
  res.end("Please sign in, then send the upload again.\n");
  req.unpipe?.();
}

/**
 * Answers 413 to bodies over the limit. A declared Content-Length over the limit
 * is refused at once; otherwise (chunked bodies, or a Content-Length the parser
 * holds the client to) the bytes are counted as they arrive, held back from the
 * stream until the body is complete, then handed on untouched. Nothing reads the
 * body before this middleware has seen all of it, so the limit cannot be dodged
 * by streaming.
 *
 * Uploads are the exception: with `signedIn`, an upload from a visitor who is not signed in is
 * answered 401 before any of its body is read; a signed-in one is handed on as it streams (its
 * route counts it against the same limit while writing it to disk), never held in memory.
 */
export function bodyLimit(
  limitFor: (req: Request) => number = bodyLimitFor,
  options: { signedIn?: (req: Request) => Promise<boolean> } = {},
) {
  return (req: Request, res: Response, next: NextFunction) => {
    const limit = limitFor(req);
    const declared = Number(req.headers["content-length"] ?? 0);
    if (Number.isFinite(declared) && declared > limit) return tooLarge(req, res, limit);
    if (isUploadLimit(limit)) {
      if (!options.signedIn) return next();
      options.signedIn(req).then((yes) => (yes ? next() : signInFirst(req, res)), next);
      return;
    }
    const chunked = /\bchunked\b/i.test(String(req.headers["transfer-encoding"] ?? ""));
    // No body at all (the usual GET), or already fully arrived and buffered by the stream.
    if (req.complete || (!chunked && !(declared > 0))) {
      if (req.readableLength > limit) return tooLarge(req, res, limit);
      return next();
    }

    // Intercept the HTTP parser's pushes: count, hold, and replay once complete.
    const stream = req as Request & { push: (chunk: unknown, encoding?: BufferEncoding) => boolean };
    const push = stream.push;
    const held: Buffer[] = [];
    let seen = req.readableLength;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      req.socket?.off("close", abandoned);
      if (error) return next(error);
      stream.push = push;
      for (const chunk of held) push.call(stream, chunk);
      push.call(stream, null);
      next();
    };
    const abandoned = () => {
      // The client went away mid-body: nothing to answer.
      done = true;
      stream.push = push;
    };
    req.socket?.once("close", abandoned);
    stream.push = (chunk: unknown, encoding?: BufferEncoding) => {
      if (done) return true;
      if (chunk === null) {
        finish();
        return false;
      }
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), encoding);
      seen += buffer.length;
      if (seen > limit) {
        done = true;
        req.socket?.off("close", abandoned);
        // Discard whatever else arrives; the connection closes after the answer.
        stream.push = () => true;
        held.length = 0;
        tooLarge(req, res, limit);
        return true;
      }
      held.push(buffer);
      return true;
    };
  };
}
