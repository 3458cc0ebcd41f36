// `npm run restore -- --from DIR`: a backup made by `npm run backup` into a new DATA_DIR (PGlite)
// or the empty Postgres database of DATABASE_URL, with its media; checks the counts it holds.
import { parseArgs } from "node:util";
import { restore } from "../app/platform/backup.server.ts";

const { values } = parseArgs({ options: { from: { type: "string" } } });
if (!values.from) {
  console.error("Say which backup: npm run restore -- --from backups/<folder>");
  process.exit(2);
}
const dataDir = process.env.DATA_DIR || "./data";
const databaseUrl = process.env.DATABASE_URL || undefined;

try {
  const manifest = await restore(values.from, { dataDir, databaseUrl });
  const { bookings, listings, users } = manifest.counts;
  console.log(
    `Restored the ${manifest.kind} database of ${manifest.createdAt} (${bookings} bookings, ${listings} stays, ` +
      `${users} accounts) and ${manifest.mediaFiles} media files into ${databaseUrl ? "DATABASE_URL" : dataDir}`,
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
