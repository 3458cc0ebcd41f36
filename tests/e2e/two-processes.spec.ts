import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { e2eDataDir, expect as baseExpect, person, SITE, test, whenHydrated } from "./fixtures.ts";
import { addDays } from "../../app/shared/dates.ts";

/**
 * Two server processes on one Postgres database (the site behind a load balancer).
 * The suite's server is one; this spec starts a second on another port, with the same secret.
 * Cookies are per host, not per port, so a browser signed in on one is signed in on the other.
 * PGlite allows one process: on it there is nothing to prove.
 */
test.skip(!process.env.E2E_DATABASE_URL, "two processes share a database only on Postgres");
test.describe.configure({ mode: "serial", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const PORT_B = Number(process.env.E2E_PORT ?? 3210) + 97;
const B = `http://localhost:${PORT_B}`;
let second: ChildProcess | undefined;

test.beforeAll(async () => {
  // A new data folder renders the blog's covers first: allow for a slow, busy machine.
  test.setTimeout(180_000);
  const dataDir = path.join("test-results", "e2e-second-process");
  fs.rmSync(dataDir, { recursive: true, force: true });
  second = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT_B),
      DATA_DIR: dataDir,
      APP_URL: B,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      // The first process's secret (it made one in its data folder): sessions are signed alike.
      AUTH_SECRET: fs.readFileSync(path.join(e2eDataDir, "auth-secret"), "utf8").trim(),
      SEED_LISTINGS: "0",
      LOG_LEVEL: "warn",
      TEST_HOOKS: "1",
      TRUST_PROXY: "loopback",
      // As the first process (playwright.config.ts, decision 3510): bookings are made, not sent to a checkout.
      PAYMENTS_MODE: "direct",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 1700; i++) {
    if (second.exitCode !== null) throw new Error("the second server stopped");
    try {
      if ((await fetch(`${B}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the second server did not answer");
});
test.afterAll(() => void second?.kill("SIGTERM"));

/** A page of the same browser context on the second process. */
async function onB(page: Page, pathname: string) {
  const other = await page.context().newPage();
  await other.goto(`${B}${pathname}`);
  return other;
}

/** A published home of the signed-in owner, instant booking or on request. */
async function home(page: Page, instantBook: boolean) {
  const made = await page.request.post("/__test/listings", {
    headers: { origin: SITE },
    data: { instantBook, city: "Portland", region: "Oregon" },
  });
  expect(made.ok()).toBe(true);
  return (await made.json()) as { slug: string };
}

test(
  "a session made on one process holds on the other, and signing out on one ends it on both",
  {
    tag: "@postgres",
  },
  async ({ browser }) => {
    const ada = await person(browser, "two-session");
    const there = await onB(ada.page, "/user/profile");
    await expect(there.getByRole("heading", { level: 1 })).toHaveText("Profile");
    await there.getByRole("banner").locator("summary[aria-label^='Account menu']").click();
    await there.getByRole("button", { name: "Sign out" }).click();
    await expect(there).toHaveURL(/\/sign-in$/);
    await ada.page.goto("/user/profile");
    await expect(ada.page).toHaveURL(/\/sign-in\?redirectedFrom=/);
  },
);

test(
  "a message sent through one process arrives live on a page the other serves",
  {
    tag: "@postgres",
  },
  async ({ browser }) => {
    const owner = await person(browser, "two-owner");
    const traveller = await person(browser, "two-traveller");
    const { slug } = await home(owner.page, false);
    const inbox = await onB(owner.page, "/user/messages");
    await whenHydrated(inbox);
    await expect(inbox.getByText("No messages yet")).toBeVisible();

    await traveller.page.goto(`/user/messages/new?listing=${slug}`);
    await traveller.page.getByLabel("Message", { exact: true }).fill("Hello from the first process");
    await traveller.page.getByRole("button", { name: "Send message" }).click();
    await expect(traveller.page).toHaveURL(/\/user\/messages\/[0-9a-f-]{36}/);
    const threadPath = new URL(traveller.page.url()).pathname;

    // Without a reload, through LISTEN/NOTIFY from the other process.
    await expect(
      inbox.getByRole("list", { name: "Conversations" }).getByRole("link", { name: /Ada Lovelace/ }),
    ).toBeVisible({ timeout: 40_000 });
    await expect(inbox.getByRole("link", { name: "Messages, 1 unread" })).toBeVisible();

    // The rate limit counts messages sent through both: 20 in 10 minutes, the inquiry among them.
    const send = (origin: string, n: number) =>
      traveller.page.request.post(`${origin}${threadPath}`, {
        headers: { origin },
        form: { intent: "send", body: `Message ${n}`, enhanced: "1" },
        maxRedirects: 0,
      });
    const origins = [SITE, B];
    for (let n = 2; n <= 20; n++) expect((await send(origins[n % 2]!, n)).status(), `message ${n}`).toBe(200);
    expect((await send(origins[0]!, 21)).status()).toBe(429);
    expect((await send(origins[1]!, 22)).status()).toBe(429);
  },
);

test(
  "two travellers booking the same nights through the two processes at once: one booking",
  {
    tag: "@postgres",
  },
  async ({ browser }) => {
    const owner = await person(browser, "two-race-owner");
    const { slug } = await home(owner.page, true);
    const checkIn = addDays(new Date().toISOString().slice(0, 10), 120 + Math.floor(Math.random() * 60));
    const query = `listing=${slug}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&adults=1&children=0&pets=0`;
    const pages = [];
    for (const [tag, origin] of [
      ["two-race-a", ""],
      ["two-race-b", B],
    ] as const) {
      const traveller = await person(browser, tag);
      const page = origin ? await onB(traveller.page, `/hotels/booking?${query}`) : traveller.page;
      if (!origin) await page.goto(`/hotels/booking?${query}`);
      await whenHydrated(page);
      await page.getByLabel("Contact phone").fill("+1 415 555 0100");
      await page.getByLabel("I accept the house rules and the pet policy of this home.").check();
      pages.push(page);
    }
    const refusal = "Those dates were just booked by someone else.";
    await Promise.all(pages.map((page) => page.getByRole("button", { name: "Confirm and book" }).click()));
    // Each ends confirmed or told the dates were just taken.
    const outcomes = await Promise.all(
      pages.map((page) =>
        Promise.race([
          page.waitForURL(/\/hotels\/confirm/, { timeout: 60_000 }).then(() => "booked"),
          page
            .getByText(refusal, { exact: false })
            .waitFor({ timeout: 60_000 })
            .then(() => "refused"),
        ]),
      ),
    );
    expect(outcomes.sort()).toEqual(["booked", "refused"]);
  },
);
