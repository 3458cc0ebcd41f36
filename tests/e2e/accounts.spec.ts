import crypto from "node:crypto";
import {
  BRAND,
  confirmedUser,
  expect as baseExpect,
  freshPage,
  linkIn,
  openMenuAndSignOut,
  PASSWORD,
  randomIp,
  signIn,
  signUp,
  SITE,
  test,
  uniqueEmail,
  verify,
  waitForEmail,
  waitForSms,
  watchConsole,
} from "./fixtures.ts";
import { totp } from "../helpers/totp.ts";

// Password hashing (scrypt) is deliberately slow; give the multi-step flows room.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe("accounts", () => {
  test("sign-up → email → verify → sign-in → sign-out", async ({ page, context }) => {
    const problems = watchConsole(page);
    const email = uniqueEmail("ada");
    await signUp(page, email);
    await expect(page).toHaveTitle(`${BRAND} | Check your email`);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole("button", { name: /Resend the email in \d+ s/ })).toBeDisabled();
    const mail = await waitForEmail(email, /Confirm your email/);
    expect(mail.html).toContain("Confirm my email");
    await verify(page, email);

    await page.getByRole("link", { name: "Sign in" }).first().click();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/$/);
    const menu = page.getByRole("banner").locator("summary[aria-label^='Account menu']");
    await expect(menu).toContainText("Ada");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toHaveCount(0);

    // The token stays in an HttpOnly cookie: never visible to scripts, never in storage.
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name.endsWith("session_token"))!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe("Lax");
    expect(session.expires).toBe(-1); // "remember me" unchecked: ends with the browser session
    expect(await page.evaluate(() => document.cookie)).not.toContain("session_token");
    const stored = await page.evaluate(
      () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
    );
    expect(stored).not.toContain(session.value.split(".")[0]);
    expect(await page.evaluate(() => sessionStorage.getItem("pfr-session"))).toContain(email);

    // The menu by keyboard, then sign out.
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "Trips" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "Trips" })).toBeHidden();
    await openMenuAndSignOut(page);
    await expect(page.getByText("You have been signed out")).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("pfr-session"))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("user-profile"))).toBeNull();
    expect((await context.cookies()).some((c) => c.name.endsWith("session_token"))).toBe(false);
    await page.goto("/user/profile");
    await expect(page).toHaveURL(/\/sign-in\?redirectedFrom=%2Fuser%2Fprofile$/);
    expect(problems).toEqual([]);
  });

  test("remember me keeps a persistent cookie; sign-out without JavaScript", async ({ browser }) => {
    const page = await freshPage(browser);
    const email = await confirmedUser(page, "remember");
    await page.goto("/sign-in");
    await page.getByLabel(/Remember me/).check();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/$/);
    const session = (await page.context().cookies()).find((c) => c.name.endsWith("session_token"))!;
    expect(session.expires).toBeGreaterThan(Date.now() / 1000 + 20 * 24 * 3600);

    const noJs = await browser.newContext({ javaScriptEnabled: false });
    await noJs.addCookies([session]);
    const plain = await noJs.newPage();
    // An account page: home, search and stay draw the account menu with scripts only (decision 4010).
    await plain.goto("/user/wishlist");
    await plain.getByRole("banner").locator("summary[aria-label^='Account menu']").click();
    await plain.getByRole("button", { name: "Sign out" }).click();
    await expect(plain).toHaveURL(/\/sign-in$/);
    // Global sign-out (spec §7 scope=global): the first browser is signed out too.
    await page.goto("/user/settings");
    await expect(page).toHaveURL(/\/sign-in\?redirectedFrom=/);
    await noJs.close();
  });

  test("wrong password and unverified email are explained", async ({ page }) => {
    const email = uniqueEmail("unverified");
    await signUp(page, email);
    await signIn(page, email, PASSWORD, "/sign-in");
    await expect(page.getByRole("alert")).toContainText("Please confirm your email address first");
    await page.getByRole("button", { name: "Send me a new confirmation link" }).click();
    await expect(page).toHaveURL(/\/email-sent$/);
    await verify(page, email);
    await signIn(page, email, "not the password", "/sign-in");
    await expect(page.getByRole("alert")).toContainText("That email and password don't match an account");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await signIn(page, "nobody-" + email, PASSWORD, "/sign-in");
    await expect(page.getByRole("alert")).toContainText("That email and password don't match an account");
  });

  test("sign-up explains every field and refuses common passwords", async ({ page }) => {
    await page.goto("/sign-up");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("password123");
    await expect(page.getByText("Strength: Too weak")).toBeVisible();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Enter your first name.")).toBeVisible();
    await expect(page.getByText("Enter an email address like name@example.com.")).toBeVisible();
    await expect(page.getByText(/one of the most common/)).toBeVisible();
    await expect(page.getByText(/Please accept the terms/)).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  });

  test("forgot → reset: old password refused, other session ended", async ({ page, browser }) => {
    const email = await confirmedUser(page, "reset");
    const other = await freshPage(browser);
    await signIn(other, email);
    await expect(other).toHaveURL(/\/$/);

    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send me a reset link" }).click();
    await expect(page.getByText(/a reset link is on its way/)).toBeVisible();
    // The same answer for an address without an account.
    await page.getByLabel("Email").fill("nobody-" + email);
    await page.getByRole("button", { name: "Send the link again" }).click();
    await expect(page.getByText(/a reset link is on its way/)).toBeVisible();

    const mail = await waitForEmail(email, /Reset your password/);
    await page.goto(linkIn(mail, "/reset-password/"));
    await expect(page).toHaveURL(/\/update-password\?token=/);
    await page.getByLabel("New password", { exact: true }).fill("brand new walnut phrase");
    await page.getByLabel("New password, again").fill("brand new walnut phrase");
    await page.getByRole("button", { name: "Change my password" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByText(/Your password is changed/)).toBeVisible();

    await signIn(page, email, PASSWORD);
    await expect(page.getByRole("alert")).toContainText("don't match");
    await signIn(page, email, "brand new walnut phrase");
    await expect(page).toHaveURL(/\/$/);

    await other.goto("/user/bookings");
    await expect(other).toHaveURL(/\/sign-in\?redirectedFrom=%2Fuser%2Fbookings$/);

    // The link works once.
    await page.context().clearCookies();
    await page.goto(linkIn(mail, "/reset-password/"));
    await expect(page.getByText(/expired or was already used/)).toBeVisible();
  });

  test("two-factor: set up, then sign in with a TOTP code and with a backup code", async ({
    signedIn: { page, email },
  }) => {
    await page.goto("/two-factor-setup");
    await page.getByLabel("Your password").fill(PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    const uri = await page.locator("input[name=totpURI]").inputValue();
    const secret = new URL(uri).searchParams.get("secret")!;
    await page.getByLabel("Six-digit code").fill("000000" === totp(secret) ? "111111" : "000000");
    await page.getByRole("button", { name: "Turn on two-factor" }).click();
    await expect(page.getByText("That code is not right")).toBeVisible();
    await page.getByLabel("Six-digit code").fill(totp(secret));
    await page.getByRole("button", { name: "Turn on two-factor" }).click();
    await expect(page.getByText("Two-factor sign-in is on.")).toBeVisible();
    const codes = await page
      .getByRole("list", { name: "Backup codes" })
      .getByRole("listitem")
      .allTextContents();
    expect(codes).toHaveLength(10);

    await openMenuAndSignOut(page);
    await signIn(page, email, PASSWORD, "/sign-in?redirectedFrom=%2Fuser%2Fwishlist%3Fsort%3Dnew");
    await expect(page).toHaveURL(/\/two-factor\?redirectedFrom=/);
    await page.getByLabel("Six-digit code").fill(totp(secret));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page).toHaveURL(/\/user\/wishlist\?sort=new$/);

    await openMenuAndSignOut(page);
    await signIn(page, email);
    await page.getByRole("link", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(codes[0]!);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page).toHaveURL(/\/$/);

    // A used backup code does not work twice.
    await openMenuAndSignOut(page);
    await signIn(page, email);
    await page.getByRole("link", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(codes[0]!);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page.getByText("That code is not right")).toBeVisible();
  });

  test("phone verification by SMS", async ({ signedIn: { page } }) => {
    await page.goto("/phone-verify");
    await page.getByLabel("Phone number", { exact: true }).fill("555-0100");
    await page.getByRole("button", { name: "Text me a code" }).click();
    await expect(page.getByText(/Use international format/)).toBeVisible();
    const phone = `+1415${crypto.randomInt(1000000, 9999999)}`;
    await page.getByLabel("Phone number", { exact: true }).fill(phone);
    await page.getByRole("button", { name: "Text me a code" }).click();
    const sms = await waitForSms(phone);
    const code = sms.text.match(/\d{6}/)![0];
    await page.getByLabel("Six-digit code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify my number" }).click();
    await expect(page.getByText("That code is not right")).toBeVisible();
    await page.getByLabel("Six-digit code").fill(code);
    await page.getByRole("button", { name: "Verify my number" }).click();
    await expect(page.getByText(`Your verified number is ${phone}`)).toBeVisible();
  });

  test("change email: link to the new address, notice to the old one", async ({
    signedIn: { page, email },
  }) => {
    const next = uniqueEmail("moved");
    await page.goto("/change-email");
    await page.getByLabel("New email address").fill(next);
    await page.getByLabel("Current password").fill("wrong password here");
    await page.getByRole("button", { name: "Send the confirmation link" }).click();
    await expect(page.getByText("That password is not right.")).toBeVisible();
    await expect(page.getByLabel("New email address")).toHaveValue(next);
    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByRole("button", { name: "Send the confirmation link" }).click();
    await expect(page.getByText(/open the link we sent to confirm the change/)).toBeVisible();

    const notice = await waitForEmail(email, /being changed/);
    expect(notice.text).toContain(next);
    const confirm = await waitForEmail(next, /Confirm your new email/);
    await page.goto(linkIn(confirm, "/api/auth/verify-email"));
    await expect(page).toHaveURL(/\/email-changed$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your email address is changed");
    await expect(page.getByRole("main").getByText(next)).toBeVisible();
    await openMenuAndSignOut(page);
    await signIn(page, next);
    await expect(page).toHaveURL(/\/$/);
  });

  test("guards hold in both directions; redirectedFrom keeps the query and refuses other sites", async ({
    page,
    request,
  }) => {
    const direct = await request.get("/user/settings?tab=security", { maxRedirects: 0 });
    expect(direct.status()).toBe(302);
    expect(direct.headers()["location"]).toBe("/sign-in?redirectedFrom=%2Fuser%2Fsettings%3Ftab%3Dsecurity");
    expect(await direct.text()).not.toContain("Settings");

    const email = await confirmedUser(page, "guard");
    await page.goto("/hotels/booking?listing=x&checkIn=2027-03-01");
    await expect(page).toHaveURL(/\/sign-in\?redirectedFrom=/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/hotels\/booking\?listing=x&checkIn=2027-03-01$/);

    for (const path of [
      "/sign-in",
      "/sign-up",
      "/forgot-password",
      "/update-password",
      "/two-factor",
      "/email-sent",
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
    }
    for (const path of [
      "/two-factor-setup",
      "/phone-verify",
      "/change-email",
      "/email-authenticated",
      "/email-changed",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);
    }
    const me = await page.request.get("/api/account/user");
    expect((await me.json()).user.email).toBe(email);
    expect(JSON.stringify(await me.json())).not.toMatch(/token/i);
    // Endpoints that would reveal the session token are closed over HTTP.
    expect((await page.request.get("/api/auth/get-session")).status()).toBe(404);
    expect((await page.request.get("/api/auth/list-sessions")).status()).toBe(404);

    await openMenuAndSignOut(page);
    await page.goto("/sign-in?redirectedFrom=https%3A%2F%2Fevil.example%2Fsteal");
    await signIn(page, email);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);

    const anonymous = await request.get("/api/account/user", { headers: { cookie: "" } });
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Auth session missing!" });
    const stale = await request.get("/api/account/user", {
      headers: { cookie: "pfr.session_token=forged.value" },
    });
    expect(await stale.json()).toEqual({ error: "No user found" });
  });

  test("state changes from another origin are refused", async ({ request }) => {
    const response = await request.post("/sign-in", {
      headers: { origin: "https://evil.example" },
      form: { email: "a@example.com", password: "whatever you like" },
      maxRedirects: 0,
    });
    // React Router refuses cross-origin actions itself (400); our own check answers 403 behind it.
    expect([400, 403]).toContain(response.status());
    expect(response.headers()["set-cookie"]).toBeUndefined();
    const api = await request.post("/api/auth/sign-in/email", {
      headers: { origin: "https://evil.example", cookie: "x=1" },
      data: { email: "a@example.com", password: "whatever you like" },
    });
    expect(await api.json()).toMatchObject({ code: "INVALID_ORIGIN" });
    expect(api.status()).toBe(403);
  });

  test("rate limit reached on sign-in", async ({ page, baseURL, browser }) => {
    const ip = randomIp();
    await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
    // A different email each time, so the per-account throttle stays out of it.
    for (let i = 0; i < 20; i++) {
      await page.request.post("/api/auth/sign-in/email", {
        headers: { origin: baseURL!, "x-forwarded-for": ip },
        data: { email: uniqueEmail("nobody"), password: "not the password" },
      });
    }
    await signIn(page, uniqueEmail("nobody"), "not the password");
    await expect(page.getByRole("alert")).toContainText("Too many attempts");
    // Another address is not affected.
    const other = await freshPage(browser);
    await signIn(other, uniqueEmail("nobody"), "not the password");
    await expect(other.getByRole("alert")).toContainText("don't match");
  });

  test("failed sign-ins for one account make it wait, from any address, and its owner is told", async ({
    page,
  }) => {
    const email = await confirmedUser(page, "throttled");
    // Five wrong passwords from five addresses (the sign-in page's wording has its own test above).
    for (let i = 0; i < 5; i++) {
      const attempt = await page.request.post("/api/auth/sign-in/email", {
        headers: { origin: SITE, "x-forwarded-for": randomIp() },
        data: { email, password: "not the password" },
      });
      expect(attempt.status()).toBe(401);
    }
    const mail = await waitForEmail(email, /Someone is trying to sign in/);
    expect(mail.text).toContain("/forgot-password");
    // Even the right password waits, with how long to wait.
    await signIn(page, email, PASSWORD, "/sign-in");
    await expect(page.getByRole("alert")).toContainText(
      "Too many failed sign-ins for this email address. Try again in",
    );
  });

  test("expired or invalid links explain what to do", async ({ page }) => {
    await page.goto("/email-authenticated?error=invalid_token");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link doesn't work");
    await expect(page.getByRole("button", { name: "Send a new link" })).toBeVisible();
    await page.goto("/update-password?error=INVALID_TOKEN");
    await expect(page.getByText("This reset link has expired or was already used.")).toBeVisible();
    await page.goto("/email-changed?error=invalid_token");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't change your email");
  });
});
