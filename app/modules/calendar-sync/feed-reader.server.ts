import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { FeedReading, ReadOptions } from "./ical-import.ts";

/**
 * Reading a feed off the main thread, with a budget (docs/decisions/3330-feeds-off-the-main-thread.md):
 * each feed is read by a worker thread of its own, ended when it runs past `timeMs` or its memory;
 * at most `concurrent` run at once in a process and `queued` more wait, so a burst of imports
 * neither takes every core nor piles up without end.
 */
export const FEED_READ_BUDGET = {
  /** Wall time of one reading, from the worker's start: then it is ended. */
  timeMs: 5_000,
  /** The worker's heap: a feed is at most 1 MB, its parsed form a few times that. */
  heapMb: 128,
  concurrent: 1,
  queued: 20,
} as const;

const tooSlow = (timeMs: number) =>
  `The calendar took too long to read (over ${timeMs / 1000} seconds): it may repeat its events without end. Ask the other site for a simpler calendar link.`;
const TOO_BIG = "The calendar is too large to read.";
const BUSY = "The server is busy reading other calendars; it will try this one again at the next sync.";
const BROKEN = "The calendar file could not be read.";

const WORKER = path.join("app", "modules", "calendar-sync", "feed-worker.ts");

/**
 * The worker's file: beside this module in the sources, or found from the project's root when
 * this module is part of the server build (build/server/…), which the worker is not.
 */
let workerPath: string | undefined;
function workerFile() {
  if (workerPath) return workerPath;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "feed-worker.ts")];
  for (let dir = here; path.dirname(dir) !== dir; dir = path.dirname(dir))
    candidates.push(path.join(dir, WORKER));
  candidates.push(path.resolve(WORKER));
  workerPath = candidates.find((file) => fs.existsSync(file));
  if (!workerPath) throw new Error(`the feed reader's worker (${WORKER}) is missing`);
  return workerPath;
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `task` when a slot is free; null at once when too many wait already. */
async function inTurn<T>(task: () => Promise<T>): Promise<T | null> {
  if (running >= FEED_READ_BUDGET.concurrent) {
    if (waiting.length >= FEED_READ_BUDGET.queued) return null;
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Readings going on or waiting in this process (for tests and metrics). */
export const feedReadsInFlight = () => running + waiting.length;

/**
 * Reads a feed in a worker thread within the budget; a feed that runs past it (or its memory)
 * is an error for that feed. `budget` is for tests.
 */
export async function readFeedOffThread(
  text: string,
  options: ReadOptions,
  budget: { timeMs?: number } = {},
): Promise<FeedReading> {
  const timeMs = budget.timeMs ?? FEED_READ_BUDGET.timeMs;
  const reading = await inTurn(
    () =>
      new Promise<FeedReading>((resolve) => {
        const worker = new Worker(workerFile(), {
          name: "feed-reader",
          workerData: { text, options },
          // Not the parent's flags (a bench's --import hooks, a test runner's loaders).
          execArgv: [],
          resourceLimits: { maxOldGenerationSizeMb: FEED_READ_BUDGET.heapMb, maxYoungGenerationSizeMb: 16 },
        });
        let settled = false;
        const settle = (answer: FeedReading) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(answer);
          void worker.terminate();
        };
        const timer = setTimeout(() => settle({ ok: false, error: tooSlow(timeMs) }), timeMs);
        worker.once("message", (answer: FeedReading) => settle(answer));
        worker.once("error", (error: Error & { code?: string }) =>
          settle({ ok: false, error: error.code === "ERR_WORKER_OUT_OF_MEMORY" ? TOO_BIG : BROKEN }),
        );
        worker.once("exit", () => settle({ ok: false, error: BROKEN }));
      }),
  );
  return reading ?? { ok: false, error: BUSY };
}
