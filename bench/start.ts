import fs from "node:fs";
import { SNAPSHOT_DIR } from "../app/platform/db-snapshot.server.ts";
import { todayIn } from "../app/shared/dates.ts";
import { demoServer, restartDemoServer } from "./demo.ts";
import { machineLine } from "./lib.ts";
import { reportTarget } from "./targets.ts";

/** How this build's server makes a new data folder's database (decision 2300). */
function newFolderSource() {
  try {
    const manifest = JSON.parse(fs.readFileSync(`${SNAPSHOT_DIR}/manifest.json`, "utf8")) as {
      demo?: { listings: number; day: string };
    };
    return manifest.demo?.listings === 300 && manifest.demo.day === todayIn()
      ? "the demo snapshot made by `npm run build` restored (migrated, 300 stays for today)"
      : "the migrated snapshot made by `npm run build` restored, demo data seeded on start";
  } catch {
    return "no snapshot: migrations and the default demo data made on start";
  }
}

/**
 * Cold start: from spawning `node server.ts` to the first 200 of `/`, on a
 * new data folder (PGlite created, migrations, the default demo stays and articles
 * with their illustrations, or the build's snapshot of them) and then on that existing folder.
 * Targets 3 s and 1.5 s.
 */
export async function benchStart() {
  const lines = [machineLine()];
  const source = newFolderSource();
  const { coldMs } = await demoServer();
  lines.push(
    `new data folder: ${(coldMs / 1000).toFixed(2)} s to the first 200 of / (target ≤ 3 s: ${coldMs <= 3000 ? "met" : "NOT met"}; ${source})`,
  );
  const warm: number[] = [];
  for (let i = 0; i < 3; i++) warm.push((await restartDemoServer()).readyMs);
  const best = Math.min(...warm);
  reportTarget(
    "coldStart",
    `${(coldMs / 1000).toFixed(2)} s / ${(best / 1000).toFixed(2)} s (best of 3)`,
    coldMs <= 3000 && best <= 1500,
  );
  lines.push(
    `existing data folder: ${warm.map((ms) => (ms / 1000).toFixed(2)).join(" s, ")} s over 3 starts, best ${(best / 1000).toFixed(2)} s (target ≤ 1.5 s: ${best <= 1500 ? "met" : "NOT met"})`,
  );
  return lines;
}
