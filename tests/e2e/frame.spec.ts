import { expect, test, watchConsole, whenHydrated } from "./fixtures.ts";

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
  // Titles and guards are in the server's HTML and headers: one request each, no browser needed.
  test("every page answers with its title", async ({ request }) => {
    for (const { path, title } of pages) {
      const response = await request.get(path);
      expect.soft(response.status(), path).toBe(path === "/not-found" ? 404 : 200);
      const html = await response.text();
      const expected = title === BRAND ? BRAND : `${BRAND} | ${title}`;
      expect.soft(/<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll("&amp;", "&"), path).toBe(expected);
    }
  });

  test("sign-in-required pages send an anonymous visitor to sign in, keeping the full path", async ({
    request,
  }) => {
    for (const path of protectedPaths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect.soft(response.status(), path).toBe(302);
      const location = new URL(response.headers()["location"] ?? "/", "http://site");
      expect.soft(location.pathname, path).toBe("/sign-in");
      expect.soft(location.searchParams.get("redirectedFrom"), path).toBe(path);
    }
  });

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

  test("an unknown address under a language's prefix answers that language's not-found page", async ({
    page,
    request,
  }) => {
    const direct = await request.get("/es/no/such/page", { maxRedirects: 0 });
    expect(direct.headers()["location"]).toBe("/es/not-found");
    const response = await page.goto("/es/hotels/detail?listing=no-such-stay");
    expect(new URL(page.url()).pathname).toBe("/es/not-found");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Esta página se ha ido de paseo");
    await expect(page.getByRole("main").getByRole("link", { name: "Página de inicio" })).toHaveAttribute(
      "href",
      "/es/",
    );
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

test.describe("keyboard", () => {
  test("the skip link is the first stop of the keyboard and moves to the content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});

test("a page counts as hydrated when a part left before its code arrived", async ({ page }) => {
  // The home page's lower sections wait for their code until after the load event; hold it back,
  // leave for another page at once, and the new page must still be marked as taken over (a part
  // unmounted while it waited once held `data-hydrated` back for good).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/home-sections[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" });
  // A client-side navigation: the link is React's (hydrated), and the page's data is fetched.
  await expect
    .poll(() => about.evaluate((link) => Object.keys(link).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
  const pageData = page.waitForRequest(/\/about-us\.data/);
  await about.click();
  await pageData;
  await expect(page).toHaveTitle(`${BRAND} | About us`);
  await whenHydrated(page);
  release();
});
