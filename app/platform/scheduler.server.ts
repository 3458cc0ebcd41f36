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
}

/** Runs each job now and then every `everyMs`; a run never overlaps the previous one of the same job. */
export function startScheduler(jobs: readonly Job[]): () => Promise<void> {
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  function tick(job: Job) {
    if (stopped || running.has(job.name)) return;
    const run = job
      .run()
      .then(
        () => {},
        (error: unknown) => log.error("job.failed", { job: job.name, error: String(error) }),
      )
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  }

  const timers = jobs.map((job) => {
    queueMicrotask(() => tick(job));
    const timer = setInterval(() => tick(job), job.everyMs);
    timer.unref();
    return timer;
  });

  return async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running.values());
  };
}
