import zlib from "node:zlib";
import { chromium } from "playwright-core";
import { demoServer, publicPages, readingPages } from "./demo.ts";
import { kB, machineLine, pageWeight } from "./lib.ts";

/**
 * The JavaScript budget (DESIGN.md: ≤ 120 kB gzipped on home, search and stay detail; the
 * reading pages, an article, the blog index and about, no framework and ≤ 10 kB, decision 4000).
 * Each page is loaded in Debian's Chromium at a phone's size (as
 * Lighthouse's mobile run) and at a desktop's; every script response is gzipped
 * here (level 6, as the server's compression) and summed: up to the load event
 * (what the first paint and hydration wait for) and then until the network is idle
 * (what loads by itself afterwards, e.g. the map beside desktop results). The
 * HTML's own modulepreload list is given too, as a cross-check.
 */
export const BUDGET = 120 * 1024;
/** Reading pages (decision 4000): no framework chunk at all, and at most 10 kB of plain script. */
export const READING_BUDGET = 10 * 1024;
const VIEWPORTS = [
  { name: "phone", viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

/** `/assets/map-panel-Bx12aZ.js` → `map-panel` (the chunk's name without its hash). */
export const chunkName = (url: string) =>
  new URL(url).pathname
    .split("/")
    .pop()!
    .replace(/-[A-Za-z0-9_-]{8}\.js$/, "");

/** A script of the build (React, React DOM, React Router and the app's chunks are all under /assets). */
const isFramework = (url: string) => new URL(url).pathname.startsWith("/assets/");

export async function benchWeight() {
  const lines = [machineLine()];
  const { server } = await demoServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const reading = await readingPages(server.base);
    const pages = [
      ...(await publicPages(server.base)),
      ...reading.filter((page) => page.name !== "blog article"),
    ];
    for (const page of pages) {
      const isReading = reading.some((other) => other.path === page.path);
      const budget = isReading ? READING_BUDGET : BUDGET;
      const url = server.base + page.path;
      const html = await pageWeight(url);
      lines.push(
        `${page.name} (${page.path}): the HTML preloads ${html.jsFiles} scripts, ${kB(html.jsGzipBytes)} gzipped; CSS ${kB(html.cssGzipBytes)}, HTML ${kB(html.htmlGzipBytes)}`,
      );
      for (const device of VIEWPORTS) {
        const context = await browser.newContext({
          viewport: device.viewport,
          isMobile: device.isMobile,
          hasTouch: device.hasTouch,
        });
        const tab = await context.newPage();
        const scripts = new Map<string, Promise<number>>();
        tab.on("response", (response) => {
          if (response.request().resourceType() !== "script" || scripts.has(response.url())) return;
          scripts.set(
            response.url(),
            response.body().then(
              (body) => zlib.gzipSync(body).length,
              () => 0,
            ),
          );
        });
        await tab.goto(url, { waitUntil: "load" });
        await tab.waitForLoadState("networkidle");
        await tab.waitForTimeout(500);
        // A script asked for before the load event counts towards the first paint, wherever its answer
        // lands. The page's own clock decides (resource timing against the load event's start): a
        // request made in a load handler could reach Playwright before its `load` did.
        // Its encoded size is what crossed the wire: the build's brotli copy (decision 2103).
        const loaded = await tab.evaluate(() => {
          const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
          const loadStart = navigation!.loadEventStart;
          return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
            .filter((entry) => entry.startTime < loadStart)
            .map((entry) => ({ name: entry.name, sent: entry.encodedBodySize }));
        });
        const atLoad = new Set(loaded.map((entry) => entry.name));
        const sentByLoad = loaded
          .filter((entry) => scripts.has(entry.name))
          .reduce((total, entry) => total + entry.sent, 0);
        const sizes = await Promise.all(
          [...scripts].map(async ([src, size]) => ({ src, size: await size, atLoad: atLoad.has(src) })),
        );
        const sum = (list: typeof sizes) => list.reduce((total, s) => total + s.size, 0);
        const first = sizes.filter((s) => s.atLoad);
        const later = sizes.filter((s) => !s.atLoad);
        const biggest = first
          .sort((a, b) => b.size - a.size)
          .slice(0, 5)
          .map((s) => `${chunkName(s.src)} ${kB(s.size)}`)
          .join(", ");
        lines.push(
          `  ${device.name}: ${kB(sum(first))} in ${first.length} scripts by the load event (${sum(first) <= budget ? "within" : "OVER"} ${kB(budget)}${isReading ? `, framework ${kB(sum(first.filter((s) => isFramework(s.src))))}` : ""}; sent as ${kB(sentByLoad)}${isReading ? "" : " of brotli"})${later.length ? `, then ${kB(sum(later))} more in ${later.length} (${later.map((s) => chunkName(s.src)).join(", ")})` : ", nothing more until idle"}; biggest: ${biggest}`,
        );
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return lines;
}
