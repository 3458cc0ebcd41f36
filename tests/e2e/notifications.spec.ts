import type { Page } from "@playwright/test";
import {
  expect as baseExpect,
  expectAccountMenu,
  randomIp,
  signIn,
  SITE,
  test,
  waitForEmail,
  watchConsole,
  whenHydrated,
} from "./fixtures.ts";
import { addDays } from "../../app/shared/dates.ts";

test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** An upcoming confirmed stay of the signed-in user (test data, far-off random dates), and its id. */
async function upcomingStay(page: Page) {
  const checkIn = addDays("2100-01-01", Math.floor(Math.random() * 5000) * 5);
  const made = await page.request.post("/__test/stays", {
    headers: { origin: SITE },
    data: { checkIn, checkOut: addDays(checkIn, 3), status: "confirmed" },
  });
  expect(made.ok()).toBe(true);
  return ((await made.json()) as { id: string }).id;
}

async function cancelFrom(page: Page, bookingId: string) {
  // The confirmation step's amounts are part of the cancel (nothing changes without them).
  const step = await (await page.request.get(`/user/bookings/${bookingId}?cancel=confirm`)).text();
  const keptCents = /name="keptCents" value="(\d+)"/.exec(step)![1]!;
  const answer = await page.request.post(`/user/bookings/${bookingId}`, {
    headers: { origin: SITE },
    form: { intent: "cancel", keptCents },
  });
  expect(answer.status()).toBeLessThan(400);
}

test("a notification reaches an open page live, and by email; reading it clears the badge everywhere", async ({
  signedIn: { page, email },
}) => {
  const problems = watchConsole(page);
  const bookingId = await upcomingStay(page);
  await page.goto("/user/notifications");
  await whenHydrated(page);
  await expect(page.getByText("Nothing here yet")).toBeVisible();

  // Cancelled from another tab: this page hears of it without a reload.
  const other = await page.context().newPage();
  await other.goto(`/user/bookings/${bookingId}`);
  await whenHydrated(other);
  // The live toast shows for a few seconds as the event arrives, possibly before the list has
  // reloaded: watch for it from before the cancel, so a slow list cannot hide it.
  const toastShown = expect(
    page
      .getByRole("status")
      .getByText(/is cancelled/)
      .first(),
  ).toBeVisible({ timeout: 40_000 });
  await other
    .getByRole("region", { name: "Cancel this booking" })
    .getByRole("link", { name: "Cancel booking…" })
    .click();
  await other
    .getByRole("region", { name: "Cancel this booking?" })
    .getByRole("button", { name: "Yes, cancel my booking" })
    .click();
  await expect(other.getByText(/Your booking is cancelled/)).toBeVisible();

  const list = page.getByRole("list", { name: "Notifications" });
  await toastShown;
  await expect(list.getByRole("link", { name: /is cancelled/ })).toBeVisible();
  await expect(page.getByTestId("unread-badge").first()).toHaveText("1");
  await expect(other.getByTestId("unread-badge").first()).toHaveText("1");
  // Emailed too (booking updates are on by default).
  const mail = await waitForEmail(email, /is cancelled/);
  expect(mail.text).toContain(`/user/bookings/${bookingId}`);

  // Read here: the other tab's badge goes too.
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByTestId("unread-badge")).toHaveCount(0);
  await expect(other.getByTestId("unread-badge")).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("without server-sent events the page polls", async ({ signedIn: { page } }) => {
  const bookingId = await upcomingStay(page);
  await page.addInitScript(() => {
    delete (window as { EventSource?: unknown }).EventSource;
  });
  await page.clock.install();
  await page.goto("/user/notifications");
  await whenHydrated(page);
  await expect(page.getByText("Nothing here yet")).toBeVisible();
  await cancelFrom(page, bookingId);
  await page.clock.fastForward(31_000);
  await expect(
    page.getByRole("list", { name: "Notifications" }).getByRole("link", { name: /is cancelled/ }),
  ).toBeVisible();
});

test("the live endpoints answer only a signed-in user", async ({ request }) => {
  expect((await request.get("/api/notifications")).status()).toBe(401);
  expect((await request.get("/api/notifications/events")).status()).toBe(401);
});

test("a sign-in from a new device is a security notice, emailed", async ({
  signedIn: { page, email },
  browser,
}) => {
  const firefox = await browser.newContext({
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0",
    extraHTTPHeaders: { "x-forwarded-for": randomIp() },
  });
  const elsewhere = await firefox.newPage();
  await signIn(elsewhere, email);
  await expectAccountMenu(elsewhere);
  await firefox.close();

  await waitForEmail(email, /New sign-in on Firefox on Windows/);
  await page.goto("/user/notifications");
  await expect(
    page.getByRole("list", { name: "Notifications" }).getByText("New sign-in on Firefox on Windows"),
  ).toBeVisible();
});
