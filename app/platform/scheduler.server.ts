import type { JobLeases } from "./job-leases.server.ts";
import { log } from "./log.server.ts";

/**
 * Background work a server process repeats (sweeps, outgoing email and SMS).
 * With several processes on one database, a job's lease (job-leases.server.ts) lets one of
 * them run it per interval; every job still claims its rows (e.g. `for update skip locked`,
 * or an update guarded by the old state), so a run twice would do no harm either.
 */
export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
  /**
   * Optional: something that should run the job sooner than its interval (e.g. a
   * new notification to send). Gets the wake function, returns an unsubscribe.
   */
  wakeOn?(wake: () => void): () => void;
}

/**
 * Runs each job now and then every `everyMs`; a run never overlaps the previous one of the same job.
 * With `leases` (several processes on one database), a run happens only where the job's lease was
 * taken: once per interval across the processes.
 */
/** How long a woken run that found its job running elsewhere waits before trying once more. */
export const WOKEN_RETRY_MS = 1_000;

export function startScheduler(jobs: readonly Job[], leases?: JobLeases): () => Promise<void> {
  const running = new Map<string, Promise<void>>();
  // A wake during a run asks for one more run right after it, so nothing waits a whole interval.
  const again = new Set<string>();
  let stopped = false;

  const retries = new Set<ReturnType<typeof setTimeout>>();

  /** `retry`: a woken run that found the job running in another process tries once more. */
  function tick(job: Job, woken = false, retry = true) {
    if (stopped) return;
    if (running.has(job.name)) {
      if (woken) again.add(job.name);
      return;
    }
    const run = runLeased(job, woken)
      .then(
        (ran) => {
          // Woken while another process ran it: that run may have begun before the new work.
          if (!ran && woken && retry) {
            const timer = setTimeout(() => {
              retries.delete(timer);
              tick(job, true, false);
            }, WOKEN_RETRY_MS);
            timer.unref();
            retries.add(timer);
          }
        },
        (error: unknown) => log.error("job.failed", { job: job.name, error: String(error) }),
      )
      .finally(() => {
        running.delete(job.name);
        if (again.delete(job.name)) tick(job, true);
      });
    running.set(job.name, run);
  }

  /** Runs the job if this process may (its lease taken); says whether it ran. */
  async function runLeased(job: Job, woken: boolean): Promise<boolean> {
    if (!leases) {
      await job.run();
      return true;
    }
    if (!(await leases.claim(job, woken))) return false;
    try {
      await job.run();
    } finally {
      await leases.release(job);
    }
    return true;
  }

  const timers = jobs.map((job) => {
    queueMicrotask(() => tick(job));
    const timer = setInterval(() => tick(job), job.everyMs);
    timer.unref();
    return timer;
  });
  const unsubscribes = jobs.map((job) => job.wakeOn?.(() => tick(job, true)));

  return async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    for (const timer of retries) clearTimeout(timer);
    for (const unsubscribe of unsubscribes) unsubscribe?.();
    await Promise.all(running.values());
  };
}
