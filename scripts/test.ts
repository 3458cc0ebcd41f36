// `npm test`: every check the project has, in stages, each with its clock and its budget.
//
//   typecheck, lint and the production build, side by side (each is mostly one core);
//   unit and integration tests on PGlite, then on the Postgres server (TEST_DATABASE_URL);
//   browser tests on PGlite, then the database-bound ones (@postgres) on the Postgres server.
//
// Budgets are reference seconds on an idle 2-core machine of CI's kind, scaled by a machine factor
// the CPU yardstick measures first (a slow or busy machine gets proportionally more time, a heavier
// suite does not). A stage over its budget is named in a warning with its slowest parts; a failed
// stage stops the run. The table is printed at the end, failed or not (README, "Tests").
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { median, YARDSTICK_SIZE } from "./yardstick.ts";

/** The yardstick's median on an idle machine of CI's kind (two processes at once), in ms. */
const REFERENCE_YARDSTICK_MS = 90;
/** The whole run, install included, on an idle machine of CI's kind (DEVELOPERS.md: 20 minutes). */
const TOTAL_BUDGET_S = 1200;
/** Past this, a browser leg is not started: CI's hard limit is 90 minutes. */
const LATEST_LEG_START_S = 70 * 60;

interface StageTime {
  name: string;
  seconds: number;
  budget?: number;
  /** The slowest parts, named when the stage is over its budget. */
  note?: string;
  /** Ran beside others: its time is inside its group's row, not added to the total again. */
  inGroup?: boolean;
  failed?: boolean;
}

const started = performance.now();
const elapsed = () => (performance.now() - started) / 1000;
const times: StageTime[] = [];
const warnings: string[] = [];
let factor = 1;
let yardstickLine = "";

/** Stages timed before `npm test` started (.ci/run: system packages, npm install): "name=seconds;…". */
function earlierStages(): StageTime[] {
  return (process.env.CI_STAGE_TIMES ?? "")
    .split(";")
    .filter(Boolean)
    .map((entry) => {
      const [name, seconds, budget] = entry.split("=");
      return { name: `${name} (.ci/run)`, seconds: Number(seconds), budget: Number(budget) || undefined };
    });
}

/**
 * Runs a command; its output goes to ours as it comes, or, when `quiet` (commands run side by side),
 * at the end: all of it when it failed, its last line when it passed.
 */
function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; quiet?: string } = {}) {
  return new Promise<{ ok: boolean; seconds: number }>((resolve) => {
    const t0 = performance.now();
    const child = spawn(command, args, {
      env: options.env ?? process.env,
      stdio: options.quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      if (options.quiet) {
        const shown = code === 0 ? (output.trim().split("\n").at(-1) ?? "") : output;
        process.stdout.write(`\n--- ${options.quiet}: ${code === 0 ? "passed" : "FAILED"} ---\n${shown}\n`);
      }
      resolve({ ok: code === 0, seconds: (performance.now() - t0) / 1000 });
    });
  });
}

const npm = (script: string, extra: string[] = [], env?: NodeJS.ProcessEnv, quiet?: string) =>
  run("npm", ["run", "--silent", script, ...(extra.length ? ["--", ...extra] : [])], { env, quiet });

function record(stage: StageTime) {
  times.push(stage);
  const limit = stage.budget === undefined ? undefined : stage.budget * factor;
  if (limit !== undefined && stage.seconds > limit) {
    warnings.push(
      `WARNING: stage "${stage.name}" took ${stage.seconds.toFixed(0)} s, over its budget of ` +
        `${limit.toFixed(0)} s (${stage.budget} s × machine factor ${factor.toFixed(2)}).` +
        (stage.note ? `\n  Slowest: ${stage.note}` : "") +
        '\n  Make it cheaper or move checks down a level before adding more (README, "Tests").',
    );
  }
}

async function measureMachine() {
  const one = () =>
    new Promise<number[]>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(import.meta.dirname, "yardstick.ts"), "5"], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      let out = "";
      child.stdout.on("data", (chunk) => (out += chunk));
      child.on("close", (code) =>
        code === 0 ? resolve(JSON.parse(out)) : reject(new Error("yardstick failed")),
      );
    });
  // Both cores at once: a machine whose cores are shared or throttled shows it.
  const samples = (await Promise.all([one(), one()])).flat();
  const ms = median(samples);
  factor = Math.max(1, ms / REFERENCE_YARDSTICK_MS);
  yardstickLine =
    `CPU yardstick: gzip of ${YARDSTICK_SIZE} of text in ${ms.toFixed(0)} ms (median of ${samples.length}, ` +
    `two processes at once; reference ${REFERENCE_YARDSTICK_MS} ms) → machine factor ${factor.toFixed(2)}`;
  console.log(yardstickLine);
}

function printTable(outcome: string) {
  const all = [...earlierStages(), ...times];
  const total = all.reduce((sum, s) => sum + (s.inGroup ? 0 : s.seconds), 0);
  const rows = all.map((s) => [
    s.inGroup ? `  ${s.name}` : s.name,
    s.seconds.toFixed(0),
    s.budget === undefined ? "" : (s.budget * factor).toFixed(0),
    s.failed ? "FAILED" : s.budget !== undefined && s.seconds > s.budget * factor ? "OVER" : "",
  ]);
  rows.push([
    "total",
    total.toFixed(0),
    (TOTAL_BUDGET_S * factor).toFixed(0),
    total > TOTAL_BUDGET_S * factor ? "OVER" : "",
  ]);
  const width = Math.max(...rows.map((r) => r[0]!.length));
  console.log(`\n=== Stage times (${outcome}) ===`);
  console.log(`${"stage".padEnd(width)}  seconds  budget`);
  for (const [name, seconds, budget, mark] of rows)
    console.log(`${name!.padEnd(width)}  ${seconds!.padStart(7)}  ${budget!.padStart(6)}  ${mark}`);
  if (yardstickLine) console.log(yardstickLine);
  if (total > TOTAL_BUDGET_S * factor)
    warnings.push(
      `WARNING: the whole run took ${total.toFixed(0)} s, over its budget of ${(TOTAL_BUDGET_S * factor).toFixed(0)} s.`,
    );
  for (const warning of warnings) console.log(`\n${warning}`);
}

function fail(stage: string): never {
  printTable(`failed in "${stage}"`);
  process.exit(1);
}

/** The slowest test files of a vitest run (its JSON report), for a stage's warning. */
function slowestVitestFiles(report: string) {
  try {
    const results = JSON.parse(fs.readFileSync(report, "utf8")) as {
      testResults: { name: string; startTime: number; endTime: number }[];
    };
    return results.testResults
      .map((r) => ({ file: path.relative(process.cwd(), r.name), s: (r.endTime - r.startTime) / 1000 }))
      .sort((a, b) => b.s - a.s)
      .slice(0, 5)
      .map((r) => `${r.file} ${r.s.toFixed(0)} s`)
      .join(", ");
  } catch {
    return undefined;
  }
}

/** The slowest specs of a browser leg (tests/e2e/budget-reporter.ts writes them). */
function slowestSpecs(leg: string) {
  try {
    const timings = JSON.parse(fs.readFileSync(`test-results/e2e-timings-${leg}.json`, "utf8")) as {
      specs: Record<string, { seconds: number }>;
    };
    return Object.entries(timings.specs)
      .slice(0, 5)
      .map(([spec, t]) => `${spec} ${t.seconds.toFixed(0)} test-s`)
      .join(", ");
  } catch {
    return undefined;
  }
}

/** Test files that run on the databases (the others are pure and ran with PGlite's stage). */
function databaseTestFiles() {
  const roots = ["app", "db", "server", "tests/integration", "tests/fuzz", "bench"];
  const files: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.test\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(full, "utf8");
        if (/describeWithPlatform\(|describeEachDatabase\(|databaseKinds|TEST_DATABASE_URL/.test(text))
          files.push(full);
      }
    }
  };
  for (const root of roots) if (fs.existsSync(root)) visit(root);
  return files;
}

const withoutDatabase = (env: NodeJS.ProcessEnv) => {
  const copy = { ...env };
  delete copy.DATABASE_URL;
  return copy;
};

// ---------------------------------------------------------------------------------------------

await measureMachine();
const postgresUrl = process.env.TEST_DATABASE_URL;
fs.mkdirSync("test-results", { recursive: true });

// 1. Static checks and the build, side by side. Route types first: both tsc and the build read them.
{
  const t0 = performance.now();
  const typegen = await run("npx", ["react-router", "typegen"], { quiet: "react-router typegen" });
  if (!typegen.ok) fail("typecheck");
  const [typecheck, lint, build] = await Promise.all([
    run("npx", ["tsc", "-b"], { quiet: "typecheck (tsc -b)" }),
    npm("lint", [], undefined, "lint (eslint, prettier)"),
    // Built once for both browser legs, with the browser tests' demo data in its database snapshot.
    npm(
      "build",
      [],
      { ...withoutDatabase(process.env), SEED_LISTINGS: process.env.E2E_SEED_LISTINGS ?? "60" },
      "build",
    ),
  ]);
  record({
    name: "typecheck, lint and build, side by side",
    seconds: (performance.now() - t0) / 1000,
    budget: 120,
  });
  // Each beside the others: their own times are shown, the group's budget is the one that counts.
  record({
    name: "typecheck",
    seconds: typegen.seconds + typecheck.seconds,
    failed: !typecheck.ok,
    inGroup: true,
  });
  record({ name: "lint", seconds: lint.seconds, failed: !lint.ok, inGroup: true });
  record({
    name: "build (once, for both browser legs)",
    seconds: build.seconds,
    failed: !build.ok,
    inGroup: true,
  });
  if (!typecheck.ok) fail("typecheck");
  if (!lint.ok) fail("lint");
  if (!build.ok) fail("build");
}

// 2. Unit and integration tests, one stage per database.
for (const kind of ["pglite", "postgres"] as const) {
  const name = `vitest, ${kind === "pglite" ? "PGlite (and the pure unit tests)" : "Postgres"}`;
  if (kind === "postgres" && !postgresUrl) {
    console.log("\nvitest on Postgres: skipped (TEST_DATABASE_URL is not set).");
    continue;
  }
  const report = `test-results/vitest-${kind}.json`;
  const files = kind === "postgres" ? databaseTestFiles() : [];
  const result = await run(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...files],
    { env: { ...process.env, TEST_DATABASES: kind } },
  );
  record({
    name,
    seconds: result.seconds,
    budget: kind === "pglite" ? 150 : 90,
    failed: !result.ok,
    note: slowestVitestFiles(report),
  });
  if (!result.ok) fail(name);
}

// 3. Browser tests on the prebuilt site: all of them on PGlite, the database-bound ones on Postgres.
const browserEnv = {
  ...withoutDatabase(process.env),
  E2E_PREBUILT: "1",
  CI_MACHINE_FACTOR: factor.toFixed(2),
};
for (const kind of ["pglite", "postgres"] as const) {
  const name = `browser tests, ${kind === "pglite" ? "PGlite (all)" : "Postgres (@postgres)"}`;
  if (elapsed() > LATEST_LEG_START_S) {
    warnings.push(`WARNING: "${name}" not started: ${Math.round(elapsed() / 60)} minutes have passed.`);
    fail(name);
  }
  let env: NodeJS.ProcessEnv = browserEnv;
  const extra: string[] = [];
  if (kind === "postgres") {
    if (!postgresUrl && !process.env.E2E_DATABASE_URL) {
      console.log("\nBrowser tests on Postgres: skipped (TEST_DATABASE_URL is not set).");
      continue;
    }
    const url = process.env.E2E_DATABASE_URL ?? (await freshDatabase(postgresUrl!, "pfr_e2e"));
    env = {
      ...browserEnv,
      E2E_DATABASE_URL: url,
      E2E_PORT: "3211",
      E2E_DATA_DIR: "test-results/e2e-data-pg",
    };
    // The behaviour the database itself decides: concurrent bookings and the exclusion constraint,
    // two server processes on one database (sessions, LISTEN/NOTIFY, shared rate limits, the booking
    // race), hostile input meeting Postgres' own errors. Everything else is proven on both databases
    // by the integration tests, and the pages draw the same either way (README, "Tests").
    extra.push("--grep", "@postgres");
  }
  const result = await npm("test:e2e", extra, env);
  record({
    name,
    seconds: result.seconds,
    budget: kind === "pglite" ? 600 : 150,
    failed: !result.ok,
    note: slowestSpecs(kind),
  });
  if (!result.ok) fail(name);
}

printTable("passed");

/** A new, empty database `name` on the server of `url` (dropped first if a run left it). */
async function freshDatabase(url: string, name: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
