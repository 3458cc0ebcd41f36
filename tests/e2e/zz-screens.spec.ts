import { expect, randomIp, signedInUser, SITE, test } from "./fixtures.ts";

test.describe.configure({ timeout: 240_000 });

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test("screens: the Arabic trip page and settings", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
  const page = await context.newPage();
  await signedInUser(page, "screens");
  await page.goto("/monthly-rentals-mid-term-rentals-short-term-month-to-month?species=dog&instant=1");
  const slug = new URL(
    (await page.locator("a[href*='/hotels/detail']").first().getAttribute("href"))!,
    SITE,
  ).searchParams.get("listing")!;
  const checkIn = addDays(new Date().toISOString().slice(0, 10), 400 + Math.floor(Math.random() * 100));
  await page.goto(`/hotels/booking?listing=${slug}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 7)}&adults=2&children=0&pets=1`);
  await page.getByLabel("Name").fill("Biscuit");
  await page.getByLabel("Species").selectOption("dog");
  await page.getByLabel("Weight (lb)").fill("20");
  await page.getByLabel("Contact phone").fill("+1 415 555 0100");
  await page.getByLabel("I accept the house rules and the pet policy of this home.").check();
  await page.getByRole("button", { name: /Confirm and book|Request to book|Continue/ }).click();
  await expect(page).toHaveURL(/\/hotels\/(confirm|checkout)/, { timeout: 30_000 });
  const id =
    new URL(page.url()).searchParams.get("booking") ?? (/[0-9a-f-]{36}/.exec(page.url()) ?? [""])[0];
  const state = await context.storageState();
  await context.close();
  for (const path of [`/user/bookings/${id}`, `/user/bookings/${id}?cancel=confirm`, "/user/settings", "/user/bookings", "/user/messages"])
    for (const theme of ["light", "dark"])
      for (const [size, viewport] of Object.entries({ phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } })) {
        const ctx = await browser.newContext({ viewport, storageState: state });
        await ctx.addCookies([{ name: "pfr-lang", value: "ar", url: SITE }]);
        const p = await ctx.newPage();
        await p.addInitScript((t) => localStorage.setItem("pfr-theme", t), theme);
        await p.goto(path);
        const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        console.log(path, theme, size, "overflow", overflow);
        await p.screenshot({ path: `test-results/screens/ar${path.replace(/[^a-z]+/gi, "_").slice(0, 40)}-${theme}-${size}.png`, fullPage: true });
        await ctx.close();
      }
});
