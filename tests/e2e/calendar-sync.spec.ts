import crypto from "node:crypto";
import {
  expect as baseExpect,
  expectAccessible,
  SITE,
  test,
  watchConsole,
  whenHydrated,
} from "./fixtures.ts";

test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const SEARCH = "/monthly-rentals-mid-term-rentals-short-term-month-to-month";

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test("a listing's export feed, imported into the owner's second listing, closes the same nights there", async ({
  signedIn: { page },
}) => {
  const problems = watchConsole(page);
  const origin = SITE;
  // A town of its own, so search shows only these two homes.
  const city = `Synctown ${crypto
    .randomBytes(3)
    .toString("hex")
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
  const home = async (n: number) => {
    const made = await page.request.post("/__test/listings", {
      headers: { origin },
      data: { city, title: `Test cottage ${n} in ${city}` },
    });
    expect(made.ok(), await made.text()).toBe(true);
    return (await made.json()) as { id: number; slug: string; title: string };
  };
  const a = await home(1);
  const b = await home(2);

  // A booking on A, within the next months (random, so runs side by side never collide).
  const today = new Date().toISOString().slice(0, 10);
  const checkIn = addDays(today, 30 + crypto.randomInt(200));
  const checkOut = addDays(checkIn, 4);
  const stay = await page.request.post("/__test/stays", {
    headers: { origin },
    data: { listing: a!.slug, checkIn, checkOut, status: "confirmed" },
  });
  expect(stay.ok(), await stay.text()).toBe(true);

  // Before: B is found for those dates.
  const search = `${SEARCH}?where=${encodeURIComponent(city)}&checkIn=${checkIn}&checkOut=${checkOut}`;
  const results = page.getByRole("region", { name: "Results" });
  await page.goto(search);
  await expect(results.getByRole("article").filter({ hasText: b!.title })).toHaveCount(1);
  await expect(results.getByRole("article").filter({ hasText: a!.title })).toHaveCount(0);

  // A's sync page: the export link, from the editor's frame.
  await page.goto(`/host/listings/${a!.id}/review`);
  await page.getByRole("link", { name: "Calendar sync" }).click();
  await expect(page).toHaveURL(new RegExp(`/host/listings/${a!.id}/calendar-sync$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calendar sync");
  await whenHydrated(page);
  const exportUrl = await page.getByRole("textbox", { name: "Your calendar link, to copy" }).inputValue();
  expect(exportUrl).toMatch(new RegExp(`^${origin}/calendar/[A-Za-z0-9_-]{32,}\\.ics$`));
  const feed = await page.request.get(exportUrl);
  expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
  const ics = await feed.text();
  expect(ics).toContain(`DTSTART;VALUE=DATE:${checkIn.replace(/-/g, "")}`);
  expect(ics).toContain(`DTEND;VALUE=DATE:${checkOut.replace(/-/g, "")}`);
  expect(ics).not.toContain("Ada");

  // B imports A's feed: added, synced at once, and again with "Sync now".
  await page.goto(`/host/listings/${b!.id}/calendar-sync`);
  await expect(page.getByText("No calendars imported yet")).toBeVisible();
  await page.getByLabel("Name").fill("My other home");
  await page.getByLabel("Link to their calendar").fill(exportUrl);
  await page.getByRole("button", { name: "Add and sync" }).click();
  await expect(page.getByText("My other home added and imported.")).toBeVisible();
  const imported = page.getByRole("listitem").filter({ hasText: "My other home" });
  await expect(imported.getByText(/Last synced/)).toBeVisible();
  await imported.getByRole("button", { name: /Sync now/ }).click();
  await expect(page.getByText(/My other home synced: 1 period closed\./)).toBeVisible();
  // Each run is listed for the owner: when, what started it, how it ended.
  await imported.getByText("Recent syncs").click();
  await expect(imported.getByRole("listitem").filter({ hasText: "(Sync now)" })).toContainText(
    "1 period closed",
  );
  await expect(imported.getByRole("listitem").filter({ hasText: "(when added)" })).toContainText(
    "1 period closed",
  );
  // The list of imported calendars: a state the accessibility spec does not reach.
  await expectAccessible(page);

  // B's own export names those nights; search for them no longer lists B.
  const bExport = await page.getByRole("textbox", { name: "Your calendar link, to copy" }).inputValue();
  const bIcs = await (await page.request.get(bExport)).text();
  expect(bIcs).toContain(`DTSTART;VALUE=DATE:${checkIn.replace(/-/g, "")}`);
  expect(bIcs).toContain("SUMMARY:Not available");
  await page.goto(search);
  await expect(results.getByRole("article")).toHaveCount(0);
  await page.goto(`${SEARCH}?where=${encodeURIComponent(city)}`);
  await expect(results.getByRole("article").filter({ hasText: b!.title })).toHaveCount(1);

  // An unknown token is not found.
  const bad = await page.request.get("/calendar/not-a-real-token-not-a-real-token.ics");
  expect(bad.status()).toBe(404);
  expect(problems).toEqual([]);
});
