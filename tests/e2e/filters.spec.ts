import { expect as baseExpect, test, watchConsole, whenHydrated } from "./fixtures.ts";

// The count and the results come from the server: a loaded machine may take a while.
const expect = baseExpect.configure({ timeout: 20_000 });
const SEARCH = "/monthly-rentals-mid-term-rentals-short-term-month-to-month";
const SHOW = /^Show ([\d,]+)\+? stays?$/;

test("the filters' button counts the stays as filters change, stays in reach, and a skip link passes the panel", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto(SEARCH);
  await whenHydrated(page);
  const filters = page.getByRole("form", { name: "Filter stays" }).last();
  const show = filters.getByRole("button", { name: SHOW });
  const shown = async () =>
    Number(SHOW.exec((await show.textContent()) ?? "")?.[1]?.replace(/,/g, "") ?? NaN);
  const all = await shown();
  expect(all).toBeGreaterThan(5);
  // Real placeholders: nothing that reads as a value already typed.
  await expect(filters.getByLabel("Minimum")).toHaveAttribute("placeholder", "No minimum");
  await expect(filters.getByLabel("Maximum")).toHaveAttribute("placeholder", "No maximum");

  // The count follows the form before it is submitted; the results change only on submit.
  await filters.getByLabel("Instant book only").check();
  await expect.poll(shown).toBeLessThan(all);
  const instant = await shown();
  await expect(page).not.toHaveURL(/instant=1/);
  await show.click();
  await expect(page).toHaveURL(/instant=1/);
  await expect(page.getByTestId("result-count")).toContainText(
    `${instant} ${instant === 1 ? "stay" : "stays"}`,
  );
  await expect(show).toBeInViewport();

  // The skip link: from the top of the page to the results in one key press.
  await page.getByRole("link", { name: "Skip to the results" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#results")).toBeFocused();
  expect(problems).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same filters in the URL, the count of the page shown on the button", async ({ page }) => {
    await page.goto(SEARCH);
    const filters = page.getByRole("form", { name: "Filter stays" }).last();
    await filters.getByLabel("No pet fee").check();
    await filters.getByRole("button", { name: SHOW }).click();
    await expect(page).toHaveURL(/noPetFee=1/);
    const count = (await page.getByTestId("result-count").locator("span").first().textContent())!.trim();
    await expect(filters.getByRole("button", { name: SHOW })).toHaveText(`Show ${count}`);
    // No map and no calendar button without scripts: the list and the date inputs are all there is.
    await expect(page.getByRole("button", { name: "Choose dates on a calendar" })).toHaveCount(0);
    await expect(filters.getByLabel("Check-in")).toBeVisible();
  });
});
