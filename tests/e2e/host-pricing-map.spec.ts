import crypto from "node:crypto";
import {
  expect as baseExpect,
  freshPage,
  person,
  SITE,
  test,
  watchConsole,
  whenHydrated,
} from "./fixtures.ts";

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A Friday five weeks or more ahead (the home's zone is a few hours behind UTC at most). */
function friday() {
  let d = addDays(new Date().toISOString().slice(0, 10), 35);
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 5) d = addDays(d, 1);
  return d;
}

test("a new owner places the home on the map and sets a weekend price and a monthly discount; travellers pay them", async ({
  signedIn: { page },
  browser,
}) => {
  const problems = watchConsole(page, { expectedHttpErrors: true });

  // Step 1: find the town from the bundled gazetteer, then put the pin on the home.
  await page.goto("/host/listings/new");
  await whenHydrated(page);
  await page.getByRole("combobox", { name: "Find the town" }).fill("bayfi");
  await page.getByRole("option", { name: /Bayfield, Wisconsin/ }).click();
  await expect(page.getByLabel("City")).toHaveValue("Bayfield");
  await expect(page.getByLabel("State, province or region")).toHaveValue("Wisconsin");
  await expect(page.getByLabel("Latitude")).toHaveValue("46.81");
  // The pin, by keyboard: 100 m north with Shift, then 10 m east.
  const pin = page.getByTestId("home-pin");
  await pin.focus();
  await page.keyboard.press("Shift+ArrowUp");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByLabel("Latitude")).toHaveValue("46.810898");
  await expect(page.getByLabel("Longitude")).toHaveValue("-90.819869");
  await page.getByLabel("Street and number").fill("4 Shore Road");
  await page.getByLabel("Postcode").fill("54814");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Space");
  const draftId = /\/host\/listings\/(\d+)\//.exec(page.url())![1]!;
  await page.goto(`/host/listings/${draftId}/place`);
  await expect(page.getByLabel("Latitude")).toHaveValue("46.810898");

  // Pricing rules on a published home of theirs: $100 a night, a $150 weekend, 20% off a month.
  const tag = crypto.randomBytes(3).toString("hex");
  const made = await page.request.post("/__test/listings", {
    headers: { origin: SITE },
    data: { title: `Rules cottage ${tag}`, city: `Rules Harbor ${tag}`, nightlyRateCents: 10_000 },
  });
  expect(made.ok()).toBe(true);
  const home = (await made.json()) as { id: number; slug: string };
  await page.goto(`/host/listings/${home.id}/calendar`);
  await page.getByRole("link", { name: "Pricing rules" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing rules");
  await page.getByLabel(/^Weekend price a night/).fill("150");
  await page.getByLabel("Monthly discount (%)").fill("20");
  await page.getByRole("button", { name: "Save rules" }).click();
  await expect(page.getByText("Pricing rules saved.")).toBeVisible();
  const order = page.getByTestId("pricing-order");
  await expect(order).toContainText("The weekend price (Friday and Saturday nights)$150 a night");
  await expect(order).toContainText("monthly 20%");

  // A traveller: Thursday to Sunday is $100 + 2 × $150; a month is 30 × $100 less 20%.
  const traveller = await freshPage(browser);
  const thu = addDays(friday(), -1);
  await traveller.goto(
    `/hotels/detail?listing=${home.slug}&checkIn=${thu}&checkOut=${addDays(thu, 3)}&pets=0`,
  );
  const box = traveller.getByTestId("price-breakdown").first();
  await expect(box).toContainText("3 nights (2 at the weekend price)");
  await expect(traveller.getByTestId("price-total").first()).toHaveText("$400");
  await traveller.close();
  // Booking a month (signed in): 21 nights at $100 and 9 Friday and Saturday nights at $150, less 20%.
  const guest = await person(browser, "rules-guest");
  await guest.page.goto(
    `/hotels/booking?listing=${home.slug}&checkIn=${thu}&checkOut=${addDays(thu, 30)}&adults=2&children=0&pets=0`,
  );
  const booking = guest.page.getByTestId("price-breakdown").first();
  await expect(booking).toContainText("30 nights (9 at the weekend price)");
  await expect(booking).toContainText("Monthly discount (20%)−$690");
  await expect(guest.page.getByTestId("price-total").first()).toHaveText("$2,760");
  await guest.page.close();
  expect(problems).toEqual([]);
});
