import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import {
  expect as baseExpect,
  openConsole,
  PASSWORD,
  payAtCheckout,
  randomIp,
  TEST_CARDS,
  test,
  uniqueEmail,
  whenHydrated,
} from "./fixtures.ts";
import { addDays } from "../../app/shared/dates.ts";

/**
 * Payments in the site's default mode, demo (decision 3510), with a traveller and an owner side by
 * side. The suite's server runs `direct` (its specs book as the direct mode does); this spec starts
 * a server of its own in the demo mode, on its own PGlite data folder with no demo homes.
 */
test.describe.configure({ mode: "serial", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const PORT_D = Number(process.env.E2E_PORT ?? 3210) + 98;
const D = `http://localhost:${PORT_D}`;
let server: ChildProcess | undefined;
const dataDir = path.join("test-results", `e2e-demo-payments-${PORT_D}`);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT_D),
    DATA_DIR: dataDir,
    APP_URL: D,
    PAYMENTS_MODE: "demo",
    SEED_LISTINGS: "0",
    LOG_LEVEL: "warn",
    TEST_HOOKS: "1",
    TRUST_PROXY: "loopback",
  };
  delete env.DATABASE_URL;
  server = spawn(process.execPath, ["server.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
  for (let i = 0; i < 1700; i++) {
    if (server.exitCode !== null) throw new Error("the demo-payments server stopped");
    try {
      if ((await fetch(`${D}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the demo-payments server did not answer");
});
/**
 * After the spec (the only one that moves money: the suite's server runs `direct`), the server
 * stopped and `npm run payments:reconcile`'s script run on its database: any booking whose money
 * does not add up fails the run.
 */
test.afterAll(async () => {
  if (!server) return;
  const stopped = new Promise((resolve) => server!.once("exit", resolve));
  if (server.exitCode === null) server.kill("SIGTERM");
  await stopped;
  const reconcile = spawnSync(
    process.execPath,
    ["--import", "./scripts/compiled-messages.ts", "scripts/payments-reconcile.ts"],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
      encoding: "utf8",
    },
  );
  baseExpect(reconcile.status, `payments:reconcile\n${reconcile.stdout}${reconcile.stderr}`).toBe(0);
  baseExpect(reconcile.stdout).toMatch(/everything adds up/);
});

/** A signed-in person of the demo server, in a browser context of their own. */
async function person(browser: Browser, tag: string) {
  const context = await browser.newContext({
    baseURL: D,
    extraHTTPHeaders: { "x-forwarded-for": randomIp() },
  });
  const page = await context.newPage();
  const made = await page.request.post("/__test/users", {
    headers: { origin: D },
    data: {
      email: uniqueEmail(tag),
      password: PASSWORD,
      firstName: "Ada",
      lastName: "Lovelace",
      signedIn: true,
    },
  });
  expect(made.status()).toBe(200);
  return page;
}

async function home(owner: Page, instantBook: boolean) {
  const made = await owner.request.post("/__test/listings", {
    headers: { origin: D },
    data: { instantBook, city: "Portland", region: "Oregon" },
  });
  expect(made.ok()).toBe(true);
  return ((await made.json()) as { slug: string }).slug;
}

/** The booking form sent, as a traveller fills it: the checkout comes next. */
async function book(page: Page, slug: string, checkIn: string, nights = 3) {
  await page.goto(
    `/hotels/booking?listing=${slug}&checkIn=${checkIn}&checkOut=${addDays(checkIn, nights)}&adults=2&children=0&pets=0`,
  );
  await whenHydrated(page);
  await page.getByLabel("Contact phone").fill("+1 415 555 0100");
  await page.getByLabel("I accept the house rules and the pet policy of this home.").check();
  await page.getByRole("button", { name: /Send the request|Confirm and book/ }).click();
  await expect(page).toHaveURL(/\/hotels\/checkout\?booking=/);
  return new URL(page.url()).searchParams.get("booking")!;
}

const soon = (days: number) => addDays(new Date().toISOString().slice(0, 10), days);

test("demo payments, both sides: paid, declined, authorised then captured, refunded on cancellation", async ({
  browser,
}) => {
  const owner = await person(browser, "checkout-owner");
  const traveller = await person(browser, "checkout-traveller");
  const [instant, request] = [await home(owner, true), await home(owner, false)];

  // Instant book: the checkout says it is a demo, what is taken and what a cancellation gives back.
  const paidId = await book(traveller, instant, soon(40));
  await expect(traveller.getByTestId("demo-banner")).toHaveText("Demo payments: no real money");
  await expect(traveller.getByTestId("checkout-refund")).toContainText("comes back to your card");
  // A declined card says why and keeps what was typed; nothing is booked yet.
  await traveller.getByLabel("Card number").fill(TEST_CARDS.declined);
  await traveller.getByRole("button", { name: "Pay and book" }).click();
  await expect(traveller.getByRole("alert")).toContainText("Your card was declined. Try another card.");
  await expect(traveller.getByLabel("Card number")).toHaveValue(TEST_CARDS.declined);
  await payAtCheckout(traveller);
  await expect(traveller.getByRole("heading", { level: 1 })).toHaveText("Your stay is booked");
  const amount = (await traveller.getByTestId("price-total").textContent())!.trim();

  await traveller.goto(`/user/bookings/${paidId}`);
  const paid = traveller.getByTestId("booking-money");
  await expect(paid).toContainText(`Paid${amount}`);
  // The owner's side: the same payment, and the payout scheduled 24 hours after check-in.
  await owner.goto(`/host/reservations/${paidId}`);
  await expect(owner.getByTestId("booking-money")).toContainText(`Paid by the guest${amount}`);
  await expect(owner.getByTestId("payout")).toContainText(`Payout of ${amount} scheduled for`);

  // Request to book: authorised at the request (this card asks the bank first), taken at acceptance.
  const heldId = await book(traveller, request, soon(60));
  await traveller.getByLabel("Card number").fill(TEST_CARDS.needsAuthentication);
  await traveller.getByRole("button", { name: "Authorise and send the request" }).click();
  await expect(
    traveller.getByRole("heading", { name: "Your bank asks you to confirm this payment" }),
  ).toBeVisible();
  await traveller.getByRole("button", { name: "Confirm it's me" }).click();
  await expect(traveller).toHaveURL(/\/hotels\/confirm\?booking=/);
  await expect(traveller.getByRole("heading", { level: 1 })).toHaveText("Your request is sent");
  await traveller.goto(`/user/bookings/${heldId}`);
  await expect(traveller.getByTestId("booking-money")).toContainText("Held on the card, not taken");
  await owner.goto(`/host/reservations/${heldId}`);
  await owner.getByRole("button", { name: "Accept request" }).click();
  await expect(owner.getByText(/Accepted: the stay is confirmed/)).toBeVisible();
  await expect(owner.getByTestId("payout")).toContainText("scheduled for");
  await traveller.reload();
  await expect(traveller.getByTestId("booking-money")).not.toContainText("Held on the card");
  await expect(traveller.getByTestId("booking-money")).not.toContainText(/Paid\$0/);

  // The paid stay cancelled by the traveller: the refund on both sides, and on the receipt.
  await traveller.goto(`/user/bookings/${paidId}`);
  await whenHydrated(traveller);
  await traveller.getByRole("link", { name: "Cancel booking…" }).click();
  await traveller.getByRole("button", { name: "Yes, cancel my booking" }).click();
  await expect(traveller.getByText(/Your booking is cancelled\. You had paid .* by card/)).toBeVisible();
  await expect(traveller.getByTestId("booking-money")).toContainText("Refunded");
  await owner.goto(`/host/reservations/${paidId}`);
  await expect(owner.getByTestId("booking-money")).toContainText("Refunded");
  await traveller.goto(`/user/bookings/${paidId}/receipt`);
  await expect(traveller.getByRole("row", { name: /Refund/ })).toBeVisible();
  // Someone else's receipt: not found.
  expect((await owner.request.get(`/user/bookings/${paidId}/receipt`)).status()).toBe(404);
});

test("the operator cancels a paid stay on the site's behalf, refunding part of it; both sides read why and what came back", async ({
  browser,
}) => {
  const owner = await person(browser, "site-cancel-owner");
  const traveller = await person(browser, "site-cancel-traveller");
  const id = await book(traveller, await home(owner, true), soon(90));
  await payAtCheckout(traveller);
  await expect(traveller.getByRole("heading", { level: 1 })).toHaveText("Your stay is booked");

  // The operator (two-factor and the console's code through the hooks) refunds $10 of it.
  const operator = await person(browser, "site-cancel-operator");
  await openConsole(operator.request, D);
  await operator.goto(`/operator/bookings/${id}`);
  await operator.getByLabel(/^Refund, USD/).fill("10");
  const reason = "The home flooded; its owner cannot host anyone this season.";
  await operator.getByLabel(/^Why/).fill(reason);
  await operator.getByRole("button", { name: "Cancel the booking" }).click();
  await expect(operator.getByText("Cancelled on the site's behalf; both sides are told.")).toBeVisible();

  await traveller.goto(`/user/bookings/${id}`);
  await expect(traveller.getByRole("heading", { name: "The site cancelled this stay" })).toBeVisible();
  // The reason in the ended panel, and again in the history as the operator wrote it.
  const ended = traveller.getByRole("region", { name: "The site cancelled this stay" });
  await expect(ended.getByText(reason, { exact: true })).toBeVisible();
  await expect(
    traveller.getByRole("region", { name: "History" }).getByText(reason, { exact: true }),
  ).toBeVisible();
  await expect(traveller.getByTestId("booking-money")).toContainText(/Refunded\$10(?![\d.,])/);
  await owner.goto(`/host/reservations/${id}`);
  await expect(owner.getByText(`By the site: ${reason}`).first()).toBeVisible();
  await expect(owner.getByTestId("booking-money")).toContainText(/Refunded\$10(?![\d.,])/);
});

test("a monthly stay pays month by month: the second month charged when the clock reaches it, on both sides", async ({
  browser,
}) => {
  const owner = await person(browser, "monthly-owner");
  const traveller = await person(browser, "monthly-traveller");
  const checkIn = soon(20);
  // 45 nights: a month of 30 at the checkout, then 15 nights charged 3 days before they start.
  const id = await book(traveller, await home(owner, true), checkIn, 45);
  await expect(traveller.getByTestId("checkout-months")).toContainText("month 2, 15 nights");
  await payAtCheckout(traveller);
  await traveller.goto(`/user/bookings/${id}`);
  const month2 = traveller.getByTestId("month-2");
  await expect(month2).toHaveAttribute("data-status", "scheduled");
  await expect(month2).toContainText("Charged to your saved card on");
  await expect(traveller.getByTestId("booking-money")).toContainText("Still to come");

  // The clock moves for this booking only, past month 2's due time and before it starts.
  const moved = await traveller.request.post("/__test/clock", {
    headers: { origin: D },
    data: { bookingId: id, at: `${addDays(checkIn, 29)}T00:00:00Z` },
  });
  expect(moved.status()).toBe(200);
  expect(((await moved.json()) as { swept: { instalmentsCharged: number } }).swept.instalmentsCharged).toBe(
    1,
  );
  await traveller.reload();
  await expect(month2).toHaveAttribute("data-status", "paid");
  await expect(month2).toContainText("Paid on");
  await expect(traveller.getByTestId("booking-money")).not.toContainText("Still to come");
  await traveller.goto(`/user/bookings/${id}/receipt`);
  await expect(traveller.getByRole("row", { name: /Payment: month 2/ })).toBeVisible();

  // The owner: the month paid, its payout scheduled after it starts; the first month's paid.
  await owner.goto(`/host/reservations/${id}`);
  await expect(owner.getByTestId("month-2")).toHaveAttribute("data-status", "paid");
  await expect(owner.getByTestId("payout-1")).toContainText("payout of");
  await expect(owner.getByTestId("payout-1")).toContainText("paid on");
  await expect(owner.getByTestId("payout-2")).toContainText(`scheduled for`);
  // Earnings: a line per month's payout, the second scheduled, with its 15 nights.
  const csv = await (await owner.request.get("/host/earnings.csv")).text();
  const lines = csv.split(/\r?\n/).filter((line) => line.includes(checkIn));
  expect(lines).toHaveLength(2);
  expect(lines.some((line) => line.includes(",scheduled,") && line.includes(",15,confirmed,"))).toBe(true);
});

test("an unpaid checkout lets its nights go after 15 minutes (the clock moved for that booking)", async ({
  browser,
}) => {
  const owner = await person(browser, "release-owner");
  const traveller = await person(browser, "release-traveller");
  const slug = await home(owner, true);
  const checkIn = soon(30);
  const id = await book(traveller, slug, checkIn);
  const moved = await traveller.request.post("/__test/clock", {
    headers: { origin: D },
    data: { bookingId: id, at: new Date(Date.now() + 16 * 60_000).toISOString() },
  });
  expect(((await moved.json()) as { swept: { abandoned: number } }).swept.abandoned).toBe(1);
  // Paying now is refused, nothing is taken, and the same nights can be booked again.
  await traveller.getByLabel("Card number").fill(TEST_CARDS.pays);
  await traveller.getByRole("button", { name: "Pay and book" }).click();
  await expect(traveller.getByText(/The time to pay for this booking ran out/)).toBeVisible();
  await book(traveller, slug, checkIn);
});

test("a pet damage claim on a finished paid stay: the owner files it with a photo, the traveller accepts, both see it charged", async ({
  browser,
}) => {
  const owner = await person(browser, "claim-owner");
  const traveller = await person(browser, "claim-traveller");
  const made = await owner.request.post("/__test/listings", {
    headers: { origin: D },
    data: { instantBook: true, city: "Bend", region: "Oregon", pet: { petDepositCents: 20_000 } },
  });
  const { slug } = (await made.json()) as { slug: string };
  // A stay that ended yesterday, paid with a demo card that was kept for the deposit (the hooks).
  const stay = await traveller.request.post("/__test/stays", {
    headers: { origin: D },
    data: {
      listing: slug,
      checkIn: soon(-4),
      checkOut: soon(-1),
      status: "completed",
      card: TEST_CARDS.pays.replace(/ /g, ""),
    },
  });
  expect(stay.status()).toBe(200);
  const { id } = (await stay.json()) as { id: string };

  await owner.goto(`/host/reservations/${id}`);
  await owner.getByRole("link", { name: "File a claim" }).click();
  await owner.getByLabel(/^Amount/).fill("85");
  await owner.getByLabel("What was damaged").fill("The dog chewed through the corner of the hallway rug.");
  await owner.getByLabel("Photos").setInputFiles({ name: "rug.png", mimeType: "image/png", buffer: PNG });
  await owner.getByRole("button", { name: "File the claim" }).click();
  await expect(owner.getByText("Claim filed: the traveller has been told")).toBeVisible();
  await expect(owner.getByTestId("claim-state")).toHaveText("Waiting for the traveller's answer");
  await expect(owner.getByRole("img", { name: "Damage photo 1" })).toBeVisible();

  await traveller.goto(`/user/bookings/${id}`);
  await traveller.getByRole("link", { name: "Answer the claim" }).click();
  await expect(traveller.getByRole("img", { name: "Damage photo 1" })).toBeVisible();
  await traveller.getByRole("button", { name: "Accept and pay $85" }).click();
  await expect(traveller.getByText("Accepted: the claim is charged to your card")).toBeVisible();
  await expect(traveller.getByTestId("claim-state")).toHaveText("Accepted and charged");
  await owner.reload();
  await expect(owner.getByTestId("claim-state")).toHaveText("Accepted and charged");
  // Someone else's claim: not found.
  expect((await owner.request.get(`/user/bookings/${id}/claim`)).status()).toBe(404);

  // A second stay of the same home, claimed again: the traveller disputes it, both sides see it
  // disputed, and the operator (two-factor and the console's code through the hooks) charges a part.
  const second = await traveller.request.post("/__test/stays", {
    headers: { origin: D },
    data: {
      listing: slug,
      checkIn: soon(-9),
      checkOut: soon(-6),
      status: "completed",
      card: TEST_CARDS.pays.replace(/ /g, ""),
    },
  });
  const { id: disputedId } = (await second.json()) as { id: string };
  await owner.goto(`/host/reservations/${disputedId}/claim`);
  await owner.getByLabel(/^Amount/).fill("120");
  await owner.getByLabel("What was damaged").fill("Scratches down the front door, deep into the wood.");
  await owner.getByRole("button", { name: "File the claim" }).click();
  await expect(owner.getByText("Claim filed: the traveller has been told")).toBeVisible();
  await traveller.goto(`/user/bookings/${disputedId}/claim`);
  await traveller
    .getByLabel("Why you dispute it (optional)")
    .fill("The scratches were there when we arrived.");
  await traveller.getByRole("button", { name: "Dispute the claim" }).click();
  await expect(traveller.getByText("Disputed: the site's team will decide")).toBeVisible();
  await expect(traveller.getByTestId("claim-state")).toHaveText("Disputed: the site's team decides");
  await owner.reload();
  await expect(owner.getByTestId("claim-state")).toHaveText("Disputed: the site's team decides");

  const operator = await person(browser, "claim-operator");
  await openConsole(operator.request, D);
  await operator.goto("/operator/claims");
  await operator.getByRole("link", { name: /\$120/ }).first().click();
  await expect(operator.getByTestId("claim-state")).toHaveText("Disputed: waiting for your decision");
  await operator.getByRole("radio", { name: "A part of it" }).check();
  await operator.getByLabel(/^The part to charge/).fill("40");
  await operator.getByLabel(/^Reason/).fill("Half the scratches show in the check-in photos.");
  await operator.getByRole("button", { name: "Decide" }).click();
  await expect(operator.getByText("Decided; both sides are told.")).toBeVisible();
  await traveller.reload();
  await expect(traveller.getByTestId("claim-state")).toHaveText("Decided by the site and charged");
  await owner.reload();
  await expect(owner.getByTestId("claim-state")).toHaveText("Decided by the site and charged");
});

/** A 4×4 PNG: a small picture the upload pipeline takes as a photo. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4UWEDRwzEcQBykhfBtvHR2gAAAABJRU5ErkJggg==",
  "base64",
);
