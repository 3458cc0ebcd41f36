import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createLocalStorage } from "~/platform/storage.server";
import {
  COVER_BUCKET,
  COVER_WIDTHS,
  coverImage,
  coverKey,
  coverOnDemand,
  coverSvg,
  ensureCovers,
} from "./covers.server.ts";

describe("article covers", () => {
  it("draws the same picture for the same article, and different ones for different articles", () => {
    expect(coverSvg("a-slug", "dog")).toBe(coverSvg("a-slug", "dog"));
    expect(coverSvg("a-slug", "dog")).not.toBe(coverSvg("b-slug", "dog"));
  });

  it("renders WebP covers in every width once, and leaves existing ones alone", async () => {
    const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "covers-")));
    const articles = [{ slug: "road-trip", cover: { scene: "road" } }];
    expect(await ensureCovers(storage, articles)).toBe(COVER_WIDTHS.length);
    for (const width of COVER_WIDTHS) {
      const object = await storage.get(COVER_BUCKET, coverKey("road-trip", width));
      expect(object?.contentType).toBe("image/webp");
      const meta = await sharp(object!.body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, Math.round((width * 9) / 16)]);
    }
    expect(await ensureCovers(storage, articles)).toBe(0);
    const image = coverImage(storage, "road-trip", "A car on a road");
    expect(image.srcSet.split(", ")).toHaveLength(COVER_WIDTHS.length);
    expect(image).toMatchObject({ width: 1600, height: 900, alt: "A car on a road" });
  });

  it("draws a cover asked for before the background pass, and nothing that is not an article's cover", async () => {
    const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "covers-")));
    const articles = [{ slug: "road-trip", cover: { scene: "road" } }];
    const key = coverKey("road-trip", 640);
    const object = await coverOnDemand(storage, COVER_BUCKET, key, articles);
    expect(object?.contentType).toBe("image/webp");
    expect((await sharp(object!.body).metadata()).width).toBe(640);
    // Only that width was drawn; the pass draws the rest.
    expect(await ensureCovers(storage, articles)).toBe(COVER_WIDTHS.length - 1);
    expect(await coverOnDemand(storage, COVER_BUCKET, coverKey("no-such-article", 640), articles)).toBeNull();
    expect(await coverOnDemand(storage, COVER_BUCKET, "road-trip/v1-333.webp", articles)).toBeNull();
    expect(await coverOnDemand(storage, "avatars", key, articles)).toBeNull();
  });
});
