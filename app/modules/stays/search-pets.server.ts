import type { Executor } from "../../platform/db.server.ts";
import type { FitPet } from "../pets/fit.ts";
import { petsByIds } from "../pets/pets.server.ts";
import { fitPetOf } from "../pets/pets.ts";

/**
 * The saved pets a search names ("my pets"), as the fit check reads them: only the signed-in
 * traveller's own (another user's ids name nothing). The results, their count and the map's
 * pins all search by the same animals.
 */
export async function searchedSavedPets(
  db: Executor,
  userId: string | null | undefined,
  petIds: readonly string[],
): Promise<FitPet[]> {
  if (!userId || petIds.length === 0) return [];
  return (await petsByIds(db, userId, petIds)).map(fitPetOf);
}
