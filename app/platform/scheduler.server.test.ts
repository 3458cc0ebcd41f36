import { describe, expect, it } from "vitest";
import { startScheduler } from "./scheduler.server.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("startScheduler", () => {
  it("runs a job at once and again on its interval", async () => {
    let runs = 0;
    const stop = startScheduler([{ name: "count", everyMs: 20, run: async () => void runs++ }]);
    await sleep(70);
    await stop();
    expect(runs).toBeGreaterThanOrEqual(2);
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
    await sleep(100);
    await stop();
    expect(most).toBe(1);
    expect(calls).toBeGreaterThanOrEqual(2);
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
    await sleep(5);
    await stop();
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
    await sleep(5); // the first run is under way
    wake();
    wake();
    await sleep(80);
    expect(runs).toBe(2);
    wake();
    await sleep(40);
    expect(runs).toBe(3);
    await stop();
    wake();
    await sleep(30);
    expect(runs).toBe(3);
  });
});
