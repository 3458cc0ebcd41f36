import { sql, type SQL } from "drizzle-orm";
import { textArray } from "./sql.server.ts";
import { SERVICE_HORSE_COUNTRIES, type PetCriteria } from "../pets/fit.ts";

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";

/** Where a pet policy's searchable facts are read from. */
export interface PetPolicyColumns {
  petsAllowed: SQL;
  species: SQL;
  maxPets: SQL;
  maxWeightLb: SQL;
  breedRestrictions: SQL;
  /** The home's country: whether a miniature horse can be a service animal there. */
  country: SQL;
}

/** The policy itself, `pet_policies p`. */
export const policyColumns: PetPolicyColumns = {
  petsAllowed: sql`p.pets_allowed`,
  species: sql`p.species`,
  maxPets: sql`p.max_pets`,
  maxWeightLb: sql`p.max_weight_lb`,
  breedRestrictions: sql`p.breed_restrictions`,
  country: sql`(select pl.country from listings pl where pl.id = p.listing_id)`,
};

/** The copy of the policy in its listing's row, `listings l` (migration 2501), for the search. */
export const listingPetColumns: PetPolicyColumns = {
  petsAllowed: sql`l.pets_allowed`,
  species: sql`l.pet_species`,
  maxPets: sql`l.max_pets`,
  maxWeightLb: sql`l.max_pet_weight_lb`,
  breedRestrictions: sql`l.pet_breed_restrictions`,
  country: sql`l.country`,
};

/**
 * The fit check (./fit.ts) as a condition on a pet policy (`pet_policies p` unless told), for the
 * stay search: true exactly where `checkFit` says "fits" (or "on request" too, when asked).
 * Property tests run both over random policies and pets on both databases
 * (tests/integration/pet-search.test.ts). Null: no pets, nothing to filter.
 */
export function petFitCondition(
  criteria: PetCriteria,
  includeOnRequest: boolean,
  columns: PetPolicyColumns = policyColumns,
): SQL | null {
  const here = fitsCriteria(criteria, includeOnRequest, columns);
  if (!criteria.horsesAsPets) return here;
  // Miniature horses marked as service animals: not pets where the law says so, pets elsewhere.
  const elsewhere = fitsCriteria(criteria.horsesAsPets, includeOnRequest, columns)!;
  const serves = sql`${columns.country} = any(${textArray([...SERVICE_HORSE_COUNTRIES])}::text[])`;
  return sql`((${serves} and ${here ?? sql`true`}) or (not ${serves} and ${elsewhere}))`;
}

function fitsCriteria(criteria: PetCriteria, includeOnRequest: boolean, columns: PetPolicyColumns) {
  if (criteria.count === 0) return null;
  const { petsAllowed, species, maxPets, maxWeightLb, breedRestrictions } = columns;
  const count = Math.max(criteria.count, criteria.species.length);
  const parts: SQL[] = [
    includeOnRequest ? sql`${petsAllowed} in ('yes', 'on_request')` : sql`${petsAllowed} = 'yes'`,
    sql`${maxPets} >= ${count}`,
  ];
  // GIN index pet_policies_species (on the policy).
  if (criteria.species.length) parts.push(sql`${species} @> ${textArray(criteria.species)}::text[]`);
  if (criteria.heaviestLb !== null)
    parts.push(sql`(${maxWeightLb} is null or ${maxWeightLb} >= ${criteria.heaviestLb}::numeric)`);
  // A breed falls under a restriction that appears in it, case (ASCII) and spaces aside: breedKey.
  for (const breed of criteria.breeds)
    parts.push(sql`not exists (select 1 from unnest(${breedRestrictions}) r
      where btrim(r, ' ') <> '' and strpos(${breed}::text, translate(btrim(r, ' '), ${UPPER}, ${LOWER})) > 0)`);
  return sql.join(parts, sql` and `);
}
