import crypto from "node:crypto";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { readOutbox } from "../../app/platform/outbox.server.ts";
import { totp } from "../helpers/totp.ts";

/**
 * Everything a browser spec starts from, in one place: `test` (Playwright's, with a client address
 * of its own per test and a `signedIn` account), the site's address, accounts through the test
 * hooks, the outbox, saved pets, and the accessibility and console checks.
 */

export { expect };

/** The server under test (playwright.config.ts): the origin of requests that change something. */
export const SITE = `http://localhost:${process.env.E2E_PORT ?? 3210}`;
export const BRAND = "Pet Friendly Rentals by Owner";
export const PASSWORD = "tabby naps in the sun";

export const uniqueEmail = (tag: string, domain = "example.com") =>
  `${tag}-${crypto.randomBytes(5).toString("hex")}@${domain}`;
/** A client address of its own (the server trusts X-Forwarded-For from loopback in the tests). */
export const randomIp = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

export const test = base.extend<{ signedIn: { page: Page; email: string } }>({
  // Each test's pages and requests come from a client address of their own, so the per-address
  // rate limits of one test never touch another.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) =>
    provide({ ...extraHTTPHeaders, "x-forwarded-for": randomIp() }),
  /** The test's page with a new account signed in on it, and its email (no page is loaded yet). */
  signedIn: async ({ page }, provide, testInfo) =>
    provide({ page, email: await signedInUser(page, path.basename(testInfo.file, ".spec.ts")) }),
});

// ---- Accounts ----
// Password hashing (scrypt) is deliberately slow: these steps get room.
const slowExpect = expect.configure({ timeout: 20_000 });

export async function signUp(page: Page, email: string, password = PASSWORD) {
  await base.step("sign up through the page", () => signUpThroughPage(page, email, password));
}

async function signUpThroughPage(page: Page, email: string, password: string) {
  await page.goto("/sign-up");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await slowExpect(page).toHaveURL(/\/email-sent$/);
}

export async function verify(page: Page, email: string) {
  const mail = await waitForEmail(email, /Confirm your email/);
  await page.goto(linkIn(mail, "/api/auth/verify-email"));
  await slowExpect(page).toHaveURL(/\/email-authenticated\?verified=1$/);
  await slowExpect(page.getByRole("heading", { level: 1 })).toHaveText("Your email is confirmed");
}

export async function signIn(page: Page, email: string, password = PASSWORD, path?: string) {
  if (path || !new URL(page.url()).pathname.startsWith("/sign-in")) await page.goto(path ?? "/sign-in");
  await slowExpect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
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
  slowExpect(made.status(), `a new account: ${await made.text()}`).toBe(200);
  return email;
}

/**
 * Makes the account signed in on the request context an operator (the test hook does what
 * `npm run operator -- add <email>` does): who reviews reported messages and opens /operator.
 */
export async function makeOperator(request: APIRequestContext, origin = SITE) {
  const made = await request.post("/__test/operator", { headers: { origin } });
  slowExpect(made.status(), `the operator role: ${await made.text()}`).toBe(200);
}

/**
 * Turns two-factor on for the account signed in on the request context, through Better Auth's own
 * endpoints (the setup page has tests of its own): answers the authenticator app's secret. The new
 * session that turning it on gives lands in the context's cookie jar.
 */
export async function hookTwoFactor(request: APIRequestContext, password = PASSWORD, origin = SITE) {
  const headers = { origin };
  const enabled = await request.post("/api/auth/two-factor/enable", { headers, data: { password } });
  slowExpect(enabled.status(), `two-factor: ${await enabled.text()}`).toBe(200);
  const secret = new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get("secret")!;
  const verified = await request.post("/api/auth/two-factor/verify-totp", {
    headers,
    data: { code: totp(secret) },
  });
  slowExpect(verified.status(), `two-factor code: ${await verified.text()}`).toBe(200);
  return secret;
}

/**
 * The operator console opened on the request context's account: the role (as `npm run operator --
 * add` gives it), two-factor, and a code typed on /operator/confirm. Answers the app's secret.
 */
export async function openConsole(request: APIRequestContext, origin = SITE) {
  await makeOperator(request, origin);
  const secret = await hookTwoFactor(request, PASSWORD, origin);
  const confirmed = await request.post("/operator/confirm", {
    headers: { origin },
    form: { code: totp(secret), next: "/operator" },
    maxRedirects: 0,
  });
  slowExpect(confirmed.status(), "the console's code").toBe(302);
  return secret;
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
  slowExpect(signedIn.status(), "sign-in redirects").toBe(302);
}

/** Signed in: the header shows the account menu (a sign-in hashes the password: room for a busy machine). */
export async function expectAccountMenu(page: Page) {
  await slowExpect(page.getByRole("banner").locator("summary[aria-label^='Account menu']")).toBeVisible();
}

export async function openMenuAndSignOut(page: Page) {
  await page.getByRole("banner").locator("summary[aria-label^='Account menu']").click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await slowExpect(page).toHaveURL(/\/sign-in$/);
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

/**
 * A published request-to-book home of the signed-in owner (TEST_HOOKS: the editor has its own test);
 * with `status: "in_review"`, one waiting for an operator's review instead.
 */
export async function hostedHome(page: Page, options: { status?: "in_review" } = {}) {
  const made = await page.request.post("/__test/listings", {
    headers: { origin: SITE },
    data: { instantBook: false, city: "Portland", region: "Oregon", ...options },
  });
  slowExpect(made.ok()).toBe(true);
  return (await made.json()) as { id: number; slug: string; title: string };
}

// ---- The outbox: emails and text messages the server wrote to its data folder ----
/** The data folder of the server under test (playwright.config.ts). */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  file: string;
}

/** Waits for the newest email to `to` whose subject matches, and returns it. */
export async function waitForEmail(to: string, subject: RegExp = /./): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      () => {
        found = readOutbox<OutboxEmail>(e2eDataDir, "email")
          .filter((m) => m.to.toLowerCase() === to.toLowerCase() && subject.test(m.subject))
          .at(-1);
        return Boolean(found);
      },
      { message: `an email to ${to} matching ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export async function waitForSms(to: string): Promise<{ to: string; text: string }> {
  let found: { to: string; text: string } | undefined;
  await expect
    .poll(
      () => {
        found = readOutbox<{ to: string; text: string }>(e2eDataDir, "sms")
          .filter((m) => m.to === to)
          .at(-1);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The first absolute link in an email's text that points at the site. */
export function linkIn(email: OutboxEmail, pathPart: RegExp | string = "") {
  const links = email.text.match(/https?:\/\/[^\s)]+/g) ?? [];
  const link = links.find((l) => (typeof pathPart === "string" ? l.includes(pathPart) : pathPart.test(l)));
  if (!link) throw new Error(`no link matching ${pathPart} in: ${email.text}`);
  return link;
}

// ---- Saved pets ----
export interface SavedPetInput {
  name: string;
  species: string;
  breed: string;
  weight: string;
  unit: "kg" | "lb";
}

/** A pet saved on /user/pets as a traveller would (4 years old, vaccinated, house-trained). */
export async function savePet(page: Page, pet: SavedPetInput) {
  await page.goto("/user/pets/new");
  await page.getByLabel("Name").fill(pet.name);
  await page.getByLabel("Species").selectOption(pet.species);
  await page.getByLabel("Breed").fill(pet.breed);
  await page.getByLabel("Weight", { exact: true }).fill(pet.weight);
  await page.getByLabel("Unit").selectOption(pet.unit);
  await page.getByLabel("Years").fill("4");
  await page.getByLabel("Vaccinations are up to date").check();
  await page.getByLabel("House-trained").check();
  await page.getByRole("button", { name: "Save the pet" }).click();
  // A new pet goes on to its own page, where a picture may be added.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit ${pet.name}`, { timeout: 20_000 });
}

// ---- Checks: accessibility, the console, hydration ----
/** The title of every axe scan's step: the budget reporter counts them. */
export const AXE_STEP = "axe scan";

/**
 * No serious or critical accessibility violation on the page as it is now. A toast
 * already closed but still fading out (300 ms) is no longer content: its text, half
 * transparent, would fail the contrast check at random. With `soft`, a violation is
 * reported under that name and the test goes on (a sweep reports every page at once).
 *
 * An axe scan costs the browser seconds: the accessibility spec scans every page and state
 * once; a functional test scans only a state nothing else reaches (README, "Tests").
 */
export async function expectAccessible(page: Page, options: { soft?: string } = {}) {
  // The markup does not depend on the database: the Postgres leg does not scan again.
  if (process.env.E2E_DATABASE_URL) return;
  await base.step(AXE_STEP, () => scan(page, options.soft));
}

async function scan(page: Page, soft: string | undefined) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .exclude('[data-testid="toast-container"] [data-visible="false"]')
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  (soft ? expect.soft : expect)(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} → ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    ),
    soft,
  ).toEqual([]);
}

/**
 * Fails the test on any script error or CSP violation in the page. A test that
 * submits bad input on purpose passes `expectedHttpErrors`: the browser logs each
 * 4xx answer as a console error, which is then not a problem.
 */
export function watchConsole(page: Page, options: { expectedHttpErrors?: boolean } = {}) {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (
      options.expectedHttpErrors &&
      /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())
    )
      return;
    problems.push(`console: ${message.text()}`);
  });
  return problems;
}

/** Waits until the page's scripts have taken over (controls that need JavaScript respond). */
export async function whenHydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** The demo's test cards (app/modules/payments/demo-cards.ts), as a traveller types them. */
export const TEST_CARDS = {
  pays: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  insufficientFunds: "4000 0000 0000 9995",
  needsAuthentication: "4000 0027 6000 3184",
} as const;

/**
 * After the booking form is sent on a server taking payments (PAYMENTS_MODE=demo, decision 3510):
 * the booking waits at the checkout; pay it with a test card and land on its confirmation page.
 */
export async function payAtCheckout(page: Page, card: string = TEST_CARDS.pays) {
  await expect(page).toHaveURL(/\/hotels\/checkout\?booking=[0-9a-f-]{36}$/);
  await page.getByLabel("Card number").fill(card);
  await page.getByRole("button", { name: /^(Pay and book|Authorise and send the request)$/ }).click();
  await expect(page).toHaveURL(/\/hotels\/confirm\?booking=[0-9a-f-]{36}$/);
}
