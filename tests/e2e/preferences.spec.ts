import type { Page } from "@playwright/test";
import { expect, signedInUser, test, whenHydrated } from "./fixtures.ts";

const html = (page: Page) => page.locator("html");

test.describe("theme", () => {
  test("defaults to light", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(html(page)).toHaveAttribute("data-theme", "light");
    await expect(html(page)).toHaveAttribute("dir", "ltr");
  });

  test("dark is stored and survives a reload, with no flash of light", async ({ page }) => {
    await page.goto("/");
    await whenHydrated(page);
    await page.getByRole("contentinfo").getByText("Dark", { exact: true }).click();
    await expect(html(page)).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => localStorage.getItem("pfr-theme"))).toBe("dark");
    // The theme must be set before first paint: check it as the document is parsed.
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive")
          (window as unknown as { early: string }).early = document.documentElement.dataset.theme ?? "";
      });
    });
    await page.reload();
    await whenHydrated(page);
    expect(await page.evaluate(() => (window as unknown as { early: string }).early)).toBe("dark");
    await expect(html(page)).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("contentinfo").getByRole("radio", { name: "Dark" })).toBeChecked();
  });

  test("auto follows the system preference, live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await whenHydrated(page);
    await page.getByRole("contentinfo").getByText("Auto", { exact: true }).click();
    await expect(html(page)).toHaveAttribute("data-theme", "light");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html(page)).toHaveAttribute("data-theme", "dark");
    await page.reload();
    await whenHydrated(page);
    await expect(html(page)).toHaveAttribute("data-theme", "dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html(page)).toHaveAttribute("data-theme", "light");
    expect(await page.evaluate(() => localStorage.getItem("pfr-theme"))).toBe("auto");
  });
});

test.describe("text direction", () => {
  test("set on the settings page (not in the footer), stored, applied to <html dir> and mirrors the layout", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    // Few visitors ever need it: it is not offered to everyone in the footer, where it gets pressed by mistake.
    await expect(page.getByRole("contentinfo").getByLabel("Text direction")).toHaveCount(0);
    await expect(page.getByRole("contentinfo").getByRole("radio", { name: "Auto" })).toHaveCount(1);
    await signedInUser(page, "rtl");
    const logo = page.getByRole("link", { name: /, home$/ });
    const ltrX = (await logo.boundingBox())!.x;
    await page.goto("/user/settings");
    await whenHydrated(page);
    await page.getByLabel("Text direction").selectOption("rtl");
    await expect(html(page)).toHaveAttribute("dir", "rtl");
    await page.goto("/");
    await whenHydrated(page);
    await expect(html(page)).toHaveAttribute("dir", "rtl");
    const rtlX = (await logo.boundingBox())!.x;
    expect(rtlX).toBeGreaterThan(ltrX + 600);
    expect(await page.evaluate(() => localStorage.getItem("pfr-direction"))).toBe("rtl");
    await page.goto("/user/settings");
    await whenHydrated(page);
    await page.getByLabel("Text direction").selectOption("ltr");
    await expect(html(page)).toHaveAttribute("dir", "ltr");
  });
});

test.describe("toasts", () => {
  test("show at top right with their title, hide after 3700 ms and are removed 300 ms later", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.clock.install();
    await page.goto("/");
    await whenHydrated(page);
    // Freeze time, so the steps below see exactly the toast's own timers.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await page.getByRole("contentinfo").getByText("Dark", { exact: true }).click();
    const toast = page.getByRole("status").filter({ hasText: "Theme set to dark." });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Success");
    const box = (await toast.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1280 - 40);
    expect(box.y).toBeLessThan(40);
    await page.clock.runFor(3600);
    await expect(toast).toHaveAttribute("data-visible", "true");
    await page.clock.runFor(150);
    await expect(toast).toHaveAttribute("data-visible", "false");
    await page.clock.runFor(200);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(150);
    await expect(toast).toHaveCount(0);
  });

  test("can be closed by hand", async ({ page }) => {
    await page.goto("/");
    await whenHydrated(page);
    await page.getByRole("contentinfo").getByText("Auto", { exact: true }).click();
    const toast = page.getByRole("status").filter({ hasText: "Theme follows your system setting." });
    await expect(toast).toBeVisible();
    await toast.getByRole("button", { name: /close/i }).click();
    await expect(toast).toHaveCount(0);
  });
});

test.describe("navigation", () => {
  test("a new page starts at the top; back restores the saved position", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto("/");
    await whenHydrated(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const before = await page.evaluate(() => window.scrollY);
    await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveTitle(/About us/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(before - 50);
  });

  test("a progress bar shows while a navigation is pending", async ({ page }) => {
    await page.goto("/");
    await whenHydrated(page);
    // Hold the next page's data so the navigation stays pending.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/about-us.data*", async (route) => {
      await held;
      await route.continue();
    });
    const bar = page.getByTestId("navigation-progress");
    await expect(bar).toHaveAttribute("data-state", "idle");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(bar).toHaveAttribute("data-state", "loading");
    await expect(bar).toBeVisible();
    release();
    await expect(page).toHaveTitle(/About us/);
    await expect(bar).toHaveAttribute("data-state", "idle");
  });

  test("the phone menu opens and takes you places", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await whenHydrated(page);
    await page.getByLabel("Menu").click();
    await page.getByRole("navigation", { name: "Main (mobile)" }).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveTitle(/Blog/);
    await expect(page.getByRole("navigation", { name: "Main (mobile)" })).toBeHidden();
  });

  test("search works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("search", { name: "Search stays" }).getByLabel("Where").fill("Austin");
    await page.getByRole("search", { name: "Search stays" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/where=Austin/);
    await context.close();
  });
});
