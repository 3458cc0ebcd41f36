import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { UNSTORABLE_MESSAGE } from "../shared/http.server.ts";
import { hasUnstorableCharacters } from "../shared/text.ts";

/**
 * Uploads streamed to disk, never held whole in memory (DESIGN.md §6): a multipart (or plain)
 * form is parsed as it arrives (busboy), each file written to a temporary folder of its own
 * request, with the limits checked on the way. The server's body-limit middleware lets these
 * bodies through unbuffered, and only for a signed-in visitor (server/body-limit.ts).
 */
export interface UploadLimits {
  /** The whole body: past it the reading stops and the answer is 413. */
  maxBytes: number;
  /** One file: past it the file is cut and marked `truncated` (its reader says it is too large). */
  maxFileBytes: number;
  /** Files taken at most; more is a 413. */
  maxFiles: number;
  /** The fields files are taken from; files under other names are read past and dropped. */
  fileFields: readonly string[];
  /** What the 413 for too large a body says. */
  tooLargeMessage: string;
}

/** A file of the upload, on disk until the request is answered. */
export interface DiskFile {
  field: string;
  /** The name the browser gave (as typed by its user: never trusted, never a path). */
  name: string;
  path: string;
  size: number;
  /** Cut at `maxFileBytes`: the file was larger. */
  truncated: boolean;
}

export type UploadRead =
  | { ok: true; fields: URLSearchParams; files: DiskFile[] }
  | { ok: false; status: 400 | 413 | 415; message: string };

const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];
const FIELD_LIMITS = { fields: 50, fieldSize: 100 * 1024, parts: 200 };
export const UNREADABLE = "The upload could not be read. Please try again.";

class Refusal extends Error {
  readonly status: 400 | 413;
  constructor(status: 400 | 413, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * Reads the request's form to disk and hands it to `handle`; the files are removed once `handle` is
 * done, whatever happens. A body that is not a form, too large, malformed or carrying text that
 * cannot be stored is answered as a failure (`ok: false`) before `handle` sees any of it.
 */
export async function withUpload<T>(
  request: Request,
  limits: UploadLimits,
  handle: (read: UploadRead) => Promise<T>,
): Promise<T> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type) || !request.body)
    return handle({ ok: false, status: 415, message: "Please choose a file to upload." });
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limits.maxBytes) return handle({ ok: false, status: 413, message: limits.tooLargeMessage });
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "pfr-upload-"));
  try {
    let read: UploadRead;
    try {
      read = await readToDisk(request, limits, dir, type);
    } catch (error) {
      read =
        error instanceof Refusal
          ? { ok: false, status: error.status, message: error.message }
          : { ok: false, status: 400, message: UNREADABLE };
    }
    return await handle(read);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

async function readToDisk(
  request: Request,
  limits: UploadLimits,
  dir: string,
  type: string,
): Promise<UploadRead> {
  const parser = busboy({
    headers: { "content-type": request.headers.get("content-type") ?? type },
    limits: { ...FIELD_LIMITS, files: limits.maxFiles, fileSize: limits.maxFileBytes },
    defParamCharset: "utf8",
  });
  const fields = new URLSearchParams();
  const files: DiskFile[] = [];
  const writes: Promise<void>[] = [];
  let problem: Refusal | null = null;
  const refuse = (status: 400 | 413, message: string) => {
    problem ??= new Refusal(status, message);
  };

  parser.on("field", (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) return refuse(413, "A field of the form is too long.");
    if (hasUnstorableCharacters(name) || hasUnstorableCharacters(value))
      return refuse(400, UNSTORABLE_MESSAGE);
    fields.append(name, value);
  });
  parser.on("file", (name, stream, info) => {
    // A form cut short errors the file being read: the parser's own error answers it (400).
    stream.on("error", () => {});
    if (hasUnstorableCharacters(name)) refuse(400, UNSTORABLE_MESSAGE);
    // An empty file input sends a part with no name and no bytes: nothing chosen.
    if (problem || !limits.fileFields.includes(name)) return void stream.resume();
    const file: DiskFile = {
      field: name,
      name: info.filename ?? "",
      path: path.join(dir, `file-${files.length}`),
      size: 0,
      truncated: false,
    };
    files.push(file);
    stream.on("data", (chunk: Buffer) => (file.size += chunk.length));
    stream.on("limit", () => (file.truncated = true));
    const written = pipeline(stream, fs.createWriteStream(file.path));
    written.catch(() => {}); // settled below: a failed write fails the upload
    writes.push(written);
  });
  parser.on("filesLimit", () => refuse(413, `Please send at most ${limits.maxFiles} files at a time.`));
  parser.on("fieldsLimit", () => refuse(413, "The form has too many fields."));
  parser.on("partsLimit", () => refuse(413, "The form has too many parts."));

  // Fed by hand (not piped): past the limit the rest is read and dropped, not cut, so the
  // connection still carries the answer (Node's request timeout ends an endless body).
  const ended = new Promise<void>((resolve, reject) => {
    parser.once("close", resolve);
    parser.once("error", reject);
  });
  ended.catch(() => {});
  const reader = request.body!.getReader();
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      seen += value.length;
      if (seen > limits.maxBytes) {
        void (async () => {
          while (!(await reader.read()).done);
        })().catch(() => {});
        throw new Refusal(413, limits.tooLargeMessage);
      }
      if (!parser.write(value)) await Promise.race([once(parser, "drain"), ended]);
    }
    parser.end();
    await ended;
  } catch (error) {
    parser.destroy();
    await Promise.allSettled(writes);
    throw error;
  }
  const written = await Promise.allSettled(writes);
  if (written.some((w) => w.status === "rejected")) throw new Refusal(400, UNREADABLE);
  if (problem) throw problem;
  return { ok: true, fields, files: files.filter((f) => f.size > 0 || f.name !== "") };
}
