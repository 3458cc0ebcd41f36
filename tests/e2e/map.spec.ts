import type { Page } from "@playwright/test";
import { expect, test, watchConsole, whenHydrated } from "./fixtures.ts";

const SEARCH = "/monthly-rentals-mid-term-rentals-short-term-month-to-month";

const results = (page: Page) => page.getByRole("region", { name: "Results" });
const count = async (page: Page) =>
  Number(
    ((await page.getByTestId("result-count").locator("span").first().textContent()) ?? "").replace(/\D/g, ""),
  );

/** Every request the page makes goes to this site: the basemap is bundled, nothing is fetched from outside. */
function watchOffsite(page: Page) {
  const offsite: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["localhost", "127.0.0.1"].includes(url.hostname) && url.protocol !== "data:")
      offsite.push(url.href);
  });
  return offsite;
}

test.describe("map search", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("pins beside the results, the hovered card's pin lit, and search as I move narrows the results", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const offsite = watchOffsite(page);
    await page.goto(SEARCH);
    await whenHydrated(page);
    const map = page.getByRole("region", { name: "Map of the stays found" });
    await expect(map.locator(".pfr-pin, .pfr-cluster").first()).toBeVisible({ timeout: 20_000 });
    // The built-in basemap (bundled outlines), no tile server.
    await expect(map.locator("path.pfr-map-land").first()).toBeAttached({ timeout: 20_000 });
    await expect(map).toContainText("Natural Earth");
    const before = await count(page);
    expect(before).toBeGreaterThan(10);

    // Search as I move: opening a cluster zooms in, and the results narrow to the map's area.
    await page.getByLabel("Search as I move the map").check();
    await map.locator(".pfr-cluster").first().click();
    await expect(page).toHaveURL(/bbox=-?\d/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pet-friendly stays in the map area");
    await expect.poll(() => count(page)).toBeLessThan(before);
    const narrowed = await count(page);
    expect(narrowed).toBeGreaterThan(0);
    // The map keeps the traveller's view (no jump back to all the pins), and its pins are the area's.
    await expect(map.locator(".pfr-pin, .pfr-cluster").first()).toBeVisible();

    // The card under the pointer lights one pin (or the cluster holding it).
    await results(page).getByRole("article").first().hover();
    await expect(map.locator(".pfr-marker.is-active")).toHaveCount(1);
    await page.mouse.move(5, 450);
    await expect(map.locator(".pfr-marker.is-active")).toHaveCount(0);

    // Pins are buttons: Enter on one opens its stay's title as a link.
    const pin = map.locator(".leaflet-marker-icon:has(.pfr-pin)").first();
    if ((await pin.count()) === 0) await map.locator(".pfr-cluster").first().click();
    await map.locator(".leaflet-marker-icon:has(.pfr-pin)").first().focus();
    await page.keyboard.press("Enter");
    const popup = map.locator(".leaflet-popup");
    await expect(popup.getByRole("link")).toBeVisible();
    await expect(popup).toContainText(/a (night|month)/);

    // Back to everywhere: the relaxation drops the area.
    await page.goto(`${SEARCH}?bbox=0.1,0.1,0.2,0.2`);
    await expect(page.getByText("No stays match all of that")).toBeVisible();
    await page.getByRole("link", { name: "Search beyond the map area" }).click();
    await expect(page).not.toHaveURL(/bbox/);
    expect(offsite).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("a bad map area is explained, not a failure", async ({ page }) => {
    const problems = watchConsole(page, { expectedHttpErrors: true });
    const response = await page.goto(`${SEARCH}?bbox=-97,31,-98,30`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("south edge");
    const api = await page.request.get("/api/stays/map?bbox=1,2,3");
    expect(api.status()).toBe(400);
    expect((await api.json()).fieldErrors.bbox).toMatch(/four numbers/);
    expect(problems).toEqual([]);
  });

  test("leaving the results before the basemap arrives throws nothing", async ({ page }) => {
    const problems = watchConsole(page);
    // The failure this guards against is a rejected promise: the page itself keeps count.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { rejections: string[] }).rejections = []);
      window.addEventListener("unhandledrejection", (event) => seen.push(String(event.reason)));
    });
    // The basemap's outlines are held back until the traveller has opened a stay.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/countries-110m-[\w-]+\.json$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(SEARCH);
    await whenHydrated(page);
    const map = page.getByRole("region", { name: "Map of the stays found" });
    await expect(map.locator(".pfr-pin, .pfr-cluster").first()).toBeVisible({ timeout: 20_000 });
    await expect(map.locator("path.pfr-map-land")).toHaveCount(0);
    await results(page).getByRole("article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/hotels\/detail\?/);
    // The address changes before the results are taken down: wait for the stay's page itself.
    await page.getByRole("heading", { name: "Location" }).scrollIntoViewIfNeeded();
    await expect(map).toHaveCount(0);
    release();
    // The stay's own map draws its land from the same outlines, after the removed map got them.
    const area = page.getByRole("region", { name: /Map of the area around the home/ });
    await expect(area.locator("path.pfr-map-land").first()).toBeAttached({ timeout: 20_000 });
    // Both maps got the outlines in one turn; the next one finds any rejection counted.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(await page.evaluate(() => (window as unknown as { rejections: string[] }).rejections)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the stay's page shows its area as a circle, never the exact spot", async ({ page }) => {
    const problems = watchConsole(page);
    const offsite = watchOffsite(page);
    await page.goto(SEARCH);
    const href = await results(page).locator('a[href*="/hotels/detail"]').first().getAttribute("href");
    await page.goto(href!);
    // No exact coordinates anywhere in the page (loader data or structured data).
    expect(await page.content()).not.toMatch(/"latitude":\s*-?\d+\.\d{4}/);
    await page.getByRole("heading", { name: "Location" }).scrollIntoViewIfNeeded();
    const area = page.getByRole("region", { name: /Map of the area around the home/ });
    await expect(area.locator("path.pfr-map-area")).toBeAttached({ timeout: 20_000 });
    expect(offsite).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe("map search on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the map is a toggle, and loads only when shown", async ({ page }) => {
    const problems = watchConsole(page);
    const mapRequests: string[] = [];
    page.on("request", (r) => {
      if (/\/api\/stays\/map|countries-110m/.test(r.url())) mapRequests.push(r.url());
    });
    await page.goto(SEARCH);
    await whenHydrated(page);
    await expect(page.getByRole("region", { name: "Map of the stays found" })).toHaveCount(0);
    expect(mapRequests).toEqual([]);
    const toggle = page.getByRole("button", { name: "Show map" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const map = page.getByRole("region", { name: "Map of the stays found" });
    await expect(map.locator(".pfr-pin, .pfr-cluster").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Hide map" })).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Hide map" }).click();
    await expect(map).toBeHidden();
    expect(problems).toEqual([]);
  });
});
