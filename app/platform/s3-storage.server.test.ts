import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage, signV4 } from "./s3-storage.server.ts";

describe("AWS Signature Version 4", () => {
  it("matches the example in the S3 documentation (GET object with a Range header)", () => {
    const headers = signV4({
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: { range: "bytes=0-9" },
      region: "us-east-1",
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      date: new Date("2013-05-24T00:00:00Z"),
    });
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});

/** A small S3-compatible server on loopback: checks every request's signature, keeps objects in a Map. */
function fakeS3(credentials: { accessKeyId: string; secretAccessKey: string; region: string }) {
  const objects = new Map<string, { body: Buffer; type: string; cache: string }>();
  const requests: string[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const signedNames = /SignedHeaders=([^,]+)/.exec(req.headers.authorization ?? "")?.[1]?.split(";") ?? [];
    const given = Object.fromEntries(
      signedNames
        .filter((n) => n !== "host" && !n.startsWith("x-amz-"))
        .map((n) => [n, String(req.headers[n])]),
    );
    const expected = signV4({
      method: req.method!,
      url,
      headers: given,
      body: body.length ? body : undefined,
      ...credentials,
      date: new Date(
        String(req.headers["x-amz-date"]).replace(
          /(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/,
          "$1-$2-$3T$4:$5:$6Z",
        ),
      ),
    });
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    if (expected.authorization !== req.headers.authorization) {
      res.writeHead(403).end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
      return;
    }
    const key = decodeURIComponent(url.pathname.replace(/^\/media-bucket\/?/, ""));
    if (req.method === "PUT") {
      if (req.headers["if-none-match"] === "*" && objects.has(key)) return void res.writeHead(412).end();
      objects.set(key, {
        body,
        type: String(req.headers["content-type"]),
        cache: String(req.headers["cache-control"]),
      });
      return void res.writeHead(200).end();
    }
    if (req.method === "GET" && url.searchParams.get("list-type") === "2") {
      const prefix = url.searchParams.get("prefix") ?? "";
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix));
      return void res
        .writeHead(200, { "content-type": "application/xml" })
        .end(
          `<ListBucketResult><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key></Contents>`).join("")}</ListBucketResult>`,
        );
    }
    const object = objects.get(key);
    if (req.method === "GET") {
      if (!object) return void res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
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
  return { server, objects, requests };
}

describe("S3-compatible storage driver", () => {
  const credentials = { accessKeyId: "test-key", secretAccessKey: "test-secret", region: "eu-west-1" };
  const fake = fakeS3(credentials);
  let endpoint = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));
  const storage = () => createS3Storage({ endpoint, bucket: "media-bucket", ...credentials });

  it("uploads, reads back with type and cache control, lists and removes by prefix", async () => {
    await storage().put("avatars", "u1/1700000000000.png", Buffer.from("png"), { contentType: "image/png" });
    await storage().put("avatars", "u1/1700000000001.png", Buffer.from("png2"));
    await storage().put("avatars", "u2/1.png", Buffer.from("other user"));
    const object = await storage().get("avatars", "u1/1700000000000.png");
    expect(object).toMatchObject({ contentType: "image/png", cacheControl: "public, max-age=3600" });
    expect(object?.body.toString()).toBe("png");
    expect(await storage().list("avatars", "u1")).toEqual([
      { name: "1700000000000.png" },
      { name: "1700000000001.png" },
    ]);
    await storage().removePrefixes("avatars", ["u1"]);
    expect(await storage().list("avatars", "u1")).toEqual([]);
    expect(await storage().get("avatars", "u1/1700000000000.png")).toBeNull();
    expect(await storage().get("avatars", "u2/1.png")).not.toBeNull();
  });

  it("refuses to overwrite when upsert is false", async () => {
    await storage().put("avatars", "u3/a.png", Buffer.from("1"));
    await expect(
      storage().put("avatars", "u3/a.png", Buffer.from("2"), { upsert: false }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("carries the server's error code and status when a request is refused", async () => {
    const wrong = createS3Storage({
      endpoint,
      bucket: "media-bucket",
      ...credentials,
      secretAccessKey: "wrong",
    });
    await expect(wrong.put("avatars", "u4/a.png", Buffer.from("x"))).rejects.toMatchObject({
      status: 403,
      message: "Upload failed: SignatureDoesNotMatch",
    });
  });

  it("derives public URLs from the configured base, or this server's /media", () => {
    expect(storage().publicUrl("avatars", "u1/1.png")).toBe("/media/avatars/u1/1.png");
    const cdn = createS3Storage({ endpoint, bucket: "b", ...credentials, publicUrl: "https://cdn.example/" });
    expect(cdn.publicUrl("avatars", "u1/1.png")).toBe("https://cdn.example/avatars/u1/1.png");
  });
});
