import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * File storage in buckets (spec §3, §9: `avatars`, listing photos, article
 * covers). The local-folder driver is the default; an S3-compatible driver can
 * implement the same interface. Files are served under /media/<bucket>/<key>.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
  cacheControl: string;
}

export interface ListOptions {
  limit?: number;
  offset?: number;
  sortBy?: { column: "name"; order: "asc" | "desc" };
}

/**
 * What `put` stores: bytes in memory, or a stream (a file being read) that is written as it is
 * read, never held whole.
 */
export type ObjectBody = Buffer | Readable;

export interface Storage {
  put(
    bucket: string,
    key: string,
    body: ObjectBody,
    options?: { contentType?: string; cacheControl?: number; upsert?: boolean },
  ): Promise<void>;
  get(bucket: string, key: string): Promise<StoredObject | null>;
  list(bucket: string, prefix: string, options?: ListOptions): Promise<{ name: string }[]>;
  remove(bucket: string, keys: string[]): Promise<void>;
  /** Removes every object under each prefix (spec §7: `prefixes [{userId}]`). */
  removePrefixes(bucket: string, prefixes: string[]): Promise<void>;
  publicUrl(bucket: string, key: string): string;
}

/** A storage failure carrying its HTTP-like status (spec §8). */
export class StorageError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/** The status a storage failure carries (spec §8): its own, or 502 when storage could not be reached. */
export const storageStatus = (error: unknown) => (error instanceof StorageError ? error.status : 502);

/** What could not be stored, in the English the `formErrors` table reads back (storageFailure). */
const STORAGE_FAILED = {
  picture: "We could not store your picture",
  removePicture: "We could not remove your picture",
  photos: "We could not store the photos",
  photo: "We could not store the photo",
} as const;

/** A storage failure in the person's words, with its status (spec §8). */
export const storageFailureMessage = (what: keyof typeof STORAGE_FAILED, error: unknown) =>
  `${STORAGE_FAILED[what]} (storage error ${storageStatus(error)}). Please try again.`;

export interface MediaAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

/**
 * GET /media/<bucket>/<key>: the stored bytes with the stored type and the cache-control stored
 * with them (3600 s unless the upload set one); a failure answers with its own status.
 */
export async function mediaAnswer(read: () => Promise<StoredObject | null>): Promise<MediaAnswer> {
  const text = { "Content-Type": "text/plain; charset=utf-8" };
  try {
    const object = await read();
    if (!object) return { status: 404, headers: text, body: "Not found" };
    return {
      status: 200,
      headers: { "Content-Type": object.contentType, "Cache-Control": object.cacheControl },
      body: object.body,
    };
  } catch (error) {
    const status = storageStatus(error);
    return { status, headers: text, body: status === 400 ? "Invalid path" : `Storage error (${status})` };
  }
}

/** Spec §9: upload cache control default 3600 s; list defaults limit 100, offset 0, name ascending. */
export const DEFAULT_CACHE_SECONDS = 3600;
export const LIST_DEFAULTS = { limit: 100, offset: 0, sortBy: { column: "name", order: "asc" } } as const;

const contentTypes: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
};
export const contentTypeFor = (key: string) =>
  contentTypes[path.extname(key).toLowerCase()] ?? "application/octet-stream";

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Bucket and key segments are plain names: no `..`, no absolute paths, no hidden files. */
export function assertSafeKey(bucket: string, key: string) {
  if (
    !SAFE_SEGMENT.test(bucket) ||
    key.length === 0 ||
    key.length > 512 ||
    !key.split("/").every((s) => SAFE_SEGMENT.test(s))
  ) {
    throw new StorageError(`Invalid object path ${bucket}/${key}`, 400);
  }
}

export function createLocalStorage(root: string, publicBase = "/media"): Storage {
  const fileFor = (bucket: string, key: string) => {
    assertSafeKey(bucket, key);
    return path.join(root, bucket, ...key.split("/"));
  };
  const walk = (dir: string, base: string): string[] => {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const rel = base ? `${base}/${entry.name}` : entry.name;
      if (entry.name.endsWith(".meta.json")) return [];
      return entry.isDirectory() ? walk(path.join(dir, entry.name), rel) : [rel];
    });
  };
  return {
    async put(bucket, key, body, options = {}) {
      const file = fileFor(bucket, key);
      if (options.upsert === false && fs.existsSync(file))
        throw new StorageError("The resource already exists", 409);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Digits only (backups skip `.<digits>.tmp`); random, as two streams of one key may overlap.
      const tmp = `${file}.${process.pid}${crypto.randomInt(1e9)}.tmp`;
      try {
        if (body instanceof Readable) await pipeline(body, fs.createWriteStream(tmp));
        else fs.writeFileSync(tmp, body);
      } catch (error) {
        fs.rmSync(tmp, { force: true });
        throw error;
      }
      fs.renameSync(tmp, file);
      const meta = {
        contentType: options.contentType ?? contentTypeFor(key),
        cacheControl: options.cacheControl ?? DEFAULT_CACHE_SECONDS,
      };
      fs.writeFileSync(`${file}.meta.json`, JSON.stringify(meta));
    },
    async get(bucket, key) {
      const file = fileFor(bucket, key);
      if (!fs.existsSync(file)) return null;
      let meta = { contentType: contentTypeFor(key), cacheControl: DEFAULT_CACHE_SECONDS };
      try {
        meta = { ...meta, ...JSON.parse(fs.readFileSync(`${file}.meta.json`, "utf8")) };
      } catch {
        /* no sidecar: defaults */
      }
      return {
        body: fs.readFileSync(file),
        contentType: meta.contentType,
        cacheControl: `public, max-age=${meta.cacheControl}`,
      };
    },
    async list(bucket, prefix, options = {}) {
      const { limit, offset, sortBy } = { ...LIST_DEFAULTS, ...options };
      if (prefix) assertSafeKey(bucket, prefix);
      const names = walk(path.join(root, bucket, ...(prefix ? prefix.split("/") : [])), "").sort();
      if (sortBy.order === "desc") names.reverse();
      return names.slice(offset, offset + limit).map((name) => ({ name }));
    },
    async remove(bucket, keys) {
      for (const key of keys) {
        const file = fileFor(bucket, key);
        fs.rmSync(file, { force: true });
        fs.rmSync(`${file}.meta.json`, { force: true });
      }
    },
    async removePrefixes(bucket, prefixes) {
      for (const prefix of prefixes) {
        assertSafeKey(bucket, prefix);
        fs.rmSync(path.join(root, bucket, ...prefix.split("/")), { recursive: true, force: true });
      }
    },
    publicUrl(bucket, key) {
      assertSafeKey(bucket, key);
      return `${publicBase}/${bucket}/${key}`;
    },
  };
}
