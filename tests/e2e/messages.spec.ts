import type { Page } from "@playwright/test";
import {
  expect as baseExpect,
  expectAccessible,
  hostedHome,
  person,
  savePet,
  SITE,
  openConsole,
  test,
  waitForEmail,
  watchConsole,
  whenHydrated,
} from "./fixtures.ts";
import sharp from "sharp";
import { addDays } from "../../app/shared/dates.ts";

test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const soon = (days: number) => addDays(new Date().toISOString().slice(0, 10), days);

test("a traveller asks before booking, the owner answers live, Seen, masked until accepted, nobody else reads it", async ({
  browser,
}) => {
  const owner = await person(browser, "msg-owner");
  const traveller = await person(browser, "msg-traveller");
  const problems = watchConsole(traveller.page);
  const home = await hostedHome(owner.page);
  const checkIn = soon(30 + Math.floor(Math.random() * 200));

  // An owner has nobody to ask about their own home.
  await owner.page.goto(`/hotels/detail?listing=${home.slug}`);
  await expect(owner.page.getByRole("heading", { name: "Your host" })).toBeVisible();
  await expect(owner.page.getByRole("link", { name: "Contact the owner" })).toHaveCount(0);

  // The owner keeps their inbox open: the question must arrive without a reload.
  await owner.page.goto("/user/messages");
  await whenHydrated(owner.page);
  await expect(owner.page.getByText("No messages yet")).toBeVisible();

  // The traveller asks from the stay's page.
  await traveller.page.goto(
    `/hotels/detail?listing=${home.slug}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 4)}&adults=2&pets=1`,
  );
  await traveller.page.getByRole("link", { name: "Contact the owner" }).click();
  await expect(traveller.page.getByRole("heading", { level: 1 })).toHaveText("Contact the owner");
  await expect(traveller.page.getByLabel("Check-in")).toHaveValue(checkIn);
  await expect(traveller.page.getByLabel("Pets")).toHaveValue("1");
  await traveller.page
    .getByLabel("Message", { exact: true })
    .fill("Hi! Is the garden fenced? Our Lab weighs 38 kg. Write to me at ada.dogs@example.com");
  await traveller.page.getByRole("button", { name: "Send message" }).click();
  await expect(traveller.page).toHaveURL(/\/user\/messages\/[0-9a-f-]{36}$/);
  const threadPath = new URL(traveller.page.url()).pathname;
  const mine = traveller.page.getByRole("list", { name: "Messages" });
  await expect(mine.getByText("Is the garden fenced? Our Lab weighs 38 kg.")).toBeVisible();
  // The sender reads their own words as typed; the composer says the owner will not.
  await expect(mine.getByText("ada.dogs@example.com")).toBeVisible();
  await expect(
    traveller.page.getByText(
      /Email addresses, phone numbers and links reach .+ hidden until a booking is accepted\./,
    ),
  ).toBeVisible();

  // The owner's open inbox shows it, unread, without a reload.
  const row = owner.page
    .getByRole("list", { name: "Conversations" })
    .getByRole("link", { name: /Ada Lovelace/ });
  await expect(row).toBeVisible({ timeout: 40_000 });
  await expect(row.getByText("1 unread")).toBeVisible();
  // The header's messages link counts it too, live.
  await expect(owner.page.getByRole("link", { name: "Messages, 1 unread" })).toBeVisible();
  await expect(row.getByText(/\[email hidden\]/)).toBeVisible();
  // The email's button is a reply link (answers to the email itself are not read).
  const email = await waitForEmail(owner.email, /New message from Ada Lovelace/);
  expect(email.html).toContain(">Reply<");
  expect(email.text).toContain("answers to this email are not read");
  expect(email.text).not.toContain("ada.dogs@example.com");
  await row.click();
  await expect(owner.page).toHaveURL(new RegExp(`${threadPath}$`));
  await expect(owner.page.getByText("Is the garden fenced? Our Lab weighs 38 kg.")).toBeVisible();
  await expect(owner.page.getByText("email hidden")).toBeVisible();
  await expect(owner.page.getByText("ada.dogs@example.com")).toHaveCount(0);
  // Masked by the server: neither the page nor its data carries the address.
  const html = await owner.page.request.get(threadPath);
  expect(await html.text()).not.toContain("ada.dogs@example.com");
  const loaded = await owner.page.request.get(`${threadPath}.data`);
  expect(loaded.status()).toBe(200);
  const sent = await loaded.text();
  expect(sent).toContain("[email hidden]");
  expect(sent).not.toContain("ada.dogs");

  // The traveller's open page learns the question was read: Seen, without a reload.
  await expect(traveller.page.getByText("Seen", { exact: true })).toBeVisible({ timeout: 40_000 });

  // The owner replies (sent without a reload); the traveller's open thread shows it live.
  await whenHydrated(traveller.page);
  await owner.page.getByLabel(/Message Ada Lovelace/).fill("Yes, fully fenced. Call me on (415) 555-0100.");
  await owner.page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(owner.page.getByLabel(/Message Ada Lovelace/)).toHaveValue("");
  const ownerList = owner.page.getByRole("list", { name: "Messages" });
  await expect(ownerList.getByText("Yes, fully fenced. Call me on (415) 555-0100.")).toBeVisible();
  await expect(mine.getByText("Yes, fully fenced.")).toBeVisible({ timeout: 40_000 });
  await expect(mine.getByText("phone number hidden")).toBeVisible();
  await expect(traveller.page.getByText("(415) 555-0100")).toHaveCount(0);
  // The traveller had the thread open when it arrived: the owner's open page shows Seen.
  await expect(ownerList.getByText("Seen", { exact: true })).toBeVisible({ timeout: 40_000 });

  // The owner answered within a day: the stay's host card says so, and so does the host home.
  await hostCardShowsAnswers(traveller.page, home.slug);
  await owner.page.goto("/host");
  await expect(
    owner.page.getByRole("region", { name: "Recent messages" }).getByText(/answered 100% of 1 conversation/),
  ).toBeVisible();

  // A third user: the thread is not theirs (404), and their inbox is empty.
  const stranger = await person(browser, "msg-stranger");
  const answer = await stranger.page.goto(threadPath);
  expect(answer?.status()).toBe(404);
  // The error panel comes in the page's HTML and stays once its code has hydrated it (decision 2104).
  const notFound = stranger.page.getByRole("heading", { name: "We couldn't find that page" });
  expect(await answer?.text()).toContain("couldn&#x27;t find that page");
  await whenHydrated(stranger.page);
  await expect(notFound).toBeVisible();
  const posted = await stranger.page.request.post(threadPath, {
    headers: { origin: SITE },
    form: { intent: "send", body: "let me in" },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(404);
  await stranger.page.goto("/user/messages");
  await expect(stranger.page.getByText("No messages yet")).toBeVisible();

  // The traveller books; the owner accepts: contact details are shown to both, links clickable.
  await traveller.page.goto(
    `/hotels/booking?listing=${home.slug}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&adults=2&children=0&pets=1`,
  );
  await whenHydrated(traveller.page);
  await traveller.page.getByLabel("Name").fill("Biscuit");
  await traveller.page.getByLabel("Species").selectOption("dog");
  await traveller.page.getByLabel("Breed").fill("Labrador");
  await traveller.page.getByLabel("Weight (lb)").fill("80");
  await traveller.page.getByLabel("Contact phone").fill("+1 415 555 0199");
  await traveller.page.getByLabel("Message to the owner").fill("Booked for the fenced garden!");
  await traveller.page.getByLabel("I accept the house rules and the pet policy of this home.").check();
  await traveller.page.getByRole("button", { name: /Send the request|Confirm and book/ }).click();
  await expect(traveller.page).toHaveURL(/\/hotels\/confirm/);

  await owner.page.goto(threadPath);
  await expect(ownerList.getByText("Booked for the fenced garden!")).toBeVisible();
  await expect(owner.page.getByText("Requested", { exact: true })).toBeVisible();
  await owner.page.getByRole("link", { name: "See the reservation" }).click();
  await owner.page.getByRole("button", { name: "Accept request" }).click();
  await expect(owner.page.getByText(/Accepted: the stay is confirmed/)).toBeVisible();

  await traveller.page.goto(threadPath);
  await expect(traveller.page.getByRole("link", { name: "ada.dogs@example.com" })).toHaveAttribute(
    "href",
    "mailto:ada.dogs@example.com",
  );
  await expect(traveller.page.getByText("(415) 555-0100")).toBeVisible();
  await expect(
    traveller.page.getByText("The booking is accepted: email addresses, phone numbers and links are shown."),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

/** The stay's host card shows the owner's response figures from their conversations. */
async function hostCardShowsAnswers(page: Page, slug: string) {
  const other = await page.context().newPage();
  await other.goto(`/hotels/detail?listing=${slug}`);
  await expect(
    other.getByText(/Replies within an hour · Answers 100% of messages within a day/),
  ).toBeVisible();
  await other.close();
}

test("an anonymous visitor who wants to contact the owner signs in first", async ({ page }) => {
  await page.goto("/user/messages/new?listing=some-home&checkIn=2027-03-01");
  await expect(page).toHaveURL(/\/sign-in\?redirectedFrom=%2Fuser%2Fmessages%2Fnew%3Flisting%3Dsome-home/);
});

test("a reported message is reviewed by the site's staff and removed for both sides", async ({ browser }) => {
  const owner = await person(browser, "mod-owner");
  const traveller = await person(browser, "mod-traveller");
  const home = await hostedHome(owner.page);

  await traveller.page.goto(`/user/messages/new?listing=${home.slug}`);
  await traveller.page
    .getByLabel("Message", { exact: true })
    .fill("Pay me by wire outside the site and save the fees!");
  await traveller.page.getByRole("button", { name: "Send message" }).click();
  await expect(traveller.page).toHaveURL(/\/user\/messages\/[0-9a-f-]{36}/);
  const threadPath = new URL(traveller.page.url()).pathname;

  // The owner reports it, with a reason.
  await owner.page.goto(threadPath);
  await owner.page.getByText("Report", { exact: true }).click();
  await owner.page
    .getByLabel("What is wrong with this message?")
    .fill("Asks me to take payment outside the site");
  await owner.page.getByRole("button", { name: "Send report" }).click();
  await expect(owner.page.getByText("Thank you. We will look at this message.")).toBeVisible();

  // Nobody but operators knows of the queue (nor of the old staff page).
  expect((await traveller.page.goto("/staff/reports"))?.status()).toBe(404);
  expect((await traveller.page.goto("/operator/reports"))?.status()).toBe(404);

  const staff = await person(browser, "moderator");
  await openConsole(staff.page.request);
  await staff.page.goto("/");
  await staff.page.getByRole("banner").locator("summary[aria-label^='Account menu']").click();
  await staff.page.getByRole("link", { name: "Reports" }).click();
  await expect(staff.page.getByRole("heading", { level: 1 })).toHaveText("Reports");
  const item = staff.page.getByRole("article").filter({ hasText: "Pay me by wire outside the site" });
  await expect(item.getByText("Asks me to take payment outside the site")).toBeVisible();
  await whenHydrated(staff.page);
  await item.getByLabel(/^Why/).fill("Payment outside the site.");
  await item.getByRole("button", { name: "Hide it" }).click();
  await expect(staff.page.getByText("Hidden: the author and the reporters are told.")).toBeVisible();
  await expect(item).toHaveCount(0);

  for (const side of [traveller, owner]) {
    await side.page.goto(threadPath);
    await expect(
      side.page.getByText("This message was removed because it broke the site's rules."),
    ).toBeVisible();
    await expect(side.page.getByText("Pay me by wire")).toHaveCount(0);
  }
  // The sender is told why; the reporter that their report was read.
  await traveller.page.goto("/user/notifications");
  await expect(traveller.page.getByText("We removed one of your messages")).toBeVisible();
  await owner.page.goto("/user/notifications");
  await expect(owner.page.getByText("We reviewed your report")).toBeVisible();
});

test("a traveller attaches their saved pets to messages; the owner reads the card with the fit", async ({
  browser,
}) => {
  const owner = await person(browser, "resume-owner");
  const traveller = await person(browser, "resume-traveller");
  const problems = watchConsole(traveller.page);
  // A home for one dog up to 50 lb: Max (38 kg) is too heavy, and cats are not welcome.
  const made = await owner.page.request.post("/__test/listings", {
    headers: { origin: SITE },
    data: {
      instantBook: false,
      city: "Portland",
      region: "Oregon",
      pet: { species: ["dog"], maxPets: 2, maxWeightLb: 50 },
    },
  });
  expect(made.ok()).toBe(true);
  const home = (await made.json()) as { slug: string };
  await savePet(traveller.page, {
    name: "Max",
    species: "dog",
    breed: "Labrador Retriever",
    weight: "38",
    unit: "kg",
  });
  // Max has a picture: it shows on the card.
  await traveller.page.getByLabel("Add a picture").setInputFiles({
    name: "max.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 400, height: 400, channels: 3, background: "#c2703d" } })
      .png()
      .toBuffer(),
  });
  await traveller.page.getByRole("button", { name: "Upload" }).click();
  await expect(traveller.page.getByRole("img", { name: "Max" })).toBeVisible();
  await savePet(traveller.page, { name: "Luna", species: "cat", breed: "Siamese", weight: "9", unit: "lb" });

  // From the inquiry form: one click picks Max; without JavaScript's help, a plain post.
  await traveller.page.goto(`/user/messages/new?listing=${home.slug}`);
  await traveller.page.getByRole("checkbox", { name: /Max/ }).check();
  await traveller.page.getByLabel("Message", { exact: true }).fill("Hello! Max would love your garden.");
  await traveller.page.getByRole("button", { name: "Send message" }).click();
  await expect(traveller.page).toHaveURL(/\/user\/messages\/[0-9a-f-]{36}$/);
  const threadPath = new URL(traveller.page.url()).pathname;
  const sentCard = traveller.page.getByRole("region", { name: "Pet details: Max" });
  await expect(sentCard).toBeVisible();
  // The traveller reads Max in the unit they weighed him in.
  await expect(sentCard.getByText("Dog · Labrador Retriever · 38 kg · 4 years")).toBeVisible();
  await expect(sentCard.getByText("Vaccinated")).toBeVisible();
  await expect(sentCard.getByRole("img", { name: "Max" })).toBeVisible();

  // From the thread, sent without a reload: Luna too.
  await whenHydrated(traveller.page);
  await traveller.page.getByRole("checkbox", { name: /Luna/ }).check();
  await traveller.page
    .getByRole("textbox", { name: /^Message / })
    .fill("And Luna, our cat. Is that all right?");
  await traveller.page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(traveller.page.getByRole("region", { name: "Pet details: Luna" })).toBeVisible();
  await expect(traveller.page.getByRole("checkbox", { name: /Luna/ })).not.toBeChecked();

  // The owner: the cards, weights in pounds (a home in the United States), and the fit.
  await owner.page.goto(threadPath);
  const maxCard = owner.page.getByRole("region", { name: "Pet details: Max" });
  await expect(maxCard.getByText("Dog · Labrador Retriever · 83.78 lb · 4 years")).toBeVisible();
  await expect(maxCard.getByText("Does not fit your pet policy")).toBeVisible();
  await expect(maxCard.getByText("Dogs up to 50 lb — Max is 83.78 lb")).toBeVisible();
  const lunaCard = owner.page.getByRole("region", { name: "Pet details: Luna" });
  await expect(lunaCard.getByText(/No cats/)).toBeVisible();
  // The owner has no pets to attach in a guest's conversation.
  await expect(owner.page.getByRole("checkbox", { name: /Max/ })).toHaveCount(0);
  // The owner's email says pets came with it.
  const email = await waitForEmail(owner.email, /with a pet's details/);
  expect(email.text).toContain("Pet details attached: Max (dog).");

  // Someone else's pet id is refused (400), never a 500.
  const foreign = await owner.page.request.post(threadPath, {
    headers: { origin: SITE },
    form: { intent: "send", body: "mine", pet: crypto.randomUUID() },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(400);
  // A traveller without saved pets types their pet's details on the inquiry form.
  const newcomer = await person(browser, "resume-newcomer");
  await newcomer.page.goto(`/user/messages/new?listing=${home.slug}`);
  await newcomer.page.getByText("Attach your pet's details (optional)").click();
  await expect(newcomer.page.getByRole("link", { name: "save your pets once" })).toBeVisible();
  await newcomer.page.getByLabel("Pet's name").fill("Biscuit");
  await newcomer.page.getByLabel("Weight", { exact: true }).fill("heavy");
  await newcomer.page.getByLabel("Message", { exact: true }).fill("Biscuit says hello.");
  await newcomer.page.getByRole("button", { name: "Send message" }).click();
  // Refused by the server with what was typed kept, one message by each field.
  await expect(newcomer.page.getByText("Choose a species from the list.")).toBeVisible();
  await expect(newcomer.page.getByText("Enter the weight as a number, like 12.5.")).toBeVisible();
  await expect(newcomer.page.getByLabel("Pet's name")).toHaveValue("Biscuit");
  // A typed pet refused on the inquiry form: a state the accessibility spec does not reach.
  await expectAccessible(newcomer.page);
  await newcomer.page.getByLabel("Species").selectOption("dog");
  await newcomer.page.getByLabel("Weight", { exact: true }).fill("20");
  await newcomer.page.getByLabel("Age in years").fill("2");
  await newcomer.page.getByRole("button", { name: "Send message" }).click();
  await expect(newcomer.page).toHaveURL(/\/user\/messages\/[0-9a-f-]{36}$/);
  await expect(
    newcomer.page.getByRole("region", { name: "Pet details: Biscuit" }).getByText("Dog · 20 lb · 2 years"),
  ).toBeVisible();
  await owner.page.goto(newcomer.page.url());
  await expect(
    owner.page.getByRole("region", { name: "Pet details: Biscuit" }).getByText("Fits your pet policy"),
  ).toBeVisible();

  console.log(`pet résumé screens: sign in as ${owner.email} / ${traveller.email} at ${threadPath}`);
  expect(problems).toEqual([]);
});

test("the owner answers a traveller with a saved reply; the traveller reads the filled text", async ({
  browser,
}) => {
  const owner = await person(browser, "saved-owner");
  const traveller = await person(browser, "saved-traveller");
  const home = await hostedHome(owner.page);
  await traveller.page.goto(`/user/messages/new?listing=${home.slug}&checkIn=2027-06-07&checkOut=2027-06-11`);
  await traveller.page.getByLabel("Message", { exact: true }).fill("Can we arrive early?");
  await traveller.page.getByRole("button", { name: "Send message" }).click();
  await expect(traveller.page).toHaveURL(/\/user\/messages\/[0-9a-f-]{36}$/);

  // The owner writes a template on the saved replies page, reached from the hosting inbox.
  await owner.page.goto("/host/messages");
  await owner.page.getByRole("link", { name: "Saved replies" }).click();
  await owner.page.getByRole("textbox", { name: "Name" }).fill("Arrival");
  await owner.page
    .getByRole("textbox", { name: "Reply" })
    .fill("Hi {guest_name}! See you {check_in}, from {check_in_time}.");
  await owner.page.getByRole("button", { name: "Add saved reply" }).click();
  await expect(owner.page.getByRole("list", { name: "Saved replies" })).toContainText("Arrival");

  await owner.page.goto("/host/messages");
  await owner.page.getByRole("link", { name: /Ada/ }).click();
  await whenHydrated(owner.page);
  await owner.page.getByLabel("Saved reply").selectOption({ label: "Arrival" });
  await owner.page.getByRole("button", { name: "Use template" }).click();
  const filled = "Hi Ada! See you Mon, Jun 7, 2027, from 3:00 PM.";
  await expect(owner.page.getByRole("textbox", { name: /^Message/ })).toHaveValue(filled);
  await owner.page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(owner.page.getByRole("textbox", { name: /^Message/ })).toHaveValue("");

  await traveller.page.reload();
  await expect(traveller.page.getByText(filled)).toBeVisible();
});

test("the owner sends a special offer in a thread, the traveller books it at that price; a scheduled message arrives on its day", async ({
  browser,
}) => {
  const owner = await person(browser, "offer-owner");
  const traveller = await person(browser, "offer-traveller");
  const home = await hostedHome(owner.page);
  const checkIn = soon(40);
  await traveller.page.goto(
    `/user/messages/new?listing=${home.slug}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&adults=2`,
  );
  await traveller.page.getByLabel("Message", { exact: true }).fill("Any chance of a better price?");
  await traveller.page.getByRole("button", { name: "Send message" }).click();
  await expect(traveller.page).toHaveURL(/\/user\/messages\/[0-9a-f-]{36}$/);
  const threadPath = new URL(traveller.page.url()).pathname;

  // The owner writes a scheduled message for the home (the day before check-in at 10:00).
  await owner.page.goto(`/host/listings/${home.id}/scheduled-messages`);
  await owner.page.getByRole("textbox", { name: "Name" }).fill("Arrival");
  await owner.page
    .getByRole("textbox", { name: "Message" })
    .fill("Hi {guest_name}, the key is in the lockbox. Check-in from {check_in_time}.");
  await owner.page.getByRole("button", { name: "Add scheduled message" }).click();
  await expect(owner.page.getByRole("list", { name: "Scheduled messages" })).toContainText(
    "1 day before check-in at 10:00 AM",
  );
  // Changed in place (decision 3959): the new words and time are what is sent.
  await owner.page.getByRole("link", { name: "Edit Arrival" }).click();
  await expect(owner.page.getByRole("heading", { name: "Edit “Arrival”" })).toBeVisible();
  await owner.page
    .getByRole("textbox", { name: "Message" })
    .fill("Hi {guest_name}, the key is in the key safe. Check-in from {check_in_time}.");
  await owner.page.getByLabel("At (home's time)").fill("09:00");
  await owner.page.getByRole("button", { name: "Save changes" }).click();
  await expect(owner.page.getByRole("list", { name: "Scheduled messages" })).toContainText(
    "1 day before check-in at 9:00 AM",
  );

  // From the hosting inbox (its tab counts the unread message), the offer: $250 for all three nights.
  await owner.page.goto("/host/messages");
  await expect(owner.page.getByTestId("host-unread")).toHaveText("1");
  await owner.page.getByRole("link", { name: /Ada/ }).click();
  await expect(owner.page.getByRole("link", { name: "Hosting messages" })).toBeVisible();
  await owner.page.getByText("Pre-approve or make a special offer").click();
  // The booking page's date picker, by keyboard, writes the dates asked about (decision 3959).
  await whenHydrated(owner.page);
  await owner.page.getByRole("button", { name: /3 nights.*change the dates/ }).press("Enter");
  const picker = owner.page.getByRole("dialog", { name: "Choose your dates" });
  await expect(picker).toBeVisible();
  await owner.page.keyboard.press("Escape");
  await expect(picker).toBeHidden();
  await expect(owner.page.getByLabel("Check-in")).toHaveValue(checkIn);
  await owner.page.getByLabel("Total price (optional)").fill("250");
  await owner.page.getByRole("button", { name: "Send to the traveller" }).click();
  await expect(owner.page.getByTestId("offer-card").first()).toContainText("Open");

  await traveller.page.goto(threadPath);
  const card = traveller.page.getByTestId("offer-card").first();
  await expect(card.getByTestId("offer-total")).toHaveText("$250");
  await card.getByRole("link", { name: "Book this offer" }).click();
  await expect(traveller.page.getByRole("heading", { level: 1 })).toHaveText("Book your stay");
  await expect(traveller.page.getByTestId("price-total")).toHaveText("$250");
  await traveller.page.getByLabel("Contact phone").fill("+1 415 555 0100");
  await traveller.page.getByLabel("I accept the house rules and the pet policy of this home.").check();
  await traveller.page.getByRole("button", { name: "Confirm and book" }).click();
  await expect(traveller.page).toHaveURL(/\/hotels\/confirm\?booking=[0-9a-f-]{36}$/);
  const bookingId = new URL(traveller.page.url()).searchParams.get("booking")!;
  await expect(traveller.page.getByRole("heading", { level: 1 })).toHaveText("Your stay is booked");

  // The day before arrival (the test clock runs the sweeps for this booking only): the message arrives.
  const clock = await traveller.page.request.post("/__test/clock", {
    headers: { origin: SITE },
    data: { bookingId, at: `${checkIn}T00:00:00Z` },
  });
  expect(clock.ok()).toBe(true);
  await traveller.page.goto(threadPath);
  await expect(
    traveller.page.getByText("Hi Ada, the key is in the key safe. Check-in from 3:00 PM."),
  ).toBeVisible();
  await owner.page.goto(`/host/reservations/${bookingId}`);
  await expect(owner.page.getByTestId("scheduled-messages")).toContainText("Sent");
});
