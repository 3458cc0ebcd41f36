import type { Page } from "@playwright/test";
import { expect as baseExpect, expectAccessible, test, watchConsole, whenHydrated } from "./fixtures.ts";

test.describe.configure({ timeout: 150_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const SEARCH = "/monthly-rentals-mid-term-rentals-short-term-month-to-month";
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The last instant-book stay for dogs on the first page (bookings.spec.ts books the first ones), with its rules. */
async function lastDogStay(page: Page) {
  await page.goto(`${SEARCH}?species=dog&instant=1`);
  const slugs = await page
    .locator("a[href*='/hotels/detail']")
    .evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("listing")!),
    );
  for (const slug of [...new Set(slugs)].reverse()) {
    await page.goto(`/hotels/booking?listing=${slug}`);
    const policy = (await page.getByText(/^This home: /).textContent()) ?? "";
    const weight = /up to (\d+) lb/.exec(policy);
    const nights = /Stays of (\d+) to (\d+) nights/.exec(
      (await page.getByTestId("nights-rule").textContent()) ?? "",
    );
    if (weight && nights) return { slug, maxWeight: Number(weight[1]), minNights: Number(nights[1]) };
  }
  throw new Error("no instant-book stay for dogs with a weight limit in the demo data");
}

/** Shows the calendar month holding `iso` (the picker opens on the current month). */
async function goToMonth(page: Page, iso: string) {
  const dialog = page.getByRole("dialog", { name: "Choose your dates" });
  for (
    let i = 0;
    i < 24 && (await dialog.locator(`[data-day="${iso}"]:not([data-outside]) button`).count()) === 0;
    i++
  )
    await dialog.getByRole("button", { name: /next month/i }).click();
}

test("the date picker chooses the nights of a stay that then gets booked", async ({ signedIn: { page } }) => {
  const problems = watchConsole(page, { expectedHttpErrors: true });
  const stay = await lastDogStay(page);
  // About 11 months ahead, on a day of its own (other specs book 30 to 350 days out at random).
  const checkIn = addDays(new Date().toISOString().slice(0, 10), 330 + Math.floor(Math.random() * 20));
  const nights = Math.max(stay.minNights, 3);
  const checkOut = addDays(checkIn, nights);

  await page.goto(`/hotels/detail?listing=${stay.slug}`);
  await whenHydrated(page);
  await page.getByRole("button", { name: "Choose dates on a calendar" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose your dates" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("picker-summary")).toHaveText("Choose your check-in day.");
  // Each free night shows its price.
  await expect(dialog.locator(".pfr-day-price").first()).toHaveText(/\d/);
  await goToMonth(page, checkIn);
  await dialog.locator(`[data-day="${checkIn}"]:not([data-outside]) button`).click();
  await expect(dialog.getByTestId("picker-summary")).toContainText("now choose your check-out day");
  await goToMonth(page, checkOut);
  await dialog.locator(`[data-day="${checkOut}"]:not([data-outside]) button`).click();
  await expect(dialog.getByTestId("picker-summary")).toContainText(`${nights} nights`);
  await dialog.getByRole("button", { name: "Use these dates" }).click();
  await expect(dialog).toBeHidden();

  // The plain inputs now hold the dates, and the live price counts the nights.
  await expect(page.getByLabel("Check-in")).toHaveValue(checkIn);
  await expect(page.getByLabel("Check-out")).toHaveValue(checkOut);
  await expect(
    page.getByRole("button", { name: new RegExp(`${nights} nights.*change the dates`) }),
  ).toBeVisible();
  await expect(page.getByTestId("price-breakdown")).toContainText(`${nights} nights`);
  await page.getByRole("button", { name: "Reserve" }).click();

  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/hotels/booking" &&
      url.searchParams.get("checkIn") === checkIn &&
      url.searchParams.get("checkOut") === checkOut,
  );
  // The booking page has the same picker.
  await expect(page.getByRole("button", { name: /change the dates on a calendar/ })).toBeVisible();
  await page.getByRole("button", { name: "Add an animal" }).click();
  await page.getByLabel("Name").fill("Biscuit");
  await page.getByLabel("Species").selectOption("dog");
  await page.getByLabel("Weight (lb)").fill(String(Math.min(20, stay.maxWeight)));
  await page.getByLabel("Contact phone").fill("+1 415 555 0100");
  await page.getByLabel("I accept the house rules and the pet policy of this home.").check();
  await page.getByRole("button", { name: "Confirm and book" }).click();
  await expect(page).toHaveURL(/\/hotels\/confirm\?booking=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your stay is booked");

  // The booking page's picker knows the stay's taken nights (now these) and its prices, as the
  // detail page's does.
  await page.goto(`/hotels/booking?listing=${stay.slug}`);
  await whenHydrated(page);
  await page.getByRole("button", { name: /on a calendar/ }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".pfr-day-price").first()).toHaveText(/\d/);
  await goToMonth(page, checkIn);
  const taken = dialog.locator(`[data-day="${checkIn}"]:not([data-outside])`);
  await expect(taken).toHaveClass(/pfr-taken/);
  await expect(taken.getByRole("button")).toBeDisabled();
  expect(problems).toEqual([]);
});

test("a monthly stay: 1 to 12 months from a start date, on the search page's filters", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(SEARCH);
  await whenHydrated(page);
  const filters = page.getByRole("form", { name: "Filter stays" }).last();
  await filters.getByRole("button", { name: "Choose dates on a calendar" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose your dates" });
  await dialog.getByRole("button", { name: "Months" }).click();
  const start = addDays(new Date().toISOString().slice(0, 10), 45);
  await goToMonth(page, start);
  await dialog.locator(`[data-day="${start}"]:not([data-outside]) button`).click();
  await dialog.getByLabel("Months").selectOption("3");
  const [y, m, d] = start.split("-").map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y, m - 1 + 3, 1));
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  const expected = `${end.getUTCFullYear()}-${String(end.getUTCMonth() + 1).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
  // The picker in months: a state the accessibility spec does not reach.
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Use these dates" }).click();
  await expect(filters.getByLabel("Check-in")).toHaveValue(start);
  await expect(filters.getByLabel("Check-out")).toHaveValue(expected);

  expect(problems).toEqual([]);
});
