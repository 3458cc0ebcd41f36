import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import {
  createLocalStorage,
  DEFAULT_CACHE_SECONDS,
  LIST_DEFAULTS,
  mediaAnswer,
  storageFailureMessage,
  StorageError,
} from "./storage.server.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "pfr-storage-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const storage = createLocalStorage(root);

describe("local storage driver", () => {
  it("stores, reads back with type and cache headers, and derives the public URL", async () => {
    await storage.put("avatars", "u1/1700000000000.png", Buffer.from("png-bytes"));
    const object = await storage.get("avatars", "u1/1700000000000.png");
    expect(object?.body.toString()).toBe("png-bytes");
    expect(object?.contentType).toBe("image/png");
    expect(object?.cacheControl).toBe("public, max-age=3600");
    expect(storage.publicUrl("avatars", "u1/1700000000000.png")).toBe("/media/avatars/u1/1700000000000.png");
  });

  it("upserts, or refuses to overwrite when upsert is false", async () => {
    await storage.put("avatars", "u2/a.png", Buffer.from("one"));
    await storage.put("avatars", "u2/a.png", Buffer.from("two"), { upsert: true });
    expect((await storage.get("avatars", "u2/a.png"))?.body.toString()).toBe("two");
    await expect(
      storage.put("avatars", "u2/a.png", Buffer.from("3"), { upsert: false }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("stores a stream as it is read, and leaves nothing behind when the stream fails", async () => {
    const parts = ["one ", "two ", "three"];
    await storage.put("avatars", "u5/stream.webp", Readable.from(parts.map((p) => Buffer.from(p))));
    expect(await storage.get("avatars", "u5/stream.webp")).toMatchObject({
      body: Buffer.from("one two three"),
      contentType: "image/webp",
    });
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from("half");
        throw new Error("disk gone");
      })(),
    );
    await expect(storage.put("avatars", "u5/broken.webp", failing)).rejects.toThrow("disk gone");
    expect(await storage.get("avatars", "u5/broken.webp")).toBeNull();
    expect(fs.readdirSync(path.join(root, "avatars", "u5")).sort()).toEqual([
      "stream.webp",
      "stream.webp.meta.json",
    ]);
  });

  it("lists by prefix with the spec's defaults, and removes by key and by prefix", async () => {
    await storage.put("avatars", "u3/2.png", Buffer.from("b"));
    await storage.put("avatars", "u3/1.png", Buffer.from("a"));
    expect(await storage.list("avatars", "u3")).toEqual([{ name: "1.png" }, { name: "2.png" }]);
    expect(await storage.list("avatars", "u3", { limit: 1, offset: 1 })).toEqual([{ name: "2.png" }]);
    await storage.remove("avatars", ["u3/1.png"]);
    expect(await storage.list("avatars", "u3")).toEqual([{ name: "2.png" }]);
    await storage.removePrefixes("avatars", ["u3"]);
    expect(await storage.list("avatars", "u3")).toEqual([]);
    expect(await storage.get("avatars", "u3/2.png")).toBeNull();
  });

  it("refuses paths that could escape the bucket", async () => {
    for (const key of ["../secret", "a/../../b", "/etc/passwd", ".hidden", "a//b"]) {
      await expect(storage.put("avatars", key, Buffer.from("x"))).rejects.toBeInstanceOf(StorageError);
    }
    await expect(storage.get("..", "x")).rejects.toBeInstanceOf(StorageError);
  });

  it("lists 100 at most from offset 0 by name ascending unless told otherwise (spec §9)", async () => {
    expect(LIST_DEFAULTS).toEqual({ limit: 100, offset: 0, sortBy: { column: "name", order: "asc" } });
    const names = Array.from({ length: 105 }, (_, i) => `${String(i).padStart(3, "0")}.png`);
    for (const name of [...names].reverse()) await storage.put("avatars", `many/${name}`, Buffer.from("x"));
    const listed = (await storage.list("avatars", "many")).map((o) => o.name);
    expect(listed).toEqual(names.slice(0, 100));
    expect((await storage.list("avatars", "many", { offset: 100 })).map((o) => o.name)).toEqual(
      names.slice(100),
    );
    const newestFirst = await storage.list("avatars", "many", {
      limit: 2,
      sortBy: { column: "name", order: "desc" },
    });
    expect(newestFirst.map((o) => o.name)).toEqual(["104.png", "103.png"]);
  });

  it("stores each upload's cache-control: 3600 s unless the caller sets one (spec §9)", async () => {
    expect(DEFAULT_CACHE_SECONDS).toBe(3600);
    await storage.put("covers", "plain.webp", Buffer.from("a"));
    await storage.put("covers", "hashed.webp", Buffer.from("b"), { cacheControl: 31_536_000 });
    const plain = await mediaAnswer(() => storage.get("covers", "plain.webp"));
    const hashed = await mediaAnswer(() => storage.get("covers", "hashed.webp"));
    expect(plain.headers).toEqual({ "Content-Type": "image/webp", "Cache-Control": "public, max-age=3600" });
    expect(hashed.headers["Cache-Control"]).toBe("public, max-age=31536000");
    expect(plain.status).toBe(200);
  });
});

describe("storage failures carry their status (spec §8)", () => {
  it("to the media answer and to the message shown", async () => {
    expect(await mediaAnswer(async () => null)).toMatchObject({ status: 404 });
    expect(await mediaAnswer(() => storage.get("..", "x"))).toMatchObject({
      status: 400,
      body: "Invalid path",
    });
    const refused = await mediaAnswer(async () => {
      throw new StorageError("Download failed: SlowDown", 503);
    });
    expect(refused).toMatchObject({ status: 503, body: "Storage error (503)" });
    const unreachable = await mediaAnswer(async () => {
      throw new TypeError("fetch failed");
    });
    expect(unreachable.status).toBe(502);
    expect(storageFailureMessage("picture", new StorageError("Upload failed", 507))).toBe(
      "We could not store your picture (storage error 507). Please try again.",
    );
  });
});
