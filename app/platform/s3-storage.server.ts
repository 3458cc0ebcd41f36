import crypto from "node:crypto";
import {
  contentTypeFor,
  DEFAULT_CACHE_SECONDS,
  LIST_DEFAULTS,
  StorageError,
  assertSafeKey,
  type Storage,
} from "./storage.server.ts";

/**
 * The S3-compatible storage driver (AWS S3, MinIO, R2, …), used when S3 settings
 * are configured. Path-style requests signed with AWS Signature Version 4;
 * every logical bucket (avatars, listing-photos…) is a key prefix in one real bucket.
 */
export interface S3Options {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch files from; unset = through this server's /media. */
  publicUrl?: string;
  fetch?: typeof fetch;
}

const sha256 = (data: string | Buffer) => crypto.createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => crypto.createHmac("sha256", key).update(data).digest();
/** RFC 3986 encoding, as SigV4 wants it. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SignInput {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: Buffer;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
}

/** Returns the headers to send: the given ones plus x-amz-date, x-amz-content-sha256 and Authorization. */
export function signV4({
  method,
  url,
  headers,
  body,
  region,
  accessKeyId,
  secretAccessKey,
  date,
}: SignInput) {
  const amzDate = date.toISOString().replace(/[:-]|\.\d{3}/g, "");
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(body ?? "");
  const all: Record<string, string> = {
    ...headers,
    host: url.host,
    "x-amz-date": amzDate,
    "x-amz-content-sha256": payloadHash,
  };
  const names = Object.keys(all)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(
    Object.entries(all).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, " ")]),
  );
  const canonicalHeaders = names.map((n) => `${n}:${lower[n]}\n`).join("");
  const signedHeaders = names.join(";");
  const canonicalQuery = [...url.searchParams.entries()]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonicalUri = url.pathname
    .split("/")
    .map((s) => encode(decodeURIComponent(s)))
    .join("/");
  const canonicalRequest = [
    method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), "s3"), "aws4_request");
  const signature = crypto.createHmac("sha256", key).update(stringToSign).digest("hex");
  return {
    ...all,
    authorization: `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

const xmlValues = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((m) =>
    m[1]!
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&"),
  );

export function createS3Storage(options: S3Options): Storage {
  const doFetch = options.fetch ?? fetch;
  const base = options.endpoint.replace(/\/$/, "");
  const objectUrl = (bucket: string, key: string) =>
    new URL(`${base}/${options.bucket}/${[bucket, ...key.split("/")].map(encode).join("/")}`);

  async function send(method: string, url: URL, body?: Buffer, headers: Record<string, string> = {}) {
    const signed = signV4({
      method,
      url,
      headers,
      body,
      region: options.region,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      date: new Date(),
    });
    const response = await doFetch(url, {
      method,
      headers: signed,
      body: body ? new Uint8Array(body) : undefined,
    });
    return response;
  }
  async function fail(response: Response, what: string): Promise<never> {
    const text = await response.text().catch(() => "");
    const code = xmlValues(text, "Code")[0];
    throw new StorageError(`${what} failed${code ? `: ${code}` : ""}`, response.status);
  }

  async function listKeys(prefix: string) {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const url = new URL(`${base}/${options.bucket}`);
      url.searchParams.set("list-type", "2");
      url.searchParams.set("prefix", prefix);
      if (token) url.searchParams.set("continuation-token", token);
      const response = await send("GET", url);
      if (!response.ok) await fail(response, "List");
      const xml = await response.text();
      keys.push(...xmlValues(xml, "Key"));
      token = xml.includes("<IsTruncated>true</IsTruncated>")
        ? xmlValues(xml, "NextContinuationToken")[0]
        : undefined;
    } while (token);
    return keys;
  }

  return {
    async put(bucket, key, body, opts = {}) {
      assertSafeKey(bucket, key);
      const headers: Record<string, string> = {
        "content-type": opts.contentType ?? contentTypeFor(key),
        "cache-control": `public, max-age=${opts.cacheControl ?? DEFAULT_CACHE_SECONDS}`,
      };
      if (opts.upsert === false) {
        // A conditional write is atomic where the server has them (AWS S3, R2, MinIO); the look
        // first covers servers that ignore the header (s3rver, older MinIO).
        headers["if-none-match"] = "*";
        const existing = await send("HEAD", objectUrl(bucket, key));
        if (existing.ok) throw new StorageError("The resource already exists", 409);
      }
      const response = await send("PUT", objectUrl(bucket, key), body, headers);
      if (response.status === 412) throw new StorageError("The resource already exists", 409);
      if (!response.ok) await fail(response, "Upload");
    },
    async get(bucket, key) {
      assertSafeKey(bucket, key);
      const response = await send("GET", objectUrl(bucket, key));
      if (response.status === 404) return null;
      if (!response.ok) await fail(response, "Download");
      return {
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get("content-type") ?? contentTypeFor(key),
        cacheControl: response.headers.get("cache-control") ?? `public, max-age=${DEFAULT_CACHE_SECONDS}`,
      };
    },
    async list(bucket, prefix, opts = {}) {
      const { limit, offset, sortBy } = { ...LIST_DEFAULTS, ...opts };
      if (prefix) assertSafeKey(bucket, prefix);
      const root = `${bucket}/${prefix ? `${prefix}/` : ""}`;
      const names = (await listKeys(root)).map((k) => k.slice(root.length)).sort();
      if (sortBy.order === "desc") names.reverse();
      return names.slice(offset, offset + limit).map((name) => ({ name }));
    },
    async remove(bucket, keys) {
      for (const key of keys) {
        assertSafeKey(bucket, key);
        const response = await send("DELETE", objectUrl(bucket, key));
        if (!response.ok && response.status !== 404) await fail(response, "Delete");
      }
    },
    async removePrefixes(bucket, prefixes) {
      for (const prefix of prefixes) {
        assertSafeKey(bucket, prefix);
        const keys = await listKeys(`${bucket}/${prefix}/`);
        await this.remove(
          bucket,
          keys.map((k) => k.slice(bucket.length + 1)),
        );
      }
    },
    publicUrl(bucket, key) {
      assertSafeKey(bucket, key);
      return options.publicUrl
        ? `${options.publicUrl.replace(/\/$/, "")}/${bucket}/${key}`
        : `/media/${bucket}/${key}`;
    },
  };
}
