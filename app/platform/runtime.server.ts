import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { lockDataDir } from "./data-dir-lock.server.ts";
import { openDatabase, pgliteDir, type DatabaseHandle } from "./db.server.ts";
import { restoreSnapshot, type Restored, type SnapshotSource } from "./db-snapshot.server.ts";
import { parseEnv, type Env } from "./env.server.ts";
import { createEventBus, type EventBus } from "./events.server.ts";
import { log, setLogLevel } from "./log.server.ts";
import { createMailer, type Mailer } from "./mail.server.ts";
import { createSms, type SmsSender } from "./sms.server.ts";
import { createLocalStorage, type Storage } from "./storage.server.ts";

/** What one server process holds for its lifetime: settings, database, secret. */
export interface Platform {
  env: Env;
  database: DatabaseHandle;
  secret: string;
  mailer: Mailer;
  sms: SmsSender;
  storage: Storage;
  /** Live events across server processes (LISTEN/NOTIFY). */
  events: EventBus;
  /** Set when a new data folder's database was copied from the build's snapshot (which one). */
  restored?: Restored;
  close(): Promise<void>;
}

// Kept on globalThis so the dev server's module reloads reuse one database.
const holder = globalThis as { __pfrPlatform?: Promise<Platform> };

/** A secret kept in the data folder when AUTH_SECRET is not set (development). */
function localSecret(dataDir: string) {
  const file = path.join(dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

async function createStorage(env: Env): Promise<Storage> {
  if (env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    // Loaded only when configured: a site on its data folder never loads the S3 client.
    const { createS3Storage } = await import("./s3-storage.server.ts");
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL,
    });
  }
  return createLocalStorage(path.join(env.DATA_DIR, "media"));
}

/** What the site starts on a running platform (demo data, jobs…); answers how to stop it. */
export type OnStart = (platform: Omit<Platform, "close">) => Promise<() => Promise<void>>;

/** Options of a start: where the build's database snapshot is (production only). */
export interface StartOptions {
  snapshot?: Omit<SnapshotSource, "listings">;
}

async function boot(
  source: Record<string, string | undefined>,
  onStart: OnStart,
  options: StartOptions,
): Promise<Platform> {
  const env = parseEnv(source);
  setLogLevel(env.LOG_LEVEL);
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const storage = await createStorage(env);
  // Only the embedded database needs the folder lock; media and outbox files are
  // safe to share, and Postgres handles its own concurrency.
  const releaseLock = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  let database: DatabaseHandle;
  let restored: Restored | undefined;
  try {
    // A new data folder starts from the build's prepared database when one fits (seconds sooner).
    if (!env.DATABASE_URL && options.snapshot)
      restored = restoreSnapshot(
        { ...options.snapshot, listings: env.SEED_LISTINGS },
        pgliteDir(env.DATA_DIR),
      );
    database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  } catch (error) {
    releaseLock();
    throw error;
  }
  log.info("database.ready", { kind: database.kind, ...(restored ? { restored } : {}) });
  const secret = env.AUTH_SECRET ?? localSecret(env.DATA_DIR);
  const events = await createEventBus(database);
  const services = {
    env,
    database,
    secret,
    mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR }),
    sms: createSms(env),
    storage,
    events,
    restored,
  };
  let stopSite: () => Promise<void>;
  try {
    stopSite = await onStart(services);
  } catch (error) {
    await events.close().catch(() => {});
    await database.close().catch(() => {});
    releaseLock();
    throw error;
  }
  return {
    ...services,
    close: async () => {
      await stopSite();
      await events.close();
      await database.close();
      releaseLock();
    },
  };
}

/**
 * Starts the one platform of this process (again only after a stop): `onStart`
 * runs once on it. The dev server's module reloads get the same platform back.
 */
export function startPlatform(
  source: Record<string, string | undefined> = process.env,
  onStart: OnStart = async () => async () => {},
  options: StartOptions = {},
) {
  holder.__pfrPlatform ??= boot(source, onStart, options).catch((error) => {
    holder.__pfrPlatform = undefined;
    throw error;
  });
  return holder.__pfrPlatform;
}

export async function stopPlatform() {
  const platform = await holder.__pfrPlatform?.catch(() => undefined);
  holder.__pfrPlatform = undefined;
  await platform?.close();
}
