import type { APIResponse, Browser, BrowserContextOptions, Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  hookAccount,
  randomIp,
  SITE,
  openConsole,
  test,
  uniqueEmail,
  whenHydrated,
} from "./fixtures.ts";

/**
 * Accessibility, once per page and state: every route of the URL map (and the states only a click
 * reaches) is scanned by axe here, and functional tests do not scan again. Each route is seen in
 * two ways that between them take every value of every dimension:
 *   - pass A: light theme, desktop width, left to right, anonymous on public pages;
 *   - pass B: dark theme, phone width, right to left, signed in on public pages.
 * Pages behind sign-in are seen by the person they belong to in both passes; guest-only pages
 * anonymously in both. The markup does not depend on the database: this spec runs on PGlite only.
 */

const SEARCH = "/monthly-rentals-mid-term-rentals-short-term-month-to-month";
const ARTICLE = "/mid-term-stays/moving-with-a-cat-for-a-three-month-contract";

type Who = "anonymous" | "traveller" | "owner" | "staff";

/** Ids the routes need, made once per worker through the test hooks and the pages' own actions. */
interface World {
  /** A seeded stay with photos and reviews. */
  demoSlug: string;
  /** The traveller's account id (the operator console's user page). */
  travellerId: string;
  /** The owner's home (request to book), its id and slug. */
  listingId: number;
  slug: string;
  /** The traveller's bookings of the owner's home. */
  pendingId: string;
  confirmedId: string;
  completedId: string;
  cancelledId: string;
  declinedId: string;
  checkIn: string;
  checkOut: string;
  threadPath: string;
  petId: string;
  states: Record<Exclude<Who, "anonymous">, BrowserContextOptions["storageState"]>;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const random = (from: number, span: number) => from + Math.floor(Math.random() * span);

async function ok<T>(answer: Promise<APIResponse>, what: string): Promise<T> {
  const response = await answer;
  expect(response.status(), `${what}: ${await response.text()}`).toBeLessThan(400);
  return (response.headers()["content-type"] ?? "").includes("json")
    ? ((await response.json()) as T)
    : (null as T);
}

async function makeWorld(browser: Browser): Promise<World> {
  const contexts = {
    traveller: await browser.newContext(),
    owner: await browser.newContext(),
    staff: await browser.newContext(),
  };
  await hookAccount(contexts.traveller.request, uniqueEmail("a11y-traveller"));
  await hookAccount(contexts.owner.request, uniqueEmail("a11y-owner"));
  await hookAccount(contexts.staff.request, uniqueEmail("a11y-staff"));
  await openConsole(contexts.staff.request);
  const owner = contexts.owner.request;
  const traveller = contexts.traveller.request;
  const headers = { origin: SITE, "x-forwarded-for": randomIp() };

  const home = await ok<{ id: number; slug: string }>(
    owner.post("/__test/listings", {
      headers,
      data: { instantBook: false, city: "Asheville", region: "North Carolina" },
    }),
    "the owner's home",
  );
  // A second home, so /host/calendar shows its grid of several homes (decision 3957).
  await ok(
    owner.post("/__test/listings", { headers, data: { city: "Boone", region: "North Carolina" } }),
    "a second home",
  );
  // Dates of their own, far apart, so the stays never meet another test's.
  const start = random(60, 250);
  const stay = async (status: string, from: number, nights: number) =>
    (
      await ok<{ id: string }>(
        traveller.post("/__test/stays", {
          headers,
          data: { listing: home.slug, checkIn: day(from), checkOut: day(from + nights), status },
        }),
        `a ${status} stay`,
      )
    ).id;
  const pendingId = await stay("pending", start, 5);
  const confirmedId = await stay("confirmed", start + 10, 4);
  const completedId = await stay("completed", -random(20, 300), 3);
  const cancelledId = await stay("cancelled", start + 20, 3);
  const declinedId = await stay("declined", start + 25, 3);

  const pet = await traveller.post("/user/pets/new", {
    headers,
    form: {
      name: "Biscuit",
      species: "dog",
      breed: "Beagle",
      weight: "11",
      weightUnit: "kg",
      ageYears: "4",
      vaccinated: "on",
      houseTrained: "on",
    },
    maxRedirects: 0,
  });
  expect(pet.status(), "a saved pet").toBe(302);
  const petId = /\/user\/pets\/([^/?#]+)/.exec(pet.headers()["location"]!)![1]!;
  const inquiry = await traveller.post(`/user/messages/new?listing=${home.slug}`, {
    headers,
    form: {
      listing: home.slug,
      checkIn: day(start + 30),
      checkOut: day(start + 37),
      adults: "2",
      pets: "1",
      pet: petId,
      body: "Hello! Is the yard fenced all the way round? Our dog Biscuit likes to explore.",
    },
    maxRedirects: 0,
  });
  expect(inquiry.status(), "the inquiry").toBe(302);
  const threadPath = inquiry.headers()["location"]!;
  // The owner reports the message, so the staff's queue has something in it.
  const thread = await (await owner.get(threadPath)).text();
  const messageId = /name="messageId" value="([^"]+)"/.exec(thread)![1]!;
  await ok(
    owner.post(threadPath, {
      headers,
      form: { intent: "report", messageId, reason: "Asks me to take payment outside the site" },
      maxRedirects: 0,
    }),
    "a report",
  );

  await ok(
    traveller.post("/__test/notifications", { headers, data: { title: "Your stay starts soon" } }),
    "a notice",
  );

  const search = await (await traveller.get(SEARCH)).text();
  // A home of the demo data (photos, reviews), not one another test just made ("test-home-…").
  const demoSlug = /\/hotels\/detail\?listing=((?!test-home-)[a-z0-9-]+)/.exec(search)![1]!;
  await ok(
    traveller.post("/api/wishlist", { headers, form: { listing: demoSlug, intent: "save" } }),
    "a saved stay",
  );

  const travellerId = (
    await ok<{ user: { id: string } }>(traveller.get("/api/account/user"), "the traveller")
  ).user.id;

  const states = {
    traveller: await contexts.traveller.storageState(),
    owner: await contexts.owner.storageState(),
    staff: await contexts.staff.storageState(),
  };
  for (const context of Object.values(contexts)) await context.close();
  return {
    demoSlug,
    travellerId,
    listingId: home.id,
    slug: home.slug,
    pendingId,
    confirmedId,
    completedId,
    cancelledId,
    declinedId,
    checkIn: day(start + 40),
    checkOut: day(start + 45),
    threadPath,
    petId,
    states,
  };
}

interface Stop {
  /** Who sees it in pass A and pass B. */
  who: [Who, Who];
  path: (world: World) => string;
  /** What to do once the page is there, before the scan (a state only a click reaches). */
  then?: (page: Page) => Promise<void>;
  name?: string;
}

const publicPage = (path: string): Stop => ({ who: ["anonymous", "traveller"], path: () => path });
const guestPage = (path: string): Stop => ({ who: ["anonymous", "anonymous"], path: () => path });
const travellerPage = (path: (w: World) => string, then?: Stop["then"], name?: string): Stop => ({
  who: ["traveller", "traveller"],
  path,
  then,
  name,
});
const ownerPage = (path: (w: World) => string, then?: Stop["then"], name?: string): Stop => ({
  who: ["owner", "owner"],
  path,
  then,
  name,
});

/** The account menu, or on a phone the one menu that holds the account's links too. */
const openAccountMenu = async (page: Page) => {
  const banner = page.getByRole("banner");
  const account = banner.locator("summary[aria-label^='Account menu']");
  await ((await account.isVisible()) ? account : banner.locator("summary[aria-label^='Menu']")).click();
  await expect(banner.getByRole("button", { name: "Sign out" })).toBeVisible();
};

/** The routes and states, in groups that each share one browser context per pass. */
const groups: Record<string, Stop[]> = {
  "public pages": [
    publicPage("/"),
    publicPage("/landing"),
    {
      who: ["anonymous", "traveller"],
      path: () => SEARCH,
      name: "search with its map (beside the results, or shown by its toggle on a phone)",
      then: async (page) => {
        const toggle = page.getByRole("button", { name: "Show map" });
        if (await toggle.isVisible()) await toggle.click();
        const map = page.getByRole("region", { name: "Map of the stays found" });
        await expect(map.locator(".pfr-pin, .pfr-cluster").first()).toBeVisible({ timeout: 20_000 });
        await expect(map.locator("path.pfr-map-land").first()).toBeAttached({ timeout: 20_000 });
      },
    },
    {
      who: ["anonymous", "traveller"],
      path: (w) => `${SEARCH}?checkIn=${w.checkIn}&checkOut=${w.checkOut}&pets=1&species=dog`,
      name: "search for dates, with totals",
    },
    publicPage("/listing?species=cat"),
    publicPage("/list"),
    {
      who: ["anonymous", "traveller"],
      path: (w) =>
        `/hotels/detail?listing=${w.demoSlug}&checkIn=${w.checkIn}&checkOut=${w.checkOut}&adults=2&pets=1`,
      name: "a stay for dates, its area map drawn",
      then: async (page) => {
        await page.getByRole("heading", { name: "Location" }).scrollIntoViewIfNeeded();
        const area = page.getByRole("region", { name: /Map of the area around the home/ });
        await expect(area.locator("path.pfr-map-area")).toBeAttached({ timeout: 20_000 });
      },
    },
    publicPage("/not-found"),
    {
      who: ["anonymous", "traveller"],
      path: (w) => `/hotels/detail?listing=${w.demoSlug}`,
      name: "the gallery, open",
      then: async (page) => {
        await page.getByRole("link", { name: /^Photo 1 of \d+, open the gallery/ }).click();
        await expect(page.getByRole("dialog", { name: /^Photos of / })).toBeVisible();
      },
    },
    {
      who: ["anonymous", "traveller"],
      path: (w) => `/hotels/detail?listing=${w.demoSlug}`,
      name: "the date picker, open",
      then: async (page) => {
        await page.getByRole("button", { name: "Choose dates on a calendar" }).click();
        await expect(page.getByRole("dialog", { name: "Choose your dates" })).toBeVisible();
      },
    },
  ],
  "reading pages": [
    publicPage("/blog"),
    publicPage("/blog?category=pet-care"),
    publicPage(ARTICLE),
    publicPage("/blog/tag/dogs"),
    publicPage("/about-us"),
    publicPage("/contact-us"),
    {
      who: ["anonymous", "traveller"],
      path: () => "/contact-us",
      name: "the contact form, with its errors",
      then: async (page) => {
        await page.getByLabel("Email address").fill("jo-at-example");
        await page.getByRole("button", { name: "Send message" }).click();
        await expect(page.getByText(/Please enter a valid email address/)).toBeVisible();
      },
    },
    publicPage("/terms"),
    publicPage("/privacy-policy"),
  ],
  accounts: [
    guestPage("/sign-in"),
    guestPage("/sign-up"),
    {
      who: ["anonymous", "anonymous"],
      path: () => "/sign-up",
      name: "sign-up, with its errors",
      then: async (page) => {
        await page.getByLabel("Email").fill("not-an-email");
        await page.getByRole("button", { name: "Create account" }).click();
        await expect(page.getByText("Enter your first name.")).toBeVisible();
      },
    },
    guestPage("/forgot-password"),
    guestPage("/update-password?token=abc"),
    guestPage("/two-factor"),
    guestPage("/email-sent"),
    guestPage("/email-authenticated?error=invalid_token"),
    guestPage("/email-authenticated?verified=1"),
    guestPage("/email-changed"),
    travellerPage(() => "/two-factor-setup"),
    travellerPage(() => "/phone-verify"),
    travellerPage(() => "/change-email"),
    travellerPage(() => "/", openAccountMenu, "the account menu, open"),
  ],
  trips: [
    travellerPage(
      (w) => `/hotels/booking?listing=${w.slug}&checkIn=${w.checkIn}&checkOut=${w.checkOut}&adults=2&pets=1`,
    ),
    travellerPage((w) => `/hotels/confirm?booking=${w.confirmedId}`),
    travellerPage((w) => `/hotels/confirm?booking=${w.pendingId}`),
    travellerPage(() => "/user/bookings"),
    travellerPage((w) => `/user/bookings/${w.confirmedId}`),
    travellerPage((w) => `/user/bookings/${w.confirmedId}?cancel=confirm`),
    travellerPage((w) => `/user/bookings/${w.pendingId}`),
    travellerPage((w) => `/user/bookings/${w.declinedId}`),
    travellerPage((w) => `/user/bookings/${w.completedId}/review`),
    // A demo review (numbered from 1, published): the report form.
    travellerPage(() => "/user/reports/stay/1"),
    travellerPage(() => "/user/wishlist"),
    travellerPage((w) => `/user/wishlist?save=${w.demoSlug}`, undefined, "the wishlist's save question"),
    travellerPage((w) => `${SEARCH}?pet=${w.petId}`, undefined, "search by a saved pet, with fit badges"),
    travellerPage(
      (w) => `/hotels/detail?listing=${w.demoSlug}&pet=${w.petId}`,
      undefined,
      "a stay's pet fit panel",
    ),
    travellerPage(() => "/user/notifications"),
  ],
  "profile and messages": [
    travellerPage(() => "/user/profile"),
    travellerPage(() => "/user/settings"),
    travellerPage(() => "/user/delete-profile"),
    travellerPage(() => "/user/pets"),
    travellerPage(() => "/user/pets/new"),
    travellerPage((w) => `/user/pets/${w.petId}`),
    travellerPage(() => "/user/messages"),
    travellerPage((w) => `/user/messages/new?listing=${w.demoSlug}`),
    { who: ["staff", "staff"], path: () => "/user/messages", name: "an empty inbox" },
    travellerPage((w) => w.threadPath),
    { who: ["staff", "staff"], path: () => "/operator/reports", name: "the reports queue" },
  ],
  "operator console": [
    { who: ["staff", "staff"], path: () => "/operator" },
    { who: ["staff", "staff"], path: () => "/operator/confirm?recent=1", name: "the console's code" },
    { who: ["staff", "staff"], path: () => "/operator/audit" },
    { who: ["staff", "staff"], path: () => "/operator/users?new=1" },
    { who: ["staff", "staff"], path: (w) => `/operator/users/${w.travellerId}` },
    { who: ["staff", "staff"], path: () => "/operator/listings?q=test" },
    { who: ["staff", "staff"], path: () => "/operator/settings" },
    { who: ["staff", "staff"], path: () => "/operator/bookings?status=pending" },
    { who: ["staff", "staff"], path: (w) => `/operator/bookings/${w.pendingId}` },
  ],
  hosting: [
    ownerPage(() => "/host"),
    ownerPage(() => "/host/profile"),
    ownerPage(() => "/host/reservations"),
    ownerPage((w) => `/host/reservations/${w.pendingId}`),
    ownerPage((w) => `/host/reservations/${w.confirmedId}`),
    ownerPage((w) => `/host/reservations/${w.confirmedId}?cancel=confirm`),
    ownerPage((w) => `/host/reservations/${w.cancelledId}`),
    ownerPage((w) => `/host/reservations/${w.completedId}`),
    ownerPage((w) => `/host/reservations/${w.completedId}/review`),
    ownerPage(() => "/host/listings"),
    ownerPage(() => "/host/earnings"),
    ownerPage(() => "/host/calendar", undefined, "the calendar of two homes"),
    ownerPage(() => "/host/listings/new"),
    ownerPage((w) => w.threadPath),
  ],
  "listing editor": [
    ...["place", "space", "photos", "pets", "description", "pricing", "booking", "review"].map((step) =>
      ownerPage((w) => `/host/listings/${w.listingId}/${step}`),
    ),
    ownerPage((w) => `/host/listings/${w.listingId}/calendar`),
    ownerPage((w) => `/host/listings/${w.listingId}/calendar-sync`),
    ownerPage((w) => `/host/listings/${w.listingId}/pricing-rules`),
    ownerPage((w) => `/host/listings/${w.listingId}/scheduled-messages`),
  ],
};

const PASSES = [
  {
    name: "A: light, desktop, ltr",
    theme: "light",
    direction: "ltr",
    viewport: { width: 1280, height: 800 },
  },
  { name: "B: dark, phone, rtl", theme: "dark", direction: "rtl", viewport: { width: 390, height: 844 } },
] as const;

let world: World | undefined;
const STOPS_PER_TEST = 6;

test.describe("accessibility: every route and state", () => {
  // One context per person and pass, one axe scan per stop: room for a busy machine.
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(async ({ browser }) => {
    world ??= await makeWorld(browser);
  });

  for (const [group, all] of Object.entries(groups)) {
    // A few stops per test: the two workers share them out, and one slow page cannot time out many.
    const parts = Math.ceil(all.length / STOPS_PER_TEST);
    for (let part = 0; part < parts; part++) {
      const stops = all.slice(part * STOPS_PER_TEST, (part + 1) * STOPS_PER_TEST);
      const title = parts > 1 ? `${group} (${part + 1} of ${parts})` : group;
      for (const [index, pass] of PASSES.entries()) {
        test(`${title}, pass ${pass.name}`, async ({ browser }) => {
          const contexts = new Map<Who, Page>();
          const pageFor = async (who: Who) => {
            let page = contexts.get(who);
            if (!page) {
              const context = await browser.newContext({
                viewport: pass.viewport,
                extraHTTPHeaders: { "x-forwarded-for": randomIp() },
                storageState: who === "anonymous" ? undefined : world!.states[who],
              });
              await context.addInitScript(
                ({ theme, direction }) => {
                  try {
                    localStorage.setItem("pfr-theme", theme);
                    localStorage.setItem("pfr-direction", direction);
                  } catch {
                    // a frame without storage (about:blank): nothing to set
                  }
                },
                { theme: pass.theme, direction: pass.direction },
              );
              page = await context.newPage();
              contexts.set(who, page);
            }
            return page;
          };
          for (const stop of stops) {
            const path = stop.path(world!);
            const page = await pageFor(stop.who[index]!);
            await test.step(`${stop.name ?? path} (${stop.who[index]})`, async () => {
              await page.goto(path);
              await expect(page.locator("html")).toHaveAttribute("data-theme", pass.theme);
              await expect(page.locator("html")).toHaveAttribute("dir", pass.direction);
              // Scanned as people use it: once the page's scripts have taken over.
              await whenHydrated(page);
              if (stop.then) await stop.then(page);
              await expectAccessible(page, { soft: `${stop.name ?? path} as ${stop.who[index]}` });
            });
          }
          for (const page of contexts.values()) await page.context().close();
        });
      }
    }
  }
});
