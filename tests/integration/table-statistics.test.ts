import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/platform/db.server.ts";
import { analyzeStaleTables } from "../../app/platform/table-statistics.server.ts";
import { openTestDatabase } from "../helpers/database.ts";

/** PGlite has no autovacuum: the "table statistics" job gathers what it would (decision 2700). */
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
});
