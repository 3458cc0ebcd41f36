import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

/** Browser tests run Debian's Chromium against the production build on a fresh data folder. */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace (every step's DOM) and a screenshot. The trace's screencast is
    // left out: recording every frame of every passing test cost 10-20% of the suite's time.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
    command: `rm -rf ${dataDir} && npm run build && node server.ts`,
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
      // tests/e2e/users.ts STAFF_DOMAIN: who reviews reported messages.
      STAFF_EMAILS: "@staff.example.com",
      // The tests give each browser its own X-Forwarded-For address (tests/e2e/users.ts randomIp)
      // so per-address rate limits do not add up across tests: believe it from this machine.
      TRUST_PROXY: "loopback",
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
