import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import {
  createPglite,
  pgliteHandle,
  postgresHandle,
  type Database,
  type DatabaseHandle,
} from "../app/platform/db.server.ts";
import { applyMigrations } from "../app/platform/migrate.server.ts";
import { addDays, todayIn } from "../app/shared/dates.ts";
import { parseSearchFilters } from "../app/modules/stays/search-filters.ts";
import { searchStays } from "../app/modules/stays/search.server.ts";
import { criteriaOf, type FitPet } from "../app/modules/pets/fit.ts";
import { petFitCondition } from "../app/modules/stays/fit-sql.server.ts";
import { sql, type SQL } from "drizzle-orm";
import { stats } from "./lib.ts";

/**
 * Stays at scale: search timings (median, p95) over 100,000 listings with
 * bookings and blocks, on Postgres and on PGlite (requests per second of the pages
 * are in bench/pages.ts, on the same Postgres database).
 *
 * Seeding 100,000 stays takes minutes on a shared 2-core machine, so the seeded
 * databases are kept between runs (Postgres database `pfr_bench_stays`, PGlite in
 * the temp folder) and reused when they hold the expected count; BENCH_FRESH=1
 * reseeds. BENCH_LISTINGS changes the size, BENCH_DATABASE_URL the Postgres database and
 * BENCH_PGLITE_DIR the PGlite folder (a helper's own copies). A kept database gets the pending
 * migrations applied, so an index added later is measured without seeding again.
 */
export const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
export const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/pfr_bench_stays";
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR ?? path.join(os.tmpdir(), "pfr-bench-stays-pglite");
export const PG_MEDIA_DIR = path.join(os.tmpdir(), "pfr-bench-stays-pg");
const RUNS = 25;

function seed(env: Record<string, string>, listings = LISTINGS) {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [
      "--experimental-transform-types",
      "--no-warnings",
      "db/seed/run.ts",
      "--bulk",
      "--listings",
      String(listings),
    ],
    // The seeder's step times go to stderr, shown as it runs.
    { env: { ...process.env, ...env, LOG_LEVEL: "warn" }, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (result.status !== 0) throw new Error(`seeding failed (${result.status})`);
  return (performance.now() - started) / 1000;
}

async function listingCount(handle: DatabaseHandle) {
  try {
    const [row] = await handle.sql.query<{ n: number }>("select count(*)::int as n from listings");
    return row?.n ?? 0;
  } catch {
    return 0;
  }
}

export async function preparePostgres(url = PG_URL, listings = LISTINGS, mediaDir = PG_MEDIA_DIR) {
  const admin = new pg.Client({ connectionString: new URL("/postgres", url).toString() });
  await admin.connect();
  const name = new URL(url).pathname.slice(1);
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount;
  let handle = exists ? postgresHandle(url, 4) : undefined;
  let seeded = "reused";
  if (!handle || process.env.BENCH_FRESH || (await listingCount(handle)) !== listings) {
    await handle?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    fs.rmSync(mediaDir, { recursive: true, force: true });
    seeded = `seeded in ${seed({ DATABASE_URL: url, DATA_DIR: mediaDir }, listings).toFixed(0)} s`;
    handle = postgresHandle(url, 4);
  } else {
    const applied = await applyMigrations(handle.sql);
    if (applied.length) seeded += `, migrated: ${applied.join(", ")}`;
  }
  await admin.end();
  return { handle, seeded };
}

async function preparePglite() {
  let seeded = "reused";
  if (fs.existsSync(PGLITE_DIR) && !process.env.BENCH_FRESH) {
    const handle = pgliteHandle(await createPglite(path.join(PGLITE_DIR, "pglite")));
    const count = await listingCount(handle);
    if (count === LISTINGS) {
      const applied = await applyMigrations(handle.sql);
      if (applied.length) seeded += `, migrated: ${applied.join(", ")}`;
      return { handle, seeded };
    }
    await handle.close();
  }
  fs.rmSync(PGLITE_DIR, { recursive: true, force: true });
  seeded = `seeded in ${seed({ DATA_DIR: PGLITE_DIR, DATABASE_URL: "" }).toFixed(0)} s`;
  return { handle: pgliteHandle(await createPglite(path.join(PGLITE_DIR, "pglite"))), seeded };
}

/** The three searches of the issue, with dates that move each run (no result caching). */
export function searches(today: string) {
  const at = (i: number) => addDays(today, 20 + (i % 60));
  return [
    {
      name: "city + dates + 2 dogs",
      query: (i: number) => `where=Austin&checkIn=${at(i)}&checkOut=${addDays(at(i), 7)}&pets=2&species=dog`,
    },
    {
      name: "dates only, whole catalogue",
      query: (i: number) => `checkIn=${at(i)}&checkOut=${addDays(at(i), 5)}`,
    },
    { name: "sorted by price", query: (i: number) => `sort=price_asc${i % 2 ? "&species=cat" : ""}` },
    // The pet filter (the fit check in SQL), by anyone and by saved pets.
    {
      name: "pets: a 38 kg dog and a cat + dates",
      query: (i: number) =>
        `checkIn=${at(i)}&checkOut=${addDays(at(i), 7)}&species=dog&species=cat&pets=2&weight=38&weightUnit=kg`,
    },
    {
      name: "pets: saved Max (Labrador, 38 kg) and Luna (cat), on request too",
      query: (i: number) => `checkIn=${at(i)}&checkOut=${addDays(at(i), 7)}&onRequest=1`,
      pets: SAVED_PETS,
    },
  ];
}

/** Saved pets as the search reads them (their breeds are checked too). */
const SAVED_PETS: FitPet[] = [
  { name: "Max", species: "dog", breed: "Labrador Retriever", weightLb: 83.78 },
  { name: "Luna", species: "cat", breed: "Siamese", weightLb: 9 },
];

/** How Postgres runs the pet filter over every stay (EXPLAIN ANALYZE): which indexes serve it. */
export async function explainPetSearch(handle: DatabaseHandle) {
  const condition = petFitCondition(criteriaOf(SAVED_PETS), false)!;
  const result = (await handle.db.execute(
    sql`explain (analyze, costs off, timing off, summary on) select l.id from listings l join pet_policies p on p.listing_id = l.id
        where l.status = 'published' and ${condition} order by l.rating_avg desc, l.rating_count desc, l.id limit 24`,
  )) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((r) => `  ${Object.values(r)[0]}`);
}

/**
 * The database, answering each query with its plan (EXPLAIN ANALYZE) next to running it:
 * a search run through it leaves every statement it sent in `plans`.
 */
function explaining(db: Database, plans: string[]): Database {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== "execute") return Reflect.get(target, key, receiver) as unknown;
      return async (query: SQL) => {
        const explained = (await target.execute(
          sql`explain (analyze, costs off, timing off, summary on) ${query}`,
        )) as unknown as { rows: Record<string, string>[] };
        plans.push(...explained.rows.map((r) => `    ${Object.values(r)[0]}`), "");
        return target.execute(query);
      };
    },
  });
}

export async function timeSearches(
  handle: DatabaseHandle,
  label: string,
  withPlans = false,
  only?: (name: string) => boolean,
) {
  const lines: string[] = [];
  const today = todayIn("UTC");
  for (const search of searches(today).filter((s) => !only || only(s.name))) {
    const samples: number[] = [];
    let total = 0;
    for (let i = -3; i < RUNS; i++) {
      const { filters } = parseSearchFilters(new URLSearchParams(search.query(i + 3)), today);
      const started = performance.now();
      const result = await searchStays(handle.db, filters, new Date(), "pets" in search ? search.pets : []);
      if (i >= 0) samples.push(performance.now() - started);
      total = result.total;
    }
    const s = stats(samples);
    lines.push(
      `${label}, ${search.name}: median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (${RUNS} runs, ${total.toLocaleString("en-US")}${total >= 1000 ? "+" : ""} matches, page of 24 with count)`,
    );
    if (withPlans) {
      // Each statement the search sends, as the database ran it (the last timed run's filters).
      const plans: string[] = [];
      const { filters } = parseSearchFilters(new URLSearchParams(search.query(RUNS + 2)), today);
      await searchStays(
        explaining(handle.db, plans),
        filters,
        new Date(),
        "pets" in search ? search.pets : [],
      );
      lines.push(`  its plans:`, ...plans.filter(Boolean));
    }
  }
  return lines;
}

/**
 * Untimed rounds of every search before the timed one: the figures are a running server's, not
 * its first searches after opening the database. Both databases get the same rounds; PGlite needs
 * them more (decision 2700: its first round ran 1.5–3× slower, V8 still compiling and optimising
 * its WASM and the driver's JavaScript). The first round's medians are printed too.
 */
const WARM_UP_ROUNDS = 3;

export async function warmTimings(
  handle: DatabaseHandle,
  label: string,
  withPlans: boolean,
  only?: (name: string) => boolean,
) {
  const first = await timeSearches(handle, label, false, only);
  for (let round = 1; round < WARM_UP_ROUNDS; round++) await timeSearches(handle, label, false, only);
  const medians = first.map((line) => /median ([\d.]+ ms)/.exec(line)?.[1]).join(" / ");
  return [
    `${label}, first round after opening (cold, the bench's figures before decision 2700): medians ${medians}`,
    ...(await timeSearches(handle, label, withPlans, only)),
  ];
}

export async function benchStays() {
  const lines: string[] = [
    `machine: ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at start (shared machines skew every figure below)`,
  ];
  const pgDb = await preparePostgres();
  lines.push(
    `Postgres: ${LISTINGS.toLocaleString("en-US")} listings with bookings and blocks (${pgDb.seeded})`,
  );
  lines.push(...(await warmTimings(pgDb.handle, "Postgres", true)));
  lines.push("Postgres, the pet filter's plan:", ...(await explainPetSearch(pgDb.handle)));
  await pgDb.handle.close();

  const lite = await preparePglite();
  lines.push(`PGlite: ${LISTINGS.toLocaleString("en-US")} listings (${lite.seeded})`);
  lines.push(...(await warmTimings(lite.handle, "PGlite", process.env.BENCH_PLANS === "all")));
  await lite.handle.close();

  return lines;
}
