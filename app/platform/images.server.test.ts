import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cropSquare, detectImageFormat, ImageRejectedError, reencodeImage } from "./images.server.ts";

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

  it("crops the square the person chose, on the upright picture", async () => {
    // 300×100: red on the left third, blue on the right third.
    const strip = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#00ff00" } })
      .composite([
        {
          input: { create: { width: 100, height: 100, channels: 3, background: "#ff0000" } },
          left: 0,
          top: 0,
        },
        {
          input: { create: { width: 100, height: 100, channels: 3, background: "#0000ff" } },
          left: 200,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const colourOf = async (body: Buffer) => {
      const { data } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
      return [data[0], data[1], data[2]];
    };
    const left = await reencodeImage(strip, { maxEdge: 64, crop: { x: 0, y: 0.5, zoom: 1 } });
    const right = await reencodeImage(strip, { maxEdge: 64, crop: { x: 1, y: 0.5, zoom: 1 } });
    expect(await colourOf(left.body)).toEqual([255, 0, 0]);
    expect(await colourOf(right.body)).toEqual([0, 0, 255]);
    expect([left.width, left.height]).toEqual([64, 64]);
    // Turned upright by its EXIF orientation (8: a quarter turn anticlockwise) the strip stands 100×300, blue on top.
    const tagged = await sharp(strip).withMetadata({ orientation: 8 }).png().toBuffer();
    const top = await reencodeImage(tagged, { maxEdge: 64, crop: { x: 0.5, y: 0, zoom: 1 } });
    expect([top.width, top.height]).toEqual([64, 64]);
    expect(await colourOf(top.body)).toEqual([0, 0, 255]);
  });

  it("cropSquare keeps the square inside the picture whatever it is given", () => {
    expect(cropSquare(300, 100, { x: 0.5, y: 0.5, zoom: 2 })).toEqual({
      left: 125,
      top: 25,
      width: 50,
      height: 50,
    });
    expect(cropSquare(300, 100, { x: 9, y: -3, zoom: 100 })).toEqual({
      left: 275,
      top: 0,
      width: 25,
      height: 25,
    });
    expect(cropSquare(300, 100, { x: Number.NaN, y: 0, zoom: Number.NaN })).toEqual({
      left: 0,
      top: 0,
      width: 100,
      height: 100,
    });
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
