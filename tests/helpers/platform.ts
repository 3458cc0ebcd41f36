import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { platformContext } from "../../app/platform/context.ts";
import { createPglite } from "../../app/platform/db.server.ts";
import { readOutbox } from "../../app/platform/outbox.server.ts";
import type { MailMessage } from "../../app/platform/mail.server.ts";
import type { Platform } from "../../app/platform/runtime.server.ts";
import type { SmsMessage } from "../../app/platform/sms.server.ts";
import { databaseKinds, notePostgresSkipped, openTestDatabase, type DatabaseKind } from "./database.ts";
import { installGlobalPlatform } from "./global-platform.ts";

export const TEST_APP_URL = "http://localhost:3000";
export const TEST_SECRET = "test-secret-test-secret-test-secret-0123456789";

export interface TestPlatform {
  kind: DatabaseKind;
  platform: Platform;
  /** The data folder: outbox (mail, SMS) and local media live under it. */
  dataDir: string;
  /** A router context for a loader or action, with this platform in it. */
  context(): RouterContextProvider;
  /** Emails written to the outbox, oldest first (optionally only those to `to`). */
  mail(to?: string): MailMessage[];
  texts(to?: string): SmsMessage[];
  close(): Promise<void>;
}

/**
 * A real platform for one test file on its own cloned database: the same `startPlatform` the
 * server boots, with the env pointing at the clone (Postgres: DATABASE_URL of a database made from
 * the migrated template; PGlite: a data folder loaded from the migrated dump), mail and SMS in the
 * outbox of a temporary data folder, local storage there too, a fixed secret,
 * APP_URL=http://localhost:3000 and PAYMENTS_MODE=direct unless `settings` say otherwise. It is also the process-wide platform (see global-platform.ts).
 */
export async function startTestPlatform(
  kind: DatabaseKind,
  settings: Record<string, string> = {},
): Promise<TestPlatform> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pfr-platform-"));
  const env: Record<string, string> = {
    NODE_ENV: "test",
    APP_URL: TEST_APP_URL,
    DATA_DIR: dataDir,
    AUTH_SECRET: TEST_SECRET,
    LOG_LEVEL: "error",
    // Booking as the direct mode does, like the browser suite's server (decision 3510); the
    // checkout's tests ask for PAYMENTS_MODE=demo.
    PAYMENTS_MODE: "direct",
    ...settings,
  };
  let dropDatabase = async () => {};
  if (kind === "postgres") {
    const clone = await openTestDatabase("postgres");
    env.DATABASE_URL = clone.url!;
    dropDatabase = clone.dispose;
  } else {
    // The migrated dump, unpacked where startPlatform opens PGlite (<DATA_DIR>/pglite).
    const dump = new Blob([fs.readFileSync(inject("pgliteDump"))]);
    await (await createPglite(path.join(dataDir, "pglite"), dump)).close();
  }
  const { platform, stop } = await installGlobalPlatform(env);
  return {
    kind,
    platform,
    dataDir,
    context: () => new RouterContextProvider(new Map([[platformContext, platform]])),
    mail: (to) =>
      readOutbox<MailMessage>(dataDir, "email").filter((message) => to === undefined || message.to === to),
    texts: (to) =>
      readOutbox<SmsMessage>(dataDir, "sms").filter((message) => to === undefined || message.to === to),
    close: async () => {
      await stop();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a suite once per database kind (PGlite; Postgres too with TEST_DATABASE_URL), each on a
 * platform of its own:
 *   describeWithPlatform("bookings", (t) => { it("…", async () => { t().context() … }) })
 */
export function describeWithPlatform(
  name: string,
  suite: (platform: () => TestPlatform, kind: DatabaseKind) => void,
  /** Extra settings (e.g. TEST_HOOKS: "1"). */
  settings: Record<string, string> = {},
) {
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let current: TestPlatform | undefined;
      beforeAll(async () => {
        current = await startTestPlatform(kind, settings);
      });
      afterAll(async () => {
        await current?.close();
        current = undefined;
      });
      suite(() => {
        if (!current) throw new Error("platform not started yet");
        return current;
      }, kind);
    });
  }
  notePostgresSkipped(name);
}
