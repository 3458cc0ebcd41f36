import type { Browser, Page } from "@playwright/test";
import {
  expect as baseExpect,
  linkIn,
  PASSWORD,
  person,
  randomIp,
  SITE,
  test,
  uniqueEmail,
  waitForEmail,
  watchConsole,
  whenHydrated,
} from "./fixtures.ts";
import { addDays } from "../../app/shared/dates.ts";

/**
 * A traveller's trust: nothing lost on the way to a booking (sign-up, the email link,
 * sign-in, a session that ended mid-form), the address kept back until the owner accepts, times on
 * the home's clock named by its city, amounts in the home's currency, and a cancellation that
 * asks first with what comes back or is still owed.
 */
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const STREET = "Rua das Flores 12, 2º esq.";
const INSTRUCTIONS = "The key box by the blue door: code 4821.";

/** The owner's request-to-book home in Lisbon, priced in euros, with its street and check-in details. */
async function lisbonHome(owner: Page) {
  const made = await owner.request.post("/__test/listings", {
    headers: { origin: SITE },
    data: {
      instantBook: false,
      city: "Lisbon",
      region: "Lisbon District",
      country: "Portugal",
      timeZone: "Europe/Lisbon",
      currency: "EUR",
      nightlyRateCents: 9_500,
      address: STREET,
      neighborhood: "Alfama",
      checkInInstructions: INSTRUCTIONS,
    },
  });
  expect(made.ok()).toBe(true);
  return (await made.json()) as { id: number; slug: string; title: string };
}

async function visitor(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
  return { context, page: await context.newPage() };
}

async function signInHere(page: Page, email: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

// Each run its own home, so any dates will do; far enough ahead for free cancellation.
const checkIn = addDays(new Date().toISOString().slice(0, 10), 60 + Math.floor(Math.random() * 200));
const checkOut = addDays(checkIn, 4);

test("nothing lost: sign up from the booking page, come back through the email link, survive a lost session; the address waits for the owner's yes; cancelling asks first", async ({
  browser,
}) => {
  const owner = await person(browser, "lisbon-owner");
  const home = await lisbonHome(owner.page);
  const { context, page } = await visitor(browser);
  const problems = watchConsole(page, { expectedHttpErrors: true });

  // The stay's page gives its check-in and check-out in the home's clock, named by its city.
  await page.goto(`/hotels/detail?listing=${home.slug}`);
  await expect(page.getByText("Check-in from 3:00 PM in Lisbon", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Check-out by \d{1,2}:\d{2}\s[AP]M in Lisbon$/)).toBeVisible();

  // A visitor on the booking page: sent to sign in, who would rather create an account.
  const bookingPath = `/hotels/booking?listing=${home.slug}&checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=1&pets=1`;
  await page.goto(bookingPath);
  await expect(page).toHaveURL(/\/sign-in\?redirectedFrom=%2Fhotels%2Fbooking/);
  // The header's "Sign up" carries the booking on, just like the card's link.
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toHaveAttribute(
    "href",
    /^\/sign-up\?redirectedFrom=%2Fhotels%2Fbooking/,
  );
  await page.getByRole("main").getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/sign-up\?redirectedFrom=%2Fhotels%2Fbooking/);
  const email = uniqueEmail("lisbon-traveller");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/email-sent\?redirectedFrom=%2Fhotels%2Fbooking/);

  // The link in the email (read from the outbox) comes back to the booking through sign-in.
  const mail = await waitForEmail(email, /Confirm your email/);
  await page.goto(linkIn(mail, "/api/auth/verify-email"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your email is confirmed");
  await expect(page.getByText("your booking opens again, as you left it")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Sign in", exact: true }).click();
  await signInHere(page, email);
  await expect(page).toHaveURL((url) => url.pathname === "/hotels/booking");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request your stay");
  await expect(page.getByLabel("Check-in")).toHaveValue(checkIn);
  await expect(page.getByLabel("Check-out")).toHaveValue(checkOut);
  await expect(page.getByLabel("Adults")).toHaveValue("2");
  await expect(page.getByLabel("Children")).toHaveValue("1");
  await expect(page.getByLabel("Name")).toHaveCount(1);
  // The home's clock, named by its city; the price in the home's currency.
  await expect(page.getByText("Check-in from 3:00 PM in Lisbon", { exact: false })).toBeVisible();
  await expect(page.getByTestId("price-total")).toHaveText(/^€[\d,.]+$/);

  // Filled in, then the session ends (another tab signed out): nothing typed is lost.
  await whenHydrated(page);
  await page.getByLabel("Name").fill("Biscuit");
  await page.getByLabel("Species").selectOption("dog");
  await page.getByLabel("Weight (lb)").fill("30");
  await page.getByLabel("Contact phone").fill("+351 912 345 678");
  await page.getByLabel("Message to the owner").fill("Biscuit naps a lot and loves the tram.");
  await context.clearCookies();
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirectedFrom=/);
  await signInHere(page, email);
  await expect(page).toHaveURL((url) => url.pathname === "/hotels/booking");
  await expect(page.getByLabel("Name")).toHaveValue("Biscuit");
  await expect(page.getByLabel("Weight (lb)")).toHaveValue("30");
  await expect(page.getByLabel("Message to the owner")).toHaveValue("Biscuit naps a lot and loves the tram.");
  await expect(page.getByLabel("Contact phone")).toHaveValue("+351 912 345 678");
  await expect(page.getByLabel("Check-in")).toHaveValue(checkIn);

  // Consent is asked again: the refusal takes focus, and its message goes once the box is ticked.
  await whenHydrated(page);
  await page.getByRole("button", { name: "Send the request" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "Please check the highlighted fields" });
  await expect(notice).toBeFocused();
  const consentError = page.getByText("Please accept the house rules and the pet policy.");
  await expect(consentError).toBeVisible();
  await page.getByLabel("I accept the house rules and the pet policy of this home.").check();
  await expect(consentError).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page).toHaveURL(/\/hotels\/confirm\?booking=[0-9a-f-]{36}$/);
  const bookingId = new URL(page.url()).searchParams.get("booking")!;

  // A request: the area, never the street, the instructions or the owner's contact details.
  await expect(page.getByTestId("trip-address")).toHaveText("Alfama, Lisbon, Lisbon District, Portugal");
  await expect(page.getByText(/in Lisbon$/).first()).toBeVisible();
  await expect(page.getByText(STREET)).toHaveCount(0);
  await expect(page.getByText(INSTRUCTIONS)).toHaveCount(0);
  await expect(page.getByText(owner.email)).toHaveCount(0);
  const sent = await waitForEmail(email, /Request sent/);
  expect(sent.text).toContain("Alfama, Lisbon");
  expect(sent.text).not.toContain("Rua das Flores");
  expect(sent.text).toContain("3:00 PM in Lisbon");
  const ics = await (await page.request.get(`/hotels/confirm/calendar.ics?booking=${bookingId}`)).text();
  expect(ics).not.toContain("Rua das Flores");
  await page.goto(`/user/bookings/${bookingId}`);
  await expect(page.getByTestId("trip-address")).not.toContainText("Rua das Flores");
  await expect(page.getByText("The owner answers by")).toBeVisible();

  // The owner accepts in their own browser; the traveller now sees the street, the key box and the owner.
  await owner.page.goto(`/host/reservations/${bookingId}`);
  await owner.page.getByRole("button", { name: "Accept request" }).click();
  await expect(owner.page.getByText(/Accepted: the stay is confirmed/)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("trip-address")).toContainText(STREET);
  await expect(page.getByText(INSTRUCTIONS)).toBeVisible();
  await expect(page.getByRole("link", { name: owner.email })).toBeVisible();
  await expect(page.getByText(/^Free cancellation until .* in Lisbon\.$/).first()).toBeVisible();

  // Cancelling asks first, with the amounts; "Keep my booking" changes nothing.
  await whenHydrated(page);
  await page.getByRole("link", { name: "Cancel booking…" }).click();
  await expect(page).toHaveURL(/\?cancel=confirm/);
  const step = page.getByRole("region", { name: "Cancel this booking?" });
  await expect(step.getByRole("heading")).toBeFocused();
  await expect(step.getByTestId("cancel-amounts")).toContainText(/Total of the stay\s*€[\d,.]+/);
  await expect(step.getByTestId("cancel-amounts")).toContainText("Paid so farNothing yet");
  await expect(step.getByTestId("cancel-amounts")).toContainText("You still oweNothing");
  await expect(step.getByText("Nothing has been paid yet, and you would owe nothing.")).toBeVisible();
  await expect(step.getByText(/^Free cancellation until .* in Lisbon\.$/)).toBeVisible();
  await expect(step).not.toContainText(/refund/i);
  await step.getByRole("link", { name: "Keep my booking" }).click();
  await expect(page.getByRole("region", { name: "Cancel this booking" })).toBeVisible();
  await expect(page.getByText("Confirmed").first()).toBeVisible();

  // Without JavaScript, the same two steps.
  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
    extraHTTPHeaders: { "x-forwarded-for": randomIp() },
  });
  const plain = await noJs.newPage();
  await plain.goto(`/user/bookings/${bookingId}`);
  await plain.getByRole("link", { name: "Cancel booking…" }).click();
  const plainStep = plain.getByRole("region", { name: "Cancel this booking?" });
  await expect(plainStep.getByTestId("cancel-amounts")).toContainText("Paid so farNothing yet");
  await plainStep.getByRole("button", { name: "Yes, cancel my booking" }).click();
  await expect(plain.getByText("Cancelled. Nothing was paid and nothing is owed.")).toBeVisible();
  await expect(plain.getByRole("main")).not.toContainText(/refund/i);
  await noJs.close();

  // The owner is told, as before.
  await owner.page.goto("/user/notifications");
  await expect(owner.page.getByText(/Booking cancelled: /).first()).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test("phone: the account tabs fit a 360 px screen (they scroll or wrap, nothing cut off)", async ({
  browser,
}) => {
  const { page } = await person(browser, "phone");
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ["/user/bookings", "/user/settings"]) {
    await page.goto(path);
    const tabs = page.getByRole("navigation", { name: "Your account" });
    await expect(tabs).toBeVisible();
    // The page itself never scrolls sideways; the last tab can be reached.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const last = tabs.getByRole("link").last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
  }
});
