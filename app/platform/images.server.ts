import sharp from "sharp";

/**
 * Uploaded pictures are checked by their content (not their name or declared
 * type), bounded in bytes and pixels, and re-encoded: auto-rotated, resized,
 * every metadata block (EXIF, GPS, ICC comments) dropped.
 */
export const IMAGE_LIMITS = { maxBytes: 5 * 1024 * 1024, maxPixels: 40_000_000 } as const;
export const ALLOWED_IMAGE_FORMATS = ["jpeg", "png", "webp", "gif", "avif"] as const;
export type ImageFormat = (typeof ALLOWED_IMAGE_FORMATS)[number];

export class ImageRejectedError extends Error {}

/** An uploaded picture: bytes in memory, or the file an upload was streamed to (uploads.server.ts). */
export type ImageInput = Buffer | { path: string; size: number; truncated?: boolean };

/** The picture's size in bytes; a file cut at its upload limit counts as over any limit. */
export const imageSize = (input: ImageInput) =>
  Buffer.isBuffer(input) ? input.length : input.truncated ? Number.POSITIVE_INFINITY : input.size;

/** What sharp reads: the bytes, or the file by its path (never read whole into memory here). */
export const sharpSource = (input: ImageInput) => (Buffer.isBuffer(input) ? input : input.path);

const contentTypes: Record<ImageFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

/** The real format of the bytes, or null when they are not an allowed image. */
export async function detectImageFormat(input: ImageInput): Promise<ImageFormat | null> {
  try {
    // Reading the header only: the pixel bound is checked separately.
    const meta = await sharp(sharpSource(input), { limitInputPixels: false }).metadata();
    if (meta.format === "heif") return meta.compression === "av1" ? "avif" : null;
    return ALLOWED_IMAGE_FORMATS.includes(meta.format as ImageFormat) ? (meta.format as ImageFormat) : null;
  } catch {
    return null;
  }
}

/**
 * A square chosen by the person uploading: `zoom` (1 = the largest square that
 * fits) and where it sits, `x` and `y` from 0 (left/top) to 1 (right/bottom),
 * measured on the picture as it is shown (after its EXIF rotation).
 */
export interface SquareCrop {
  x: number;
  y: number;
  zoom: number;
}

/** The pixel square of `crop` in a picture of width × height (pure; the browser preview uses the same rule). */
export function cropSquare(width: number, height: number, crop: SquareCrop) {
  const clamp = (v: number, lo: number, hi: number) =>
    Math.min(hi, Math.max(lo, Number.isFinite(v) ? v : lo));
  const side = Math.max(1, Math.round(Math.min(width, height) / clamp(crop.zoom, 1, 4)));
  return {
    left: Math.round((width - side) * clamp(crop.x, 0, 1)),
    top: Math.round((height - side) * clamp(crop.y, 0, 1)),
    width: side,
    height: side,
  };
}

export async function reencodeImage(
  input: ImageInput,
  options: { maxEdge: number; square?: boolean; crop?: SquareCrop },
): Promise<{ body: Buffer; format: ImageFormat; contentType: string; width: number; height: number }> {
  if (imageSize(input) === 0) throw new ImageRejectedError("The file is empty.");
  if (imageSize(input) > IMAGE_LIMITS.maxBytes)
    throw new ImageRejectedError("The picture is larger than 5 MB. Please choose a smaller one.");
  const format = await detectImageFormat(input);
  if (!format)
    throw new ImageRejectedError(
      "That file is not a picture we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF image.",
    );
  const meta = await sharp(sharpSource(input), { limitInputPixels: false }).metadata();
  if ((meta.width ?? 0) * (meta.height ?? 0) > IMAGE_LIMITS.maxPixels) {
    throw new ImageRejectedError("The picture has too many pixels. Please upload one under 40 megapixels.");
  }
  try {
    // Only the first frame of an animation; rotate() applies the EXIF orientation.
    let pipeline = sharp(sharpSource(input), {
      limitInputPixels: IMAGE_LIMITS.maxPixels,
      animated: false,
      failOn: "error",
    }).rotate();
    if (options.crop) {
      // Orientations 5–8 swap width and height once the picture is turned upright.
      const turned = (meta.orientation ?? 1) >= 5;
      const width = (turned ? meta.height : meta.width) ?? 1;
      const height = (turned ? meta.width : meta.height) ?? 1;
      pipeline = pipeline.extract(cropSquare(width, height, options.crop));
    }
    pipeline =
      options.square || options.crop
        ? pipeline.resize(options.maxEdge, options.maxEdge, {
            fit: "cover",
            position: "attention",
            withoutEnlargement: true,
          })
        : pipeline.resize(options.maxEdge, options.maxEdge, { fit: "inside", withoutEnlargement: true });
    const encoded =
      format === "jpeg"
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : format === "png"
          ? pipeline.png({ compressionLevel: 9 })
          : format === "webp"
            ? pipeline.webp({ quality: 85 })
            : format === "gif"
              ? pipeline.gif()
              : pipeline.avif({ quality: 60, effort: 2 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { body: data, format, contentType: contentTypes[format], width: info.width, height: info.height };
  } catch {
    throw new ImageRejectedError("The picture could not be read; it may be damaged. Please try another one.");
  }
}
