import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import pg from "pg";
import * as schema from "../../db/schema/index.ts";
import { applyMigrations, type SqlClient } from "./migrate.server.ts";

export type Schema = typeof schema;
/** The Drizzle handle every service takes: the same API on PGlite and on Postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The database or a transaction on it: services that may run inside a caller's transaction take this. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  kind: "pglite" | "postgres";
  db: Database;
  sql: SqlClient;
  /** The underlying pg pool; undefined on PGlite. */
  pool?: pg.Pool;
  /**
   * LISTEN on a channel; the callback gets each NOTIFY payload. On Postgres this
   * holds one dedicated connection per call, so it reaches every server process.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Extensions every database must have (PGlite loads them as WASM modules). */
export const pgliteExtensions = { btree_gist, pg_trgm, unaccent, fuzzystrmatch };

export async function createPglite(dataDir?: string, loadDataDir?: Blob) {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  return PGlite.create({ dataDir, extensions: pgliteExtensions, loadDataDir });
}

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const sql: SqlClient = {
    exec: async (text) => {
      await client.exec(text);
    },
    query: async (text, params) => (await client.query(text, params)).rows as never,
  };
  return {
    kind: "pglite",
    db: drizzlePglite(client, { schema }) as unknown as Database,
    sql,
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    ping: async () => {
      try {
        await client.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
}

export function postgresHandle(connectionString: string, max = 10): DatabaseHandle {
  // Many short queries at once, no reports: starting parallel workers cost a search ~100 ms for
  // ~5 ms of work (measured by bench/stays.ts), so each query runs in its own backend.
  const pool = new pg.Pool({ connectionString, max, options: "-c max_parallel_workers_per_gather=0" });
  // An idle client losing its connection must not crash the process.
  pool.on("error", () => {});
  const sql: SqlClient = {
    exec: async (text) => {
      await pool.query(text);
    },
    query: async (text, params) => (await pool.query(text, params as unknown[])).rows,
    withLock: async (key, fn) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [key]);
        return await fn({
          exec: async (text) => {
            await client.query(text);
          },
          query: async (text, params) => (await client.query(text, params as unknown[])).rows,
        });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [key]).catch(() => {});
        client.release();
      }
    },
  };
  return {
    kind: "postgres",
    db: drizzlePg(pool, { schema }) as unknown as Database,
    sql,
    pool,
    listen: async (channel, onPayload) => {
      const listener = new pg.Client({ connectionString });
      listener.on("error", () => {});
      await listener.connect();
      listener.on("notification", (message) => {
        if (message.channel === channel) onPayload(message.payload ?? "");
      });
      await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await listener.end().catch(() => {});
      };
    },
    ping: async () => {
      try {
        await pool.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

/** Where a data folder keeps its embedded database. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, "pglite");

/** Opens PGlite in `<dataDir>/pglite` unless a Postgres URL is given, and migrates it. */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? postgresHandle(options.databaseUrl)
    : pgliteHandle(await createPglite(pgliteDir(options.dataDir)));
  try {
    await applyMigrations(handle.sql);
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}

/** The SQLSTATE of a database error (drizzle wraps the driver's error in `cause`), e.g. "23505". */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Rows of a raw query, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
