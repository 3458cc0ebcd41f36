// `npm run backup [-- --out DIR]`: the database (DATABASE_URL's Postgres, else the PGlite in
// DATA_DIR, with its server stopped) and DATA_DIR/media into a new folder (default
// backups/<date-time>). `npm run restore -- --from DIR` puts one back (scripts/restore.ts).
import path from "node:path";
import { parseArgs } from "node:util";
import { backup } from "../app/platform/backup.server.ts";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const out = values.out ?? path.join("backups", stamp);
const dataDir = process.env.DATA_DIR || "./data";
const databaseUrl = process.env.DATABASE_URL || undefined;

try {
  const manifest = await backup({ dataDir, databaseUrl }, out);
  const { bookings, listings, users } = manifest.counts;
  console.log(
    `Backed up the ${manifest.kind} database (${bookings} bookings, ${listings} stays, ${users} accounts) ` +
      `and ${manifest.mediaFiles} media files into ${out}`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
