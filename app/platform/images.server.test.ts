import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectImageFormat, ImageRejectedError, reencodeImage } from "./images.server.ts";

/** A JPEG carrying EXIF (camera, GPS) and an orientation tag of 6 (rotated 90°). */
async function photoWithExif(width = 1200, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 80 } } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: "PawCam", Model: "Z1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe("uploaded pictures", () => {
  it("detect the format from the bytes", async () => {
    expect(await detectImageFormat(await photoWithExif())).toBe("jpeg");
    const png = await sharp({ create: { width: 4, height: 4, channels: 4, background: "#fff" } })
      .png()
      .toBuffer();
    expect(await detectImageFormat(png)).toBe("png");
    expect(await detectImageFormat(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(await detectImageFormat(Buffer.from("%PDF-1.7 not an image"))).toBeNull();
  });

  it("are auto-rotated, resized within the bound, and stripped of EXIF and GPS", async () => {
    const input = await photoWithExif();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(input.includes(Buffer.from("PawCam"))).toBe(true);
    const out = await reencodeImage(input, { maxEdge: 512 });
    const meta = await sharp(out.body).metadata();
    expect(out.contentType).toBe("image/jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // 1200×800 rotated by the orientation tag becomes portrait 800×1200, then fits in 512.
    expect([meta.width, meta.height]).toEqual([341, 512]);
    expect(out.body.includes(Buffer.from("PawCam"))).toBe(false);
  });

  it("can be cropped to a square", async () => {
    const out = await reencodeImage(await photoWithExif(), { maxEdge: 256, square: true });
    const meta = await sharp(out.body).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
  });

  it("refuse a non-image renamed .png, an empty file, a file over 5 MB and a pixel bomb", async () => {
    await expect(reencodeImage(Buffer.from("just text, honestly"), { maxEdge: 512 })).rejects.toThrow(
      ImageRejectedError,
    );
    await expect(reencodeImage(Buffer.alloc(0), { maxEdge: 512 })).rejects.toThrow(/empty/);
    await expect(reencodeImage(Buffer.alloc(5 * 1024 * 1024 + 1, 1), { maxEdge: 512 })).rejects.toThrow(
      /5 MB/,
    );
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    await expect(reencodeImage(bomb, { maxEdge: 512 })).rejects.toThrow(/too many pixels/);
  });
});
