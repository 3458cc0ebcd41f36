import type { Page } from "@playwright/test";
import {
  expect as baseExpect,
  expectAccountMenu,
  freshPage,
  PASSWORD,
  signedInUser,
  signIn,
  signInByForm,
  SITE,
  test,
  waitForEmail,
  watchConsole,
} from "./fixtures.ts";
import { totp } from "../helpers/totp.ts";

test.describe.configure({ timeout: 150_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const NEW_PASSWORD = "a corgi guards the porch";

async function turnOnTwoFactor(page: Page) {
  await page.goto("/two-factor-setup");
  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  const uri = await page.locator("input[name=totpURI]").inputValue();
  const secret = new URL(uri).searchParams.get("secret")!;
  await page.getByLabel("Six-digit code").fill(totp(secret));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByText("Two-factor sign-in is on.")).toBeVisible();
  return secret;
}

test.describe("settings", () => {
  test("appearance and notification sections save on their own, with a toast", async ({
    signedIn: { page },
  }) => {
    const problems = watchConsole(page, { expectedHttpErrors: true });
    await page.goto("/user/settings");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();

    await page.getByRole("region", { name: "Appearance" }).getByText("Dark").click();
    await expect(page.getByText("Theme set to dark.")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

    const notifications = page.getByRole("region", { name: "Notifications" });
    await expect(notifications.getByLabel("Tips and news")).not.toBeChecked();
    // Text messages need a verified phone first.
    await expect(notifications.getByRole("checkbox", { name: "Booking updates" }).nth(1)).toBeDisabled();
    await notifications.getByLabel("Tips and news").check();
    await notifications.getByLabel("Reminders").uncheck();
    await notifications.getByRole("button", { name: "Save notifications" }).click();
    await expect(page.getByText("Notification settings saved.")).toBeVisible();
    await page.reload();
    await expect(notifications.getByLabel("Tips and news")).toBeChecked();
    await expect(notifications.getByLabel("Reminders")).not.toBeChecked();
    // The theme chosen above is still applied after the reload.
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(problems).toEqual([]);
  });

  test("change password: the current one is checked, other devices are signed out", async ({
    signedIn: { page, email },
    browser,
  }) => {
    const laptop = await freshPage(browser);
    await signInByForm(laptop, email);

    await page.goto("/user/settings");
    const security = page.getByRole("region", { name: "Security" });
    await expect(security.getByText("This device", { exact: true })).toBeVisible();
    await expect(security.getByRole("button", { name: "Sign out", exact: true })).toHaveCount(1);

    await security.getByLabel("Current password").fill("not my password");
    await security.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await security.getByLabel("New password again").fill(NEW_PASSWORD);
    await security.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("That password is not right.")).toBeVisible();

    await security.getByLabel("Current password").fill(PASSWORD);
    await security.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await security.getByLabel("New password again").fill("something else entirely");
    await security.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("The two passwords are not the same.")).toBeVisible();

    await security.getByLabel("Current password").fill(PASSWORD);
    await security.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await security.getByLabel("New password again").fill(NEW_PASSWORD);
    await security.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password is changed. Other devices are signed out.")).toBeVisible();
    await waitForEmail(email, /Your password was changed/);
    // This device stays signed in; the laptop is signed out.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
    await laptop.goto("/user/settings");
    await expect(laptop).toHaveURL(/\/sign-in\?redirectedFrom=/);
    await signIn(laptop, email, NEW_PASSWORD, "/sign-in");
    await expectAccountMenu(laptop);
    await laptop.context().close();
  });

  test("sessions: sign out one device, everywhere else, and this device", async ({
    signedIn: { page, email },
    browser,
  }) => {
    const phone = await freshPage(browser);
    await signInByForm(phone, email);
    const tablet = await freshPage(browser);
    await signInByForm(tablet, email);

    await page.goto("/user/settings");
    const security = page.getByRole("region", { name: "Security" });
    await expect(security.getByRole("button", { name: "Sign out", exact: true })).toHaveCount(2);
    await security.getByRole("button", { name: "Sign out", exact: true }).first().click();
    await expect(page.getByText("That session is signed out.")).toBeVisible();
    await expect(security.getByRole("button", { name: "Sign out", exact: true })).toHaveCount(1);
    await security.getByRole("button", { name: "Sign out everywhere else (1)" }).click();
    await expect(page.getByText("1 other session is signed out.")).toBeVisible();
    for (const other of [phone, tablet]) {
      await other.goto("/user/profile");
      await expect(other).toHaveURL(/\/sign-in\?redirectedFrom=/);
    }
    await security.getByRole("button", { name: "Sign out this device" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto("/user/settings");
    await expect(page).toHaveURL(/\/sign-in\?redirectedFrom=/);
    await phone.context().close();
    await tablet.context().close();
  });
});

test.describe("delete profile", () => {
  test("explains, checks password and the typed word, deletes everything, signs out", async ({
    signedIn: { page, email },
  }) => {
    const problems = watchConsole(page, { expectedHttpErrors: true });
    // Freed by the deletion, then taken by someone else.
    const username = `gone.${Math.random().toString(36).slice(2, 10)}`;
    await page.goto("/user/profile");
    await page.getByLabel("Username").fill(username);
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Your profile is saved.")).toBeVisible();
    // An upcoming stay, cancelled with the account.
    const stay = await page.request.post("/__test/stays", {
      headers: { origin: SITE },
      data: { checkIn: "2099-06-01", checkOut: "2099-06-04", status: "confirmed" },
    });
    expect(stay.ok()).toBe(true);

    await page.goto("/user/settings");
    await page.getByRole("link", { name: "Delete my account…" }).click();
    await expect(page).toHaveURL(/\/user\/delete-profile$/);
    await expect(page.getByRole("heading", { name: "What happens" })).toBeVisible();

    await page.getByLabel("Your password").fill(PASSWORD);
    await page.getByLabel("Type DELETE to confirm").fill("delete");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Type DELETE in capital letters to confirm.")).toBeVisible();
    await expect(page.getByLabel("Type DELETE to confirm")).toHaveValue("delete");

    await page.getByLabel("Your password").fill("wrong password");
    await page.getByLabel("Type DELETE to confirm").fill("DELETE");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("That password is not right.")).toBeVisible();
    await expect(page.getByLabel("Type DELETE to confirm")).toHaveValue("DELETE");

    await page.getByLabel("Your password").fill(PASSWORD);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Your account is deleted. Thank you for travelling with us.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    const goodbye = await waitForEmail(email, /Your account is deleted/);
    expect(goodbye.text).toContain("Your upcoming stay was cancelled");
    expect(await page.evaluate(() => localStorage.getItem("user-profile"))).toBeNull();

    // The account is gone: signing in fails, and the username is free again.
    await signIn(page, email);
    await expect(
      page.getByText("That email and password don't match an account. Check them and try again."),
    ).toBeVisible();
    const other = await signedInUser(page, "after-delete");
    expect(other).not.toBe(email);
    await page.goto("/user/profile");
    await page.getByLabel("Username").fill(username);
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Your profile is saved.")).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("with two-factor on, the code is asked too", async ({ signedIn: { page } }) => {
    const secret = await turnOnTwoFactor(page);
    await page.goto("/user/delete-profile");
    await page.getByLabel("Your password").fill(PASSWORD);
    await page.getByLabel("Type DELETE to confirm").fill("DELETE");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(
      page.getByText("Enter the code from your authenticator app, or a backup code."),
    ).toBeVisible();
    await page.getByLabel("Your password").fill(PASSWORD);
    await page.getByLabel("Two-factor code").fill(totp(secret) === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("That code is not right. Codes change every 30 seconds.")).toBeVisible();
    await page.getByLabel("Your password").fill(PASSWORD);
    await page.getByLabel("Two-factor code").fill(totp(secret));
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Your account is deleted. Thank you for travelling with us.")).toBeVisible();
  });
});
