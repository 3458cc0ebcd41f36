import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoStays } from "../../db/seed/seed.server.ts";
import { createPglite, pgliteHandle } from "../../app/platform/db.server.ts";
import {
  makeSnapshot,
  migrationsDigest,
  restoreSnapshot,
  snapshotBuildId,
} from "../../app/platform/db-snapshot.server.ts";
import { applyMigrations, listMigrations } from "../../app/platform/migrate.server.ts";

/**
 * A faster cold start (decision 2300): a new data folder copies the database `npm run build` prepared. The copy
 * must be what the folder would have made itself, and only used when it fits. PGlite only: a
 * Postgres server is never started from it.
 */
const TODAY = "2027-03-14";
const LISTINGS = 12;
const BUILD = "test-build";

/** What the demo data consists of, without what is random on every seed or set by the clock. */
async function contents(client: PGlite) {
  const rows = async (text: string) => (await client.query(text)).rows;
  return {
    users: await rows(
      `select id, name, email, email_verified, created_at, updated_at from users order by id`,
    ),
    accounts: await rows(`select id, account_id, provider_id, user_id from accounts order by id`),
    profiles: await rows(`select id, first_name, last_name, avatar_url from profiles order by id`),
    owners: await rows(`select * from owners order by id`),
    listings: await rows(`select * from listings order by id`).then((list) =>
      list.map((row) => ({ ...(row as object), calendar_token: undefined, updated_at: undefined })),
    ),
    policies: await rows(`select * from pet_policies order by listing_id`),
    photos: await rows(`select * from listing_photos order by id`),
    blocks: await rows(`select id, listing_id, during, reason, note from availability_blocks order by id`),
    bookings: await rows(
      `select idempotency_key, guest_id, listing_id, stay, adults, pets, status, price, currency, total_cents
       from bookings order by idempotency_key`,
    ),
    occupancy: await rows(
      `select o.listing_id, o.during, b.idempotency_key, o.block_id from listing_occupancy o
       left join bookings b on b.id = o.booking_id order by o.listing_id, o.during`,
    ),
    reviews: await rows(`select * from reviews order by id`),
    // Physical order too: queries ordered by ties read it, so it must match a fresh seed's.
    listingOrder: await rows(`select id from listings`),
    migrations: await rows(`select name from schema_migrations order by name`),
  };
}

describe("database snapshot", () => {
  let root = "";
  let snapshot = "";
  const source = (over: { build?: string; listings?: number; today?: string } = {}) => ({
    dir: snapshot,
    build: BUILD,
    listings: LISTINGS,
    today: TODAY,
    ...over,
  });

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "pfr-snapshot-"));
    snapshot = path.join(root, "snapshot");
    const manifest = await makeSnapshot({
      dir: snapshot,
      build: BUILD,
      listings: LISTINGS,
      today: TODAY,
      seed: seedDemoStays,
    });
    expect(manifest).toMatchObject({ build: BUILD, migrations: migrationsDigest() });
    expect(manifest.demo).toEqual({ listings: LISTINGS, day: TODAY });
  }, 240_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("restores the demo data exactly as a fresh seed makes it that day", async () => {
    const target = path.join(root, "restored", "pglite");
    expect(restoreSnapshot(source(), target)).toBe("demo");
    const restored = await createPglite(target);
    const fresh = await createPglite();
    try {
      // The restored folder opens as a started server opens it: nothing left to migrate or seed.
      expect(await applyMigrations(pgliteHandle(restored).sql)).toEqual([]);
      expect(await seedDemoStays(pgliteHandle(restored).db, LISTINGS, TODAY)).toBe(0);
      await applyMigrations(pgliteHandle(fresh).sql);
      expect(await seedDemoStays(pgliteHandle(fresh).db, LISTINGS, TODAY)).toBe(LISTINGS);
      const [a, b] = [await contents(restored), await contents(fresh)];
      expect(a.listings).toHaveLength(LISTINGS);
      expect(a.bookings.length).toBeGreaterThan(LISTINGS);
      expect(a.migrations).toHaveLength(listMigrations().length);
      expect(a).toEqual(b);
    } finally {
      await restored.close();
      await fresh.close();
    }
  }, 240_000);

  it("falls back to the migrated copy for another day or another number of stays", async () => {
    const otherDay = path.join(root, "other-day", "pglite");
    expect(restoreSnapshot(source({ today: "2027-03-15" }), otherDay)).toBe("schema");
    expect(restoreSnapshot(source({ listings: 5 }), path.join(root, "five", "pglite"))).toBe("schema");
    expect(restoreSnapshot(source({ listings: 0 }), path.join(root, "none", "pglite"))).toBe("schema");
    const client = await createPglite(otherDay);
    try {
      expect(await applyMigrations(pgliteHandle(client).sql)).toEqual([]);
      expect((await client.query(`select count(*)::int as n from listings`)).rows).toEqual([{ n: 0 }]);
    } finally {
      await client.close();
    }
  }, 120_000);

  it("is not used for another build, a folder that has a database, or when none was made", () => {
    expect(
      restoreSnapshot(source({ build: "another-build" }), path.join(root, "b", "pglite")),
    ).toBeUndefined();
    expect(fs.existsSync(path.join(root, "b", "pglite"))).toBe(false);
    const existing = path.join(root, "existing", "pglite");
    fs.mkdirSync(existing, { recursive: true });
    fs.writeFileSync(path.join(existing, "PG_VERSION"), "17\n");
    expect(restoreSnapshot(source(), existing)).toBeUndefined();
    expect(fs.readdirSync(existing)).toEqual(["PG_VERSION"]);
    expect(
      restoreSnapshot({ ...source(), dir: path.join(root, "missing") }, path.join(root, "c", "pglite")),
    ).toBeUndefined();
  });

  it("names a build by its entry file's contents", () => {
    const entry = path.join(root, "index.js");
    fs.writeFileSync(entry, "export const a = 1;\n");
    const first = snapshotBuildId(entry);
    fs.writeFileSync(entry, "export const a = 2;\n");
    expect(snapshotBuildId(entry)).not.toBe(first);
  });
});
