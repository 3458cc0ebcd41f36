import {
  expect as baseExpect,
  expectAccessible,
  hostedHome,
  PASSWORD,
  person,
  randomIp,
  signIn,
  SITE,
  test,
  watchConsole,
  whenHydrated,
} from "./fixtures.ts";
import sharp from "sharp";

/**
 * Staying calm on a bad connection. A save retried through two 503s, a live stream
 * cut and resumed without losing or repeating an event, a session revoked from another browser.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test("a save answered 503 twice goes through on the third try, with Reconnecting… meanwhile", async ({
  browser,
}) => {
  const { page } = await person(browser, "res-save");
  await page.goto("/user/profile");
  await whenHydrated(page);
  const tries: number[] = [];
  let noticeSeen!: () => void;
  const seen = new Promise<void>((resolve) => (noticeSeen = resolve));
  await page.route("**/user/profile.data*", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    tries.push(tries.length + 1);
    // The idempotency key rides with every try: the same save, repeated.
    expect(route.request().postData()).toMatch(/idempotencyKey=[0-9a-f-]{36}/);
    if (tries.length === 1) return route.fulfill({ status: 503, body: "Service Unavailable" });
    if (tries.length === 2) {
      await seen; // the second failure waits until the notice was seen: no race with a 200 ms retry
      return route.fulfill({ status: 503, body: "Service Unavailable" });
    }
    return route.continue();
  });
  await page.getByLabel("First name").fill("Grace");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reconnecting…" })).toBeVisible();
  noticeSeen();
  await expect(page.getByText("Your profile is saved.")).toBeVisible();
  await expect(page.getByText("Reconnecting…")).toHaveCount(0);
  expect(tries).toEqual([1, 2, 3]);
  await expect(page.getByLabel("First name")).toHaveValue("Grace");
  await page.unroute("**/user/profile.data*");
});

test("a cut live stream reconnects and delivers the notice sent meanwhile, once", async ({ browser }) => {
  const { page } = await person(browser, "res-live");
  const problems = watchConsole(page);
  const origin = SITE;
  const connected = page.waitForResponse((r) => r.url().includes("/api/notifications/events"));
  await page.goto("/user/profile");
  await whenHydrated(page);
  await connected;
  // Every toast that ever shows, even after it fades away.
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { shownToasts: string[] }).shownToasts = shown;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLElement && node.closest('[data-testid="toast-container"]'))
            shown.push(node.textContent ?? "");
    }).observe(document.body, { childList: true, subtree: true });
  });

  // The connection drops, and stays down until the notice was written.
  await page.route("**/api/notifications/events*", (route) => route.abort());
  await page.request.post("/__test/live/cut", { headers: { origin } });
  await expect(page.getByRole("banner").getByText("Offline")).toBeVisible();
  // Offline, the session ended, an upload failed: states the accessibility spec does not reach.
  await expectAccessible(page);
  const made = await page.request.post("/__test/notifications", {
    headers: { origin },
    data: { title: "While you were away" },
  });
  expect(made.ok()).toBe(true);
  const resumed = page.waitForRequest((r) => /\/api\/notifications\/events\?lastEventId=\d+_/.test(r.url()));
  await page.unroute("**/api/notifications/events*");
  await resumed;
  await expect(page.getByRole("status").filter({ hasText: "While you were away" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Offline")).toHaveCount(0);

  // One more, live: by the time it shows, a repeat of the first would have come before it.
  await page.request.post("/__test/notifications", { headers: { origin }, data: { title: "And now live" } });
  await expect(page.getByRole("status").filter({ hasText: "And now live" })).toBeVisible();
  const shown = await page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);
  expect(shown.filter((text) => text.includes("While you were away"))).toHaveLength(1);
  expect(shown.filter((text) => text.includes("And now live"))).toHaveLength(1);
  expect(problems.filter((p) => !p.includes("ERR_FAILED") && !p.includes("EventSource"))).toEqual([]);
});

test("a session revoked from another browser: the open page says so, and after signing in the typed text is back", async ({
  browser,
}) => {
  const { page, email } = await person(browser, "res-session");
  await page.goto("/user/profile");
  await whenHydrated(page);
  await page.getByLabel("First name").fill("Typed before the end");

  // The same person, elsewhere, signs out every other session.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  const origin = SITE;
  const headers = { origin, "x-forwarded-for": randomIp() };
  const signedIn = await other.request.post(`${origin}/sign-in`, {
    headers,
    form: { email, password: PASSWORD },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  const ended = await other.request.post(`${origin}/api/account/sessions`, {
    headers,
    form: { intent: "end-others" },
  });
  expect(ended.ok()).toBe(true);

  const notice = page.getByRole("alert").filter({ hasText: "Your session has ended" });
  await expect(notice).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("First name").fill("Typed before the end, and after");
  await notice.getByRole("link", { name: "Sign in again" }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirectedFrom=%2Fuser%2Fprofile$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByLabel("First name")).toHaveValue("Typed before the end, and after");
  await expect(page.getByText("What you typed before signing in again is back.")).toBeVisible();
  await elsewhere.close();
});

/** A real JPEG large enough for a listing photo. */
async function photo(name: string, hue: number) {
  const buffer = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

test("a photo upload answered 503 twice is stored once; one that cannot get through keeps its file for Try again", async ({
  browser,
}) => {
  const { page } = await person(browser, "res-photo");
  const home = await hostedHome(page);
  // The page's clock runs as usual, but the test may move it on: a retry round lasts 30 s.
  await page.clock.install();
  await page.goto(`/host/listings/${home.id}/photos`);
  await whenHydrated(page);
  const photos = page.getByRole("listitem", { name: /^Photo \d+ of \d+/ });
  const before = await photos.count();
  const keys: string[] = [];
  let noticeSeen!: () => void;
  const seen = new Promise<void>((resolve) => (noticeSeen = resolve));
  const api = `**/api/host/listings/${home.id}/photos`;
  await page.route(api, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    keys.push((await route.request().headerValue("idempotency-key")) ?? "");
    // The first try reaches the server (the photo is stored) but its answer is lost on the way.
    if (keys.length === 1) {
      await route.fetch();
      return route.fulfill({ status: 503, body: "Service Unavailable" });
    }
    if (keys.length === 2) {
      await seen;
      return route.fulfill({ status: 503, body: "Service Unavailable" });
    }
    return route.continue();
  });
  await page.getByLabel("Add photos").setInputFiles(await photo("porch.jpg", 30));
  await expect(page.getByRole("status").filter({ hasText: "Reconnecting…" })).toBeVisible();
  noticeSeen();
  await expect(page.getByText("1 of 1 added.")).toBeVisible();
  await expect(page.getByText("Reconnecting…")).toHaveCount(0);
  // Three tries of one upload, one key, one photo.
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  await expect(photos).toHaveCount(before + 1);
  await page.unroute(api);

  // The connection stays down for the whole round (30 s): a clear error, the file kept, "Try again".
  let down = true;
  const tried: string[] = [];
  await page.route(api, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    tried.push((await route.request().headerValue("idempotency-key")) ?? "");
    return down ? route.abort("internetdisconnected") : route.continue();
  });
  await page.getByLabel("Add photos").setInputFiles(await photo("garden.jpg", 90));
  const failed = page.getByText(/The connection dropped and the upload did not go through/);
  // Each try fails at once; the waits between them pass on the page's clock, 5 s at a time.
  await expect
    .poll(async () => {
      await page.clock.fastForward(5_000);
      return failed.isVisible();
    })
    .toBe(true);
  await expect(page.getByText("Reconnecting…")).toHaveCount(0);
  await expectAccessible(page);
  down = false;
  await page.getByRole("button", { name: "Try again: garden.jpg" }).click();
  await expect(page.getByText("1 of 1 added.")).toBeVisible();
  await expect(photos).toHaveCount(before + 2);
  // Every try, the round's and the one asked for, carried the same key.
  expect(tried.length).toBeGreaterThan(2);
  expect(new Set(tried).size).toBe(1);
  expect(tried[0]).not.toBe(keys[0]);
  await page.unroute(api);
});
