// `npm run fuzz [-- --seed S --count N --only I,J --postgres URL --concurrency C --base-url URL --data-dir DIR]`
// Sends generated hostile requests to every action and API of the site (tests/fuzz/),
// on PGlite and (with FUZZ_DATABASE_URL or --postgres) on a PostgreSQL server, then
// prints the answers by status and every 5xx; exits 1 on any 5xx, IDOR or dropped connection.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { formatResult, groupFailures, prepare, run, type RunResult } from "../tests/fuzz/run.ts";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    seed: { type: "string", default: "1" },
    count: { type: "string", default: "10000" },
    only: { type: "string" },
    postgres: { type: "string" },
    concurrency: { type: "string", default: "8" },
    "base-url": { type: "string" },
    "data-dir": { type: "string" },
    "no-replay": { type: "boolean", default: false },
  },
});
const seed = Number(args.seed);
const count = Number(args.count);
const only = args.only?.split(",").map(Number);
const concurrency = Number(args.concurrency);
const postgresUrl = args.postgres ?? process.env.FUZZ_DATABASE_URL;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function buildIfNeeded() {
  const built = path.join(root, "build/server/index.js");
  const sources = Math.max(
    newestMtime(path.join(root, "app")),
    newestMtime(path.join(root, "server")),
    ...["react-router.config.ts", "vite.config.ts", "package.json"].map(
      (f) => fs.statSync(path.join(root, f)).mtimeMs,
    ),
  );
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources) return;
  console.log("Building the site (build/ is missing or older than the sources)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

interface Server {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the server wrote to stderr so far. */
  stderr: () => string;
  stop: () => Promise<void>;
}

async function startServer(databaseUrl?: string): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pfr-fuzz-"));
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      SEED_LISTINGS: "20",
      TEST_HOOKS: "1",
      // The runner spreads its fake clients over X-Forwarded-For addresses (rate limits per address).
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "error",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: "" }),
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  let exited = false;
  child.on("exit", () => (exited = true));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`the server exited while starting:\n${stderr}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer /healthz in 120 s:\n${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    dataDir,
    child,
    stderr: () => stderr,
    stop: async () => {
      if (!exited) {
        const gone = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await gone;
        clearTimeout(timer);
      }
      fs.writeFileSync(path.join(dataDir, "server-stderr.log"), stderr);
    },
  };
}

/** The server's error lines (JSON log lines and stack traces' first lines) written since `from`. */
function serverSaid(text: string) {
  const lines = text
    // eslint-disable-next-line no-control-regex -- ANSI colour codes in Better Auth's log lines
    .replace(/\x1b\[[0-9;]*m/g, "")
    .split("\n")
    .filter((l) => l.trim() && !/^\s+at |^\s*[{}]\s*$|WARN.*\[Better Auth\]|^\s+\.\.\. \d+ lines/.test(l));
  const errors = lines.filter((l) => /Error|cause|"level":"error"/.test(l));
  return (errors.length ? errors : lines)
    .slice(0, 5)
    .map((l) =>
      l
        .trim()
        .replace(/^(DrizzleQueryError: Failed query: .{0,80}).*/, "$1…")
        .slice(0, 300),
    )
    .join("\n        ");
}

async function fuzzOne(label: string, databaseUrl?: string): Promise<RunResult> {
  console.log(`\n=== ${label} ===`);
  let server: Server | null = null;
  let baseUrl = args["base-url"];
  let dataDir = args["data-dir"] ?? "";
  if (!baseUrl) {
    server = await startServer(databaseUrl);
    baseUrl = server.url;
    dataDir = server.dataDir;
    console.log(`server on ${baseUrl}, data in ${dataDir}`);
  }
  try {
    const prepared = await prepare(baseUrl, dataDir);
    const result = await run(
      { baseUrl, dataDir, seed, count, only, concurrency: only ? 1 : concurrency, log: console.log },
      prepared,
    );
    console.log(formatResult(result, `${label}: `));
    // Replays one case of each failure group alone, to show what the server logged for it.
    if (server && result.failures.length && !args["no-replay"]) {
      console.log(`\n  What the server logged, one case of each group replayed alone:`);
      for (const group of groupFailures(result.failures).slice(0, 60)) {
        const f = group[0]!;
        const before = server.stderr().length;
        const again = await run(
          { baseUrl, dataDir, seed, count: 0, only: [f.index], concurrency: 1 },
          prepared,
        );
        await new Promise((r) => setTimeout(r, 150));
        const said = serverSaid(server.stderr().slice(before));
        console.log(
          `  #${f.index} ${f.method} ${f.endpoint} → ${Object.keys(again.counts).join(",")}\n        ${said || "(nothing logged)"}`,
        );
      }
    }
    if (server) console.log(`  server log: ${path.join(dataDir, "server-stderr.log")}`);
    return result;
  } finally {
    await server?.stop();
  }
}

buildIfNeeded();
const results: RunResult[] = [];
results.push(await fuzzOne("PGlite"));
if (postgresUrl && !args["base-url"]) {
  // A database of our own on that server, dropped afterwards (like .ci/run does for e2e).
  const name = `pfr_fuzz_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    results.push(await fuzzOne(`PostgreSQL (${name})`, url.toString()));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const failed = results.reduce((n, r) => n + r.failures.length, 0);
console.log(
  failed ? `\nFAILED: ${failed} failures (5xx, IDOR or dropped connections).` : "\nNo 5xx, no IDOR.",
);
process.exit(failed ? 1 : 0);
