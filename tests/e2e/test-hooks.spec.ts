import { expect, test } from "@playwright/test";
import { randomIp, signedInUser } from "./users.ts";

test.describe.configure({ timeout: 120_000 });

test("test hooks make a completed stay for the signed-in user only", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
  // Long before the demo data's year of past stays (seed.server.ts), so the nights are free.
  const stay = { checkIn: "2014-01-05", checkOut: "2014-01-12", status: "completed" };
  const anonymous = await page.request.post("/__test/stays", { data: stay });
  expect(anonymous.status()).toBe(401);
  await signedInUser(page, "hooks");
  const made = await page.request.post("/__test/stays", { data: stay });
  expect(made.status()).toBe(200);
  expect(await made.json()).toMatchObject({ id: expect.any(String), listing: expect.any(String) });
  const bad = await page.request.post("/__test/stays", { data: { ...stay, checkIn: "soon" } });
  expect(bad.status()).toBe(400);
  expect((await page.request.get("/__test/stays")).status()).toBe(404);
});
