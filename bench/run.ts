// `npm run bench`: measures what DESIGN.md and the README budget against the production
// build. Never part of `npm test`. Every part runs unless told:
//   npm run bench -- --only=pages,js      just those parts
//   npm run bench -- --skip=stays         all but those
//   npm run bench -- --build              rebuild first
//   npm run bench -- --stays 1000000      also the searches at that many stays (part `scale`)
// Parts: start (cold start), js (JavaScript budget), lighthouse, pages (requests/s
// against a bare React Router page), stays (searches at 100,000 listings), scale (only with
// --stays), bookings, feeds (/healthz while a hostile iCal feed is imported).
// The run ends with issue 40's Targets table: every row, measured or why not (bench/targets.ts).
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { benchBookings } from "./bookings.ts";
import { stopDemoServer } from "./demo.ts";
import { benchFeeds } from "./feeds.ts";
import { cpuYardstick, selectedParts } from "./lib.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { benchPages } from "./pages.ts";
import { benchScale, scaleStays } from "./scale.ts";
import { benchStart } from "./start.ts";
import { benchStays } from "./stays.ts";
import { targetLines } from "./targets.ts";
import { benchWeight } from "./weight.ts";

const parts: [string, string, () => Promise<string[]>][] = [
  ["start", "Cold start: spawn to the first page", benchStart],
  ["js", "JavaScript budget: gzipped scripts each public page loads", benchWeight],
  ["lighthouse", "Lighthouse (mobile) against a trivial static page", benchLighthouse],
  ["pages", "Page throughput against a bare React Router page (Postgres, 100,000 stays)", benchPages],
  ["stays", "Stays: search at 100,000 listings", benchStays],
  ["scale", "Scale: search at --stays listings (Postgres)", benchScale],
  ["bookings", "Bookings: creation throughput and contention on Postgres", benchBookings],
  ["feeds", "Feed cost: /healthz while a hostile 1 MB iCal feed is imported", benchFeeds],
];
// The scale part runs only when asked for with --stays (seeding 1,000,000 stays takes minutes).
const stays = scaleStays();
const chosen = selectedParts(parts.map(([key]) => key)).filter((key) => key !== "scale" || stays);

if (!fs.existsSync("build/server/index.js") || process.argv.includes("--build")) {
  execSync("npm run build", { stdio: "inherit" });
}

console.log(`# npm run bench (${new Date().toISOString()}, parts: ${chosen.join(", ")})`);
const yardstick = cpuYardstick();
console.log(yardstick);
try {
  for (const [key, name, run] of parts) {
    if (!chosen.includes(key)) continue;
    const started = performance.now();
    console.log(`\n## ${name}`);
    for (const line of await run()) console.log(`- ${line}`);
    console.log(`(${key}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  console.log(`\n## Targets (issue 40; load average ${os.loadavg()[0]!.toFixed(1)} at the end)`);
  for (const line of targetLines(yardstick, chosen)) console.log(line);
} finally {
  await stopDemoServer();
  fs.rmSync("bench-data", { recursive: true, force: true });
}
