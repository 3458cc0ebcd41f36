import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { SEARCH_PATH } from "../app/site.ts";
import { Site } from "../tests/fuzz/run.ts";
import { machineLine, startServer, stats } from "./lib.ts";
import { reportTarget } from "./targets.ts";
import { LISTINGS, PG_MEDIA_DIR, PG_URL, preparePostgres } from "./stays.ts";

/**
 * Page throughput: the search and stay detail pages (and home) served by
 * the production build on Postgres with 100,000 stays, each against a bare React
 * Router page (bench/yardstick-server.ts, its own process) measured in the same run.
 * The pages are measured in rounds, each page right after the yardstick, so a load
 * that comes and goes on a shared machine skews both sides of a ratio alike.
 * Target: each page ≥ 0.6 × the yardstick's requests per second.
 */
// BENCH_PAGES_PORT (and the port after it, for the yardstick): off 3703/3701 when several
// checkouts run the bench on one machine.
const APP_PORT = Number(process.env.BENCH_PAGES_PORT) || 3703;
const YARDSTICK_PORT = Number(process.env.BENCH_PAGES_PORT) + 1 || 3701;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 8;
/** A flash message (unreadable, so taken as for this page): the page is drawn for this one visitor. */
const RENDERED_COOKIE = "pfr_flash=bench";

type CannonResult = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
};

export async function cannon(
  url: string,
  duration = SECONDS,
  headers: Record<string, string> = {},
): Promise<CannonResult> {
  const moduleName = "autocannon"; // untyped package: loaded by name
  const { default: autocannon } = (await import(moduleName)) as {
    default: (options: object) => Promise<CannonResult>;
  };
  // Compressed, as a browser asks for it: compression is part of what a page costs.
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { "accept-encoding": "gzip", ...headers },
  });
}

/** The bare React Router page (and the static page) in their own process. */
export async function startYardstick(port = YARDSTICK_PORT) {
  const child = spawn(process.execPath, ["bench/yardstick-server.ts"], {
    env: { ...process.env, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}/bare`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`yardstick server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url,
    staticUrl: `http://localhost:${port}/static`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchPages() {
  const lines = [machineLine()];
  const db = await preparePostgres();
  const [slugRow] = await db.handle.sql.query<{ slug: string }>(
    "select slug from listings where status = 'published' order by id limit 1",
  );
  await db.handle.close();
  lines.push(`Postgres: ${LISTINGS.toLocaleString("en-US")} listings (${db.seeded})`);
  const app = await startServer({
    port: APP_PORT,
    dataDir: PG_MEDIA_DIR,
    env: { DATABASE_URL: PG_URL, SEED_LISTINGS: "0" },
  });
  const yardstick = await startYardstick();
  try {
    // Each page as a visitor without cookies gets it (from the page cache, decision 2102), as a
    // signed-in visitor gets it (a real account and session on this database; decision 4010: the
    // page is the shared one), and rendered for every request, as a page drawn for one visitor is
    // (a flash message for it, or a search by one's saved pets).
    const signedIn = { cookie: (await new Site(app.base, PG_MEDIA_DIR).newAccount("bench")).cookie };
    const rendered = { cookie: RENDERED_COOKIE };
    const appPages = [
      { name: "home", url: `${app.base}/` },
      {
        name: "search page (Denver, 1 dog)",
        url: `${app.base}${SEARCH_PATH}?where=Denver&pets=1&species=dog`,
      },
      { name: "stay detail page", url: `${app.base}/hotels/detail?listing=${slugRow!.slug}` },
    ];
    const pages: { name: string; url: string; headers?: Record<string, string> }[] = [
      { name: "bare React Router page (yardstick)", url: yardstick.url },
      ...appPages.map((page) => ({ ...page, name: `${page.name}, no cookies` })),
      ...appPages.map((page) => ({ ...page, name: `${page.name}, signed in`, headers: signedIn })),
      ...appPages.map((page) => ({
        ...page,
        name: `${page.name}, rendered (drawn for one visitor)`,
        headers: rendered,
      })),
    ];
    // A short warm-up of each (JIT, connection pool, caches), not counted.
    for (const page of pages) await cannon(page.url, 2, page.headers);
    const results = new Map(
      pages.map((page) => [page.name, [] as { result: CannonResult; ratio: number }[]]),
    );
    for (let round = 0; round < ROUNDS; round++) {
      let yardstickRate = 0;
      for (const [index, page] of pages.entries()) {
        const result = await cannon(page.url, SECONDS, page.headers);
        if (index === 0) yardstickRate = result.requests.average;
        results.get(page.name)!.push({ result, ratio: result.requests.average / yardstickRate });
      }
    }
    const signedInRatios: string[] = [];
    let signedInMet = true;
    for (const [index, page] of pages.entries()) {
      const runs = results.get(page.name)!;
      const rate = median(runs.map((r) => r.result.requests.average));
      const ratio = median(runs.map((r) => r.ratio));
      if (page.headers === signedIn && !page.name.startsWith("home")) {
        signedInRatios.push(`${page.name.split(" ")[0]} ${ratio.toFixed(2)}×`);
        signedInMet &&= ratio >= 0.6;
      }
      const failed = runs.reduce((n, r) => n + r.result.non2xx + r.result.errors, 0);
      lines.push(
        `${page.name}: ${rate.toFixed(0)} requests/s, p50 ${median(runs.map((r) => r.result.latency.p50))} ms, p99 ${median(runs.map((r) => r.result.latency.p99))} ms` +
          (index === 0
            ? ""
            : `; ${ratio.toFixed(2)} × the yardstick (${runs.map((r) => r.ratio.toFixed(2)).join(", ")} by round; target ≥ 0.6: ${ratio >= 0.6 ? "met" : "NOT met"})`) +
          (failed ? `; ${failed} non-2xx or errors` : ""),
      );
    }
    reportTarget(
      "signedIn",
      `${signedInRatios.join(", ")}, load ${os.loadavg()[0]!.toFixed(1)}`,
      signedInMet,
    );
    lines.push(...(await personalRequest(app.base, signedIn.cookie)));
    lines.push(
      `(autocannon in the bench's process, gzip asked for, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per page after a 2 s warm-up; medians of the rounds; the app on Postgres, PGlite not measured here)`,
    );
  } finally {
    await yardstick.stop();
    await app.stop();
  }
  lines.push(...(await queriesPerPage(pagesOf(slugRow!.slug))));
  return lines;
}

/** Issue 40's personal parts request, built by another branch: GET /api/personal. */
const PERSONAL_PATH = "/api/personal";
const PERSONAL_CONNECTIONS = 4;

/**
 * The request a cached page makes for its personal parts (account menu, unread counts, hearts,
 * pet fit), signed in, from 4 connections at once for a few seconds: its p95 (target ≤ 10 ms).
 * Each connection sends its next request when the last one answered; every latency is kept, so
 * the p95 is exact (autocannon's histogram has p90 and p97.5, not p95).
 */
async function personalRequest(base: string, cookie: string) {
  const probe = await fetch(base + PERSONAL_PATH, { headers: { cookie } });
  await probe.arrayBuffer();
  if (probe.status === 404) {
    reportTarget("personal", `not built (${PERSONAL_PATH} answers 404)`);
    return [`personal parts request: not built (${PERSONAL_PATH} answers 404 on this branch)`];
  }
  const latencies: number[] = [];
  let failed = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: PERSONAL_CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(base + PERSONAL_PATH, {
          headers: { cookie, "accept-encoding": "gzip" },
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (!response.ok) failed++;
      }
    }),
  );
  const s = stats(latencies);
  reportTarget(
    "personal",
    `p95 ${s.p95.toFixed(1)} ms over ${latencies.length} requests, load ${os.loadavg()[0]!.toFixed(1)}`,
    s.p95 <= 10 && failed === 0,
  );
  return [
    `personal parts request (${PERSONAL_PATH}, signed in, ${PERSONAL_CONNECTIONS} connections, ${SECONDS} s): ${latencies.length} requests, p50 ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (target ≤ 10 ms: ${s.p95 <= 10 ? "met" : "NOT met"})${failed ? `; ${failed} not 2xx` : ""}`,
  ];
}

const pagesOf = (slug: string) => [
  { name: "home", path: "/" },
  { name: "search page (Denver, 1 dog)", path: `${SEARCH_PATH}?where=Denver&pets=1&species=dog` },
  { name: "stay detail page", path: `/hotels/detail?listing=${slug}` },
];

type Traced = { ms: number; text: string; values?: unknown[] };

/**
 * Where a page's time goes in the database: the server again, with every query traced
 * (bench/sql-trace.ts; not during the throughput runs, the trace costs time), one request
 * per page after a warm-up one; each page's query count and the slowest query's plan.
 */
async function queriesPerPage(pages: { name: string; path: string }[]) {
  const lines: string[] = [];
  const traceFile = path.join(os.tmpdir(), `pfr-bench-sql-${process.pid}.jsonl`);
  const app = await startServer({
    port: APP_PORT,
    dataDir: PG_MEDIA_DIR,
    env: { DATABASE_URL: PG_URL, SEED_LISTINGS: "0", SQL_TRACE_FILE: traceFile },
    nodeArgs: ["--import", "./bench/sql-trace.ts"],
  });
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    for (const page of pages) {
      // Rendered, not from the page cache.
      const rendered = { headers: { cookie: RENDERED_COOKIE } };
      await (await fetch(app.base + page.path, rendered)).arrayBuffer();
      fs.writeFileSync(traceFile, "");
      const started = performance.now();
      await (await fetch(app.base + page.path, rendered)).arrayBuffer();
      const pageMs = performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
      const traced = fs
        .readFileSync(traceFile, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Traced)
        // Reads only: the scheduled jobs' writes may land in the same window.
        .filter((query) => /^\s*select/i.test(query.text));
      const slowest = traced.sort((a, b) => b.ms - a.ms)[0];
      lines.push(
        `${page.name}, one request: ${pageMs.toFixed(0)} ms, ${traced.length} queries taking ${traced.reduce((sum, q) => sum + q.ms, 0).toFixed(0)} ms` +
          (slowest ? `; the slowest ${slowest.ms.toFixed(0)} ms: ${slowest.text.slice(0, 160)}…` : ""),
      );
      if (slowest && slowest.ms >= 20) {
        const plan = await client.query(`explain (analyze, costs off) ${slowest.text}`, slowest.values);
        lines.push(...plan.rows.map((row: Record<string, string>) => `    ${Object.values(row)[0]}`));
      }
    }
  } finally {
    await client.end();
    await app.stop();
    fs.rmSync(traceFile, { force: true });
  }
  return lines;
}
