import type { Platform } from "../platform/runtime.server.ts";
import { listPets } from "../modules/pets/pets.server.ts";
import { savedListingSlugs } from "../modules/wishlist/wishlist.server.ts";
import { publicUser } from "./public-user.server.ts";
import type { Personal } from "./personal.ts";

/** One visitor's parts of a shared page (decision 4010), each field named: nothing else of theirs. */
export async function personalParts(platform: Platform, request: Request): Promise<Personal> {
  const user = await publicUser(platform, request);
  if (!user) return { user: null, saved: [], pets: [] };
  const db = platform.database.db;
  const [saved, pets] = await Promise.all([savedListingSlugs(db, user.id), listPets(db, user.id)]);
  return {
    user,
    saved,
    pets: pets.map((pet) => ({ id: pet.id, name: pet.name, species: pet.species })),
  };
}
