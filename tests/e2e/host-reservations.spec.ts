import type { Page } from "@playwright/test";
import {
  expect as baseExpect,
  hostedHome,
  person,
  SITE,
  test,
  waitForEmail,
  watchConsole,
  whenHydrated,
} from "./fixtures.ts";
import { addDays } from "../../app/shared/dates.ts";

test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** The traveller sends a request through the booking page, as anyone would. */
async function requestToBook(
  page: Page,
  slug: string,
  checkIn: string,
  message = "Biscuit is house-trained and quiet.",
) {
  await page.goto(
    `/hotels/booking?listing=${slug}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&adults=2&children=0&pets=1`,
  );
  await whenHydrated(page);
  await page.getByLabel("Name").fill("Biscuit");
  await page.getByLabel("Species").selectOption("dog");
  await page.getByLabel("Breed").fill("Beagle");
  await page.getByLabel("Weight (lb)").fill("30");
  await page.getByLabel("Contact phone").fill("+1 415 555 0100");
  await page.getByLabel("Message to the owner").fill(message);
  await page.getByLabel("I accept the house rules and the pet policy of this home.").check();
  await page.getByRole("button", { name: /Send the request|Confirm and book/ }).click();
  await expect(page).toHaveURL(/\/hotels\/confirm/);
}

const soon = (days: number) => addDays(new Date().toISOString().slice(0, 10), days);

test("a traveller requests, the owner is told and accepts from the host home, the traveller sees it live", async ({
  browser,
}) => {
  const owner = await person(browser, "owner");
  const traveller = await person(browser, "traveller");
  const problems = watchConsole(owner.page);
  const home = await hostedHome(owner.page);
  const checkIn = soon(20 + Math.floor(Math.random() * 200));

  await requestToBook(
    traveller.page,
    home.slug,
    checkIn,
    "Biscuit is house-trained and quiet. Text me on 415 555 0123.",
  );

  // The owner: told by email, and the request waits on the host home with its countdown.
  await waitForEmail(owner.email, /New request to book/);
  await owner.page.goto("/host");
  await whenHydrated(owner.page);
  const today = owner.page.getByRole("region", { name: "Today at a glance" });
  const waiting = today.getByRole("link", { name: /Ada Lovelace/ });
  await expect(waiting).toBeVisible();
  await expect(waiting.getByText(/left to answer/)).toBeVisible();

  // The traveller keeps their trip open: the answer must reach it without a reload.
  await traveller.page.goto("/user/bookings");
  await whenHydrated(traveller.page);
  const told = expect(
    traveller.page
      .getByRole("status")
      .getByText(/is confirmed/)
      .first(),
  ).toBeVisible({ timeout: 40_000 });

  await waiting.click();
  await expect(owner.page.getByRole("heading", { level: 1 })).toHaveText("Ada Lovelace");
  // The guest's number waits for the owner's answer: masked by the server, in the page and its data.
  const message = owner.page.getByRole("region", { name: "Message from the guest" });
  await expect(message.getByText(/Biscuit is house-trained and quiet\. Text me on/)).toBeVisible();
  await expect(message.getByText("phone number hidden")).toBeVisible();
  const reservationPath = new URL(owner.page.url()).pathname;
  for (const path of [reservationPath, `${reservationPath}.data`])
    expect(await (await owner.page.request.get(path)).text()).not.toMatch(/555\D?0123/);
  // The booking's message started a conversation: the owner can answer there.
  await expect(owner.page.getByRole("link", { name: "Message Ada" })).toHaveAttribute(
    "href",
    /^\/user\/messages\//,
  );
  await expect(
    owner.page.getByRole("region", { name: "Animals" }).getByText("Fits your policy."),
  ).toBeVisible();
  await expect(owner.page.getByRole("region", { name: "Guest" }).getByText("Email verified")).toBeVisible();
  await owner.page.getByRole("button", { name: "Accept request" }).click();
  await expect(owner.page.getByText(/Accepted: the stay is confirmed/)).toBeVisible();
  await expect(owner.page.getByRole("region", { name: "Cancel this stay" })).toBeVisible();
  // Accepted: the owner reads what the guest typed.
  await expect(message.getByText("Text me on 415 555 0123.")).toBeVisible();

  await told;
  // The open list reloads its data as the notice arrives: the trip reads "Confirmed", no reload.
  await expect(traveller.page.getByText("Confirmed").first()).toBeVisible();
  // The same confirmation as an instant booking's (its calendar file is proven by the integration tests).
  await waitForEmail(traveller.email, /^Booked: /);
  expect(problems).toEqual([]);
});

test("the owner declines with a reason: the traveller reads why and finds similar stays; the dates are free again; no one else can see or answer the request", async ({
  browser,
}) => {
  const owner = await person(browser, "owner-decline");
  const traveller = await person(browser, "traveller-decline");
  const home = await hostedHome(owner.page);
  const checkIn = soon(20 + Math.floor(Math.random() * 200));
  await requestToBook(traveller.page, home.slug, checkIn);

  await owner.page.goto("/host/reservations");
  await expect(owner.page.getByRole("link", { name: "Requests 1" })).toHaveAttribute("aria-current", "page");
  await owner.page.getByRole("link", { name: /^Ada Lovelace · / }).click();
  await expect(owner.page).toHaveURL(/\/host\/reservations\/[0-9a-f-]{36}$/);

  // Someone else's reservation is not found, to read or to answer.
  const stranger = await person(browser, "stranger");
  const path = new URL(owner.page.url()).pathname;
  expect((await stranger.page.request.get(path)).status()).toBe(404);
  const answer = await stranger.page.request.post(path, {
    headers: { origin: SITE },
    form: { intent: "accept" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(404);

  // No reason: refused, and what was typed stays.
  await owner.page
    .getByLabel("A word for the traveller (optional)")
    .fill("The garden fence is being rebuilt.");
  await owner.page.getByRole("button", { name: "Decline request" }).click();
  await expect(owner.page.getByText("Choose why you are declining.")).toBeVisible();
  await expect(owner.page.getByLabel("A word for the traveller (optional)")).toHaveValue(
    "The garden fence is being rebuilt.",
  );
  await owner.page.getByLabel("Why are you declining?").selectOption("pets");
  await owner.page.getByRole("button", { name: "Decline request" }).click();
  await expect(owner.page.getByText(/Declined: the dates are open again/)).toBeVisible();

  await waitForEmail(traveller.email, /declined your request/);
  await traveller.page.goto("/user/bookings");
  await traveller.page
    .getByRole("link", { name: new RegExp(home.title) })
    .first()
    .click();
  const ended = traveller.page.getByRole("region", { name: "The owner declined your request" });
  await expect(ended.getByText(/garden fence is being rebuilt/)).toBeVisible();
  // A declined trip offers no calendar file and no cancellation terms (issue 39).
  await expect(traveller.page.getByRole("link", { name: "Add to calendar (.ics)" })).toHaveCount(0);
  await expect(traveller.page.getByRole("heading", { name: "Cancellation", exact: true })).toHaveCount(0);
  await ended.getByRole("link", { name: "Find similar stays" }).click();
  await expect(traveller.page).toHaveURL(/where=Portland/);

  // The nights are free: the same traveller may request them again.
  await requestToBook(traveller.page, home.slug, checkIn);
});

test("the owner cancels a confirmed stay: the words match what was paid (nothing before check-in day)", async ({
  browser,
}) => {
  const owner = await person(browser, "owner-cancels");
  const traveller = await person(browser, "traveller-cancelled");
  const problems = watchConsole(owner.page, { expectedHttpErrors: true });
  const home = await hostedHome(owner.page);
  await requestToBook(traveller.page, home.slug, soon(20 + Math.floor(Math.random() * 200)));
  const id = new URL(traveller.page.url()).searchParams.get("booking");

  await owner.page.goto(`/host/reservations/${id}`);
  await whenHydrated(owner.page);
  await owner.page.getByRole("button", { name: "Accept request" }).click();
  const cancel = owner.page.getByRole("region", { name: "Cancel this stay" });
  // Before: nothing paid yet (stays are paid at check-in), so nothing to pay back; no "refund".
  await expect(
    cancel.getByText(/^Nothing has been paid yet: the traveller would owe nothing\./),
  ).toBeVisible();
  await expect(cancel.getByText(/refund/i)).toHaveCount(0);
  // Cancelling asks first: the form opens behind a link, and "Keep the stay" closes it.
  await expect(cancel.getByLabel("Why are you cancelling?")).toHaveCount(0);
  await cancel.getByRole("link", { name: "Cancel this stay…" }).click();
  const confirm = owner.page.getByRole("region", { name: "Cancel this stay?" });
  await confirm.getByLabel("Why are you cancelling?").fill("A pipe burst in the kitchen.");
  await confirm.getByRole("button", { name: "Cancel the stay" }).click();
  await expect(owner.page.getByText("Cancelled: the traveller has been told.")).toBeVisible();
  const ended = owner.page.getByRole("region", { name: "Cancelled" });
  await expect(ended.getByText("By you: A pipe burst in the kitchen.")).toBeVisible();
  await expect(ended.getByText("Nothing had been paid, and nothing is owed.")).toBeVisible();
  await expect(owner.page.getByText(/Nothing had been paid\.$/)).toBeVisible();
  await expect(owner.page.getByRole("main").getByText(/refund/i)).toHaveCount(0);

  // The traveller's notice says the same.
  await traveller.page.goto("/user/notifications");
  await expect(
    traveller.page.getByText(/Nothing was paid, and you owe nothing for this stay\./).first(),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
