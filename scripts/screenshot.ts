// Screenshots for looking at pages as a person would:
//   node scripts/screenshot.ts http://localhost:3000 / /blog ...
//   node scripts/screenshot.ts --sign-in=ada@example.com:password http://localhost:3000 /user/profile
//   E2E_DATA_DIR=data node scripts/screenshot.ts --new-user http://localhost:3000 /user/settings
// Writes PNGs (light/dark × phone/desktop) to test-results/screens/. FULL=1 takes whole pages.
// --locale=ar asks for a language as a browser would (Accept-Language).
// --new-user signs up, confirms through the outbox of the server's data folder
// (E2E_DATA_DIR must name it) and signs in; --sign-in uses an existing account.
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { newUser, PASSWORD, signIn } from "../tests/e2e/fixtures.ts";

const flags = process.argv.slice(2).filter((arg) => arg.startsWith("--"));
const [base = "http://localhost:3000", ...paths] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith("--"));
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

/** The cookies of a signed-in session, when asked for one. */
async function signedInState() {
  const credentials = flags.find((flag) => flag.startsWith("--sign-in="))?.slice(10);
  if (!credentials && !flags.includes("--new-user")) return undefined;
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  if (credentials) {
    const split = credentials.indexOf(":");
    await signIn(page, credentials.slice(0, split), credentials.slice(split + 1));
  } else {
    const email = await newUser(page, "screens");
    await signIn(page, email, PASSWORD);
    console.log(`signed in as ${email} (password "${PASSWORD}")`);
  }
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
  const state = await context.storageState();
  await context.close();
  return state;
}

const storageState = await signedInState();
const sizes = { desktop: { width: 1366, height: 900 }, phone: { width: 360, height: 780 } };
for (const path of paths.length ? paths : ["/"]) {
  for (const theme of ["light", "dark"]) {
    for (const [size, viewport] of Object.entries(sizes)) {
      // --locale=ar: the browser asks for that language (Accept-Language), as a visitor's would.
      const locale = flags.find((flag) => flag.startsWith("--locale="))?.slice(9);
      const context = await browser.newContext({ viewport, storageState, ...(locale ? { locale } : {}) });
      const page = await context.newPage();
      await page.addInitScript((t) => localStorage.setItem("pfr-theme", t), theme);
      await page.goto(base + path, { waitUntil: "networkidle" });
      const name = `${path.replace(/[^a-z0-9]+/gi, "_") || "home"}-${theme}-${size}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: process.env.FULL === "1" });
      console.log(`${out}/${name}`);
      await context.close();
    }
  }
}
await browser.close();
