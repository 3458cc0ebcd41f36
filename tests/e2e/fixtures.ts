import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

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
  await test.step(AXE_STEP, () => scan(page, options.soft));
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
