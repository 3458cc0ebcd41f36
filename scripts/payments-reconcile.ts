// `npm run payments:reconcile`: checks that every booking's money adds up (docs/features/payments.md):
// paid in = refunded + paid out + commission + still held, with the other checks of
// app/modules/payments/reconcile.ts. Prints each mismatch and exits 1 on any; 0 when all add up.
// The database is DATABASE_URL's Postgres (while the site runs), else the PGlite in DATA_DIR (PGlite
// allows one process: stop the site first; its data folder lock says so).
import { lockDataDir } from "../app/platform/data-dir-lock.server.ts";
import { openDatabase } from "../app/platform/db.server.ts";
import { reconcileAll } from "../app/modules/payments/reconcile.server.ts";

const dataDir = process.env.DATA_DIR || "./data";
const databaseUrl = process.env.DATABASE_URL || undefined;

let release = () => {};
try {
  if (!databaseUrl) release = lockDataDir(dataDir);
  const handle = await openDatabase({ dataDir, databaseUrl });
  try {
    const { checked, mismatches } = await reconcileAll(handle.db);
    for (const mismatch of mismatches)
      console.log(`MISMATCH booking ${mismatch.bookingId}: ${mismatch.problem}`);
    const bookings = new Set(mismatches.map((m) => m.bookingId)).size;
    console.log(
      mismatches.length === 0
        ? `Reconciled ${checked} bookings with money on them: everything adds up.`
        : `Reconciled ${checked} bookings with money on them: ${mismatches.length} mismatches on ${bookings} bookings.`,
    );
    process.exitCode = mismatches.length === 0 ? 0 : 1;
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(`Reconcile failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  release();
}
