import { freshDir, startServer } from "./lib.ts";
import { SEARCH_PATH } from "../app/site.ts";

/**
 * The demo site as a new user starts it: `node server.ts` on a new data folder
 * (PGlite, the default demo stays and articles). Shared by the cold start, the
 * JavaScript budget and Lighthouse parts, so one run creates it once; the start
 * part times it, the others only use it.
 */
// BENCH_DEMO_PORT: another port when several checkouts run the bench on one machine.
export const DEMO_PORT = Number(process.env.BENCH_DEMO_PORT) || 3702;
export const DEMO_DIR = "bench-data/demo";

type Server = Awaited<ReturnType<typeof startServer>>;
let current: Server | undefined;
let coldMs: number | undefined;

/** Starts the demo server on a new data folder (once), ready when `/` answers 200. */
export async function demoServer() {
  if (!current) {
    current = await startServer({ port: DEMO_PORT, dataDir: freshDir(DEMO_DIR), readyPath: "/" });
    coldMs = current.readyMs;
  }
  return { server: current, coldMs: coldMs! };
}

/** Stops the demo server and starts it again on the same folder (an existing one). */
export async function restartDemoServer() {
  await demoServer();
  await current!.stop();
  current = await startServer({ port: DEMO_PORT, dataDir: DEMO_DIR, readyPath: "/" });
  return current;
}

export async function stopDemoServer() {
  await current?.stop();
  current = undefined;
}

/** The four public pages the budgets name, found on the running demo site. */
export async function publicPages(base: string) {
  const html = async (path: string) => (await fetch(base + path)).text();
  const search = await html(SEARCH_PATH);
  const detail = search.match(/href="(\/hotels\/detail\?listing=[^"&]+)/)?.[1];
  const blog = await html("/blog");
  const article = [...blog.matchAll(/href="(\/[a-z0-9-]+\/[a-z0-9-]+)"/g)]
    .map((match) => match[1]!)
    .find((path) => !/^\/(blog|user|host|hotels|staff|media|assets)\//.test(path));
  if (!detail || !article) throw new Error("no stay or article link found on the demo site");
  return [
    { name: "home", path: "/" },
    { name: "search", path: SEARCH_PATH },
    { name: "stay detail", path: detail.replaceAll("&amp;", "&") },
    { name: "blog article", path: article },
  ];
}

/** The reading pages the budgets name (decision 4000): no framework, at most 10 kB of script. */
export async function readingPages(base: string) {
  const article = (await publicPages(base)).find((page) => page.name === "blog article")!;
  return [article, { name: "blog index", path: "/blog" }, { name: "about", path: "/about-us" }];
}
