import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { todayIn } from "../shared/dates.ts";
import { createPglite, pgliteHandle, type Database } from "./db.server.ts";
import { applyMigrations, listMigrations, migrationsDir } from "./migrate.server.ts";
import { analyzeStaleTables } from "./table-statistics.server.ts";

/**
 * A prepared embedded database, so a new server starts in seconds (decision 2300): `npm run build` makes, next to the
 * server build, two closed PGlite data folders, one migrated and empty ("schema") and one with
 * the demo data seeded too ("demo"). A server starting on a new data folder copies one in
 * instead of running initdb, every migration and the demo seed, which takes seconds.
 *
 * A copy is only ever the state a fresh start would have made itself, so each is used only
 * when nothing that shapes it has changed: the same server build (its seed code), the same
 * migration files, the same PGlite, and for the demo data the same number of stays laid out
 * around the same day (bookings and blocks are relative to today). Otherwise the schema copy
 * (then the seed runs as usual), or nothing (the usual start). See decision 2300.
 */
export const SNAPSHOT_FORMAT = 1;
/** Where `npm run build` puts it, beside the server build (relative to the working folder). */
export const SNAPSHOT_DIR = "build/demo-snapshot";
const MANIFEST = "manifest.json";

export interface SnapshotSource {
  /** The folder `npm run build` wrote (build/demo-snapshot). */
  dir: string;
  /** The server build's identity (snapshotBuildId of its entry file). */
  build: string;
  /** SEED_LISTINGS of this start. */
  listings: number;
  /** The day demo data is laid out around (default: today, UTC, as the seed does). */
  today?: string;
}

interface Manifest {
  format: number;
  build: string;
  migrations: string;
  pglite: string;
  /** Present when the demo copy was made: its stays and the day they were laid out around. */
  demo?: { listings: number; day: string };
}

/** What a new data folder was started from. */
export type Restored = "demo" | "schema";

/** A server build's identity: its entry file's digest (the entry names every chunk by content hash). */
export function snapshotBuildId(entryFile: string) {
  return crypto.createHash("sha256").update(fs.readFileSync(entryFile)).digest("hex").slice(0, 32);
}

/** The digest of the migration files (names and contents), in the order they run. */
export function migrationsDigest(dir = migrationsDir) {
  const hash = crypto.createHash("sha256");
  for (const migration of listMigrations(dir)) hash.update(`${migration.name}\0${migration.sql}\0`);
  return hash.digest("hex").slice(0, 32);
}

/** The installed PGlite's version: another version may not read these files. */
function pgliteVersion() {
  let dir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return "unknown";
    dir = parent;
  }
  return String(
    (JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version?: string }).version,
  );
}

async function closedDatabase(dataDir: string, fill: (db: Database) => Promise<unknown>) {
  const client = await createPglite(dataDir);
  try {
    const handle = pgliteHandle(client);
    await applyMigrations(handle.sql);
    await fill(handle.db);
  } finally {
    // A clean close: the folder is then a consistent copy of a stopped database.
    await client.close();
  }
}

/**
 * Makes the snapshot folder `dir` (replacing any): the migrated database, and when `listings`
 * is above zero the same with `seed` run on it. Written aside and renamed into place, so a
 * server starting meanwhile sees the old snapshot, the new one or none.
 */
export async function makeSnapshot(options: {
  dir: string;
  build: string;
  listings: number;
  /** The demo data's day (default: today, UTC, as the server's seed takes it). */
  today?: string;
  seed: (db: Database, listings: number, today: string) => Promise<unknown>;
}) {
  const work = `${options.dir}.${process.pid}.tmp`;
  fs.rmSync(work, { recursive: true, force: true });
  try {
    await closedDatabase(path.join(work, "schema"), async () => {});
    const manifest: Manifest = {
      format: SNAPSHOT_FORMAT,
      build: options.build,
      migrations: migrationsDigest(),
      pglite: pgliteVersion(),
    };
    if (options.listings > 0) {
      fs.cpSync(path.join(work, "schema"), path.join(work, "demo"), { recursive: true });
      // The seed lays its stays out around this day, and the copy is used on this day only.
      const day = options.today ?? todayIn();
      // With the planner's statistics, so a start on this copy has none to gather (decision 2700).
      // Not vacuumed: all-visible pages change the plans of a fresh seed (an index-only read where
      // it scans), and with them the order of ties, which must match a fresh seed's.
      await closedDatabase(path.join(work, "demo"), async (db) => {
        await options.seed(db, options.listings, day);
        await analyzeStaleTables(db);
      });
      manifest.demo = { listings: options.listings, day };
    }
    fs.writeFileSync(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.rmSync(options.dir, { recursive: true, force: true });
    fs.renameSync(work, options.dir);
    return manifest;
  } catch (error) {
    fs.rmSync(work, { recursive: true, force: true });
    throw error;
  }
}

/** Which copy fits this start, if any. */
function usableCopy(source: SnapshotSource): Restored | undefined {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(source.dir, MANIFEST), "utf8")) as Manifest;
  } catch {
    return undefined; // none made (e.g. `react-router build` alone)
  }
  if (
    manifest.format !== SNAPSHOT_FORMAT ||
    manifest.build !== source.build ||
    manifest.migrations !== migrationsDigest() ||
    manifest.pglite !== pgliteVersion()
  )
    return undefined;
  const day = source.today ?? todayIn();
  if (source.listings > 0 && manifest.demo?.listings === source.listings && manifest.demo.day === day)
    return "demo";
  return "schema";
}

/**
 * Puts the fitting copy at `target` (PGlite's folder of a new data folder) and says which, or
 * does nothing and answers undefined: then PGlite makes the database as usual. Copied aside and
 * renamed, so a start cut short leaves no half database behind.
 */
export function restoreSnapshot(source: SnapshotSource, target: string): Restored | undefined {
  if (fs.existsSync(target)) return undefined;
  const copy = usableCopy(source);
  if (!copy) return undefined;
  const work = `${target}.${process.pid}.tmp`;
  try {
    fs.rmSync(work, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(path.join(source.dir, copy), work, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
    fs.renameSync(work, target);
    return copy;
  } catch {
    // E.g. a build replacing the snapshot meanwhile: the usual start still works.
    fs.rmSync(work, { recursive: true, force: true });
    return undefined;
  }
}
