import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { e2eDataDir, expect, test } from "./fixtures.ts";

const started: ChildProcess[] = [];
// A server left running by a failed test would answer for the next one on its port.
test.afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

async function portIsFree(port: number) {
  try {
    await fetch(`http://localhost:${port}/healthz`);
    return false;
  } catch {
    return true;
  }
}

/** Starts another server process on the built site; resolves when it answers or exits. */
function startServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: `http://localhost:${port}`,
      SEED_LISTINGS: "0",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = (async () => {
    // A fresh data folder is migrated and its blog covers rendered first: allow for a slow machine.
    for (let i = 0; i < 2400; i++) {
      if (child.exitCode !== null) return false;
      try {
        if ((await fetch(`http://localhost:${port}/healthz`)).ok) return true;
      } catch {
        /* not yet */
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  })();
  return { child, ready, exited, output: () => output };
}

test.describe("server process", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });

  test("a second server on the same data folder refuses to start, naming the holder", async () => {
    const dataDir = path.join("test-results", "e2e-lock-data");
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(await portIsFree(3292)).toBe(true);
    const first = startServer(3292, dataDir);
    expect(await first.ready).toBe(true);
    const second = startServer(3293, dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is in use by another process (pid ${first.child.pid})`);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("SIGTERM finishes the request in flight, closes the database, frees the folder and exits 0", async () => {
    const dataDir = path.join("test-results", "e2e-shutdown-data");
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(await portIsFree(3291)).toBe(true);
    const server = startServer(3291, dataDir);
    expect(await server.ready).toBe(true);
    expect(fs.existsSync(path.join(dataDir, ".lock"))).toBe(true);
    // SIGTERM as the page starts to arrive (its head sent, the rest still to come): the whole page
    // still comes. (A fixed pause after sending once let SIGTERM beat the connection itself.)
    const page = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.get("http://localhost:3291/", (response) => {
        server.child.kill("SIGTERM");
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        response.on("error", reject);
      });
      request.on("error", reject);
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain("</html>");
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, ".lock"))).toBe(false);
    // A new connection is refused once it has stopped.
    await expect(fetch("http://localhost:3291/healthz")).rejects.toThrow();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("a bad setting stops the start with a message naming it", async () => {
    const child = spawn(process.execPath, ["server.ts"], {
      env: { ...process.env, PORT: "not-a-port" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("PORT: ");
    expect(output).toContain('(got "not-a-port")');
  });
});

test("stored media are served with their type, nosniff and cache headers", async ({ request }) => {
  const dir = path.join(e2eDataDir, "media", "avatars", "e2e-user");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "1700000000000.png"), Buffer.from("89504e470d0a1a0a", "hex"));
  const ok = await request.get("/media/avatars/e2e-user/1700000000000.png");
  expect(ok.status()).toBe(200);
  expect(ok.headers()["content-type"]).toBe("image/png");
  expect(ok.headers()["x-content-type-options"]).toBe("nosniff");
  expect(ok.headers()["cache-control"]).toBe("public, max-age=3600");
  expect((await request.get("/media/avatars/e2e-user/missing.png")).status()).toBe(404);
  expect((await request.get("/media/avatars/..%2F..%2Fauth-secret")).status()).toBeGreaterThanOrEqual(400);
  expect((await request.get("/media/avatars/%2E%2E/x")).status()).toBeGreaterThanOrEqual(400);
});

test("/metrics: on the site's port only with its token, whatever the address says; without one on the private port", async ({
  request,
}) => {
  test.setTimeout(300_000);
  // The suite's server has no token: /metrics is not there, even for this machine or a forwarded one.
  expect((await request.get("/metrics")).status()).toBe(404);
  expect((await request.get("/metrics", { headers: { "x-forwarded-for": "127.0.0.1" } })).status()).toBe(404);

  const dataDir = path.join("test-results", "e2e-metrics-data");
  fs.rmSync(dataDir, { recursive: true, force: true });
  expect(await portIsFree(3294)).toBe(true);
  const token = "metrics-token-for-the-test";
  const server = startServer(3294, dataDir, { METRICS_TOKEN: token, METRICS_PORT: "3295" });
  expect(await server.ready).toBe(true);
  const site = "http://localhost:3294";
  await fetch(`${site}/`);
  // An unknown stay is sent on to the search (a redirect).
  await fetch(`${site}/hotels/detail?listing=no-such-stay`, { redirect: "manual" });
  expect((await fetch(`${site}/metrics`)).status).toBe(404);
  expect((await fetch(`${site}/metrics`, { headers: { "x-forwarded-for": "127.0.0.1" } })).status).toBe(404);
  expect(
    (await fetch(`${site}/metrics`, { headers: { authorization: "Bearer wrong-token-wrong-token" } })).status,
  ).toBe(404);
  const withToken = await fetch(`${site}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  expect(withToken.status).toBe(200);
  // The private port (127.0.0.1) needs no token, and serves nothing else.
  const response = await fetch("http://127.0.0.1:3295/metrics");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  const text = await response.text();
  expect(text).toMatch(
    /http_request_duration_seconds_count\{route="routes\/home",method="GET",status="2xx"\} \d+/,
  );
  expect(text).toMatch(
    /http_request_duration_seconds_count\{route="routes\/stays\/detail",method="GET",status="3xx"\} \d+/,
  );
  expect(text).toMatch(/^live_connections \d+$/m);
  expect((await fetch("http://127.0.0.1:3295/")).status).toBe(404);
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
