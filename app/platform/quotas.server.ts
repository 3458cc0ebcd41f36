import { sql } from "drizzle-orm";
import type { RateQuota } from "../shared/quotas.ts";
import { queryRows, type Database } from "./db.server.ts";

export type QuotaTake = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * Counts one action against rate quotas, each of its subject (an account, a listing): all of them
 * or none (a refused action counts nowhere), or says when there is room again. The subjects'
 * takes go one at a time (advisory locks, in one order), so parallel requests never pass a
 * limit; rows older than a window go as new ones come.
 */
export async function takeQuotas(
  db: Database,
  takes: { quota: RateQuota; subject: string }[],
  { count = 1, now = new Date() }: { count?: number; now?: Date } = {},
): Promise<QuotaTake & { quota?: RateQuota }> {
  const ordered = [...takes].sort((a, b) =>
    `${a.quota.kind}:${a.subject}` < `${b.quota.kind}:${b.subject}` ? -1 : 1,
  );
  return db.transaction(async (tx) => {
    const run = tx as unknown as Database;
    for (const { quota, subject } of ordered)
      await tx.execute(sql`select pg_advisory_xact_lock(33, hashtext(${`${quota.kind}:${subject}`}))`);
    for (const { quota, subject } of ordered) {
      const since = new Date(now.getTime() - quota.windowMs);
      await tx.execute(
        sql`delete from quota_events where kind = ${quota.kind} and subject = ${subject} and at <= ${since}`,
      );
      const rows = await queryRows<{ at: Date | string }>(
        run,
        sql`select at from quota_events where kind = ${quota.kind} and subject = ${subject} order by at`,
      );
      if (rows.length + count > quota.limit) {
        // Room again once enough of the oldest counted ones leave the window.
        const leaving = rows[Math.max(0, Math.min(rows.length - 1, rows.length + count - quota.limit - 1))];
        const from = leaving ? new Date(leaving.at).getTime() : now.getTime();
        return {
          ok: false as const,
          quota,
          retryAfterMs: Math.max(1000, from + quota.windowMs - now.getTime()),
        };
      }
    }
    for (const { quota, subject } of ordered)
      await tx.execute(
        sql`insert into quota_events (kind, subject, at)
            select ${quota.kind}, ${subject}, ${now} from generate_series(1, ${count}::int)`,
      );
    return { ok: true as const };
  });
}

/** One rate quota of one subject (see takeQuotas). */
export const takeQuota = (
  db: Database,
  quota: RateQuota,
  subject: string,
  options: { count?: number; now?: Date } = {},
) => takeQuotas(db, [{ quota, subject }], options);

/** How many more of `quota` the subject may take now (without taking any). */
export async function quotaLeft(db: Database, quota: RateQuota, subject: string, now = new Date()) {
  const since = new Date(now.getTime() - quota.windowMs);
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from quota_events where kind = ${quota.kind} and subject = ${subject} and at > ${since}`,
  );
  return Math.max(0, quota.limit - Number(row?.n ?? 0));
}
