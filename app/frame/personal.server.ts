import type { Platform } from "../platform/runtime.server.ts";
import { getSessionUser } from "../modules/accounts/guards.server.ts";
import { listPets } from "../modules/pets/pets.server.ts";
import { savedListingSlugs } from "../modules/wishlist/wishlist.server.ts";
import { publicUser } from "./public-user.server.ts";
import type { Personal } from "../modules/accounts/personal.ts";

/** One visitor's parts of a shared page (decision 4010), each field named: nothing else of theirs. */
export async function personalParts(platform: Platform, request: Request): Promise<Personal> {
  // The session once (kept for the request), then the header's user, hearts and pets side by side.
  const session = await getSessionUser(platform, request);
  if (!session) return { user: null, saved: [], pets: [] };
  const db = platform.database.db;
  const [user, saved, pets] = await Promise.all([
    publicUser(platform, request),
    savedListingSlugs(db, session.id),
    listPets(db, session.id),
  ]);
  if (!user) return { user: null, saved: [], pets: [] };
  return {
    user,
    saved,
    pets: pets.map((pet) => ({ id: pet.id, name: pet.name, species: pet.species })),
  };
}
