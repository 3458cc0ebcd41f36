import type { Executor } from "../../platform/db.server.ts";
import type { Storage } from "../../platform/storage.server.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { avatarFileOf, readAvatarForm } from "../profiles/avatar-upload.server.ts";
import { removePetPhoto, uploadPetPhoto } from "./pets.server.ts";

/**
 * A multipart post to a pet's page: a new picture ("photo"), or intent=remove. Read by the
 * avatars' rules (declared size first, form checks); the answer says what was done, or why
 * not with the status (415 not a form or not a picture, 413 too large, 404 not one's pet).
 */
export async function petPhotoRequest(
  db: Executor,
  storage: Storage,
  userId: string,
  petId: string,
  request: Request,
): Promise<Outcome<"uploaded" | "removed">> {
  const read = await readAvatarForm(request);
  if (!read.ok) return failure(read.status, read.error, { photo: read.error });
  if (read.form.get("intent") === "remove") {
    const removed = await removePetPhoto(db, storage, userId, petId);
    return removed.ok ? success("removed" as const) : removed;
  }
  // The avatars' reader takes the "avatar" field: hand it the pet's "photo".
  const photo = read.form.get("photo");
  const form = new FormData();
  if (photo !== null) form.set("avatar", photo);
  const file = await avatarFileOf(form);
  if (!file.ok) return failure(file.status, file.error, { photo: file.error });
  const uploaded = await uploadPetPhoto(db, storage, userId, petId, file.file);
  return uploaded.ok ? success("uploaded" as const) : uploaded;
}
