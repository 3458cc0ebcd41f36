import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and integration tests (no React Router plugin: tests import modules directly).
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
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
