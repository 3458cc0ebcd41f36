// Run by `npm run build` after the React Router build: prepares the embedded database a new
// data folder starts from (app/platform/db-snapshot.server.ts, decision 2300), migrated, and
// with the demo stays of SEED_LISTINGS seeded for today. Skipped on Postgres (DATABASE_URL).
// A failure only costs start-up time (a server then makes its database itself): it warns.
import fs from "node:fs";
import path from "node:path";
import { seedDemoStays } from "../db/seed/seed.server.ts";
import { makeSnapshot, SNAPSHOT_DIR, snapshotBuildId } from "../app/platform/db-snapshot.server.ts";
import { parseEnv } from "../app/platform/env.server.ts";

try {
  process.loadEnvFile(".env");
} catch {
  /* no .env */
}

const dir = path.resolve(SNAPSHOT_DIR);
const entry = path.resolve("build/server/index.js");
try {
  const env = parseEnv(process.env);
  if (env.DATABASE_URL) {
    fs.rmSync(dir, { recursive: true, force: true });
    console.log("Database snapshot: skipped (DATABASE_URL is set: Postgres is used, not PGlite).");
  } else {
    const started = performance.now();
    const manifest = await makeSnapshot({
      dir,
      build: snapshotBuildId(entry),
      listings: env.SEED_LISTINGS,
      seed: seedDemoStays,
    });
    const demo = manifest.demo ? `, ${manifest.demo.listings} demo stays for ${manifest.demo.day}` : "";
    console.log(
      `Database snapshot: ${SNAPSHOT_DIR} (migrated${demo}) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
} catch (error) {
  fs.rmSync(dir, { recursive: true, force: true });
  console.warn(
    `Database snapshot not made (${error instanceof Error ? error.message : String(error)}): a new data folder is made at start instead.`,
  );
}
