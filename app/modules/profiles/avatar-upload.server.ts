import type { Database } from "../../platform/db.server.ts";
import { IMAGE_LIMITS } from "../../platform/images.server.ts";
import { takeQuota } from "../../platform/quotas.server.ts";
import type { Storage } from "../../platform/storage.server.ts";
import { withUpload, type DiskFile, type UploadLimits } from "../../platform/uploads.server.ts";
import { failure, success, type Failure, type Outcome } from "../../shared/outcome.ts";
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

type PictureField = "avatar" | "photo";

/** A picture's form as read, or why it could not be (the message for the whole form and the picture's field). */
export type AvatarForm =
  { ok: true; field: PictureField; fields: URLSearchParams; file: DiskFile | null } | Failure;

const refuse = (status: number, message: string, field: PictureField) =>
  failure(status, message, { [field]: message });

/**
 * A picture's form (the avatar's "avatar", a pet's "photo"; or a plain form without a file, as
 * "Remove picture" posts), streamed to disk and handed to `handle`; the file is gone once `handle` is
 * done. Refused before reading when it is declared too large.
 */
export function withAvatarForm<T>(
  request: Request,
  field: PictureField,
  handle: (form: AvatarForm) => Promise<T>,
): Promise<T> {
  return withUpload(request, limitsFor(field), (read) =>
    handle(
      read.ok
        ? { ok: true, field, fields: read.fields, file: read.files[0] ?? null }
        : refuse(read.status, read.status === 415 ? CHOOSE : read.message, field),
    ),
  );
}

const fraction = (value: string | null, fallback: number) => {
  const n = value?.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
};

/** The form's picture and the chosen square (cropX, cropY, cropZoom). */
export function avatarFileOf(form: Extract<AvatarForm, { ok: true }>): Outcome<UploadedFile> {
  const { file, fields, field } = form;
  if (!file || file.size === 0) return refuse(400, CHOOSE, field);
  if (file.truncated || file.size > IMAGE_LIMITS.maxBytes) return refuse(413, TOO_LARGE, field);
  return success({
    name: file.name,
    bytes: file,
    crop: {
      x: fraction(fields.get("cropX"), 0.5),
      y: fraction(fields.get("cropY"), 0.5),
      zoom: fraction(fields.get("cropZoom"), 1),
    },
  });
}

/** The form's picture as the user's avatar: counted against the pictures quota, then checked and saved. */
export async function saveAvatarFrom(
  db: Database,
  storage: Storage,
  userId: string,
  read: Extract<AvatarForm, { ok: true }>,
): Promise<ProfileResult> {
  const file = avatarFileOf(read);
  if (!file.ok) return profileFailure(file);
  const quota = await takeQuota(db, QUOTAS.photos, `user:${userId}`);
  if (!quota.ok) {
    const error = quotaMessage("pictures", QUOTAS.photos, quota.retryAfterMs);
    return { data: null, error, status: 429, fieldErrors: { avatar: error } };
  }
  return uploadAvatar(db, storage, userId, file.value);
}

/** A refused picture in the profile service's words (spec §7: data null and the message). */
export function profileFailure(refused: Failure): ProfileResult {
  return {
    data: null,
    error: refused.formError ?? CHOOSE,
    status: refused.status,
    fieldErrors: refused.fieldErrors,
  };
}
