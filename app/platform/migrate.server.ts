import fs from "node:fs";
import path from "node:path";

/** The least a migration runner needs from a driver. */
export interface SqlClient {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs `fn` on one dedicated connection holding an advisory lock, so several
   * processes take turns (Postgres). PGlite has a single connection and process.
   */
  withLock?<T>(key: number, fn: (client: SqlClient) => Promise<T>): Promise<T>;
}

export const migrationsDir = path.resolve(process.cwd(), "db/migrations");
const MIGRATION_LOCK = 7_240_001;

export function listMigrations(dir = migrationsDir) {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(dir, name), "utf8") }));
}

/**
 * Applies, in file-name order, every `db/migrations/*.sql` not yet recorded in
 * `schema_migrations`, each in its own transaction. Several servers starting at
 * once on one Postgres take turns through an advisory lock.
 */
export async function applyMigrations(client: SqlClient, dir = migrationsDir): Promise<string[]> {
  const run = async (client: SqlClient) => {
    await client.exec(
      "create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())",
    );
    const done = new Set(
      (await client.query<{ name: string }>("select name from schema_migrations")).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const migration of listMigrations(dir)) {
      if (done.has(migration.name)) continue;
      try {
        await client.exec(
          `begin;\n${migration.sql}\n;insert into schema_migrations (name) values ('${migration.name.replace(/'/g, "''")}');\ncommit;`,
        );
      } catch (error) {
        await client.exec("rollback").catch(() => {});
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(migration.name);
    }
    return applied;
  };
  return client.withLock ? client.withLock(MIGRATION_LOCK, run) : run(client);
}
