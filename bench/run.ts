// `npm run bench`: measures what DESIGN.md budgets (page weight, start time, …)
// against the production build. Never part of `npm test`.
import { execSync } from "node:child_process";
import fs from "node:fs";
import { benchFrame } from "./frame.ts";
import { benchBookings } from "./bookings.ts";
import { benchStays } from "./stays.ts";

if (!fs.existsSync("build/server/index.js") || process.argv.includes("--build")) {
  execSync("npm run build", { stdio: "inherit" });
}

const suites: [string, () => Promise<string[]>][] = [
  ["Frame: page weight and start time", benchFrame],
  ["Stays: search at 100,000 listings, requests per second, page weight", benchStays],
  ["Bookings: creation throughput and contention on Postgres", benchBookings],
];
const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice(7);

for (const [name, run] of suites) {
  if (only && !name.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n## ${name}`);
  for (const line of await run()) console.log(`- ${line}`);
}
fs.rmSync("bench-data", { recursive: true, force: true });
