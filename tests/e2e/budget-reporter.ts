import fs from "node:fs";
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from "@playwright/test/reporter";

/**
 * What the browser suite costs, per spec, against a budget, so that growth is a visible decision
 * (README, "Tests"). After a leg it prints the slowest tests, the test-seconds of each spec beside
 * its budget, and the counts that predict the browser's CPU: axe scans, browser contexts, sign-ups
 * through the pages. It writes the same to test-results/e2e-timings-<leg>.json.
 *
 * Budgets are reference seconds on an idle machine of CI's kind (tests/e2e/budgets.json), scaled
 * by the machine factor `npm test` measured (CI_MACHINE_FACTOR) with 50% slack. A spec over its
 * budget is named in a warning; a spec without a budget line fails the leg, so a new spec brings
 * its budget in the same commit.
 */

const AXE_STEP = "axe scan";
const UI_SIGN_UP_STEP = "sign up through the page";
const SLACK = 1.5;

interface SpecTotals {
  tests: number;
  seconds: number;
}

const leg = () => (process.env.E2E_DATABASE_URL ? "postgres" : "pglite");

function* walk(steps: TestStep[]): Generator<TestStep> {
  for (const step of steps) {
    yield step;
    yield* walk(step.steps);
  }
}

/** Browser contexts a test opened: its own page's, and each `browser.newContext()` / `newPage()`. */
const isNewContext = (step: TestStep) =>
  (step.category === "fixture" && /^Fixture "context"$|^fixture: context$/.test(step.title)) ||
  (step.category === "pw:api" && /^(Create context|Create page|browser\.new(Context|Page))/.test(step.title));

export default class BudgetReporter implements Reporter {
  private readonly specs = new Map<string, SpecTotals>();
  private readonly tests: { title: string; spec: string; seconds: number }[] = [];
  private axeScans = 0;
  private contexts = 0;
  private uiSignUps = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    const spec = path.basename(test.location.file);
    const seconds = result.duration / 1000;
    const totals = this.specs.get(spec) ?? { tests: 0, seconds: 0 };
    totals.seconds += seconds;
    if (result.retry === 0) totals.tests++;
    this.specs.set(spec, totals);
    this.tests.push({ title: test.title, spec, seconds });
    for (const step of walk(result.steps)) {
      if (step.title === AXE_STEP) this.axeScans++;
      else if (step.title === UI_SIGN_UP_STEP) this.uiSignUps++;
      else if (isNewContext(step)) this.contexts++;
    }
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult["status"] } | undefined> {
    if (this.tests.length === 0) return undefined;
    const factor = Number(process.env.CI_MACHINE_FACTOR ?? 1) || 1;
    const budgets = readBudgets()[leg()] ?? {};
    const lines: string[] = [];
    const slowest = [...this.tests].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
    lines.push(`\nSlowest browser tests (${leg()}):`);
    for (const t of slowest) lines.push(`  ${t.seconds.toFixed(1).padStart(6)} s  ${t.spec} › ${t.title}`);
    lines.push(`\nTest-seconds per spec against its budget (× machine factor ${factor.toFixed(2)}, +50%):`);
    const over: string[] = [];
    const missing: string[] = [];
    const rows = [...this.specs.entries()].sort((a, b) => b[1].seconds - a[1].seconds);
    for (const [spec, totals] of rows) {
      const budget = budgets[spec];
      const limit = budget === undefined ? undefined : budget * factor * SLACK;
      const mark = limit === undefined ? "  NO BUDGET" : totals.seconds > limit ? "  OVER" : "";
      lines.push(
        `  ${spec.padEnd(28)} ${String(totals.tests).padStart(3)} tests ${totals.seconds.toFixed(0).padStart(5)} s` +
          (budget === undefined ? "" : ` / ${budget} s`) +
          mark,
      );
      if (limit === undefined) missing.push(spec);
      else if (totals.seconds > limit)
        over.push(`${spec} (${totals.seconds.toFixed(0)} s > ${limit.toFixed(0)} s)`);
    }
    const total = rows.reduce((sum, [, t]) => sum + t.seconds, 0);
    lines.push(
      `  total test-seconds ${total.toFixed(0)}; axe scans ${this.axeScans}, browser contexts ${this.contexts}, ` +
        `sign-ups through the pages ${this.uiSignUps}`,
    );
    if (over.length > 0)
      lines.push(
        `\nWARNING: browser specs over budget: ${over.join(", ")}. Make them cheaper or move checks down ` +
          'to request or integration tests before adding more (README, "Tests").',
      );
    if (missing.length > 0)
      lines.push(
        `\nFAILED: no budget line in tests/e2e/budgets.json ("${leg()}") for ${missing.join(", ")}: ` +
          "add one (reference seconds on an idle machine) in the same commit as the spec.",
      );
    console.log(lines.join("\n"));
    fs.mkdirSync("test-results", { recursive: true });
    fs.writeFileSync(
      `test-results/e2e-timings-${leg()}.json`,
      JSON.stringify(
        {
          leg: leg(),
          factor,
          specs: Object.fromEntries(rows),
          tests: this.tests,
          counts: { axeScans: this.axeScans, contexts: this.contexts, uiSignUps: this.uiSignUps },
        },
        null,
        2,
      ),
    );
    return missing.length > 0 && result.status === "passed" ? { status: "failed" } : undefined;
  }

  printsToStdio() {
    return false;
  }
}

function readBudgets(): Record<string, Record<string, number>> {
  return JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "budgets.json"), "utf8"));
}
