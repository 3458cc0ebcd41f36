import { expect, test, watchConsole, whenHydrated } from "./fixtures.ts";

const SEARCH = "/monthly-rentals-mid-term-rentals-short-term-month-to-month";

test("the stay's photos open a full-screen gallery with the keyboard, captions and responsive sizes", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto(SEARCH);
  const href = await page
    .getByRole("region", { name: "Results" })
    .locator('a[href*="/hotels/detail"]')
    .first()
    .getAttribute("href");
  await page.goto(href!);
  await whenHydrated(page);
  const first = page.getByRole("link", { name: /^Photo 1 of \d+, open the gallery/ });
  // Each photo is a link to its largest size (the gallery without JavaScript), drawn from a srcset.
  await expect(first).toHaveAttribute("href", /-1440\.webp$/);
  await expect(first.locator("img")).toHaveAttribute("srcset", /480w.*960w.*1440w/);
  const total = Number((await first.getAttribute("aria-label"))!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(1);

  const caption = (await first.locator("img").getAttribute("alt"))!;
  await first.focus();
  await page.keyboard.press("Enter");
  const gallery = page.getByRole("dialog", { name: /^Photos of / });
  await expect(gallery).toBeVisible();
  await expect(gallery).toContainText(`1 / ${total}`);
  await expect(gallery.getByText(caption, { exact: true })).toBeVisible();
  await expect(gallery.locator("img").first()).toHaveAttribute("srcset", /1440w/);
  await page.keyboard.press("ArrowRight");
  await expect(gallery).toContainText(`2 / ${total}`);
  await page.keyboard.press("ArrowLeft");
  await expect(gallery).toContainText(`1 / ${total}`);
  await page.keyboard.press("Escape");
  await expect(gallery).toBeHidden();

  // "Show all" opens it too.
  await page.getByRole("button", { name: `Show all ${total} photos` }).click();
  await expect(gallery).toBeVisible();
  await gallery.getByRole("button", { name: "Close the photos" }).click();
  await expect(gallery).toBeHidden();
  expect(problems).toEqual([]);
});
