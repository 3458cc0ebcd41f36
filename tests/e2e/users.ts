import crypto from "node:crypto";
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from "@playwright/test";
import { linkIn, waitForEmail } from "./outbox.ts";

/**
 * Accounts for browser tests: sign up through the pages, confirm through the
 * outbox, sign in. Shared by every spec that needs a signed-in traveller.
 */
export const BRAND = "Pet Friendly Rentals by Owner";
export const PASSWORD = "tabby naps in the sun";
/** The server under test (playwright.config.ts): the origin of requests that change something. */
export const SITE = `http://localhost:${process.env.E2E_PORT ?? 3210}`;

// Password hashing (scrypt) is deliberately slow: these steps get room.
const expect = baseExpect.configure({ timeout: 20_000 });

export const uniqueEmail = (tag: string, domain = "example.com") =>
  `${tag}-${crypto.randomBytes(5).toString("hex")}@${domain}`;
/** Each test gets its own client address, so rate limits of one test never touch another. */
export const randomIp = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

export async function signUp(page: Page, email: string, password = PASSWORD) {
  await test.step("sign up through the page", () => signUpThroughPage(page, email, password));
}

async function signUpThroughPage(page: Page, email: string, password: string) {
  await page.goto("/sign-up");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/email-sent$/);
}

export async function verify(page: Page, email: string) {
  const mail = await waitForEmail(email, /Confirm your email/);
  await page.goto(linkIn(mail, "/api/auth/verify-email"));
  await expect(page).toHaveURL(/\/email-authenticated\?verified=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your email is confirmed");
}

export async function signIn(page: Page, email: string, password = PASSWORD, path?: string) {
  if (path || !new URL(page.url()).pathname.startsWith("/sign-in")) await page.goto(path ?? "/sign-in");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/**
 * A new account with a confirmed email, made through the pages and the emailed link (not signed in
 * yet): for a server without test hooks (scripts/screenshot.ts --new-user).
 */
export async function newUser(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  await signUp(page, email);
  await verify(page, email);
  return email;
}

/**
 * Makes an account through the test hook; signed in on the request context's browser context (its
 * cookie jar) unless `signedIn` is false.
 */
export async function hookAccount(request: APIRequestContext, email: string, signedIn = true) {
  const made = await request.post("/__test/users", {
    // Its own client address, as the pages' visits have (per-address limits stay per test).
    headers: { origin: SITE, "x-forwarded-for": randomIp() },
    data: { email, password: PASSWORD, firstName: "Ada", lastName: "Lovelace", signedIn },
  });
  expect(made.status(), `a new account: ${await made.text()}`).toBe(200);
  return email;
}

/**
 * A new account with a confirmed email, not signed in: for tests of signing in, whose sign-up is
 * only their set-up (the sign-up page and the emailed link have tests of their own).
 */
export const confirmedUser = (page: Page, tag: string) => hookAccount(page.request, uniqueEmail(tag), false);

/**
 * A new account, signed in on `page` (no page is loaded: go where the test starts). The sign-up
 * page, the emailed link and the sign-in page have tests of their own (accounts.spec.ts): here one
 * test hook makes the account through the same Better Auth endpoints and sets the session cookie.
 */
export const signedInUser = (page: Page, tag: string, domain?: string) =>
  hookAccount(page.request, uniqueEmail(tag, domain));

/** Signs in on `page`'s context through the sign-in form's action, without drawing the page. */
export async function signInByForm(page: Page, email: string, password = PASSWORD) {
  const signedIn = await page.request.post("/sign-in", {
    headers: { origin: SITE },
    form: { email, password },
    maxRedirects: 0,
  });
  expect(signedIn.status(), "sign-in redirects").toBe(302);
}

export async function openMenuAndSignOut(page: Page) {
  await page.getByRole("banner").locator("summary[aria-label^='Account menu']").click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
}

/** A page in a browser context of its own (another device), with its own client address. */
export async function freshPage(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
  return context.newPage();
}

/** A signed-in person in a browser context of their own (an owner and a traveller side by side). */
export async function person(browser: Browser, tag: string, domain?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
  const email = await signedInUser(page, tag, domain);
  return { page, email };
}

/** The site's staff in the browser tests (playwright.config.ts sets STAFF_EMAILS to this domain). */
export const STAFF_DOMAIN = "staff.example.com";

/** A published request-to-book home of the signed-in owner (TEST_HOOKS: the editor has its own test). */
export async function hostedHome(page: Page) {
  const made = await page.request.post("/__test/listings", {
    headers: { origin: SITE },
    data: { instantBook: false, city: "Portland", region: "Oregon" },
  });
  expect(made.ok()).toBe(true);
  return (await made.json()) as { id: number; slug: string; title: string };
}
