import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { applyMigrations, listMigrations } from "../../app/platform/migrate.server.ts";
import { describeEachDatabase } from "../helpers/database.ts";

describeEachDatabase("database layer", (database) => {
  it("answers a ping", async () => {
    expect(await database().ping()).toBe(true);
  });

  it("has applied every migration, and applying again changes nothing", async () => {
    const rows = await database().sql.query<{ name: string }>(
      "select name from schema_migrations order by name",
    );
    expect(rows.map((r) => r.name)).toEqual(listMigrations().map((m) => m.name));
    expect(await applyMigrations(database().sql)).toEqual([]);
  });

  it("runs each query in its own backend on a server (no parallel workers for short queries)", async () => {
    if (database().kind !== "postgres") return;
    const [row] = await database().sql.query<{ max_parallel_workers_per_gather: string }>(
      "show max_parallel_workers_per_gather",
    );
    expect(row?.max_parallel_workers_per_gather).toBe("0");
  });

  it("has the extensions the schema needs", async () => {
    const rows = await database().sql.query<{ extname: string }>("select extname from pg_extension");
    expect(rows.map((r) => r.extname)).toEqual(
      expect.arrayContaining(["btree_gist", "pg_trgm", "unaccent", "fuzzystrmatch"]),
    );
  });

  it("rolls back a failing migration whole, naming it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pfr-mig-"));
    fs.writeFileSync(
      path.join(dir, "9000_broken.sql"),
      "create table half_done (id int);\nselect * from no_such_table;",
    );
    await expect(applyMigrations(database().sql, dir)).rejects.toThrow(/Migration 9000_broken.sql failed/);
    const tables = await database().sql.query(
      "select 1 from information_schema.tables where table_name = 'half_done'",
    );
    expect(tables).toHaveLength(0);
    fs.rmSync(dir, { recursive: true });
  });
});
