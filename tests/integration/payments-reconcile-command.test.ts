import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { paymentKey } from "../../app/modules/payments/processor.ts";
import { recordMovement } from "../../app/modules/payments/ledger.server.ts";
import {
  createPglite,
  openDatabase,
  pgliteDir,
  pgliteHandle,
  type Database,
} from "../../app/platform/db.server.ts";
import { payouts } from "../../db/schema/index.ts";
import { databaseKinds, openTestDatabase } from "../helpers/database.ts";
import { addAccount, addHostedHome, createBooking } from "../helpers/factories.ts";

const run = promisify(execFile);

/** `npm run payments:reconcile` as the command line runs it: its output and exit code. */
async function reconcileCommand(env: Record<string, string>) {
  try {
    const { stdout } = await run(process.execPath, ["scripts/payments-reconcile.ts"], {
      env: { PATH: process.env.PATH ?? "", ...env },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout + failed.stderr };
  }
}

/** A paid stay (a $500 charge) with no payout scheduled for it: a mismatch until one is. */
async function paidStay(db: Database) {
  await addAccount(db, "cmd-guest");
  await addHostedHome(db, "cmd-host", "cmd-home");
  const { id } = await createBooking(db, "cmd-guest", {
    listing: "cmd-home",
    checkIn: "2027-06-01",
    checkOut: "2027-06-04",
  });
  await recordMovement(db, {
    bookingId: id,
    kind: "charge",
    amountCents: 50_000,
    currency: "USD",
    idempotencyKey: paymentKey(id, "charge"),
    processor: "demo",
  });
  return id;
}
const schedulePayout = (db: Database, bookingId: string) =>
  db
    .insert(payouts)
    .values({ bookingId, amountCents: 50_000, currency: "USD", dueAt: new Date("2027-06-02T16:00:00Z") });

describe("npm run payments:reconcile", () => {
  if (databaseKinds.includes("pglite"))
    it("[pglite] names each mismatch and exits 1; exits 0 once everything adds up", async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pfr-reconcile-"));
      try {
        // The migrated database the test run made once, put in a data folder as the site keeps it.
        const dump = new Blob([fs.readFileSync(inject("pgliteDump"))]);
        let handle = pgliteHandle(await createPglite(pgliteDir(dataDir), dump));
        const id = await paidStay(handle.db);
        await handle.close();
        const before = await reconcileCommand({ DATA_DIR: dataDir });
        expect(before.code).toBe(1);
        expect(before.stdout).toContain(
          `MISMATCH booking ${id}: paid in 50000 ≠ refunded 0 + paid out 0 + commission 0 + still held 0`,
        );
        expect(before.stdout).toContain("1 mismatches on 1 bookings");

        handle = await openDatabase({ dataDir });
        await schedulePayout(handle.db, id);
        await handle.close();
        const after = await reconcileCommand({ DATA_DIR: dataDir });
        expect(after).toEqual({
          code: 0,
          stdout: "Reconciled 1 bookings with money on them: everything adds up.\n",
        });
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }, 60_000);

  if (databaseKinds.includes("postgres"))
    it("[postgres] names each mismatch and exits 1 while the site's database is in use; 0 once it adds up", async () => {
      const handle = await openTestDatabase("postgres");
      try {
        const id = await paidStay(handle.db);
        const before = await reconcileCommand({ DATABASE_URL: handle.url! });
        expect(before.code).toBe(1);
        expect(before.stdout).toContain(`MISMATCH booking ${id}: paid in 50000`);
        await schedulePayout(handle.db, id);
        expect(await reconcileCommand({ DATABASE_URL: handle.url! })).toEqual({
          code: 0,
          stdout: "Reconciled 1 bookings with money on them: everything adds up.\n",
        });
      } finally {
        await handle.dispose();
      }
    }, 60_000);
});
