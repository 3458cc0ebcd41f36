import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import zlib from "node:zlib";
import { YARDSTICK_SIZE, yardstickSamples } from "../scripts/yardstick.ts";

/**
 * Starts the built server (`node server.ts`) on a port and a data folder; resolves once
 * `readyPath` (/healthz unless told) answers 200. `readyMs` runs from the spawn.
 */
export async function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  readyPath?: string;
  /** Node options before server.ts, e.g. `--import ./bench/sql-trace.ts`. */
  nodeArgs?: string[];
}) {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), "server.ts"], {
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      APP_URL: `http://localhost:${options.port}`,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://localhost:${options.port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}${options.readyPath ?? "/healthz"}`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyMs = performance.now() - started;
  return {
    base,
    readyMs,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Gzipped bytes of the JavaScript and CSS a page loads (module preloads, scripts, stylesheets). */
export async function pageWeight(url: string) {
  const html = await (await fetch(url)).text();
  const origin = new URL(url).origin;
  const js = new Set<string>();
  const css = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(match[1]!);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) js.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="stylesheet"/g)) css.add(match[1]!);
  const gzipped = async (paths: Set<string>) => {
    let total = 0;
    for (const path of paths)
      total += zlib.gzipSync(Buffer.from(await (await fetch(new URL(path, origin))).arrayBuffer())).length;
    return total;
  };
  return {
    jsFiles: js.size,
    jsGzipBytes: await gzipped(js),
    cssGzipBytes: await gzipped(css),
    htmlGzipBytes: zlib.gzipSync(html).length,
  };
}

/** Which parts `npm run bench` runs: `--only=pages,js` (comma-separated) or all but `--skip=…`. */
export function selectedParts(all: readonly string[], argv = process.argv) {
  const list = (flag: string) =>
    argv
      .find((arg) => arg.startsWith(`--${flag}=`))
      ?.slice(flag.length + 3)
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean);
  const only = list("only");
  const skip = list("skip") ?? [];
  const unknown = [...(only ?? []), ...skip].filter((part) => !all.includes(part));
  if (unknown.length)
    throw new Error(`unknown bench part ${unknown.join(", ")}: choose from ${all.join(", ")}`);
  return all.filter((part) => (!only || only.includes(part)) && !skip.includes(part));
}

/** One line about the machine: every figure of a shared 2-core machine is skewed by its load. */
export const machineLine = () =>
  `machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ")} (1 / 5 / 15 min) at this part's start`;

/**
 * How fast this machine is at a fixed piece of work (gzip of 3.8 MB of pseudo-random words,
 * the best of five), so that figures taken on different machines can be set side by side:
 * the targets in seconds and per second (cold start, bookings) move with it, ratios much less.
 */
export function cpuYardstick() {
  const best = Math.min(...yardstickSamples(5));
  return `CPU yardstick: gzip of ${YARDSTICK_SIZE} of text in ${best.toFixed(0)} ms (best of 5; lower is faster)`;
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function freshDir(path: string) {
  fs.rmSync(path, { recursive: true, force: true });
  return path;
}

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), min: sorted[0]!, max: sorted[sorted.length - 1]! };
}
