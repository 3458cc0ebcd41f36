import { expect, test } from "@playwright/test";
import { expectAccessible, watchConsole } from "./fixtures.ts";

const SEARCH = "/monthly-rentals-mid-term-rentals-short-term-month-to-month";
const BRAND = "Pet Friendly Rentals by Owner";

/** Every page of the URL map, the title it answers with, and where it ends for an anonymous visitor. */
const pages: { path: string; title: string; endsAt?: string }[] = [
  { path: "/", title: BRAND },
  { path: "/landing", title: "Pet-friendly stays, rented by owner" },
  { path: SEARCH, title: "Monthly, mid-term and short-term pet-friendly rentals" },
  { path: "/listing", title: "Monthly, mid-term and short-term pet-friendly rentals" },
  { path: "/list", title: "Monthly, mid-term and short-term pet-friendly rentals" },
  { path: "/about-us", title: "About us" },
  { path: "/contact-us", title: "Contact us" },
  { path: "/terms", title: "Terms of service" },
  { path: "/privacy-policy", title: "Privacy policy" },
  { path: "/blog", title: "Blog" },
  { path: "/not-found", title: "Page not found" },
  { path: "/sign-in", title: "Sign in" },
  { path: "/sign-up", title: "Sign up" },
  { path: "/forgot-password", title: "Forgot password" },
  { path: "/update-password", title: "Update password" },
  { path: "/two-factor", title: "Two-factor sign-in" },
  { path: "/email-sent", title: "Check your email" },
  { path: "/email-authenticated", title: "Email verified" },
  { path: "/email-changed", title: "Email changed" },
];

/** Sign-in-required pages: anonymous visitors land on sign-in with redirectedFrom. */
const protectedPaths = [
  "/user/profile",
  "/user/delete-profile",
  "/user/bookings",
  "/user/bookings/abc",
  "/user/notifications",
  "/user/settings",
  "/user/wishlist",
  "/two-factor-setup",
  "/phone-verify",
  "/change-email",
  "/hotels/booking?listing=x&checkIn=2027-03-01",
  "/hotels/confirm?booking=abc",
];

test.describe("every route", () => {
  for (const { path, title } of pages) {
    test(`${path} answers with its title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === "/not-found" ? 404 : 200);
      await expect(page).toHaveTitle(title === BRAND ? BRAND : `${BRAND} | ${title}`);
    });
  }

  for (const path of protectedPaths) {
    test(`${path} sends an anonymous visitor to sign in, keeping the full path`, async ({ page }) => {
      await page.goto(path);
      const url = new URL(page.url());
      expect(url.pathname).toBe("/sign-in");
      expect(url.searchParams.get("redirectedFrom")).toBe(path);
      await expect(page).toHaveTitle(`${BRAND} | Sign in`);
    });
  }

  test("unknown paths redirect to /not-found, which answers 404 with help", async ({ page, request }) => {
    const direct = await request.get("/no/such/page/at/all", { maxRedirects: 0 });
    expect(direct.status()).toBe(302);
    expect(direct.headers()["location"]).toBe("/not-found");
    const response = await page.goto("/definitely-not-here");
    expect(new URL(page.url()).pathname).toBe("/not-found");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("wandered off");
    await expect(page.getByRole("main").getByRole("searchbox")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Home page" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Read the blog" })).toBeVisible();
  });

  test("titles follow client-side navigation", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveTitle(`${BRAND} | About us`);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).click();
    await expect(page).toHaveTitle(`${BRAND} | Privacy policy`);
  });

  test("health check reports the database", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
  });

  test("security headers and immutable assets", async ({ request, page }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const problems = watchConsole(page);
    await page.goto("/");
    const scripts = await page
      .locator("link[rel=modulepreload]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(scripts.length).toBeGreaterThan(0);
    let gzipped = 0;
    for (const script of scripts) {
      const asset = await request.get(script, { headers: { "Accept-Encoding": "gzip" } });
      expect(asset.headers()["cache-control"]).toContain("immutable");
      // Files under 1 kB go as they are (the entry chunk only imports the framework's); the others go as
      // the brotli or gzip copy the build wrote, whichever the browser takes (decision 2103).
      if ((await asset.body()).length >= 1024) {
        expect(asset.headers()["content-encoding"], script).toBe("gzip");
        const brotli = await request.get(script, {
          headers: { "Accept-Encoding": "gzip, deflate, br, zstd" },
        });
        expect(brotli.headers()["content-encoding"], script).toBe("br");
        expect(await brotli.body()).toEqual(await asset.body());
        gzipped++;
      }
    }
    expect(gzipped).toBeGreaterThan(0);
    await page.getByRole("contentinfo").getByText("Dark").click();
    expect(problems).toEqual([]);
  });

  test("robots.txt and sitemap.xml", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain("Sitemap: http://localhost:");
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    expect(await sitemap.text()).toContain("/about-us</loc>");
  });
});

test.describe("accessibility", () => {
  for (const path of ["/", SEARCH, "/not-found", "/sign-in", "/blog", "/about-us"]) {
    test(`${path} has no serious axe violation, in light and dark`, async ({ page }) => {
      // Two full axe passes over a page of results take a while on a busy machine.
      test.slow();
      await page.goto(path);
      await expectAccessible(page);
      await page.evaluate(() => localStorage.setItem("pfr-theme", "dark"));
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expectAccessible(page);
    });
  }

  test("the skip link is the first stop of the keyboard and moves to the content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});
