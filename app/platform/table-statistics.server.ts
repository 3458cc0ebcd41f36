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

/**
 * The other half of what autovacuum does, for PGlite: VACUUM (with ANALYZE) the tables past its
 * thresholds, dead rows (updates and deletes) or rows inserted since the last vacuum. It takes
 * back the room of dead rows, so a table whose rows are updated often (a listing's taken nights, on
 * every booking) does not grow for ever, and marks pages all-visible, which index-only reads need
 * (migration 2502: a search's count). PGlite runs one statement at a time, so a vacuum holds the
 * queries behind it (about 2 s for 100,000 listings); the thresholds make that rare, as on
 * Postgres. Answers the tables vacuumed.
 */
export async function vacuumStaleTables(db: Database): Promise<string[]> {
  // The counters of writes made in the last second are sent at the end of this statement, not
  // later (this backend is every writer's, PGlite has one).
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const stale = await queryRows<{ name: string }>(
    db,
    sql`select s.relname as name from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        cross join lateral (select current_setting('autovacuum_vacuum_threshold')::float8 as base,
          current_setting('autovacuum_vacuum_scale_factor')::float8 as scale,
          current_setting('autovacuum_vacuum_insert_threshold')::float8 as insert_base,
          current_setting('autovacuum_vacuum_insert_scale_factor')::float8 as insert_scale) av
        where s.schemaname = 'public'
          and (s.n_dead_tup > av.base + av.scale * greatest(c.reltuples, 0)
            or s.n_ins_since_vacuum > av.insert_base + av.insert_scale * greatest(c.reltuples, 0))
        order by s.relname`,
  );
  for (const { name } of stale) await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
  return stale.map((table) => table.name);
}
