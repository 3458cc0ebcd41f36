import crypto from "node:crypto";
import { IMAGE_LIMITS, ImageRejectedError, reencodeImage } from "../../platform/images.server.ts";
import type { Storage } from "../../platform/storage.server.ts";
import { storageFailureMessage } from "../../platform/storage.server.ts";
import {
  withUpload,
  type DiskFile,
  type UploadLimits,
  type UploadRead,
} from "../../platform/uploads.server.ts";
import { MAX_PHOTOS } from "./claims.ts";

/**
 * A claim's photos (decision 3550), through the site's upload pipeline: the form streamed to disk
 * with the pictures' limits (5 MB each, at most 6), each photo checked and re-encoded like an avatar
 * or a listing photo (EXIF dropped), stored in the `claims` bucket under the booking and a random
 * 96-bit name, like avatars and listing photos: only pages shown to the two sides and operators
 * carry their addresses.
 */
export const CLAIM_PHOTO_BUCKET = "claims";
export const CLAIM_PHOTO_FIELD = "photos";

export const CLAIM_UPLOAD_LIMITS: UploadLimits = {
  maxBytes: MAX_PHOTOS * IMAGE_LIMITS.maxBytes + 128 * 1024,
  maxFileBytes: IMAGE_LIMITS.maxBytes,
  maxFiles: MAX_PHOTOS,
  fileFields: [CLAIM_PHOTO_FIELD],
  tooLargeMessage: `At most ${MAX_PHOTOS} photos of 5 MB each.`,
};

export const withClaimUpload = <T>(request: Request, handle: (read: UploadRead) => Promise<T>) =>
  withUpload(request, CLAIM_UPLOAD_LIMITS, handle);

/** Checks and stores the photos; their addresses, or what is wrong with them (a field error for `photos`). */
export async function storeClaimPhotos(
  storage: Storage,
  bookingId: string,
  files: DiskFile[],
): Promise<{ ok: true; urls: string[] } | { ok: false; status: number; error: string }> {
  const chosen = files.filter((file) => file.size > 0);
  const keys: string[] = [];
  try {
    for (const file of chosen) {
      if (file.truncated) return { ok: false, status: 413, error: "Each photo must be at most 5 MB." };
      const image = await reencodeImage(file, { maxEdge: 1600 });
      const key = `${bookingId}/${crypto.randomBytes(12).toString("hex")}.${image.format === "jpeg" ? "jpg" : image.format}`;
      await storage.put(CLAIM_PHOTO_BUCKET, key, image.body, {
        contentType: image.contentType,
        cacheControl: 0,
      });
      keys.push(key);
    }
    return { ok: true, urls: keys.map((key) => storage.publicUrl(CLAIM_PHOTO_BUCKET, key)) };
  } catch (error) {
    if (keys.length) await storage.remove(CLAIM_PHOTO_BUCKET, keys).catch(() => {});
    if (error instanceof ImageRejectedError) return { ok: false, status: 415, error: error.message };
    return { ok: false, status: 502, error: storageFailureMessage("photos", error) };
  }
}
