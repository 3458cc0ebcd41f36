import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createS3Storage } from "./s3-storage.server.ts";
import { StorageError, storageStatus } from "./storage.server.ts";

const MiB = 1024 * 1024;
const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A small S3-compatible server on loopback, behind a path prefix, that records what it is asked:
 * objects in a Map, listings two keys a page, multipart uploads, conditional writes. It refuses
 * the access key NOBODY and answers 500 for keys under `broken/`. (Signatures are the SDK's to
 * get right; tests/integration/s3-server.test.ts runs the driver against a server we did not write.)
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string; cache: string }>();
  const uploads = new Map<string, Map<number, Buffer>>();
  const requests: { method: string; path: string; query: string; authorization: string }[] = [];
  /** Keys whose HEAD answers 404 though they exist: a write that raced the look first. */
  const hiddenFromHead = new Set<string>();
  const received = { bytes: 0 };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) {
      chunks.push(chunk as Buffer);
      received.bytes += (chunk as Buffer).length;
    }
    const body = Buffer.concat(chunks);
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const authorization = req.headers.authorization ?? "";
    requests.push({ method: req.method!, path: url.pathname, query: url.search, authorization });
    const xml = (status: number, text: string) =>
      void res.writeHead(status, { "content-type": "application/xml" }).end(text);
    const error = (status: number, code: string) =>
      req.method === "HEAD"
        ? void res.writeHead(status).end()
        : xml(status, `<?xml version="1.0"?><Error><Code>${code}</Code><Message>no</Message></Error>`);
    if (authorization.includes("Credential=NOBODY/")) return error(403, "SignatureDoesNotMatch");
    if (!url.pathname.startsWith("/storage/media-bucket")) return error(404, "NoSuchBucket");
    const key = decodeURIComponent(url.pathname.replace(/^\/storage\/media-bucket\/?/, ""));
    if (key.startsWith("broken/")) return error(500, "InternalError");
    const q = url.searchParams;

    if (req.method === "GET" && q.get("list-type") === "2") {
      const prefix = q.get("prefix") ?? "";
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      const start = Number(q.get("continuation-token") ?? 0);
      const page = keys.slice(start, start + 2);
      const more = start + 2 < keys.length;
      return xml(
        200,
        `<?xml version="1.0"?><ListBucketResult><IsTruncated>${more}</IsTruncated>` +
          (more ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : "") +
          page.map((k) => `<Contents><Key>${escapeXml(k)}</Key></Contents>`).join("") +
          `</ListBucketResult>`,
      );
    }
    if (req.method === "POST" && q.has("uploads")) {
      const id = `upload-${uploads.size + 1}`;
      uploads.set(id, new Map());
      return xml(
        200,
        `<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (req.method === "PUT" && q.has("uploadId")) {
      uploads.get(q.get("uploadId")!)!.set(Number(q.get("partNumber")), body);
      return void res.writeHead(200, { etag: `"part-${q.get("partNumber")}"` }).end();
    }
    if (req.method === "POST" && q.has("uploadId")) {
      const parts = uploads.get(q.get("uploadId")!)!;
      const ordered = [...parts.keys()].sort((a, b) => a - b).map((n) => parts.get(n)!);
      objects.set(key, { body: Buffer.concat(ordered), type: "binary/octet-stream", cache: "" });
      return xml(200, `<CompleteMultipartUploadResult><Key>${key}</Key></CompleteMultipartUploadResult>`);
    }
    if (req.method === "PUT") {
      if (req.headers["if-none-match"] === "*" && objects.has(key)) return error(412, "PreconditionFailed");
      objects.set(key, {
        body,
        type: String(req.headers["content-type"]),
        cache: String(req.headers["cache-control"]),
      });
      return void res.writeHead(200, { etag: '"x"' }).end();
    }
    const object = objects.get(key);
    if (req.method === "HEAD") {
      if (!object || hiddenFromHead.has(key)) return error(404, "NotFound");
      return void res.writeHead(200, { "content-length": object.body.length }).end();
    }
    if (req.method === "GET") {
      if (!object) return error(404, "NoSuchKey");
      return void res
        .writeHead(200, { "content-type": object.type, "cache-control": object.cache })
        .end(object.body);
    }
    if (req.method === "DELETE") {
      objects.delete(key);
      return void res.writeHead(204).end();
    }
    res.writeHead(405).end();
  });
  return { server, objects, requests, hiddenFromHead, received };
}

describe("S3-compatible storage driver", () => {
  const credentials = { accessKeyId: "test-key", secretAccessKey: "test-secret", region: "eu-west-1" };
  const fake = fakeS3();
  let endpoint = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/storage`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));
  beforeEach(() => void (fake.requests.length = 0));
  const storage = () => createS3Storage({ endpoint, bucket: "media-bucket", ...credentials });

  it("addresses objects path-style under the endpoint's path, signed for the region", async () => {
    await storage().put("avatars", "u0/a.png", Buffer.from("png"));
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: "PUT", path: "/storage/media-bucket/avatars/u0/a.png" });
    expect(fake.requests[0]!.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/eu-west-1\/s3\/aws4_request, /,
    );
  });

  it("uploads, reads back with type and cache control, lists page by page and removes by prefix", async () => {
    await storage().put("avatars", "u1/1700000000000.png", Buffer.from("png"), { contentType: "image/png" });
    await storage().put("avatars", "u1/1700000000001.webp", Buffer.from("webp"), {
      cacheControl: 31_536_000,
    });
    await storage().put("avatars", "u1/1700000000002.png", Buffer.from("3"));
    await storage().put("avatars", "u2/1.png", Buffer.from("other user"));
    const object = await storage().get("avatars", "u1/1700000000000.png");
    expect(object).toMatchObject({ contentType: "image/png", cacheControl: "public, max-age=3600" });
    expect(object?.body.toString()).toBe("png");
    expect(await storage().get("avatars", "u1/1700000000001.webp")).toMatchObject({
      contentType: "image/webp",
      cacheControl: "public, max-age=31536000",
    });
    fake.requests.length = 0;
    // Three keys, two a page: the listing follows the continuation token.
    expect(await storage().list("avatars", "u1")).toEqual([
      { name: "1700000000000.png" },
      { name: "1700000000001.webp" },
      { name: "1700000000002.png" },
    ]);
    expect(fake.requests.map((r) => r.query)).toEqual([
      expect.stringContaining("prefix=avatars%2Fu1%2F"),
      expect.stringContaining("continuation-token=2"),
    ]);
    await storage().removePrefixes("avatars", ["u1"]);
    expect(await storage().list("avatars", "u1")).toEqual([]);
    expect(await storage().get("avatars", "u1/1700000000000.png")).toBeNull();
    expect(await storage().get("avatars", "u2/1.png")).not.toBeNull();
    await storage().remove("avatars", ["u2/1.png", "u2/never-there.png"]);
    expect(fake.objects.has("avatars/u2/1.png")).toBe(false);
  });

  it("refuses to overwrite when upsert is false: by looking first, and by the server's condition", async () => {
    await storage().put("avatars", "u3/a.png", Buffer.from("1"));
    await expect(
      storage().put("avatars", "u3/a.png", Buffer.from("2"), { upsert: false }),
    ).rejects.toMatchObject({ status: 409 });
    // Written by someone else between the look and the write: the conditional write answers 412.
    fake.hiddenFromHead.add("avatars/u3/a.png");
    fake.requests.length = 0;
    await expect(
      storage().put("avatars", "u3/a.png", Buffer.from("3"), { upsert: false }),
    ).rejects.toMatchObject({ status: 409, message: "The resource already exists" });
    expect(fake.requests.map((r) => r.method)).toEqual(["HEAD", "PUT"]);
    expect(fake.objects.get("avatars/u3/a.png")?.body.toString()).toBe("1");
  });

  it("streams a large body in parts, never holding more than a few parts of it", async () => {
    const total = 24 * MiB;
    const chunk = Buffer.alloc(64 * 1024, 7);
    let produced = 0;
    let mostAhead = 0;
    const receivedBefore = fake.received.bytes;
    const body = Readable.from(
      (function* () {
        while (produced < total) {
          produced += chunk.length;
          mostAhead = Math.max(mostAhead, produced - (fake.received.bytes - receivedBefore));
          yield chunk;
        }
      })(),
    );
    await storage().put("listing-photos", "9/big.bin", body, { contentType: "application/octet-stream" });
    expect(fake.objects.get("listing-photos/9/big.bin")?.body.length).toBe(total);
    // Each part once; two are in flight at a time, so they may finish (and arrive) out of order.
    const parts = fake.requests.filter((r) => r.method === "PUT");
    const partNumbers = parts.map((r) => Number(new URLSearchParams(r.query).get("partNumber")));
    expect(partNumbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    // Two parts in flight and one being gathered (5 MiB each), plus the stream's read-ahead.
    expect(mostAhead).toBeLessThanOrEqual(16 * MiB);
  });

  it("answers a missing object with null, and carries the server's refusal and status", async () => {
    expect(await storage().get("avatars", "nobody/none.png")).toBeNull();
    const stranger = createS3Storage({
      endpoint,
      bucket: "media-bucket",
      ...credentials,
      accessKeyId: "NOBODY",
    });
    await expect(stranger.put("avatars", "u4/a.png", Buffer.from("x"))).rejects.toMatchObject({
      status: 403,
      message: "Upload failed: SignatureDoesNotMatch",
    });
    await expect(stranger.list("avatars", "u4")).rejects.toMatchObject({
      status: 403,
      message: "List failed: SignatureDoesNotMatch",
    });
    await expect(storage().get("broken", "x.png")).rejects.toMatchObject({
      status: 500,
      message: "Download failed: InternalError",
    });
    // Nobody listening: not a refusal, so the person is told 502.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createS3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: "b",
      ...credentials,
    });
    const failure = await unreachable.get("avatars", "u4/a.png").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(StorageError);
    expect(storageStatus(failure)).toBe(502);
    const elsewhere = createS3Storage({ endpoint, bucket: "no-such-bucket", ...credentials });
    await expect(elsewhere.put("avatars", "u4/b.png", Buffer.from("x"))).rejects.toMatchObject({
      status: 404,
      message: "Upload failed: NoSuchBucket",
    });
  });

  it("refuses paths that could escape the bucket before asking the server", async () => {
    await expect(storage().put("avatars", "../secret", Buffer.from("x"))).rejects.toMatchObject({
      status: 400,
    });
    await expect(storage().remove("avatars", ["ok.png", "a/../../b"])).rejects.toMatchObject({ status: 400 });
    expect(fake.requests).toEqual([]);
  });

  it("derives public URLs from the configured base, or this server's /media", () => {
    expect(storage().publicUrl("avatars", "u1/1.png")).toBe("/media/avatars/u1/1.png");
    const cdn = createS3Storage({ endpoint, bucket: "b", ...credentials, publicUrl: "https://cdn.example/" });
    expect(cdn.publicUrl("avatars", "u1/1.png")).toBe("https://cdn.example/avatars/u1/1.png");
  });
});
