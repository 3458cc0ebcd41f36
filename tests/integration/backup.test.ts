import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createBooking } from "../../app/modules/bookings/bookings.server.ts";
import { backup, restore } from "../../app/platform/backup.server.ts";
import { openDatabase, type DatabaseHandle } from "../../app/platform/db.server.ts";
import { bookings } from "../../db/schema/index.ts";
import { databaseKinds, notePostgresSkipped } from "../helpers/database.ts";
import { withDatabase } from "../helpers/global-setup.ts";
import { addAccount, addHostedHome } from "../helpers/factories.ts";

vi.setConfig({ testTimeout: 240_000 });

const folders: string[] = [];
const tempDir = (tag: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `pfr-${tag}-`));
  folders.push(dir);
  return dir;
};
const databases: string[] = [];
const adminUrl = process.env.TEST_DATABASE_URL;
async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
async function newPostgresDatabase() {
  const name = `pfr_backup_${crypto.randomBytes(5).toString("hex")}`;
  await admin(`create database ${name}`);
  databases.push(name);
  return withDatabase(adminUrl!, name);
}

afterAll(async () => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  for (const name of databases) await admin(`drop database if exists ${name} with (force)`);
});

/** Two bookings of a hosted home, made through the booking service. */
async function someBookings(handle: DatabaseHandle) {
  const db = handle.db;
  await addAccount(db, "backup-guest");
  await addHostedHome(db, "backup-host", "backup-cabin", {});
  for (const [checkIn, checkOut] of [
    ["2027-05-01", "2027-05-04"],
    ["2027-06-01", "2027-06-08"],
  ] as const) {
    const made = await createBooking(
      db,
      {
        guestId: "backup-guest",
        listingSlug: "backup-cabin",
        request: { checkIn, checkOut, adults: 2, children: 0, pets: [] },
        message: "",
        contactPhone: "+14155550100",
        idempotencyKey: `backup-${checkIn}`,
        now: new Date("2027-01-10T12:00:00Z"),
      },
      { mailer: { send: async () => {} }, appUrl: "http://localhost:3999" },
    );
    expect(made.ok, JSON.stringify(made)).toBe(true);
  }
}

const bookingIds = async (handle: DatabaseHandle) =>
  (await handle.db.select({ id: bookings.id }).from(bookings)).map((b) => b.id).sort();

/** `npm run backup` / `npm run restore` keep every booking and the media. */
describe.each(databaseKinds)("backup and restore [%s]", (kind) => {
  it("restores into a fresh place with every booking and every media file", async () => {
    const source = {
      dataDir: tempDir("backup-src"),
      databaseUrl: kind === "postgres" ? await newPostgresDatabase() : undefined,
    };
    const handle = await openDatabase(source);
    let ids: string[];
    try {
      await someBookings(handle);
      ids = await bookingIds(handle);
    } finally {
      await handle.close();
    }
    expect(ids).toHaveLength(2);
    fs.mkdirSync(path.join(source.dataDir, "media", "avatars"), { recursive: true });
    fs.writeFileSync(path.join(source.dataDir, "media", "avatars", "ada.webp"), "picture");

    const out = path.join(tempDir("backup-out"), "backup");
    const made = await backup(source, out);
    expect(made).toMatchObject({ kind, counts: { bookings: 2 }, mediaFiles: 1 });

    const target = {
      dataDir: tempDir("backup-dst"),
      databaseUrl: kind === "postgres" ? await newPostgresDatabase() : undefined,
    };
    await restore(out, target);
    const restored = await openDatabase(target);
    try {
      expect(await bookingIds(restored)).toEqual(ids);
    } finally {
      await restored.close();
    }
    expect(fs.readFileSync(path.join(target.dataDir, "media", "avatars", "ada.webp"), "utf8")).toBe(
      "picture",
    );

    // Never over a database that holds one, nor into the other kind.
    if (kind === "pglite") await expect(restore(out, target)).rejects.toThrow(/already holds a database/);
    await expect(
      restore(out, {
        dataDir: tempDir("x"),
        databaseUrl: kind === "pglite" ? "postgres://nowhere/x" : undefined,
      }),
    ).rejects.toThrow(/restore it into/);
  });
});
notePostgresSkipped("backup and restore");
