import type { Executor } from "../../platform/db.server.ts";
import { petRowOf } from "./booking-form.schema.ts";
import { getPet, listPets, petsByIds } from "../pets/pets.server.ts";

/**
 * The booking page's saved pets (only the traveller's own): the list to pick from, the rows
 * of those chosen on the stay's page (`pet=<id>`), and the row of one picked here (`addSaved`).
 */
export async function bookingPets(db: Executor, userId: string, params: URLSearchParams) {
  const list = await listPets(db, userId);
  const chosen = params.getAll("pet").length ? await petsByIds(db, userId, params.getAll("pet")) : [];
  const addSaved = params.get("addSaved");
  const added = addSaved ? await getPet(db, userId, addSaved) : null;
  return {
    list: list.map((p) => ({ id: p.id, name: p.name, species: p.species })),
    chosen: chosen.map(petRowOf),
    added: added ? petRowOf(added) : null,
  };
}
