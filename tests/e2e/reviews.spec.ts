import { expect as baseExpect, hostedHome, person, randomIp, signedInUser, SITE, test } from "./fixtures.ts";
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
    form: { intent: "review", rating: "1", petRating: "1", body: "I was never there but I have opinions." },
  });
  expect(forged.status()).toBe(404);
  await other.close();
});

test("both sides review: the owner the guest and the pets, the traveller the stay; both appear at once", async ({
  browser,
}) => {
  const origin = SITE;
  const owner = await person(browser, "review-owner");
  const traveller = await person(browser, "review-traveller");
  const home = await hostedHome(owner.page);
  const checkIn = addDays("2015-01-01", Math.floor(Math.random() * 700) * 5);
  const made = await traveller.page.request.post("/__test/stays", {
    headers: { origin },
    data: {
      listing: home.slug,
      checkIn,
      checkOut: addDays(checkIn, 3),
      status: "completed",
      pets: [{ name: "Max", species: "dog", weightLb: 30 }],
    },
  });
  expect(made.ok()).toBe(true);
  const stay = (await made.json()) as { id: string };

  // The owner, from the reservation: a refused form keeps what was typed.
  const o = owner.page;
  await o.goto(`/host/reservations/${stay.id}`);
  await o.getByRole("link", { name: "Review your guest and their pets" }).click();
  await expect(o).toHaveURL(new RegExp(`/host/reservations/${stay.id}/review$`));
  await o.getByRole("textbox", { name: "Your review of the guest" }).fill("Too short");
  await o.getByRole("button", { name: "Send review" }).click();
  await expect(o.getByText("Choose a cleanliness rating from 1 to 5 stars.")).toBeVisible();
  await expect(o.getByText("Say whether this pet was as declared.")).toBeVisible();
  await expect(o.getByRole("textbox", { name: "Your review of the guest" })).toHaveValue("Too short");
  const star = (group: string, n: number) =>
    o
      .getByRole("group", { name: group })
      .locator("label")
      .filter({ hasText: new RegExp(`^${n}`) })
      .click();
  await star("Overall", 5);
  await star("Cleanliness", 4);
  await star("House rules", 5);
  await star("Communication", 5);
  await o.getByRole("radio", { name: "Yes, as declared" }).check();
  await star("Max's behaviour", 5);
  await o
    .getByRole("textbox", { name: "A few words about Max (optional)" })
    .fill("Calm with the neighbours' cat.");
  const ownerWords = `Left the cabin spotless and kept in touch ${Date.now()}.`;
  await o.getByRole("textbox", { name: "Your review of the guest" }).fill(ownerWords);
  await o.getByRole("textbox", { name: /Private feedback/ }).fill("Thank you for the flowers!");
  await o.getByRole("button", { name: "Send review" }).click();
  await expect(
    o.getByText(
      "Thank you! Your review is published together with your guest's, or when the time to review ends.",
    ),
  ).toBeVisible();
  await expect(o.getByText("You reviewed this guest. Both reviews are published together.")).toBeVisible();

  // The traveller cannot read it yet; their own review publishes both.
  const t = traveller.page;
  await t.goto(`/user/bookings/${stay.id}/review`);
  await expect(t.getByRole("heading", { name: "How was it for you and your pets?" })).toBeVisible();
  await expect(t.getByText(ownerWords)).toHaveCount(0);
  const travellerWords = `Max loved the fenced garden and the beach walks ${Date.now()}.`;
  await t.getByRole("group", { name: "Overall" }).locator("label").filter({ hasText: /^5/ }).click();
  await t.getByRole("group", { name: "Pet-friendliness" }).locator("label").filter({ hasText: /^5/ }).click();
  await t.getByRole("textbox", { name: "Your review" }).fill(travellerWords);
  await t.getByRole("button", { name: "Publish review" }).click();
  await expect(t.getByText("Thank you! Your review and the owner's are published.")).toBeVisible();
  await t.goto(`/user/bookings/${stay.id}/review`);
  await expect(t.getByText(ownerWords)).toBeVisible();
  await expect(
    t.getByText("Max: as declared, behaviour 5 of 5 · Calm with the neighbours' cat."),
  ).toBeVisible();
  await expect(t.getByText("Only for you: Thank you for the flowers!")).toBeVisible();
  await t.goto(`/hotels/detail?listing=${home.slug}`);
  await expect(t.getByText(travellerWords)).toBeVisible();

  // The owner's pages now show the guest's record beside the reservation and in the list.
  await o.goto(`/host/reservations/${stay.id}`);
  await expect(o.getByText("1 stay with Max · as declared")).toBeVisible();
  await expect(o.getByText(ownerWords)).toBeVisible();
  await expect(o.getByText("Thank you for the flowers!")).toHaveCount(0);
  await o.goto("/host/reservations?tab=past");
  await expect(o.getByText("1 stay · 1 review from owners · 1 stay with Max · as declared")).toBeVisible();

  // The traveller answers the owner's review, once; the owner sees the reply in the guest's record.
  await t.goto(`/user/bookings/${stay.id}/review`);
  const replyWords = `Max says thank you for the treats ${Date.now()}.`;
  await t.getByRole("textbox", { name: /Your reply/ }).fill(replyWords);
  await t.getByRole("button", { name: "Publish reply" }).click();
  await expect(t.getByText("Your reply is published under the owner's review.")).toBeVisible();
  await expect(t.getByText(`Your reply: ${replyWords}`)).toBeVisible();
  await expect(t.getByRole("button", { name: "Publish reply" })).toHaveCount(0);
  await o.goto(`/host/reservations/${stay.id}`);
  await expect(o.getByText(`The guest's reply: ${replyWords}`)).toBeVisible();

  // A third user reports the traveller's review from the stay page.
  const other = await person(browser, "review-stranger");
  const r = other.page;
  await r.goto(`/hotels/detail?listing=${home.slug}`);
  await expect(r.getByText("Average ratings are shown from 3 reviews on.")).toBeVisible();
  await r.getByRole("link", { name: "Report this review" }).click();
  await expect(r.getByRole("heading", { name: "Report a review" })).toBeVisible();
  await r.getByRole("textbox", { name: /What should the operators know/ }).fill("It names the neighbours.");
  await r.getByRole("button", { name: "Send report" }).click();
  await expect(r.getByText("Choose why you are reporting this review.")).toBeVisible();
  await expect(r.getByRole("textbox", { name: /What should the operators know/ })).toHaveValue(
    "It names the neighbours.",
  );
  await r.getByLabel("Reason").selectOption("private");
  await r.getByRole("button", { name: "Send report" }).click();
  await expect(r.getByText("Thank you: the site's staff will look at this review.")).toBeVisible();

  // Nobody else reaches the owner's review of this stay, nor the traveller's.
  expect((await other.page.goto(`/host/reservations/${stay.id}/review`))!.status()).toBe(404);
  const forged = await other.page.request.post(`/host/reservations/${stay.id}/review`, {
    headers: { origin },
    form: {
      rating: "1",
      cleanliness: "1",
      houseRules: "1",
      communication: "1",
      body: "Never met them, but still.",
    },
  });
  expect(forged.status()).toBe(404);
  // Nor the traveller the owner's side.
  expect((await t.goto(`/host/reservations/${stay.id}/review`))!.status()).toBe(404);
  await Promise.all([
    owner.page.context().close(),
    traveller.page.context().close(),
    other.page.context().close(),
  ]);
});
