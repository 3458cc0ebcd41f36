import { totp } from "../helpers/totp.ts";
import {
  expect as baseExpect,
  hookTwoFactor,
  hostedHome,
  makeOperator,
  openMenuAndSignOut,
  person,
  signIn,
  test,
  whenHydrated,
  watchConsole,
} from "./fixtures.ts";

test.describe.configure({ timeout: 150_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const SEARCH = "/monthly-rentals-mid-term-rentals-short-term-month-to-month";

test("an operator signs in with two-factor, suspends an owner (their open session ends, their home leaves search), and approves a listing waiting for review", async ({
  browser,
  page,
}) => {
  const problems = watchConsole(page, { expectedHttpErrors: true });
  // The owner, signed in on a device of their own, with a published home that search finds.
  const owner = await person(browser, "suspended-owner");
  const home = await hostedHome(owner.page);
  await owner.page.goto(`${SEARCH}?where=Portland`);
  await expect(owner.page.getByRole("link", { name: home.title }).first()).toBeVisible();

  // The operator: the role from the command (its test hook), two-factor on.
  const operator = await person(browser, "operator");
  await makeOperator(operator.page.request);
  const secret = await hookTwoFactor(operator.page.request);
  await operator.page.context().close();

  // Nobody else knows of the console.
  expect((await owner.page.goto("/operator"))?.status()).toBe(404);

  // Sign in with the password, then the code; the console asks for a code of its own.
  await signIn(page, operator.email, undefined, "/sign-in?redirectedFrom=%2Foperator");
  await expect(page).toHaveURL(/\/two-factor\?redirectedFrom=%2Foperator$/);
  await page.getByLabel("Six-digit code").fill(totp(secret));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/operator\/confirm\?next=%2Foperator$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm it's you");
  await page.getByLabel("Six-digit code").fill(totp(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Today");
  await expect(page.getByRole("link", { name: /New users/ })).toBeVisible();
  await whenHydrated(page);

  // Find the owner, suspend them with a reason.
  await page
    .getByRole("navigation", { name: "Operator console" })
    .getByRole("link", { name: "Users" })
    .click();
  await page.getByLabel("Name, email or id").fill(owner.email);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("list", { name: "Users found" }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Lovelace");
  await page
    .getByRole("region", { name: "Suspend" })
    .getByLabel("Why")
    .fill("Asked travellers to pay by wire");
  await page.getByRole("button", { name: "Suspend the account" }).click();
  await expect(page.getByText("The account is suspended and signed out everywhere.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Account" }).getByText(/Suspended .*Asked travellers to pay by wire/),
  ).toBeVisible();

  // The owner's open session is over, and signing in again is refused.
  await owner.page.goto("/host/listings");
  await expect(owner.page).toHaveURL(/\/sign-in/);
  await signIn(owner.page, owner.email);
  await expect(owner.page.getByText(/This account is suspended/)).toBeVisible();
  // Their home is out of search (and its page answers 404), its data kept.
  await owner.page.goto(`${SEARCH}?where=Portland`);
  await expect(owner.page.getByRole("link", { name: home.title })).toHaveCount(0);
  expect((await owner.page.goto(`/hotels/detail?listing=${home.slug}`))?.status()).toBe(404);

  // The audit log says who did what, to whom, and why.
  await page
    .getByRole("navigation", { name: "Operator console" })
    .getByRole("link", { name: "Audit log" })
    .click();
  const entry = page.getByRole("listitem").filter({ hasText: "Suspended an account" }).first();
  await expect(entry).toContainText(operator.email);
  await expect(entry).toContainText("Asked travellers to pay by wire");

  // A home waiting for review (the setting's own path, publishing into review, is in
  // tests/integration/actions/operator-listings.test.ts: turning it on here would change how every
  // other spec on this server publishes): the operator approves it, and search finds it.
  const owner2 = await person(browser, "reviewed-owner");
  const waiting = await hostedHome(owner2.page, { status: "in_review" });
  await owner2.page.goto(`${SEARCH}?where=Portland`);
  await expect(owner2.page.getByRole("link", { name: waiting.title })).toHaveCount(0);
  await page
    .getByRole("navigation", { name: "Operator console" })
    .getByRole("link", { name: "Listings" })
    .click();
  const item = page.getByRole("article", { name: waiting.title });
  await item.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Approved: travellers can find it now.")).toBeVisible();
  await owner2.page.goto(`${SEARCH}?where=Portland`);
  await expect(owner2.page.getByRole("link", { name: waiting.title }).first()).toBeVisible();

  await openMenuAndSignOut(page);
  expect(problems).toEqual([]);
});
