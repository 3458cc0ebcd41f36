import { expect as baseExpect, openConsole, person, SITE, test, whenHydrated } from "./fixtures.ts";
import { addDays } from "../../app/shared/dates.ts";

test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test("an operator hides a reported review; its author and the reporter are told", async ({ browser }) => {
  const origin = SITE;
  const traveller = await person(browser, "hidden-author");
  // A published review of a completed stay (made directly, the window closed by the test hook).
  const checkIn = addDays("2015-01-01", Math.floor(Math.random() * 700) * 5);
  const made = await traveller.page.request.post("/__test/stays", {
    headers: { origin },
    data: { checkIn, checkOut: addDays(checkIn, 2), status: "completed" },
  });
  expect(made.ok()).toBe(true);
  const stay = (await made.json()) as { id: string; listing: string };
  const words = `The owner's neighbour at number ${Date.now()} is rude.`;
  const written = await traveller.page.request.post(`/user/bookings/${stay.id}/review`, {
    headers: { origin },
    form: { intent: "review", rating: "2", petRating: "3", body: words },
    maxRedirects: 0,
  });
  expect(written.status()).toBe(302);
  const closed = await traveller.page.request.post("/__test/review-windows/close", {
    headers: { origin },
    data: { bookingId: stay.id },
  });
  expect(await closed.json()).toEqual({ published: true });

  // Someone reads it on the stay page and reports it.
  const reporter = await person(browser, "review-reporter");
  await reporter.page.goto(`/hotels/detail?listing=${stay.listing}`);
  const review = reporter.page.getByRole("listitem").filter({ hasText: words });
  await review.getByRole("link", { name: "Report this review" }).click();
  await reporter.page.getByLabel("Reason").selectOption("private");
  await reporter.page.getByRole("button", { name: "Send report" }).click();
  await expect(
    reporter.page.getByText("Thank you: the site's staff will look at this review."),
  ).toBeVisible();

  // The operator (two-factor and the console's code through the hooks) hides it from the one queue.
  const operator = await person(browser, "reports-operator");
  await openConsole(operator.page.request);
  await operator.page.goto("/operator");
  await operator.page.getByRole("link", { name: /Open reports/ }).click();
  await expect(operator.page).toHaveURL(/\/operator\/reports$/);
  const item = operator.page.getByRole("article").filter({ hasText: words });
  await expect(item.getByText("It shares private information")).toBeVisible();
  await whenHydrated(operator.page);
  await item.getByLabel(/^Why/).fill("It names a neighbour's address.");
  await item.getByRole("button", { name: "Hide it" }).click();
  await expect(operator.page.getByText("Hidden: the author and the reporters are told.")).toBeVisible();
  await expect(item).toHaveCount(0);

  // Gone from the stay page; the author reads why, the reporter the outcome.
  await reporter.page.goto(`/hotels/detail?listing=${stay.listing}`);
  await expect(reporter.page.getByRole("heading", { name: /^Reviews/ })).toBeVisible();
  await expect(reporter.page.getByText(words)).toHaveCount(0);
  await reporter.page.goto("/user/notifications");
  await expect(
    reporter.page.getByText("The review broke the site's rules: we hid it.", { exact: false }),
  ).toBeVisible();
  await traveller.page.goto("/user/notifications");
  await expect(traveller.page.getByText("We hid one of your reviews")).toBeVisible();
  await expect(traveller.page.getByText("It names a neighbour's address.", { exact: false })).toBeVisible();
});
