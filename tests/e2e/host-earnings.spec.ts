import fs from "node:fs";
import {
  expect as baseExpect,
  expectAccessible,
  freshPage,
  randomIp,
  signedInUser,
  signIn,
  test,
  watchConsole,
} from "./fixtures.ts";

test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** The demo owner the seed makes (db/seed/seed-data.ts DEMO_OWNER). */
const OWNER = { email: "maya.alvarez@demo.example.com", password: "muddy paws welcome" };

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test("an owner sees a stay in this month's earnings, filters by listing without scripts, and downloads the CSV", async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page);
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).not.toHaveURL(/sign-in/);

  // The owner's first home, from their listings page, and its address on the site.
  await page.goto("/host/listings");
  const hrefs = await page
    .locator('a[href^="/host/listings/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const listingId = hrefs.map((h) => /^\/host\/listings\/(\d+)/.exec(h)?.[1]).find(Boolean)!;
  await page.goto(`/host/listings/${listingId}/review`);
  const detail = await page.locator('a[href*="/hotels/detail?listing="]').first().getAttribute("href");
  const slug = new URL(detail!, "http://x").searchParams.get("listing")!;

  // A traveller's confirmed stay of two nights this month (made through the test hook; other
  // specs may hold some nights of the same home: the first free window is taken).
  const guest = await freshPage(browser);
  await signedInUser(guest, "earnings-guest");
  const origin = new URL(page.url()).origin;
  const today = new Date().toISOString().slice(0, 10);
  let checkIn = "";
  for (const offset of [0, -2, -4, -6, -8, -10, -12, -14, -16, -18, -20]) {
    const start = addDays(today, offset);
    if (start.slice(0, 7) !== today.slice(0, 7) && offset !== 0) continue;
    const made = await guest.request.post("/__test/stays", {
      headers: { origin },
      data: { listing: slug, checkIn: start, checkOut: addDays(start, 2), status: "confirmed" },
    });
    if (made.ok()) {
      checkIn = start;
      break;
    }
    expect(made.status(), await made.text()).toBe(409);
  }
  expect(checkIn, "a free window of two nights this month").not.toBe("");
  const month = checkIn.slice(0, 7);
  await guest.context().close();

  // The hosting navigation leads to the earnings.
  await page.goto("/host");
  await page.getByRole("navigation", { name: "Hosting" }).getByRole("link", { name: "Earnings" }).click();
  await expect(page).toHaveURL(/\/host\/earnings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Earnings");
  const row = page.locator(`tr[data-month="${month}"]`);
  await expect(row).toBeVisible();
  // Newest first, and a month to come is listed only once a stay falls in it.
  const listed = await page.locator("tr[data-month]").evaluateAll((rows) =>
    rows.map((r) => ({
      month: r.getAttribute("data-month")!,
      nights: Number(r.querySelector("td")?.textContent),
    })),
  );
  expect(listed.map((m) => m.month)).toEqual(
    listed
      .map((m) => m.month)
      .sort()
      .reverse(),
  );
  expect(listed.filter((m) => m.month > month && m.nights === 0)).toEqual([]);
  // Its nights are counted (with any other stays of the month) and its payout is not empty.
  const nights = Number(await row.locator("td").first().textContent());
  expect(nights).toBeGreaterThanOrEqual(2);
  await expect(row.locator("td").nth(5)).toContainText("$");
  await expect(page.getByText(/^This month \(/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payouts, the last 12 months" })).toBeVisible();

  // The filter is a plain GET form: it works without the page's scripts too.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": randomIp() },
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto("/host/earnings");
  await plain.getByLabel("Listing", { exact: true }).selectOption(listingId);
  await plain.getByRole("button", { name: "Show" }).click();
  await expect(plain).toHaveURL(new RegExp(`/host/earnings\\?listing=${listingId}&year=$`));
  await expect(plain.locator("tr[data-listing]")).toHaveCount(1);
  await expect(plain.locator(`tr[data-listing="${listingId}"]`)).toBeVisible();
  await noScript.close();

  // The CSV: one line per amount due, the traveller's stay among them.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^earnings-.+\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "Due date,Payment,Reference,Listing,Guest,Check-in,Check-out,Nights,Booking status,Currency,Gross,Lodging tax,Site fees,Payout,Paid on",
  );
  expect(
    lines.some((line) =>
      new RegExp(
        `^${checkIn},(paid|due today),PF-[A-Z0-9]+,.*,Ada,${checkIn},${addDays(checkIn, 2)},2,confirmed,`,
      ).test(line),
    ),
    csv,
  ).toBe(true);

  // Someone else's listing in the filter is not found.
  const other = await page.goto("/host/earnings?listing=999999");
  expect(other?.status()).toBe(404);
  expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
});

test("someone who hosts nothing yet is told how earnings will appear", async ({ signedIn: { page } }) => {
  await page.goto("/host/earnings");
  await expect(page.getByText("No listings yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "List your home" }).last()).toBeVisible();
  // Earnings before any listing: a state the accessibility spec does not reach.
  await expectAccessible(page);
});
