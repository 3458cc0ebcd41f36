import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createPglite, pgliteHandle } from "../../app/platform/db.server.ts";
import { applyMigrations } from "../../app/platform/migrate.server.ts";
import { selectedDatabaseKinds } from "./database-kinds.ts";

/**
 * Migrates once per run, then every test file starts from a copy:
 * - PGlite: a dump of a migrated data folder, loaded by each file;
 * - Postgres (when TEST_DATABASE_URL is set): a migrated template database that
 *   each file clones with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pfr-test-"));
  const pglite = await createPglite();
  await applyMigrations(pgliteHandle(pglite).sql);
  const dump = path.join(dir, "pglite.tar");
  fs.writeFileSync(dump, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
  await pglite.close();
  project.provide("pgliteDump", dump);

  const url = selectedDatabaseKinds(process.env).includes("postgres")
    ? process.env.TEST_DATABASE_URL
    : undefined;
  let template: string | undefined;
  if (url) {
    template = `pfr_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: withDatabase(url, template), max: 1 });
    const client = await pool.connect();
    await applyMigrations({
      exec: async (text) => void (await client.query(text)),
      query: async (text, params) => (await client.query(text, params as unknown[])).rows,
    });
    client.release();
    await pool.end();
  }
  project.provide("postgresTemplate", template ?? "");

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (url && template) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string;
  }
}
