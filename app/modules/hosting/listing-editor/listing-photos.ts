import { z } from "zod";

/** The photo step's rules, the same in the browser and on the server. */

/** Where uploaded listing photos live (the demo illustrations are in `listing-photos`). */
export const LISTING_PHOTO_BUCKET = "listings";
/** One photo's file: phones write 2–8 MB; 15 MB leaves room for a camera's JPEG. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 50_000_000;
export const PHOTO_MIN_WIDTH = 640;
export const PHOTO_MIN_HEIGHT = 400;
export const CAPTION_MAX = 140;
/** The widths photos are stored at (as the demo photos: stays/photos.server.ts PHOTO_WIDTHS). */
export const LISTING_PHOTO_WIDTHS = [480, 960, 1440] as const;

/**
 * The widths a photo `width` pixels wide is stored at: the site's widths under it, and the
 * photo's own width when it is narrower than the largest (never enlarged).
 */
export function photoWidthsFor(width: number): number[] {
  const largest = LISTING_PHOTO_WIDTHS.at(-1)!;
  const under = LISTING_PHOTO_WIDTHS.filter((w) => w < width);
  return width >= largest ? [...LISTING_PHOTO_WIDTHS] : [...under, width];
}

/** A photo's alt text: its caption, or "Photo 3 of <title>". */
export function photoAlt(caption: string, index: number, title: string) {
  const text = caption.trim();
  if (text) return text;
  return `Photo ${index + 1} of ${title.trim() || "this listing"}`;
}

const photoId = z
  .string({ error: "Which photo?" })
  .regex(/^\d{1,15}$/, "Which photo?")
  .transform(Number);

/** The photo step's form posts (besides uploads), by intent. */
export const photoIntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("caption"),
      photo: photoId,
      caption: z
        .string()
        .default("")
        .transform((v) => v.trim().replace(/\s+/g, " "))
        .refine((v) => v.length <= CAPTION_MAX, `A caption is at most ${CAPTION_MAX} characters.`),
    }),
    z.object({ intent: z.literal("cover"), photo: photoId }),
    z.object({ intent: z.literal("delete"), photo: photoId }),
    z.object({
      intent: z.literal("move"),
      photo: photoId,
      direction: z.enum(["earlier", "later"], { error: "Earlier or later?" }),
    }),
    z.object({
      intent: z.literal("reorder"),
      order: z
        .string({ error: "Which order?" })
        .regex(/^\d{1,15}(,\d{1,15}){0,199}$/, "Which order?")
        .transform((v) => v.split(",").map(Number)),
    }),
  ],
  { error: "What should happen to the photo?" },
);

/** What an upload answers per file. */
export interface UploadResult {
  name: string;
  ok: boolean;
  message: string;
  photoId?: number;
}
