import fs from "node:fs";
import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import {
  createPglite,
  pgliteHandle,
  postgresHandle,
  type DatabaseHandle,
} from "../../app/platform/db.server.ts";
import { selectedDatabaseKinds, type DatabaseKind } from "./database-kinds.ts";
import { withDatabase } from "./global-setup.ts";

export type { DatabaseKind } from "./database-kinds.ts";

export const databaseKinds: DatabaseKind[] = selectedDatabaseKinds(process.env);

let skipNoted = false;

/**
 * Without TEST_DATABASE_URL a suite's Postgres run is listed as skipped, saying why (and the
 * reason is printed once per file), rather than silently missing from the report. A run that
 * chose its databases (TEST_DATABASES) knows what it left out.
 */
export function notePostgresSkipped(name: string) {
  if (process.env.TEST_DATABASE_URL || process.env.TEST_DATABASES) return;
  describe.skip(`${name} [postgres] (skipped: TEST_DATABASE_URL is not set)`, () => {
    it("runs on Postgres when TEST_DATABASE_URL=postgres://… is set", () => {});
  });
  if (!skipNoted) {
    skipNoted = true;
    console.info(
      "Postgres runs skipped: TEST_DATABASE_URL is not set (e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test).",
    );
  }
}

/** A fresh, migrated database of its own for one test file, and how to drop it. */
export async function openTestDatabase(
  kind: DatabaseKind,
): Promise<DatabaseHandle & { dispose(): Promise<void>; url?: string }> {
  if (kind === "pglite") {
    const dump = fs.readFileSync(inject("pgliteDump"));
    const handle = pgliteHandle(await createPglite(undefined, new Blob([dump])));
    return { ...handle, dispose: handle.close };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `pfr_t_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
  // A test database need not survive a crash of the server: no waiting for the disk at each commit.
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const handle = postgresHandle(withDatabase(url, name), 20);
  return {
    ...handle,
    // Tests that need several connection pools (several server processes) open their own.
    url: withDatabase(url, name),
    dispose: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

/**
 * Runs a suite once per database kind, each with its own fresh database:
 *   describeEachDatabase("bookings", (database) => { it("…", async () => { database().db… }) })
 */
export function describeEachDatabase(
  name: string,
  suite: (database: () => DatabaseHandle & { url?: string }, kind: DatabaseKind) => void,
) {
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let handle: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
      beforeAll(async () => {
        handle = await openTestDatabase(kind);
      });
      afterAll(async () => {
        await handle?.dispose();
      });
      suite(() => {
        if (!handle) throw new Error("database not open yet");
        return handle;
      }, kind);
    });
  }
  notePostgresSkipped(name);
}
