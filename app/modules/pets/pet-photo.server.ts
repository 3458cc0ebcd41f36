import type { Database } from "../../platform/db.server.ts";
import { takeQuota } from "../../platform/quotas.server.ts";
import type { Storage } from "../../platform/storage.server.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { QUOTAS, quotaMessage } from "../../shared/quotas.ts";
import { avatarFileOf, withAvatarForm } from "../profiles/avatar-upload.server.ts";
import { removePetPhoto, uploadPetPhoto } from "./pets.server.ts";

/**
 * A multipart post to a pet's page: a new picture ("photo"), or intent=remove. Read by the
 * avatars' rules (declared size first, streamed to disk, form checks); the answer says what was
 * done, or why not with the status (415 not a form or not a picture, 413 too large, 429 past
 * the pictures quota, 404 not one's pet).
 */
export async function petPhotoRequest(
  db: Database,
  storage: Storage,
  userId: string,
  petId: string,
  request: Request,
): Promise<Outcome<"uploaded" | "removed">> {
  return withAvatarForm(request, "photo", async (read) => {
    if (!read.ok) return read;
    if (read.fields.get("intent") === "remove") {
      const removed = await removePetPhoto(db, storage, userId, petId);
      return removed.ok ? success("removed" as const) : removed;
    }
    const file = avatarFileOf(read);
    if (!file.ok) return file;
    const quota = await takeQuota(db, QUOTAS.photos, `user:${userId}`);
    if (!quota.ok) {
      const message = quotaMessage("pictures", QUOTAS.photos, quota.retryAfterMs);
      return failure(429, message, { photo: message });
    }
    const uploaded = await uploadPetPhoto(db, storage, userId, petId, file.value);
    return uploaded.ok ? success("uploaded" as const) : uploaded;
  });
}
