import { expect, it } from "vitest";
import { databaseLeases, MAX_RUN_MS } from "../../app/platform/job-leases.server.ts";
import { startScheduler } from "../../app/platform/scheduler.server.ts";
import { describeEachDatabase } from "../helpers/database.ts";

const job = { name: "test job", everyMs: 60_000 };

/** Two server processes on one database run each background job once, not twice. */
describeEachDatabase("job leases", (database) => {
  it("lets one process run a job per interval; a woken run needs only the lease free", async () => {
    const { db } = database();
    let now = new Date("2027-01-01T00:00:00Z");
    const clock = () => now;
    const a = databaseLeases(db, "process a", clock);
    const b = databaseLeases(db, "process b", clock);
    const name = { ...job, name: `interval-${Math.random()}` };

    expect(await a.claim(name, false)).toBe(true);
    expect(await b.claim(name, false)).toBe(false); // held by a's run
    expect(await b.claim(name, true)).toBe(false); // woken, still held
    await a.release(name);
    expect(await b.claim(name, false)).toBe(false); // free, but the interval is not over
    expect(await b.claim(name, true)).toBe(true); // woken by new work: runs
    await b.release(name);
    now = new Date(now.getTime() + 60_000);
    expect(await a.claim(name, false)).toBe(true);
    // A run that dies with its process lets the lease lapse.
    now = new Date(now.getTime() + MAX_RUN_MS + 60_000);
    expect(await b.claim(name, false)).toBe(true);
    // One process cannot release another's lease.
    await a.release(name);
    expect(await a.claim(name, true)).toBe(false);
  });

  it("two schedulers on one database run a job once, not twice", async () => {
    const { db } = database();
    const name = `scheduled-${Math.random()}`;
    let runs = 0;
    const jobs = [{ name, everyMs: 60_000, run: async () => void runs++ }];
    const stopA = startScheduler(jobs, databaseLeases(db, "process a"));
    const stopB = startScheduler(jobs, databaseLeases(db, "process b"));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await Promise.all([stopA(), stopB()]);
    expect(runs).toBe(1);
  });
});
