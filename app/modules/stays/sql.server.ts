import type { SQL } from "drizzle-orm";
import type { Database } from "../../platform/db.server.ts";

/** Rows of a raw query, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A Postgres text[] literal from known-safe words (enum keys). */
export function textArray(values: readonly string[]) {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, "")}"`).join(",")}}`;
}
