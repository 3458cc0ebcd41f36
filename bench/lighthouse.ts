import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { demoServer, publicPages } from "./demo.ts";
import { machineLine } from "./lib.ts";
import { startYardstick } from "./pages.ts";
import { startScriptFreeProxy } from "./script-free-proxy.ts";
import { reportTarget } from "./targets.ts";

/**
 * Lighthouse, mobile (its default: a mid-range phone, simulated slow 4G and
 * a 4× slower CPU), on home, search, stay detail and an article of the demo site, and on
 * a trivial static page served in the same run (bench/yardstick-server.ts) as the
 * baseline. Debian's Chromium, headless, no network needed: every page is on localhost.
 * BENCH_LIGHTHOUSE_RUNS=3 takes the median of three runs per page (default one).
 * Targets: performance within 3 points of the static page, LCP ≤ 1.5 s, CLS ≤ 0.02,
 * accessibility, SEO and best practices 100.
 *
 * Then each page again through a local proxy (bench/script-free-proxy.ts), as served and with its
 * scripts taken out: what the scripts cost the first paint as Lighthouse simulates it, apart from
 * the HTML, styles, fonts and images (decision 2800).
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const YARDSTICK_PORT = 3706;
const AS_SERVED_PORT = 3708;
const WITHOUT_SCRIPTS_PORT = 3709;
/** Issue 40 compares it with the static page too, beside the article. */
const BLOG_INDEX = { name: "blog index", path: "/blog" };
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

type Scores = Record<(typeof CATEGORIES)[number], number> & {
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  failing: string[];
  costs: string;
};

type Details = { items?: Record<string, unknown>[] };

type Throttling = "simulate" | "devtools";

async function audit(url: string, port: number, throttlingMethod: Throttling): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    throttlingMethod,
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // Audits that cost points outside performance (those are named by the opportunities).
  const failing = CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  // Where the time goes, as Lighthouse sees it: the LCP element and its phases, render-blocking
  // files and the scripts with the most main-thread time.
  const items = (id: string) => ((lhr.audits[id]?.details as Details | undefined)?.items ?? []) as never[];
  const lcpItems = items("largest-contentful-paint-element") as { items?: Record<string, unknown>[] }[];
  const lcpNode = (lcpItems[0]?.items?.[0] as { node?: { snippet?: string } } | undefined)?.node?.snippet;
  const phases = (lcpItems[1]?.items ?? []) as { phase?: string; timing?: number }[];
  const short = (url: string) =>
    url.startsWith("http") ? new URL(url).pathname.split("/").pop() || "(the page itself)" : url;
  const blocking = (items("render-blocking-resources") as { url: string; wastedMs: number }[]).map(
    (item) => `${short(item.url)} ${item.wastedMs.toFixed(0)} ms`,
  );
  const bootup = (items("bootup-time") as { url: string; scripting: number }[])
    .sort((a, b) => b.scripting - a.scripting)
    .slice(0, 3)
    .map((item) => `${short(item.url)} ${item.scripting.toFixed(0)} ms`);
  // Lighthouse 12.2 cannot read some of a newer Chromium's trace (e.g. the LCP element's
  // "RootCauses"): those audits are named rather than silently missing.
  const errored = Object.values(lhr.audits)
    .filter((a) => a.scoreDisplayMode === "error")
    .map((a) => a.id);
  const costs = [
    lcpNode ? `LCP element ${lcpNode.slice(0, 90)}` : "",
    phases.length
      ? `LCP phases ${phases.map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(", ")}`
      : "",
    blocking.length ? `render-blocking ${blocking.join(", ")}` : "",
    bootup.length ? `script time ${bootup.join(", ")}` : "",
    errored.length ? `audits that could not run with this Chromium: ${errored.join(", ")}` : "",
  ]
    .filter(Boolean)
    .join("; ");
  return {
    costs,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbt: numeric("total-blocking-time"),
    failing,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The page's median scores over RUNS audits, or why there are none. */
async function auditRuns(
  url: string,
  port: number,
  throttling: Throttling = "simulate",
): Promise<Scores | string> {
  const runs: Scores[] = [];
  let failure = "";
  for (let i = 0; i < RUNS; i++) {
    // Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART): up to 3 tries.
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        runs.push(await audit(url, port, throttling));
        break;
      } catch (error) {
        failure = (error as Error).message;
      }
    }
  }
  if (!runs.length) return `no result after 3 tries (${failure})`;
  const pick = (key: Exclude<keyof Scores, "failing" | "costs">) => median(runs.map((run) => run[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    "best-practices": pick("best-practices"),
    seo: pick("seo"),
    fcp: pick("fcp"),
    lcp: pick("lcp"),
    cls: pick("cls"),
    tbt: pick("tbt"),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
    costs: runs[0]!.costs,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const paints = (scores: Scores) =>
  `performance ${scores.performance}, FCP ${seconds(scores.fcp)}, LCP ${seconds(scores.lcp)}, TBT ${scores.tbt.toFixed(0)} ms`;

export async function benchLighthouse() {
  const lines = [machineLine()];
  const { server } = await demoServer();
  const yardstick = await startYardstick(YARDSTICK_PORT);
  const asServed = await startScriptFreeProxy(server.base, AS_SERVED_PORT, false);
  const withoutScripts = await startScriptFreeProxy(server.base, WITHOUT_SCRIPTS_PORT, true);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const publicPaths = await publicPages(server.base);
    const pages = [
      { name: "trivial static page", url: yardstick.staticUrl },
      ...[...publicPaths, BLOG_INDEX].map((page) => ({
        name: page.name,
        url: server.base + page.path,
      })),
    ];
    let baseline: Scores | undefined;
    const gaps = new Map<string, number>();
    for (const page of pages) {
      const scores = await auditRuns(page.url, chrome.port);
      if (typeof scores === "string") {
        lines.push(`${page.name}: ${scores}`);
        continue;
      }
      baseline ??= scores;
      const gap = scores.performance - baseline.performance;
      gaps.set(page.name, gap);
      const verdicts = [
        page === pages[0]
          ? ""
          : `performance ${gap >= 0 ? "+" : ""}${gap} against the static page (${gap >= -3 ? "within" : "NOT within"} 3)`,
        `LCP ${scores.lcp <= 1500 ? "met" : "NOT met"}`,
        `CLS ${scores.cls <= 0.02 ? "met" : "NOT met"}`,
      ].filter(Boolean);
      lines.push(
        `${page.name}: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores["best-practices"]}, SEO ${scores.seo}; FCP ${seconds(scores.fcp)}, LCP ${seconds(scores.lcp)}, CLS ${scores.cls.toFixed(3)}, TBT ${scores.tbt.toFixed(0)} ms (${verdicts.join("; ")})` +
          (scores.failing.length ? `; failing: ${scores.failing.join(", ")}` : ""),
      );
      if (page !== pages[0] && scores.costs) lines.push(`  ${scores.costs}`);
    }
    const reading = ["blog article", "blog index"];
    if (reading.every((name) => gaps.has(name)))
      reportTarget(
        "lighthouseReading",
        `${reading.map((name) => `${name} ${gaps.get(name)! >= 0 ? "+" : ""}${gaps.get(name)}`).join(", ")} points against the static page (${baseline?.performance})`,
        reading.every((name) => gaps.get(name)! >= -3),
      );
    // Issue 40: home, search and stay with devtools throttling (observed: the page really slowed
    // down in Chromium rather than simulated from an unthrottled load), ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.02.
    const observed: string[] = [];
    let observedMet = true;
    for (const page of publicPaths.filter((p) => p.name !== "blog article")) {
      const scores = await auditRuns(server.base + page.path, chrome.port, "devtools");
      if (typeof scores === "string") {
        observed.push(`${page.name}: ${scores}`);
        observedMet = false;
        continue;
      }
      const met = scores.performance >= 90 && scores.lcp <= 2500 && scores.cls <= 0.02;
      observedMet &&= met;
      observed.push(
        `${page.name} ${scores.performance}, LCP ${seconds(scores.lcp)}, CLS ${scores.cls.toFixed(3)}`,
      );
      lines.push(
        `${page.name}, devtools throttling (observed): ${paints(scores)}, CLS ${scores.cls.toFixed(3)} (≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.02: ${met ? "met" : "NOT met"})`,
      );
    }
    reportTarget("lighthouseObserved", observed.join("; "), observedMet);
    // What the scripts cost: the same pages through one proxy, as served and without their scripts.
    lines.push("What the scripts cost (each page through a local proxy, as served → without its scripts):");
    for (const page of publicPaths) {
      const served = await auditRuns(asServed.url + page.path, chrome.port);
      const bare = await auditRuns(withoutScripts.url + page.path, chrome.port);
      lines.push(
        `  ${page.name}: ${typeof served === "string" ? served : paints(served)} → ${typeof bare === "string" ? bare : paints(bare)}`,
      );
    }
    lines.push(
      `(Lighthouse ${RUNS === 1 ? "one run" : `median of ${RUNS} runs`} per page, mobile with simulated throttling, ${process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"} headless; the demo site on PGlite)`,
    );
  } finally {
    chrome.kill();
    await Promise.all([yardstick.stop(), asServed.stop(), withoutScripts.stop()]);
  }
  return lines;
}
