import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/platform/db.server.ts";
import { analyzeStaleTables, vacuumStaleTables } from "../../app/platform/table-statistics.server.ts";
import { openTestDatabase } from "../helpers/database.ts";

/** PGlite has no autovacuum: the "table maintenance" job does what it would (decision 2700). */
describe("the planner's statistics on PGlite", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  });
  afterAll(() => database.dispose());

  const statisticsOf = async (table: string) =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = ${table}`,
      )
    )[0]!.n;

  it("analyzes a table that grew since its last ANALYZE, then has nothing to do", async () => {
    await database.sql.exec(
      `create table statistics_probe (id int, kind text);
       insert into statistics_probe select g, 'kind ' || (g % 7) from generate_series(1, 5000) g;`,
    );
    expect(await statisticsOf("statistics_probe")).toBe(0);

    expect(await analyzeStaleTables(database.db)).toContain("statistics_probe");
    expect(await statisticsOf("statistics_probe")).toBe(2);
    expect(await analyzeStaleTables(database.db)).toEqual([]);

    // A few more rows are not worth an ANALYZE; the table doubling is.
    await database.sql.exec(`insert into statistics_probe select g, 'few' from generate_series(1, 10) g`);
    expect(await analyzeStaleTables(database.db)).toEqual([]);
    await database.sql.exec(`insert into statistics_probe select g, 'more' from generate_series(1, 5000) g`);
    expect(await analyzeStaleTables(database.db)).toEqual(["statistics_probe"]);
  });

  const pagesOf = async (table: string) =>
    (
      await queryRows<{ pages: number; visible: number }>(
        database.db,
        sql`select pg_relation_size(oid)::int / current_setting('block_size')::int as pages,
              relallvisible::int as visible from pg_class where relname = ${table}`,
      )
    )[0]!;

  it("vacuums a table after many inserts or dead rows: its pages all-visible, its room taken back", async () => {
    await database.sql.exec(
      `create table vacuum_probe (id int primary key, note text);
       insert into vacuum_probe select g, repeat('x', 100) from generate_series(1, 5000) g;`,
    );
    expect((await pagesOf("vacuum_probe")).visible).toBe(0);
    expect(await vacuumStaleTables(database.db)).toContain("vacuum_probe");
    const fresh = await pagesOf("vacuum_probe");
    // Every page marked all-visible: index-only reads need no visit to the table (migration 2502).
    expect(fresh.visible).toBe(fresh.pages);
    expect(await statisticsOf("vacuum_probe")).toBe(2);
    expect(await vacuumStaleTables(database.db)).not.toContain("vacuum_probe");

    // A few changed rows are not worth a vacuum; most of the table rewritten is.
    await database.sql.exec(`update vacuum_probe set note = 'few' where id <= 10`);
    expect(await vacuumStaleTables(database.db)).not.toContain("vacuum_probe");
    await database.sql.exec(`update vacuum_probe set note = repeat('y', 100) where id > 10`);
    expect(await vacuumStaleTables(database.db)).toContain("vacuum_probe");
    const pages = (await pagesOf("vacuum_probe")).pages;
    // Taken back and used again: the same rewrite leaves the table no bigger than it now is.
    await database.sql.exec(`update vacuum_probe set note = repeat('z', 100) where id > 10`);
    expect(await vacuumStaleTables(database.db)).toContain("vacuum_probe");
    expect((await pagesOf("vacuum_probe")).pages).toBeLessThanOrEqual(pages);
  });
});
