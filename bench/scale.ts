import os from "node:os";
import path from "node:path";
import { machineLine } from "./lib.ts";
import { preparePostgres, warmTimings } from "./stays.ts";
import { reportTarget } from "./targets.ts";

/**
 * Scale ×10 (issue 40): the searches at `--stays N` listings on Postgres (1,000,000 in the
 * issue), seeded by the bulk seeder into a database of its own (BENCH_SCALE_DATABASE_URL), kept
 * between runs like the 100,000-stay one. Optional: `npm run bench -- --stays 1000000` (never in
 * CI; seeding takes minutes, decision 4021). Target: city + dates + 2 dogs, p95 ≤ 30 ms.
 */
export const SCALE_URL =
  process.env.BENCH_SCALE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/pfr_bench_stays_scale";
const SCALE_MEDIA_DIR = path.join(os.tmpdir(), "pfr-bench-stays-scale");
export const SCALE_TARGET_MS = 30;

/** `--stays N` or `--stays=N` (1,000 to 1,000,000, what the seeder takes), else undefined. */
export function scaleStays(argv = process.argv): number | undefined {
  const at = argv.findIndex((arg) => arg === "--stays" || arg.startsWith("--stays="));
  if (at < 0) return undefined;
  const text = argv[at]!.includes("=") ? argv[at]!.slice("--stays=".length) : argv[at + 1];
  const n = Number(text?.replaceAll(/[,_]/g, ""));
  if (!Number.isInteger(n) || n < 1000 || n > 1_000_000)
    throw new Error(`--stays takes a number of stays from 1,000 to 1,000,000, not ${text ?? "nothing"}`);
  return n;
}

const CITY_SEARCH = "city + dates + 2 dogs";

export async function benchScale() {
  const listings = scaleStays();
  if (!listings) return ["not run: add --stays 1000000 (optional, not in CI)"];
  const lines = [machineLine()];
  const db = await preparePostgres(SCALE_URL, listings, SCALE_MEDIA_DIR);
  lines.push(
    `Postgres: ${listings.toLocaleString("en-US")} listings with bookings and blocks (${db.seeded})`,
  );
  try {
    const timings = await warmTimings(db.handle, "Postgres", true);
    lines.push(...timings);
    const city = timings.find((line) => line.startsWith(`Postgres, ${CITY_SEARCH}:`));
    const p95 = Number(/p95 ([\d.]+) ms/.exec(city ?? "")?.[1]);
    if (listings === 1_000_000 && Number.isFinite(p95))
      reportTarget(
        "scale",
        `p95 ${p95.toFixed(1)} ms, load ${os.loadavg()[0]!.toFixed(1)}`,
        p95 <= SCALE_TARGET_MS,
      );
    lines.push(
      `${CITY_SEARCH} at ${listings.toLocaleString("en-US")} stays: p95 ${p95.toFixed(1)} ms (target ≤ ${SCALE_TARGET_MS} ms at 1,000,000: ${p95 <= SCALE_TARGET_MS ? "met" : "NOT met"})`,
    );
  } finally {
    await db.handle.close();
  }
  return lines;
}
