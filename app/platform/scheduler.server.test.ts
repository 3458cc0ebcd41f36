import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startScheduler, WOKEN_RETRY_MS } from "./scheduler.server.ts";

// Fake timers: the scheduler's intervals and the jobs' own waits move only when the test says so.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe("startScheduler", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("runs a job at once and again on its interval", async () => {
    let runs = 0;
    const stop = startScheduler([{ name: "count", everyMs: 20, run: async () => void runs++ }]);
    await advance(0);
    expect(runs).toBe(1);
    await advance(70); // ticks at 20, 40 and 60 ms
    await stop();
    expect(runs).toBe(4);
  });

  it("never overlaps two runs of one job, and keeps going after a failure", async () => {
    let active = 0;
    let most = 0;
    let calls = 0;
    const stop = startScheduler([
      {
        name: "slow",
        everyMs: 5,
        run: async () => {
          calls++;
          active++;
          most = Math.max(most, active);
          await sleep(30);
          active--;
          if (calls === 1) throw new Error("first run fails");
        },
      },
    ]);
    await advance(100);
    const stopping = stop();
    await advance(30); // lets the run under way finish
    await stopping;
    expect(most).toBe(1);
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(active).toBe(0);
  });

  it("waits for a running job when stopped", async () => {
    let finished = false;
    const stop = startScheduler([
      {
        name: "finish",
        everyMs: 1000,
        run: async () => {
          await sleep(30);
          finished = true;
        },
      },
    ]);
    await advance(5);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await advance(24); // 29 ms into the 30 ms run
    expect(stopped).toBe(false); // still waiting for the run
    await advance(1);
    await stopping;
    expect(finished).toBe(true);
  });

  it("runs a job when woken, and once more when woken during a run", async () => {
    let runs = 0;
    let wake = () => {};
    const stop = startScheduler([
      {
        name: "woken",
        everyMs: 60_000,
        run: async () => {
          runs++;
          await sleep(20);
        },
        wakeOn: (w) => {
          wake = w;
          return () => (wake = () => {});
        },
      },
    ]);
    await advance(5); // the first run is under way
    wake();
    wake();
    await advance(80);
    expect(runs).toBe(2);
    wake();
    await advance(40);
    expect(runs).toBe(3);
    await stop();
    wake();
    await advance(30);
    expect(runs).toBe(3);
  });

  it("with leases, runs only when the lease is taken; a woken run that found it held tries once more", async () => {
    let runs = 0;
    let held = true;
    const claims: boolean[] = [];
    let wake = () => {};
    const leases = {
      claim: async (_job: unknown, woken: boolean) => {
        claims.push(woken);
        return !held;
      },
      release: async () => {},
    };
    const stop = startScheduler(
      [
        {
          name: "leased",
          everyMs: 60_000,
          run: async () => void runs++,
          wakeOn: (w) => {
            wake = w;
            return () => {};
          },
        },
      ],
      leases,
    );
    await advance(0);
    expect(runs).toBe(0); // another process holds it
    wake();
    await advance(0);
    expect(runs).toBe(0);
    held = false; // the other process is done
    await advance(WOKEN_RETRY_MS);
    expect(runs).toBe(1);
    expect(claims).toEqual([false, true, true]);
    held = true;
    wake();
    await advance(WOKEN_RETRY_MS * 3);
    expect(claims).toEqual([false, true, true, true, true]); // one retry only
    await stop();
  });
});
