import { expect as baseExpect, randomIp, signedInUser, SITE, test } from "./fixtures.ts";
import { addDays } from "../../app/shared/dates.ts";

test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test("review a completed stay once; it shows on the listing; nobody else can", async ({
  signedIn: { page },
  browser,
}) => {
  const origin = SITE;
  // A stay that is already over (made directly: the booking page only takes future dates),
  // on random past dates so that runs side by side never want the same nights.
  const checkIn = addDays("2015-01-01", Math.floor(Math.random() * 700) * 5);
  const made = await page.request.post("/__test/stays", {
    headers: { origin },
    data: { checkIn, checkOut: addDays(checkIn, 5), status: "completed" },
  });
  expect(made.ok()).toBe(true);
  const stay = (await made.json()) as { id: string; listing: string };

  await page.goto(`/user/bookings/${stay.id}`);
  await page.getByRole("link", { name: "Write a review" }).click();
  await expect(page).toHaveURL(new RegExp(`/user/bookings/${stay.id}/review$`));
  // The trip page also has a "Your review" panel, and it may still be on screen as the URL changes:
  // the text box is the review page's own.
  await page.getByRole("textbox", { name: "Your review" }).fill("Too short");
  await page.getByRole("button", { name: "Publish review" }).click();
  await expect(page.getByText("Choose a rating from 1 to 5 stars.")).toBeVisible();
  await expect(page.getByText("Write at least 20 characters.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Your review" })).toHaveValue("Too short");

  const words = `The fenced yard was perfect for Biscuit ${Date.now()}.`;
  await page.getByRole("group", { name: "Overall" }).locator("label").filter({ hasText: /^5/ }).click();
  await page
    .getByRole("group", { name: "Pet-friendliness" })
    .locator("label")
    .filter({ hasText: /^4/ })
    .click();
  await page.getByRole("textbox", { name: "Your review" }).fill(words);
  await page.getByRole("button", { name: "Publish review" }).click();
  await expect(
    page.getByText(
      "Thank you! Your review is published together with the owner's, or when the time to review ends.",
    ),
  ).toBeVisible();
  await expect(page.getByText("You reviewed this stay.")).toBeVisible();

  // Hidden until the owner's review is in or the window closes (decision 3600): here, the window.
  await page.goto(`/hotels/detail?listing=${stay.listing}`);
  await expect(page.getByRole("heading", { name: /^Reviews/ })).toBeVisible();
  await expect(page.getByText(words)).toHaveCount(0);
  const closed = await page.request.post("/__test/review-windows/close", {
    headers: { origin },
    data: { bookingId: stay.id },
  });
  expect(await closed.json()).toEqual({ published: true });
  await page.reload();
  await expect(page.getByText(words)).toBeVisible();

  // Once only, and never someone else's stay.
  await page.goto(`/user/bookings/${stay.id}/review`);
  await expect(page.getByText("You reviewed this stay.")).toBeVisible();
  const other = await browser.newPage({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
  await signedInUser(other, "not-the-guest");
  expect((await other.goto(`/user/bookings/${stay.id}/review`))!.status()).toBe(404);
  const forged = await other.request.post(`/user/bookings/${stay.id}/review`, {
    headers: { origin },
    form: { rating: "1", petRating: "1", body: "I was never there but I have opinions." },
  });
  expect(forged.status()).toBe(404);
  await other.close();
});
