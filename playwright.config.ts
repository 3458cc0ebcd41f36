import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";
const onPostgres = Boolean(process.env.E2E_DATABASE_URL);

/**
 * The browser: Debian's headless shell (package chromium-headless-shell) when it is there, the
 * lightest build Playwright drives and the one it uses for headless runs itself (half the CPU of a
 * fresh context in full Chromium); else Debian's full Chromium; CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const browserPath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/** Browser tests run against the production build on a fresh data folder (README, "Tests"). */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: onPostgres ? "test-results/e2e-pg" : "test-results/e2e",
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // In CI a failed test runs once more, with a trace this time; passing only on the second try
  // still fails the run (a flake is a bug to find, not to hide).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  // A runaway leg stops with a report long before CI's own limit.
  globalTimeout: process.env.CI ? 30 * 60_000 : 0,
  reporter: [["list"], ["./tests/e2e/budget-reporter.ts"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps a screenshot; its retry records a trace (every step's DOM, no screencast).
    trace: { mode: "on-first-retry", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: browserPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // `npm test` builds once for both legs (E2E_PREBUILT); alone, a leg builds first.
    command: `rm -rf ${dataDir} && ${process.env.E2E_PREBUILT ? "" : "npm run build && "}node server.ts`,
    url: `http://localhost:${port}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: `http://localhost:${port}`,
      SEED_LISTINGS: process.env.E2E_SEED_LISTINGS ?? "60",
      LOG_LEVEL: "warn",
      TEST_HOOKS: "1",
      // The tests give each browser its own X-Forwarded-For address (tests/e2e/fixtures.ts's `test`)
      // so per-address limits do not add up across tests: believe it from this machine.
      TRUST_PROXY: "loopback",
      // The suite's server takes no payments (decision 3510): its specs book as the direct mode does;
      // tests/e2e/checkout.spec.ts starts a server of its own in the default mode, demo.
      PAYMENTS_MODE: "direct",
      ...(onPostgres ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
