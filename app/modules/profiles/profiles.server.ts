import { and, eq, ne, sql } from "drizzle-orm";
import { profiles } from "../../../db/schema/index.ts";
import { pgErrorCode, type Executor } from "../../platform/db.server.ts";
import {
  IMAGE_LIMITS,
  ImageRejectedError,
  imageSize,
  reencodeImage,
  type ImageInput,
  type SquareCrop,
} from "../../platform/images.server.ts";
import { log } from "../../platform/log.server.ts";
import { storageFailureMessage, type Storage } from "../../platform/storage.server.ts";
import { fieldErrorsOf, type FieldErrors } from "../../shared/forms.ts";
import { profileUpdateSchema } from "./profiles.schema.ts";
import { AVATAR_BUCKET, avatarPath, profileChanges, type ProfileRow } from "./profiles.ts";

/**
 * The profile service (spec §7, §8). Its functions never throw to their caller:
 * they answer `{ data, error: null }` or `{ data: null, error: "<message>" }`,
 * with the field errors and an HTTP status for forms and the API. Every
 * function works on the given user's own row only; callers pass the signed-in
 * user's id, never one from the request.
 */
export type ProfileResult<T = ProfileRow> =
  { data: T; error: null } | { data: null; error: string; status: number; fieldErrors: FieldErrors };

const failure = (error: string, status: number, fieldErrors: FieldErrors = {}) =>
  ({ data: null, error, status, fieldErrors }) as const;

const UNEXPECTED = "Something went wrong on our side. Please try again.";

/** Spec §7 "read profile": the whole row. A user without one (older accounts) gets an empty row. */
export async function getProfile(db: Executor, userId: string): Promise<ProfileResult> {
  try {
    const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
    if (row) return { data: row, error: null };
    const [created] = await db.insert(profiles).values({ id: userId }).onConflictDoNothing().returning();
    const [again] = created ? [created] : await db.select().from(profiles).where(eq(profiles.id, userId));
    return again ? { data: again, error: null } : failure("No profile found", 404);
  } catch (error) {
    log.error("profile.read_failed", { userId, error: String(error) });
    return failure(UNEXPECTED, 500);
  }
}

/**
 * Spec §5/§7 "update profile": validates, reads the existing row, writes only the
 * changed fields plus updated_at, returns the updated row.
 */
export async function updateProfile(db: Executor, userId: string, input: unknown): Promise<ProfileResult> {
  const parsed = profileUpdateSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return failure(Object.values(fieldErrors)[0] ?? "Please check the form.", 400, fieldErrors);
  }
  const existing = await getProfile(db, userId);
  if (existing.error !== null) return existing;
  const changes = profileChanges(existing.data, parsed.data);
  if (Object.keys(changes).length === 0) return existing;
  try {
    if (changes.username) {
      const [taken] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(sql`lower(${profiles.username}) = lower(${changes.username})`, ne(profiles.id, userId)));
      if (taken) return usernameTaken();
    }
    const [row] = await db
      .update(profiles)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(profiles.id, userId))
      .returning();
    return row ? { data: row, error: null } : failure("No profile found", 404);
  } catch (error) {
    // Two people choosing one username at the same moment: the unique index decides.
    if (pgErrorCode(error) === "23505") return usernameTaken();
    log.error("profile.update_failed", { userId, error: String(error) });
    return failure(UNEXPECTED, 500);
  }
}

function usernameTaken() {
  const message = "That username is taken. Please choose another one.";
  return failure(message, 409, { username: message });
}

export interface UploadedFile {
  name: string;
  /** In memory, or the file the upload was streamed to. */
  bytes: ImageInput;
  /** The square the person chose in the editor; without it, the middle of the picture. */
  crop?: SquareCrop;
}

/**
 * Spec §7 "upload avatar": checked by content and re-encoded (square, 512 px,
 * no metadata), stored at avatars/{userId}/{timestamp}.{ext} (upsert), the
 * public URL saved; the user's older pictures are removed once the new one is
 * saved. A refused file leaves the old avatar as it was.
 */
export async function uploadAvatar(
  db: Executor,
  storage: Storage,
  userId: string,
  file: UploadedFile,
  now = Date.now(),
): Promise<ProfileResult> {
  let image;
  try {
    image = await reencodeImage(file.bytes, { maxEdge: 512, crop: file.crop ?? { x: 0.5, y: 0.5, zoom: 1 } });
  } catch (error) {
    if (error instanceof ImageRejectedError)
      return failure(error.message, imageSize(file.bytes) > IMAGE_LIMITS.maxBytes ? 413 : 415, {
        avatar: error.message,
      });
    log.error("avatar.reencode_failed", { userId, error: String(error) });
    return failure(UNEXPECTED, 500);
  }
  const key = avatarPath(userId, image.format, now);
  try {
    await storage.put(AVATAR_BUCKET, key, image.body, {
      contentType: image.contentType,
      cacheControl: 31_536_000,
      upsert: true,
    });
  } catch (error) {
    log.error("avatar.store_failed", { userId, error: String(error) });
    const message = storageFailureMessage("picture", error);
    return failure(message, 502, { avatar: message });
  }
  const saved = await updateAvatarUrl(db, userId, storage.publicUrl(AVATAR_BUCKET, key));
  if (saved.error !== null) {
    await storage.remove(AVATAR_BUCKET, [key]).catch(() => {});
    return saved;
  }
  await removeOlderAvatars(storage, userId, key);
  return saved;
}

async function removeOlderAvatars(storage: Storage, userId: string, keep: string) {
  try {
    const files = await storage.list(AVATAR_BUCKET, userId, { limit: 1000 });
    const older = files.map(({ name }) => `${userId}/${name}`).filter((key) => key !== keep);
    if (older.length > 0) await storage.remove(AVATAR_BUCKET, older);
  } catch (error) {
    // The new picture is saved; a leftover old file is only wasted space.
    log.warn("avatar.cleanup_failed", { userId, error: String(error) });
  }
}

async function updateAvatarUrl(
  db: Executor,
  userId: string,
  avatarUrl: string | null,
): Promise<ProfileResult> {
  const existing = await getProfile(db, userId);
  if (existing.error !== null) return existing;
  try {
    const [row] = await db
      .update(profiles)
      .set({ avatarUrl, updatedAt: new Date() })
      .where(eq(profiles.id, userId))
      .returning();
    return row ? { data: row, error: null } : failure("No profile found", 404);
  } catch (error) {
    log.error("avatar.save_failed", { userId, error: String(error) });
    return failure(UNEXPECTED, 500);
  }
}

/** Spec §4/§7 "delete avatar": the stored files under {userId} first, then avatar_url = null. */
export async function deleteAvatar(db: Executor, storage: Storage, userId: string): Promise<ProfileResult> {
  try {
    await storage.removePrefixes(AVATAR_BUCKET, [userId]);
  } catch (error) {
    log.error("avatar.remove_failed", { userId, error: String(error) });
    return failure(storageFailureMessage("removePicture", error), 502);
  }
  return updateAvatarUrl(db, userId, null);
}
