// Screenshots for looking at pages as a person would:
//   node scripts/screenshot.ts http://localhost:3000 / /blog ...
// Writes PNGs (light/dark × phone/desktop) to test-results/screens/.
import fs from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const out = "test-results/screens";
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const sizes = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
for (const path of paths.length ? paths : ["/"]) {
  for (const theme of ["light", "dark"]) {
    for (const [size, viewport] of Object.entries(sizes)) {
      const page = await browser.newPage({ viewport });
      await page.addInitScript((t) => localStorage.setItem("pfr-theme", t), theme);
      await page.goto(base + path, { waitUntil: "networkidle" });
      const name = `${path.replace(/[^a-z0-9]+/gi, "_") || "home"}-${theme}-${size}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: process.env.FULL === "1" });
      console.log(`${out}/${name}`);
      await page.close();
    }
  }
}
await browser.close();
