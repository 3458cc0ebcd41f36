import type { Page } from "@playwright/test";
import {
  e2eDataDir,
  expect,
  openMenuAndSignOut,
  type OutboxEmail,
  randomIp,
  signedInUser,
  test,
  waitForEmail,
  watchConsole,
  whenHydrated,
} from "./fixtures.ts";
import { readOutbox } from "../../app/platform/outbox.server.ts";

const BRAND = "Pet Friendly Rentals by Owner";
const CONTACT_EMAIL = "support@petfriendlyrentals.example";
const ARTICLE = "/mid-term-stays/moving-with-a-cat-for-a-three-month-contract";
/** The site's own origin, which a browser names on every form post (a post naming none is refused). */
const SITE = `http://localhost:${process.env.E2E_PORT ?? 3210}`;
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe("blog", () => {
  test("index: newest first, a featured article, paging", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/blog");
    await expect(page).toHaveTitle(`${BRAND} | Blog`);
    const featured = page.getByRole("article").filter({ hasText: "Featured" });
    await expect(featured.getByRole("heading", { level: 2 })).toHaveText(
      "Moving with a cat for a three-month contract",
    );
    const latest = page.getByRole("region", { name: "Latest articles" }).getByRole("article");
    await expect(latest).toHaveCount(6);
    const dates = await latest
      .locator("time")
      .evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!));
    expect(dates).toEqual([...dates].sort().reverse());

    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page).toHaveTitle(`${BRAND} | Blog (page 2)`);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("article").filter({ hasText: "Featured" })).toHaveCount(0);
    const second = await page.getByRole("region", { name: "Latest articles" }).getByRole("article").count();
    expect(second).toBeGreaterThanOrEqual(5);
    await pages.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(problems).toEqual([]);
  });

  test("a page past the end goes to the last page", async ({ page }) => {
    await page.goto("/blog?page=99");
    await expect(page).toHaveURL(/\/blog\?page=2$/);
  });

  test("hostile page and search values land on a real page, never a server error", async ({ request }) => {
    const cases: [string, RegExp][] = [
      ["page=2.9", /\/blog$/],
      ["page=0x2", /\/blog$/],
      ["page=-1&q=cat", /\/blog\?q=cat$/],
      ["page=1e3", /\/blog$/],
      ["page=99999999", /\/blog\?page=2$/],
      [`page=${"9".repeat(400)}`, /\/blog\?page=2$/],
      ["category=..%2F..&page=2", /\/blog$/],
      [`q=${"%F0%9F%90%B6".repeat(60)}`, /\/blog\?q=/],
      [`q=${"x".repeat(4000)}&page=abc`, /\/blog\?q=x+$/],
    ];
    for (const [query, landing] of cases) {
      const response = await request.get(`/blog?${query}`);
      expect(response.status(), query).toBe(200);
      expect(response.url(), query).toMatch(landing);
    }
    // A NUL byte is refused before the page reads anything.
    expect((await request.get("/blog?q=%00", { maxRedirects: 0 })).status()).toBe(400);
    expect((await request.get("/blog?page=1%00", { maxRedirects: 0 })).status()).toBe(400);
  });

  test("category filter and search within articles", async ({ page }) => {
    await page.goto("/blog");
    const categories = page.getByRole("navigation", { name: "Categories" });
    await categories.getByRole("link", { name: /For owners/ }).click();
    await expect(page).toHaveURL(/\/blog\?category=for-owners$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("For owners");
    await expect(categories.getByRole("link", { name: /For owners/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(3);
    for (const label of await cards.locator("p.uppercase").allTextContents())
      expect(label).toBe("For owners");

    await page.getByRole("searchbox", { name: "Search articles" }).fill("deposit");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/category=for-owners&q=deposit/);
    await expect(page.getByRole("status").filter({ hasText: "match" })).toContainText("match “deposit”");
    await expect(cards.first()).toBeVisible();

    await page.goto("/blog?q=zzzyyyxxx");
    await expect(page.getByRole("status").filter({ hasText: "match" })).toContainText("No articles match");
    await page.getByRole("link", { name: "Clear the search" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("article page: content, table of contents, tags, related, structured data", async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto(ARTICLE);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${BRAND} | Moving with a cat for a three-month contract`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Moving with a cat for a three-month contract",
    );
    await expect(page.getByText("Priya Raman").first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${ARTICLE}$`));

    const cover = page.getByRole("main").locator("header img");
    await expect(cover).toHaveAttribute("alt", /black cat/);
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const toc = page.getByRole("navigation", { name: "In this article" });
    await toc.getByRole("link", { name: "The first 48 hours: one room" }).click();
    await expect(page).toHaveURL(/#the-first-48-hours-one-room$/);
    await expect(page.locator("#the-first-48-hours-one-room")).toBeInViewport();

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld).toMatchObject({
      "@type": "BlogPosting",
      headline: "Moving with a cat for a three-month contract",
      datePublished: "2026-10-28",
      author: { name: "Priya Raman" },
    });

    await expect(page.getByRole("region", { name: "Keep reading" }).getByRole("article")).toHaveCount(3);
    await expect(
      page.getByRole("main").getByRole("searchbox", { name: "Where are you going?" }),
    ).toBeVisible();
    await page.getByRole("region", { name: "Tags" }).getByRole("link", { name: "Cats" }).click();
    await expect(page).toHaveURL(/\/blog\/tag\/cats$/);
    expect(problems).toEqual([]);
  });

  test("tag page lists the articles with that tag", async ({ page }) => {
    await page.goto("/blog/tag/travel-nurses");
    await expect(page).toHaveTitle(`${BRAND} | Articles tagged Travel nurses`);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(2);
    await cards.getByRole("link", { name: /Dog-friendly cities/ }).click();
    await expect(page).toHaveURL(/\/mid-term-stays\/dog-friendly-cities-for-travel-nurses$/);
  });

  for (const path of [
    "/no-such-category/moving-with-a-cat-for-a-three-month-contract",
    "/mid-term-stays/no-such-article",
    "/pet-travel/moving-with-a-cat-for-a-three-month-contract",
    "/blog/tag/no-such-tag",
  ]) {
    test(`${path} → /not-found`, async ({ page, request }) => {
      const direct = await request.get(path, { maxRedirects: 0 });
      expect(direct.status()).toBe(302);
      expect(direct.headers()["location"]).toBe("/not-found");
      const response = await page.goto(path);
      expect(new URL(page.url()).pathname).toBe("/not-found");
      expect(response?.status()).toBe(404);
    });
  }

  test("RSS feed is well-formed and lists every article", async ({ page, request }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    await page.goto("/blog");
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const error = doc.querySelector("parsererror");
      return {
        error: error?.textContent ?? null,
        title: doc.querySelector("channel > title")?.textContent,
        items: [...doc.querySelectorAll("item")].map((item) => ({
          link: item.querySelector("link")?.textContent ?? "",
          pubDate: item.querySelector("pubDate")?.textContent ?? "",
          content:
            item.getElementsByTagNameNS("http://purl.org/rss/1.0/modules/content/", "encoded")[0]
              ?.textContent ?? "",
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.title).toBe(`${BRAND} blog`);
    expect(feed.items.length).toBeGreaterThanOrEqual(12);
    // Newest first.
    expect(feed.items[0]!.link).toMatch(/\/mid-term-stays\/pet-fees-pet-rent-and-deposits-explained$/);
    for (const item of feed.items) {
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      expect(item.content).toContain("<h2");
    }
  });

  test("the sitemap lists the articles and tags", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`${ARTICLE}</loc><lastmod>2026-10-28</lastmod>`);
    expect(xml).toContain("/blog/tag/cats</loc>");
  });
});

async function fillContact(page: Page, values: Record<string, string>) {
  if (values.name !== undefined) await page.getByLabel("Your name").fill(values.name);
  if (values.email !== undefined) await page.getByLabel("Email address").fill(values.email);
  if (values.topic !== undefined) await page.getByLabel("What is it about?").selectOption(values.topic);
  if (values.bookingReference !== undefined)
    await page.getByLabel("Booking reference (optional)").fill(values.bookingReference);
  if (values.message !== undefined) await page.getByLabel("Your message").fill(values.message);
}

test.describe("contact form", () => {
  test("invalid input: messages next to the fields, what was typed is kept", async ({ page }) => {
    await page.goto("/contact-us");
    await fillContact(page, { name: "Jo", email: "jo-at-example", message: "Too short" });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(page.getByText("Please choose what your message is about.")).toBeVisible();
    await expect(page.getByText(/Please write a little more/)).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Your name")).toHaveValue("Jo");
    await expect(page.getByLabel("Email address")).toHaveValue("jo-at-example");
    await expect(page.getByLabel("Your message")).toHaveValue("Too short");
  });

  test("without JavaScript the form still validates and keeps values (400)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact-us");
    await fillContact(page, { name: "No Script", email: "bad", message: "A message long enough to pass." });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send message" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(page.getByLabel("Your message")).toHaveValue("A message long enough to pass.");
    await context.close();
  });

  test("a valid message is stored, emailed to the team and confirmed", async ({ page }) => {
    const problems = watchConsole(page);
    const email = unique("traveller");
    await page.goto("/contact-us");
    await fillContact(page, {
      name: "Rosa Diaz",
      email,
      topic: "stay",
      bookingReference: "bk-2026-77",
      message: "Is the yard at the river flat fully fenced? My terrier is a climber.",
    });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact-us\?sent=[A-Z0-9]{8}$/);
    const reference = new URL(page.url()).searchParams.get("sent")!;
    await expect(page.getByRole("heading", { name: "Message received" })).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByText(`We'll reply to ${email}`)).toBeVisible();

    const mail = await waitForEmail(CONTACT_EMAIL, new RegExp(reference));
    expect((mail as OutboxEmail & { replyTo?: string }).replyTo).toBe(email);
    expect(mail.text).toContain("My terrier is a climber.");
    expect(mail.text).toContain("Booking reference: BK-2026-77");
    expect(mail.subject).toContain("A stay or its pet policy");
    expect(problems).toEqual([]);
  });

  test("the rate limit stops a fourth message from one address within the hour", async ({ request }) => {
    const email = unique("busy");
    // An address of its own: the per-address limit counts every test's messages from this machine.
    const ip = randomIp();
    const post = (n: number) =>
      request.post("/contact-us", {
        headers: { "x-forwarded-for": ip, origin: SITE },
        form: {
          name: "Busy Bee",
          email,
          topic: "other",
          message: `Message number ${n}, with enough words to pass.`,
        },
        maxRedirects: 0,
      });
    for (let n = 1; n <= 3; n++) expect((await post(n)).status()).toBe(302);
    const blocked = await post(4);
    expect(blocked.status()).toBe(429);
    expect(await blocked.text()).toContain("paused new ones from");
    const sent = readOutbox<OutboxEmail & { replyTo?: string }>(e2eDataDir, "email").filter(
      (m) => m.replyTo === email,
    );
    expect(sent).toHaveLength(3);
  });

  test("a bot that fills the honeypot sees success, but nothing is sent", async ({ request }) => {
    const email = unique("bot");
    const response = await request.post("/contact-us", {
      headers: { origin: SITE },
      form: {
        name: "Bot",
        email,
        topic: "other",
        message: "Buy cheap things at my website today!!",
        website: "http://spam.test",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    // No wait: the action writes any email to the outbox before it answers (submitContactMessage awaits the send).
    const sent = readOutbox<OutboxEmail & { replyTo?: string }>(e2eDataDir, "email").filter(
      (m) => m.replyTo === email,
    );
    expect(sent).toHaveLength(0);
  });

  test("a post from another site is refused", async ({ request }) => {
    const email = unique("x");
    const response = await request.post("/contact-us", {
      form: { name: "X", email, topic: "other", message: "Cross-site message that should be refused." },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    // Refused by the router's own origin check or by the action's: either way a 4xx, nothing sent.
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
    // No wait: a refused post never reaches the send, and an accepted one sends before it answers.
    expect(
      readOutbox<OutboxEmail & { replyTo?: string }>(e2eDataDir, "email").filter((m) => m.replyTo === email),
    ).toHaveLength(0);
  });
});

test.describe("content pages", () => {
  test("landing page leads into search and sign-up", async ({ page }) => {
    await page.goto("/landing");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("straight from the owner");
    await expect(page.getByRole("link", { name: "Find a pet-friendly stay" })).toHaveAttribute(
      "href",
      "/monthly-rentals-mid-term-rentals-short-term-month-to-month",
    );
    await expect(page.getByRole("link", { name: "Create a free account" })).toHaveAttribute(
      "href",
      "/sign-up",
    );
    await expect(page.getByRole("heading", { name: "How pet policies are shown" })).toBeVisible();
  });

  for (const [path, title] of [
    ["/terms", "Terms of service"],
    ["/privacy-policy", "Privacy policy"],
  ] as const) {
    test(`${path}: last-updated date and a working table of contents`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${BRAND} | ${title}`);
      await expect(page.getByText(/Last updated/)).toContainText("November 2, 2026");
      const toc = page.getByRole("navigation", { name: "Contents" });
      const links = toc.getByRole("link");
      expect(await links.count()).toBeGreaterThan(6);
      const last = links.last();
      const target = (await last.getAttribute("href"))!;
      await last.click();
      await expect(page.locator(target)).toBeInViewport();
    });
  }
});

/**
 * Reading pages ship no framework (decision 4000): no module script, no modulepreload, no request for
 * the build's scripts; one plain script does the theme, toasts, sign-out's browser side.
 */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

async function expectNoFramework(page: Page, scripts: string[]) {
  await whenHydrated(page); // set by the plain script once its controls respond
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  expect(scripts.filter((path) => path.startsWith("/assets/"))).toEqual([]);
  expect(scripts).toEqual(["/reading-page.js"]);
  scripts.length = 0;
}

test.describe("reading pages without the framework", () => {
  test("article and blog index: no module script; the theme, the contact form and sign-out work", async ({
    page,
  }) => {
    // The contact form's refused post answers 400, as without scripts.
    const problems = watchConsole(page, { expectedHttpErrors: true });
    const scripts = watchScripts(page);
    await page.goto(ARTICLE);
    await expectNoFramework(page, scripts);

    // The theme: chosen in the footer, applied at once with its toast, kept for the next page.
    const footer = page.getByRole("contentinfo");
    await footer.getByText("Dark", { exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    const toasts = page.getByTestId("toast-container");
    await expect(toasts.getByText("Theme set to dark.")).toBeVisible();
    await toasts.getByRole("button", { name: /^Close/ }).click();
    await expect(toasts.getByText("Theme set to dark.")).toHaveCount(0);

    await page.getByRole("banner").getByRole("link", { name: "Blog" }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await expectNoFramework(page, scripts);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(footer.getByRole("radio", { name: "Dark" })).toBeChecked();
    await footer.getByText("Light", { exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");

    // The contact form: the server checks it and answers with the page and its toast.
    await page.getByRole("banner").getByRole("link", { name: "Contact" }).first().click();
    await expectNoFramework(page, scripts);
    await fillContact(page, {
      name: "Plain Reader",
      email: "bad",
      message: "A message long enough to pass.",
    });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(page.getByLabel("Your message")).toHaveValue("A message long enough to pass.");
    const email = unique("plain-reader");
    await fillContact(page, { email, topic: "other" });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact-us\?sent=[A-Z0-9]{8}$/);
    await expect(toasts.getByText(`We'll reply to ${email}`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Message received" })).toBeVisible();

    // To the app: an ordinary page load, and the framework is back.
    const [document] = await Promise.all([
      page.waitForRequest((request) => request.resourceType() === "document"),
      page.getByRole("banner").getByRole("link", { name: "Stays" }).first().click(),
    ]);
    expect(new URL(document.url()).pathname).not.toBe("/contact-us");
    await whenHydrated(page);
    await expect(page.locator('script[type="module"]').first()).toBeAttached();
    expect(problems).toEqual([]);
  });

  test("signed in on an article: the account menu opens and signs out", async ({ page }) => {
    await signedInUser(page, "reader");
    const scripts = watchScripts(page);
    await page.goto(ARTICLE);
    await expectNoFramework(page, scripts);
    await page.evaluate(() => localStorage.setItem("user-profile", "{}"));
    // A <details> menu: opens without scripts; the plain script closes it on Escape.
    await page.getByRole("banner").locator("summary[aria-label^='Account menu']").click();
    await expect(page.getByRole("link", { name: "Trips" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "Trips" })).toBeHidden();
    await openMenuAndSignOut(page);
    await expect(page.getByText("You have been signed out")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("user-profile"))).toBeNull();
    expect((await page.context().cookies()).some((c) => c.name.endsWith("session_token"))).toBe(false);
  });
});
