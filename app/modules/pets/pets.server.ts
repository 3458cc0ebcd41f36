import { and, asc, count, eq, inArray } from "drizzle-orm";
import { pets } from "../../../db/schema/index.ts";
import type { Executor } from "../../platform/db.server.ts";
import { IMAGE_LIMITS, ImageRejectedError, imageSize, reencodeImage } from "../../platform/images.server.ts";
import { log } from "../../platform/log.server.ts";
import type { Storage } from "../../platform/storage.server.ts";
import { parseFields } from "../../shared/forms.ts";
import { parseUuid } from "../../shared/ids.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { avatarPath } from "../profiles/profiles.ts";
import type { UploadedFile } from "../profiles/profiles.server.ts";
import type { Species } from "./species.ts";
import { MAX_SAVED_PETS, PET_PHOTO_BUCKET, petColumns, petFormSchema, type SavedPet } from "./pets.ts";

/**
 * Saved pets: always the signed-in user's own (every query is scoped by `userId`; someone
 * else's id names nothing, so the pages answer 404). Pictures go through the avatars' pipeline
 * (checked by content, turned upright, square, 512 px, no metadata) into their own bucket.
 */
type Row = typeof pets.$inferSelect;

const toSaved = (row: Row): SavedPet => ({
  id: row.id,
  name: row.name,
  species: row.species as Species,
  breed: row.breed,
  weightLb: row.weightLb === null ? null : Number(row.weightLb),
  weightUnit: row.weightUnit,
  bornOn: row.bornOn,
  photoUrl: row.photoUrl,
  vaccinated: row.vaccinated,
  vaccinatedOn: row.vaccinatedOn,
  spayedNeutered: row.spayedNeutered,
  houseTrained: row.houseTrained,
  goodWithChildren: row.goodWithChildren,
  goodWithAnimals: row.goodWithAnimals,
  notes: row.notes,
  serviceAnimal: row.serviceAnimal,
});

/** A user's saved pets, oldest first (the order they were added). For pages and other modules. */
export async function listPets(db: Executor, userId: string): Promise<SavedPet[]> {
  const rows = await db
    .select()
    .from(pets)
    .where(eq(pets.userId, userId))
    .orderBy(asc(pets.createdAt), asc(pets.id));
  return rows.map(toSaved);
}

/** One of the user's pets, or null (a malformed id, or another user's pet, names nothing). */
export async function getPet(db: Executor, userId: string, id: string): Promise<SavedPet | null> {
  const petId = parseUuid(id);
  if (!petId) return null;
  const [row] = await db
    .select()
    .from(pets)
    .where(and(eq(pets.id, petId), eq(pets.userId, userId)));
  return row ? toSaved(row) : null;
}

/** The user's pets among these ids, in the order given; other users' and unknown ids are left out. */
export async function petsByIds(db: Executor, userId: string, ids: readonly string[]): Promise<SavedPet[]> {
  const wanted = [...new Set(ids.map((id) => parseUuid(id)).filter((id): id is string => id !== null))].slice(
    0,
    MAX_SAVED_PETS,
  );
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(pets)
    .where(and(eq(pets.userId, userId), inArray(pets.id, wanted)));
  const byId = new Map(rows.map((r) => [r.id, toSaved(r)]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Adds a pet (`id` null) or changes one of the user's. Every field is checked by the form's
 * schema; a refused form answers 400 with a message per field.
 */
export async function savePet(
  db: Executor,
  userId: string,
  id: string | null,
  fields: Record<string, string>,
  today: string,
): Promise<Outcome<SavedPet>> {
  const parsed = parseFields(petFormSchema, fields);
  if (!parsed.ok) return failure(400, "Please check the highlighted fields.", parsed.fieldErrors);
  const columns = petColumns(parsed.data, today);
  if (id === null) {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(pets).where(eq(pets.userId, userId));
    if (n >= MAX_SAVED_PETS)
      return failure(409, `You can save up to ${MAX_SAVED_PETS} pets. Remove one to add another.`);
    const [row] = await db
      .insert(pets)
      .values({ ...columns, userId })
      .returning();
    return success(toSaved(row!));
  }
  const petId = parseUuid(id);
  if (!petId) return failure(404, "This pet is not among yours.");
  const [row] = await db
    .update(pets)
    .set({ ...columns, updatedAt: new Date() })
    .where(and(eq(pets.id, petId), eq(pets.userId, userId)))
    .returning();
  return row ? success(toSaved(row)) : failure(404, "This pet is not among yours.");
}

/** Removes one of the user's pets and its pictures. */
export async function deletePet(
  db: Executor,
  storage: Storage,
  userId: string,
  id: string,
): Promise<Outcome> {
  const petId = parseUuid(id);
  if (!petId) return failure(404, "This pet is not among yours.");
  const [row] = await db
    .delete(pets)
    .where(and(eq(pets.id, petId), eq(pets.userId, userId)))
    .returning({ id: pets.id });
  if (!row) return failure(404, "This pet is not among yours.");
  await storage.removePrefixes(PET_PHOTO_BUCKET, [`${userId}/${petId}`]).catch((error: unknown) => {
    log.warn("pet_photo.cleanup_failed", { userId, error: String(error) });
  });
  return success();
}

/**
 * A new picture of one of the user's pets: the avatars' rules (content check, 5 MB, 40
 * megapixels, upright, the framed square, 512 px, no metadata), stored at
 * pet-photos/{userId}/{petId}/{timestamp}.{ext}; older pictures of the pet go once it is saved.
 */
export async function uploadPetPhoto(
  db: Executor,
  storage: Storage,
  userId: string,
  id: string,
  file: UploadedFile,
  now = Date.now(),
): Promise<Outcome<SavedPet>> {
  const pet = await getPet(db, userId, id);
  if (!pet) return failure(404, "This pet is not among yours.");
  let image;
  try {
    image = await reencodeImage(file.bytes, { maxEdge: 512, crop: file.crop ?? { x: 0.5, y: 0.5, zoom: 1 } });
  } catch (error) {
    if (error instanceof ImageRejectedError)
      return failure(imageSize(file.bytes) > IMAGE_LIMITS.maxBytes ? 413 : 415, error.message, {
        photo: error.message,
      });
    throw error;
  }
  const key = `${userId}/${avatarPath(pet.id, image.format, now)}`;
  await storage.put(PET_PHOTO_BUCKET, key, image.body, {
    contentType: image.contentType,
    cacheControl: 31_536_000,
    upsert: true,
  });
  const [row] = await db
    .update(pets)
    .set({ photoUrl: storage.publicUrl(PET_PHOTO_BUCKET, key), updatedAt: new Date() })
    .where(and(eq(pets.id, pet.id), eq(pets.userId, userId)))
    .returning();
  try {
    const older = (await storage.list(PET_PHOTO_BUCKET, `${userId}/${pet.id}`, { limit: 100 }))
      .map((f) => `${userId}/${pet.id}/${f.name}`)
      .filter((k) => k !== key);
    if (older.length) await storage.remove(PET_PHOTO_BUCKET, older);
  } catch (error) {
    log.warn("pet_photo.cleanup_failed", { userId, error: String(error) });
  }
  return row ? success(toSaved(row)) : failure(404, "This pet is not among yours.");
}

/** Removes a pet's picture (the files first, then the address). */
export async function removePetPhoto(
  db: Executor,
  storage: Storage,
  userId: string,
  id: string,
): Promise<Outcome> {
  const pet = await getPet(db, userId, id);
  if (!pet) return failure(404, "This pet is not among yours.");
  await storage.removePrefixes(PET_PHOTO_BUCKET, [`${userId}/${pet.id}`]);
  await db
    .update(pets)
    .set({ photoUrl: null, updatedAt: new Date() })
    .where(and(eq(pets.id, pet.id), eq(pets.userId, userId)));
  return success();
}
