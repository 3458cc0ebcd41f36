import { freshDir, kB, pageWeight, startServer } from "./lib.ts";

/** Page weight of the public pages and the server's cold start (fresh data folder, then warm). */
export async function benchFrame() {
  const dataDir = freshDir("bench-data/frame");
  const cold = await startServer({ port: 3390, dataDir, env: { SEED_LISTINGS: "0" } });
  const lines: string[] = [];
  lines.push(`cold start, new data folder (create + migrate PGlite): ${cold.readyMs.toFixed(0)} ms`);
  for (const path of [
    "/",
    "/monthly-rentals-mid-term-rentals-short-term-month-to-month",
    "/blog",
    "/sign-in",
  ]) {
    const weight = await pageWeight(cold.base + path);
    const verdict = weight.jsGzipBytes <= 150 * 1024 ? "within" : "OVER";
    lines.push(
      `${path}: JS ${kB(weight.jsGzipBytes)} gzipped in ${weight.jsFiles} files (${verdict} the 150 kB budget), CSS ${kB(weight.cssGzipBytes)}, HTML ${kB(weight.htmlGzipBytes)}`,
    );
  }
  await cold.stop();
  const warm = await startServer({ port: 3390, dataDir, env: { SEED_LISTINGS: "0" } });
  lines.push(`start with an existing data folder: ${warm.readyMs.toFixed(0)} ms`);
  await warm.stop();
  return lines;
}
