import type { Database } from "../../platform/db.server.ts";
import { IMAGE_LIMITS } from "../../platform/images.server.ts";
import { takeQuota } from "../../platform/quotas.server.ts";
import type { Storage } from "../../platform/storage.server.ts";
import { withUpload, type DiskFile, type UploadLimits } from "../../platform/uploads.server.ts";
import { QUOTAS, quotaMessage } from "../../shared/quotas.ts";
import { uploadAvatar, type ProfileResult, type UploadedFile } from "./profiles.server.ts";

const TOO_LARGE = "The picture is larger than 5 MB. Please choose a smaller one.";
const CHOOSE = "Please choose a picture to upload.";

/** A picture's form: one file, at most the avatars' 5 MB, and room for the envelope around it. */
const limitsFor = (field: string): UploadLimits => ({
  maxBytes: IMAGE_LIMITS.maxBytes + 64 * 1024,
  maxFileBytes: IMAGE_LIMITS.maxBytes,
  maxFiles: 1,
  fileFields: [field],
  tooLargeMessage: TOO_LARGE,
});

export type AvatarForm =
  { ok: true; fields: URLSearchParams; file: DiskFile | null } | { ok: false; status: number; error: string };

/**
 * A picture's form (the avatar's "avatar", a pet's "photo"; or a plain form without a file, as
 * "Remove picture" posts), streamed to disk and handed to `handle`; the file is gone once `handle` is
 * done. Refused before reading when it is declared too large.
 */
export function withAvatarForm<T>(
  request: Request,
  field: "avatar" | "photo",
  handle: (form: AvatarForm) => Promise<T>,
): Promise<T> {
  return withUpload(request, limitsFor(field), (read) =>
    handle(
      read.ok
        ? { ok: true, fields: read.fields, file: read.files[0] ?? null }
        : { ok: false, status: read.status, error: read.status === 415 ? CHOOSE : read.message },
    ),
  );
}

const fraction = (value: string | null, fallback: number) => {
  const n = value?.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
};

/** The form's picture and the chosen square (cropX, cropY, cropZoom). */
export function avatarFileOf(
  form: Extract<AvatarForm, { ok: true }>,
): { ok: true; file: UploadedFile } | { ok: false; status: number; error: string } {
  const { file, fields } = form;
  if (!file || file.size === 0) return { ok: false, status: 400, error: CHOOSE };
  if (file.truncated || file.size > IMAGE_LIMITS.maxBytes)
    return { ok: false, status: 413, error: TOO_LARGE };
  return {
    ok: true,
    file: {
      name: file.name,
      bytes: file,
      crop: {
        x: fraction(fields.get("cropX"), 0.5),
        y: fraction(fields.get("cropY"), 0.5),
        zoom: fraction(fields.get("cropZoom"), 1),
      },
    },
  };
}

/** The form's picture as the user's avatar: counted against the pictures quota, then checked and saved. */
export async function saveAvatarFrom(
  db: Database,
  storage: Storage,
  userId: string,
  read: Extract<AvatarForm, { ok: true }>,
): Promise<ProfileResult> {
  const file = avatarFileOf(read);
  if (!file.ok)
    return { data: null, error: file.error, status: file.status, fieldErrors: { avatar: file.error } };
  const quota = await takeQuota(db, QUOTAS.photos, `user:${userId}`);
  if (!quota.ok) {
    const error = quotaMessage("pictures", QUOTAS.photos, quota.retryAfterMs);
    return { data: null, error, status: 429, fieldErrors: { avatar: error } };
  }
  return uploadAvatar(db, storage, userId, file.file);
}
