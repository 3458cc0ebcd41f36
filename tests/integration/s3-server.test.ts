import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createS3Storage } from "../../app/platform/s3-storage.server.ts";

vi.setConfig({ testTimeout: 60_000 });

/**
 * The S3 driver against a real S3-compatible server (s3rver, started here): the
 * signatures, path-style requests, XML listings and error bodies of a server we did not write.
 */
describe("S3 storage driver against s3rver", () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "pfr-s3rver-"));
  // s3rver checks Signature Version 4 with its own fixed credentials.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER", region: "us-east-1" };
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: "site-media", configs: [] }],
  });
  let endpoint = "";
  beforeAll(async () => {
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  const storage = () => createS3Storage({ endpoint, bucket: "site-media", ...credentials });

  it("uploads, reads back with its type and cache-control (3600 s unless set), and deletes", async () => {
    await storage().put("avatars", "u1/a.png", Buffer.from("png"), { contentType: "image/png" });
    await storage().put("listing-photos", "7/b.webp", Buffer.from("webp"), { cacheControl: 31_536_000 });
    expect(await storage().get("avatars", "u1/a.png")).toMatchObject({
      contentType: "image/png",
      cacheControl: "public, max-age=3600",
    });
    const photo = await storage().get("listing-photos", "7/b.webp");
    expect(photo?.cacheControl).toBe("public, max-age=31536000");
    expect(photo?.body.toString()).toBe("webp");
    await storage().remove("avatars", ["u1/a.png", "u1/never-there.png"]);
    expect(await storage().get("avatars", "u1/a.png")).toBeNull();
  });

  it("stores a stream larger than a part as a multipart upload, with its type and cache-control", async () => {
    const body = Readable.from(
      (function* () {
        for (let i = 0; i < 12; i++) yield Buffer.alloc(1024 * 1024, i);
      })(),
    );
    await storage().put("listing-photos", "8/large.webp", body, { cacheControl: 31_536_000 });
    const stored = await storage().get("listing-photos", "8/large.webp");
    expect(stored).toMatchObject({ contentType: "image/webp", cacheControl: "public, max-age=31536000" });
    expect(stored?.body.length).toBe(12 * 1024 * 1024);
    expect([0, 5, 11].map((mib) => stored?.body[mib * 1024 * 1024 + 1])).toEqual([0, 5, 11]);
  });

  it("lists 100 names from offset 0 in name order by default; pages, sorts down and removes by prefix", async () => {
    const names = Array.from({ length: 105 }, (_, i) => `${String(i).padStart(3, "0")}.txt`);
    for (const name of [...names].reverse()) await storage().put("covers", `many/${name}`, Buffer.from(name));
    await storage().put("covers", "other/keep.txt", Buffer.from("keep"));
    const first = await storage().list("covers", "many");
    expect(first).toHaveLength(100);
    expect(first[0]).toEqual({ name: "000.txt" });
    expect(first[99]).toEqual({ name: "099.txt" });
    expect(await storage().list("covers", "many", { offset: 100 })).toEqual(
      names.slice(100).map((name) => ({ name })),
    );
    expect(
      await storage().list("covers", "many", { limit: 2, sortBy: { column: "name", order: "desc" } }),
    ).toEqual([{ name: "104.txt" }, { name: "103.txt" }]);
    await storage().removePrefixes("covers", ["many"]);
    expect(await storage().list("covers", "many")).toEqual([]);
    expect(await storage().list("covers", "other")).toEqual([{ name: "keep.txt" }]);
  });

  it("refuses to overwrite with upsert false, and carries the server's refusal and status", async () => {
    await storage().put("avatars", "u2/a.png", Buffer.from("1"));
    await expect(
      storage().put("avatars", "u2/a.png", Buffer.from("2"), { upsert: false }),
    ).rejects.toMatchObject({
      status: 409,
    });
    // s3rver knows one access key (it does not check the secret): an unknown key is refused.
    const stranger = createS3Storage({
      endpoint,
      bucket: "site-media",
      ...credentials,
      accessKeyId: "NOBODY",
    });
    await expect(stranger.put("avatars", "u2/b.png", Buffer.from("x"))).rejects.toMatchObject({
      status: 403,
      message: "Upload failed: InvalidAccessKeyId",
    });
    const missingBucket = createS3Storage({ endpoint, bucket: "no-such-bucket", ...credentials });
    await expect(missingBucket.put("avatars", "u2/c.png", Buffer.from("x"))).rejects.toMatchObject({
      status: 404,
    });
  });
});
