import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalStorage, StorageError } from "./storage.server.ts";

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
});
