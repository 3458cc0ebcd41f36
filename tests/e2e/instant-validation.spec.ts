import { expect, test } from "./fixtures.ts";

/** Forms check a field with the server's own schema as soon as it is left, and clear the message once fixed. */
test("sign-up: a message as soon as a field is left, gone once it is fixed", async ({ page }) => {
  await page.goto("/sign-up");
  const email = page.getByLabel("Email");
  await email.fill("not-an-email");
  await email.blur();
  const message = page.getByText("Enter an email address like name@example.com.");
  await expect(message).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await email.fill("ada@example.com");
  await expect(message).toBeHidden();
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  // An empty field left alone is not scolded; the submit still is (server's answer).
  await page.getByLabel("First name").focus();
  await page.getByLabel("First name").blur();
  await expect(page.getByText("Enter your first name.")).toBeHidden();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Enter your first name.")).toBeVisible();
});

// The contact form is on a reading page, without the framework (decision 4000): the server's answer
// explains each field (content.spec.ts, "invalid input").
