import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and integration tests (no React Router plugin: tests import modules directly).
export default defineConfig({
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      // As in vite.config.ts: precompiled messages, formatted without the ICU parser (decision 3800).
      { find: /^use-intl\/format-message$/, replacement: "use-intl/format-message/format-only" },
    ],
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "db/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/fuzz/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    environment: "node",
    server: { deps: { inline: ["use-intl"] } },
    globalSetup: ["tests/helpers/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: PGlite instances are heavy, keep the pool small.
    maxWorkers: 2,
    // One module graph per worker, not per file: re-importing the app for each of 100+ files cost
    // more than the tests themselves. Every file still gets a database of its own; a file must not
    // leave module state behind (vitest --sequence.shuffle finds one that does).
    isolate: false,
  },
});
