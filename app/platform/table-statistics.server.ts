import { sql } from "drizzle-orm";
import { queryRows, type Database } from "./db.server.ts";

/**
 * PGlite runs Postgres as one backend without autovacuum, so nothing else refreshes the planner's
 * statistics: a catalogue that grew through the app was planned as if empty (decision 2700: at
 * 100,000 stays a search took 0.3–1 s instead of 5–20 ms). This ANALYZEs the tables autovacuum
 * would have: rows changed since the last ANALYZE above its threshold (PGlite's counters, reset by
 * a restart), or a size that moved as much since (`relpages`, kept in the catalogue, so growth
 * before a restart is seen too). Answers the tables analyzed.
 */
export async function analyzeStaleTables(db: Database): Promise<string[]> {
  const stale = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c left join pg_stat_user_tables s on s.relid = c.oid
        cross join lateral (select current_setting('autovacuum_analyze_threshold')::float8 as base,
          current_setting('autovacuum_analyze_scale_factor')::float8 as scale) av
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
          and (coalesce(s.n_mod_since_analyze, 0) > av.base + av.scale * greatest(c.reltuples, 0)
            or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages)
              > 8 + av.scale * c.relpages)
        order by c.relname`,
  );
  for (const { name } of stale) await db.execute(sql`analyze ${sql.identifier(name)}`);
  return stale.map((table) => table.name);
}
