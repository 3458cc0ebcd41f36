import { expect, signedInUser, SITE, test } from "./fixtures.ts";

test.describe.configure({ timeout: 120_000 });

test("test hooks make a completed stay for the signed-in user only", async ({ page }) => {
  // Long before the demo data's year of past stays (db/seed/seed.server.ts), so the nights are free.
  const stay = { checkIn: "2014-01-05", checkOut: "2014-01-12", status: "completed" };
  const headers = { origin: SITE };
  const anonymous = await page.request.post("/__test/stays", { headers, data: stay });
  expect(anonymous.status()).toBe(401);
  await signedInUser(page, "hooks");
  const made = await page.request.post("/__test/stays", { headers, data: stay });
  expect(made.status()).toBe(200);
  expect(await made.json()).toMatchObject({ id: expect.any(String), listing: expect.any(String) });
  // Like every request that may change something, a hook's must come from the site's own pages.
  const elsewhere = await page.request.post("/__test/stays", { data: stay });
  expect(elsewhere.status()).toBe(403);
  const bad = await page.request.post("/__test/stays", { headers, data: { ...stay, checkIn: "soon" } });
  expect(bad.status()).toBe(400);
  expect((await page.request.get("/__test/stays")).status()).toBe(404);
});
