import { sql, type SQL } from "drizzle-orm";
import { textArray } from "../stays/sql.server.ts";
import type { PetCriteria } from "./fit.ts";

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";

/**
 * The fit check (./fit.ts) as a condition on `pet_policies p`, for the stay search: true
 * exactly where `checkFit` says "fits" (or "on request" too, when asked). Property tests run
 * both over random policies and pets on both databases (tests/integration/pet-search.test.ts).
 * Null: no pets, nothing to filter.
 */
export function petFitCondition(criteria: PetCriteria, includeOnRequest: boolean): SQL | null {
  if (criteria.count === 0) return null;
  const count = Math.max(criteria.count, criteria.species.length);
  const parts: SQL[] = [
    includeOnRequest ? sql`p.pets_allowed in ('yes', 'on_request')` : sql`p.pets_allowed = 'yes'`,
    sql`p.max_pets >= ${count}`,
  ];
  // GIN index pet_policies_species.
  if (criteria.species.length) parts.push(sql`p.species @> ${textArray(criteria.species)}::text[]`);
  if (criteria.heaviestLb !== null)
    parts.push(sql`(p.max_weight_lb is null or p.max_weight_lb >= ${criteria.heaviestLb}::numeric)`);
  // A breed falls under a restriction that appears in it, case (ASCII) and spaces aside: breedKey.
  for (const breed of criteria.breeds)
    parts.push(sql`not exists (select 1 from unnest(p.breed_restrictions) r
      where btrim(r, ' ') <> '' and strpos(${breed}::text, translate(btrim(r, ' '), ${UPPER}, ${LOWER})) > 0)`);
  return sql.join(parts, sql` and `);
}
