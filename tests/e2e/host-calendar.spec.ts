import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { expect as baseExpect, freshPage, SITE, test, watchConsole, whenHydrated } from "./fixtures.ts";

test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const SEARCH = "/monthly-rentals-mid-term-rentals-short-term-month-to-month";

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = new Date().toISOString().slice(0, 10);
/** A night `n` days from today (well inside the three months the calendar shows first). */
const night = (n: number) => addDays(today, n);

const day = (page: Page, date: string) => page.locator(`[data-date="${date}"]`).first();

/** A traveller's search for a place and dates: the titles of the stays found. */
async function searchTitles(page: Page, city: string, checkIn: string, checkOut: string) {
  await page.goto(`${SEARCH}?where=${encodeURIComponent(city)}&checkIn=${checkIn}&checkOut=${checkOut}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return page.locator("main").innerText();
}

test("an owner blocks nights with the mouse and the keyboard, and prices some; search and the stay's page follow at once", async ({
  signedIn: { page },
  browser,
}) => {
  const problems = watchConsole(page, { expectedHttpErrors: true });
  const tag = crypto.randomBytes(3).toString("hex");
  const title = `Harbour cottage with a dog door ${tag}`;
  const city = `Calendar Cove ${tag}`;
  const origin = SITE;
  const made = await page.request.post("/__test/listings", {
    headers: { origin },
    data: { title, city, nightlyRateCents: 12_000 },
  });
  expect(made.ok()).toBe(true);
  const listing = (await made.json()) as { id: number; slug: string };

  // From the owner's listings to the calendar.
  await page.goto("/host/listings");
  await page.getByRole("link", { name: `Calendar of ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/host/listings/${listing.id}/calendar$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calendar");
  // Calendar sync is one step away whether or not a synced calendar clashes.
  await expect(page.getByRole("link", { name: "Calendar sync" })).toHaveAttribute(
    "href",
    `/host/listings/${listing.id}/calendar-sync`,
  );
  await whenHydrated(page);
  await expect(day(page, night(20))).toHaveAttribute("data-state", "free");
  await expect(day(page, night(20))).toContainText("$120");

  // With the mouse: the first night, then the last.
  await day(page, night(20)).click();
  await day(page, night(22)).click();
  await expect(page.getByLabel("First night")).toHaveValue(night(20));
  await expect(page.getByLabel("Last night")).toHaveValue(night(22));
  await expect(page.getByRole("status").filter({ hasText: "Selected" })).toContainText("3 nights");
  // The answer is slowed down: the pressed button shows progress, and a second press of either of
  // the form's buttons meanwhile sends nothing.
  let posts = 0;
  const calendarPost = (url: URL) => url.pathname.startsWith(`/host/listings/${listing.id}/calendar`);
  await page.route(calendarPost, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    posts += 1;
    // Long enough for the second press to land inside it on a loaded machine (a click there once
    // took 1.6 s to be made, and came after a 1 s answer).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  const block = page.getByRole("button", { name: "Block these nights" });
  await block.click();
  await expect(block).toHaveAttribute("aria-busy", "true");
  await page.getByRole("button", { name: "Open these nights" }).click();
  await expect(block).toHaveAttribute("aria-busy", "true"); // the second press came while busy
  await expect(page.getByText(/Blocked .*\(3 nights\)/).first()).toBeVisible();
  await expect(block).not.toHaveAttribute("aria-busy");
  await page.unroute(calendarPost);
  expect(posts).toBe(1);
  for (const n of [20, 21, 22]) await expect(day(page, night(n))).toHaveAttribute("data-state", "blocked");
  await expect(day(page, night(23))).toHaveAttribute("data-state", "free");

  // With the keyboard: focus a day, Enter, arrows to the last night, Enter; then the button.
  await day(page, night(30)).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(day(page, night(32))).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("First night")).toHaveValue(night(30));
  await expect(page.getByLabel("Last night")).toHaveValue(night(32));
  await page.getByRole("button", { name: "Block these nights" }).focus();
  await page.keyboard.press("Enter");
  await expect(day(page, night(31))).toHaveAttribute("data-state", "blocked");
  await expect(day(page, night(31))).toHaveAttribute("aria-label", /blocked/);

  // A price for two nights (typed dates this time), with a minimum stay.
  await page.getByLabel("First night").fill(night(40));
  await page.getByLabel("Last night").fill(night(41));
  await page.getByLabel(/^Price a night/).fill("333");
  await page.getByRole("button", { name: "Set a price" }).click();
  await expect(page.getByText(/\$333 a night/).first()).toBeVisible();
  await expect(day(page, night(40))).toContainText("$333");
  await expect(day(page, night(42))).toContainText("$120");

  // Without scripts the page is a form of two dates and the action buttons: the same post blocks.
  const posted = await page.request.post(`/host/listings/${listing.id}/calendar`, {
    headers: { origin },
    form: { intent: "block", start: night(50), last: night(51) },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(302);
  const refused = await page.request.post(`/host/listings/${listing.id}/calendar`, {
    headers: { origin },
    form: { intent: "block", start: night(-3), last: night(1) },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  await page.goto(`/host/listings/${listing.id}/calendar?month=${night(50).slice(0, 7)}`);
  await expect(day(page, night(50))).toHaveAttribute("data-state", "blocked");

  // A traveller: the blocked dates don't find the stay, other dates do; the price is the owner's.
  const traveller = await freshPage(browser);
  expect(await searchTitles(traveller, city, night(21), night(24))).not.toContain(title);
  expect(await searchTitles(traveller, city, night(31), night(34))).not.toContain(title);
  expect(await searchTitles(traveller, city, night(24), night(27))).toContain(title);
  await traveller.goto(
    `/hotels/detail?listing=${listing.slug}&checkIn=${night(40)}&checkOut=${night(42)}&pets=0`,
  );
  await expect(traveller.getByTestId("price-total")).toHaveText("$666");
  await expect(traveller.getByTestId("price-breakdown")).toContainText("2 at a price for those dates");
  await traveller.close();
  expect(problems).toEqual([]);
});

test("on the calendar of several homes an owner blocks a night of the second home; its own calendar shows it", async ({
  signedIn: { page },
}) => {
  const problems = watchConsole(page);
  const tag = crypto.randomBytes(3).toString("hex");
  const ids: number[] = [];
  for (const title of [`A lakeside cottage ${tag}`, `B pine cabin ${tag}`]) {
    const made = await page.request.post("/__test/listings", {
      headers: { origin: SITE },
      data: { title, city: `Multi ${tag}`, nightlyRateCents: 11_000 },
    });
    expect(made.ok()).toBe(true);
    ids.push(((await made.json()) as { id: number }).id);
  }
  const [first, second] = ids as [number, number];
  const cell = (home: number, date: string) => page.locator(`[data-home="${home}"][data-date="${date}"]`);

  await page.goto("/host");
  await page.getByRole("navigation", { name: "Hosting" }).getByRole("link", { name: "Calendar" }).click();
  await expect(page).toHaveURL(/\/host\/calendar$/);
  await whenHydrated(page);
  await expect(cell(second, night(12))).toHaveAttribute("data-state", "free");
  await expect(cell(second, night(12))).toContainText("$110");
  // A first and a last click on the same night: one night of the second home.
  await cell(second, night(12)).click();
  await cell(second, night(12)).click();
  await expect(page.getByLabel("Home", { exact: true })).toHaveValue(String(second));
  await expect(page.getByLabel("First night")).toHaveValue(night(12));
  await page.getByRole("button", { name: "Block these nights" }).click();
  await expect(page.getByText(/B pine cabin .*: Blocked .*\(1 night\)/).first()).toBeVisible();
  await expect(cell(second, night(12))).toHaveAttribute("data-state", "blocked");
  await expect(cell(first, night(12))).toHaveAttribute("data-state", "free");

  // The home's own calendar, from its name in the row.
  await page.getByRole("link", { name: `B pine cabin ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/host/listings/${second}/calendar$`));
  await expect(day(page, night(12))).toHaveAttribute("data-state", "blocked");
  expect(problems).toEqual([]);
});
