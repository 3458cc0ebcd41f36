import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createPglite, type DatabaseHandle, openDatabase, pgliteHandle } from "./db.server.ts";
import { lockDataDir } from "./data-dir-lock.server.ts";

/**
 * Backups of the whole site: the database (pg_dump's custom format for a Postgres server; the
 * embedded PGlite's own data-folder dump) and the stored media (DATA_DIR/media). A backup is a
 * folder with a manifest saying what it holds and how many bookings, stays and accounts, so a
 * restore can be checked. Media in an S3 bucket are the bucket's to keep (versioning).
 */
export interface BackupManifest {
  kind: "pglite" | "postgres";
  createdAt: string;
  counts: Counts;
  mediaFiles: number;
}

interface Counts {
  bookings: number;
  listings: number;
  users: number;
}

export interface Place {
  dataDir: string;
  /** A Postgres server's database; absent for the embedded PGlite in `dataDir/pglite`. */
  databaseUrl?: string;
}

const MANIFEST = "manifest.json";
const POSTGRES_DUMP = "database.pgdump";
const PGLITE_DUMP = "pglite.tar.gz";

export async function countsOf(handle: DatabaseHandle): Promise<Counts> {
  const [row] = await handle.sql.query<{ bookings: number; listings: number; users: number }>(
    `select (select count(*)::int from bookings) as bookings, (select count(*)::int from listings) as listings,
            (select count(*)::int from users) as users`,
  );
  return row!;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.trim()}`);
}

function copyMedia(from: string, to: string): number {
  if (!fs.existsSync(from)) return 0;
  fs.cpSync(from, to, { recursive: true, filter: (source) => !/\.\d+\.tmp$/.test(source) });
  return fs.readdirSync(to, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

/**
 * Writes a backup of `place` into the new folder `out`. PGlite allows one process: the server
 * must be stopped (its data folder lock says so); a Postgres server is dumped while it runs.
 */
export async function backup(place: Place, out: string): Promise<BackupManifest> {
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) throw new Error(`${out} is not empty.`);
  fs.mkdirSync(out, { recursive: true });
  let counts: Counts;
  if (place.databaseUrl) {
    const handle = await openDatabase(place);
    try {
      counts = await countsOf(handle);
    } finally {
      await handle.close();
    }
    run("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--file",
      path.join(out, POSTGRES_DUMP),
      place.databaseUrl,
    ]);
  } else {
    const release = lockDataDir(place.dataDir);
    try {
      const client = await createPglite(path.join(place.dataDir, "pglite"));
      try {
        counts = await countsOf(pgliteHandle(client));
        const dump = await client.dumpDataDir("gzip");
        fs.writeFileSync(path.join(out, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await client.close();
      }
    } finally {
      release();
    }
  }
  const manifest: BackupManifest = {
    kind: place.databaseUrl ? "postgres" : "pglite",
    createdAt: new Date().toISOString(),
    counts,
    mediaFiles: copyMedia(path.join(place.dataDir, "media"), path.join(out, "media")),
  };
  fs.writeFileSync(path.join(out, MANIFEST), JSON.stringify(manifest, null, 2));
  return manifest;
}

/**
 * Restores the backup in `from` into `place`: a new data folder (PGlite) or an empty Postgres
 * database, and the media into `dataDir/media`. Checks the counts against the manifest.
 */
export async function restore(from: string, place: Place): Promise<BackupManifest> {
  const manifest = JSON.parse(fs.readFileSync(path.join(from, MANIFEST), "utf8")) as BackupManifest;
  const kind = place.databaseUrl ? "postgres" : "pglite";
  if (manifest.kind !== kind)
    throw new Error(`This backup is of a ${manifest.kind} database; restore it into ${manifest.kind}.`);
  if (kind === "postgres") {
    run("pg_restore", [
      "--no-owner",
      "--exit-on-error",
      "--dbname",
      place.databaseUrl!,
      path.join(from, POSTGRES_DUMP),
    ]);
  } else {
    const target = path.join(place.dataDir, "pglite");
    if (fs.existsSync(target) && fs.readdirSync(target).length > 0)
      throw new Error(`${target} already holds a database: restore into a new data folder.`);
    const dump = new Blob([fs.readFileSync(path.join(from, PGLITE_DUMP))]);
    const client = await createPglite(target, dump);
    await client.close();
  }
  const media = path.join(from, "media");
  if (fs.existsSync(media)) fs.cpSync(media, path.join(place.dataDir, "media"), { recursive: true });
  // Opening migrates too (a backup from an older version comes up to date).
  const handle = await openDatabase(place);
  try {
    const counts = await countsOf(handle);
    for (const key of Object.keys(manifest.counts) as (keyof Counts)[])
      if (counts[key] < manifest.counts[key])
        throw new Error(
          `The restored database has ${counts[key]} ${key}, the backup ${manifest.counts[key]}.`,
        );
  } finally {
    await handle.close();
  }
  return manifest;
}
