import { log } from "./log.server.ts";

/**
 * Background work a server process repeats (sweeps, outgoing email and SMS).
 * Several processes may run the same job at once, so every job claims its rows
 * (e.g. `for update skip locked`, or an update guarded by the old state) and is
 * safe to run twice.
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

/** Runs each job now and then every `everyMs`; a run never overlaps the previous one of the same job. */
export function startScheduler(jobs: readonly Job[]): () => Promise<void> {
  const running = new Map<string, Promise<void>>();
  // A wake during a run asks for one more run right after it, so nothing waits a whole interval.
  const again = new Set<string>();
  let stopped = false;

  function tick(job: Job, woken = false) {
    if (stopped) return;
    if (running.has(job.name)) {
      if (woken) again.add(job.name);
      return;
    }
    const run = job
      .run()
      .then(
        () => {},
        (error: unknown) => log.error("job.failed", { job: job.name, error: String(error) }),
      )
      .finally(() => {
        running.delete(job.name);
        if (again.delete(job.name)) tick(job);
      });
    running.set(job.name, run);
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
    for (const unsubscribe of unsubscribes) unsubscribe?.();
    await Promise.all(running.values());
  };
}
