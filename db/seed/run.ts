// `npm run seed -- --listings N [--seed S] [--bulk]`: adds N deterministic demo
// stays to the database in DATA_DIR (or DATABASE_URL). --bulk takes the fast SQL
// path (no photos rendered, shared pool only) meant for benchmarks of 100,000 stays.
import path from "node:path";
import { parseArgs } from "node:util";
import { DataDirLockedError, lockDataDir } from "../../app/platform/data-dir-lock.server.ts";
import { openDatabase } from "../../app/platform/db.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLocalStorage } from "../../app/platform/storage.server.ts";
import { bulkSeedStays } from "./bulk-seed.server.ts";
import { seedStays } from "./seed.server.ts";

try {
  process.loadEnvFile(".env");
} catch {
  /* no .env */
}

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "300" },
    seed: { type: "string", default: "42" },
    bulk: { type: "boolean", default: false },
  },
});
const listings = Number(values.listings);
const seed = Number(values.seed);
if (!Number.isInteger(listings) || listings < 1 || listings > 1_000_000 || !Number.isInteger(seed)) {
  console.error("Usage: npm run seed -- --listings N [--seed S] [--bulk]   (N from 1 to 1,000,000)");
  process.exit(2);
}

const env = parseEnv(process.env);
let release = () => {};
try {
  // A running server holds the embedded database: refuse rather than lose writes.
  if (!env.DATABASE_URL) release = lockDataDir(env.DATA_DIR);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nThe seed command cannot run while a server uses this data folder.`);
    process.exit(1);
  }
  throw error;
}
const handle = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
const started = performance.now();
try {
  const storage = createLocalStorage(path.join(env.DATA_DIR, "media"));
  const created = values.bulk
    ? await bulkSeedStays(handle.db, storage, {
        listings,
        seed,
        onSteps: (steps) => console.error(`Steps: ${steps.join(", ")}`),
      })
    : await seedStays(handle.db, storage, { listings, seed });
  console.log(
    `Added ${created} stays in ${((performance.now() - started) / 1000).toFixed(1)} s (${handle.kind}).`,
  );
} finally {
  await handle.close();
  release();
}
