import { sql } from "drizzle-orm";
import { queryRows, type Database } from "./db.server.ts";

/**
 * Who may run a background job now, when several server processes share one database: a job
 * runs once per interval across all of them (not once per process), and never in two at once.
 * A process takes the job's lease before a run and gives it back after; a run that dies with
 * its process lets the lease lapse after `maxRunMs`.
 */
export interface JobLeases {
  claim(job: { name: string; everyMs: number }, woken: boolean): Promise<boolean>;
  release(job: { name: string }): Promise<void>;
}

/** A run holds its lease at most this long (then another process may take the job). */
export const MAX_RUN_MS = 10 * 60_000;

export function databaseLeases(db: Database, holder: string, clock = () => new Date()): JobLeases {
  return {
    async claim(job, woken) {
      const now = clock();
      const next = new Date(now.getTime() + job.everyMs);
      const heldUntil = new Date(now.getTime() + MAX_RUN_MS);
      // Due (its interval is over) or woken (new work arrived), and not held by a run under way.
      const rows = await queryRows<{ name: string }>(
        db,
        sql`insert into job_leases (name, next_run_at, held_until, holder)
            values (${job.name}, ${next}, ${heldUntil}, ${holder})
            on conflict (name) do update
              set next_run_at = excluded.next_run_at, held_until = excluded.held_until, holder = excluded.holder
              where job_leases.held_until <= ${now}
                and (${woken} or job_leases.next_run_at <= ${now})
            returning name`,
      );
      return rows.length === 1;
    },
    async release(job) {
      await db.execute(
        sql`update job_leases set held_until = ${clock()} where name = ${job.name} and holder = ${holder}`,
      );
    },
  };
}
