import { eq, lt, sql } from "drizzle-orm";
import { profiles, signInThrottle, users } from "../../../db/schema/index.ts";
import type { Database, Executor } from "~/platform/db.server";
import {
  SIGN_IN_THROTTLE,
  afterFailedSignIn,
  secondsToWait,
  throttleKey,
  type ThrottleState,
} from "./sign-in-throttle.ts";

/**
 * Per-account sign-in throttling, counted in the database so it holds across
 * server processes (rules in sign-in-throttle.ts). Every email address tried is
 * counted, with or without an account, so the answers are the same for both.
 */

async function readState(db: Executor, key: string): Promise<ThrottleState | null> {
  const [row] = await db
    .select({
      failures: signInThrottle.failures,
      lastFailureAt: signInThrottle.lastFailureAt,
      lockedUntil: signInThrottle.lockedUntil,
      notifiedAt: signInThrottle.notifiedAt,
    })
    .from(signInThrottle)
    .where(eq(signInThrottle.accountKey, key));
  return row ?? null;
}

/** Seconds before a sign-in for this address is checked again (0: go ahead). */
export async function signInWaitSeconds(db: Database, email: string, now = new Date()): Promise<number> {
  const key = throttleKey(email);
  if (!key) return 0;
  return secondsToWait(await readState(db, key), now);
}

export interface FailureOutcome {
  failures: number;
  waitSeconds: number;
  /** Whether to tell the account's owner someone is trying (when there is an account). */
  notify: boolean;
}

/**
 * Counts a failed sign-in for this address. The read and the write run under a
 * per-address transaction lock, so concurrent failures are each counted.
 */
export async function recordFailedSignIn(
  db: Database,
  email: string,
  now = new Date(),
): Promise<FailureOutcome> {
  const key = throttleKey(email).slice(0, 254);
  if (!key) return { failures: 0, waitSeconds: 0, notify: false };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${key}`}))`);
    const next = afterFailedSignIn(await readState(tx, key), now);
    const values = {
      failures: next.failures,
      lastFailureAt: next.lastFailureAt,
      lockedUntil: next.lockedUntil,
      notifiedAt: next.notifiedAt,
    };
    await tx
      .insert(signInThrottle)
      .values({ accountKey: key, ...values })
      .onConflictDoUpdate({ target: signInThrottle.accountKey, set: values });
    // Addresses quiet for a day are forgotten (their count would start again anyway).
    await tx
      .delete(signInThrottle)
      .where(lt(signInThrottle.lastFailureAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
    return { failures: next.failures, waitSeconds: secondsToWait(next, now), notify: next.notify };
  });
}

/** A successful sign-in: the address starts again from no failures (the last notice is remembered). */
export async function clearFailedSignIns(db: Database, email: string) {
  const key = throttleKey(email);
  if (!key) return;
  await db
    .update(signInThrottle)
    .set({ failures: 0, lockedUntil: null })
    .where(eq(signInThrottle.accountKey, key));
}

/** The account with this address, if any (for the owner's notice). */
export async function accountEmailFor(
  db: Database,
  email: string,
): Promise<{ id: string; email: string; language: string | null } | null> {
  // With the saved language in the same query: the notice is then written without another one
  // after the answer (decision 3855), as fast for an address with an account as for one without.
  const [row] = await db
    .select({ id: users.id, email: users.email, language: profiles.language })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(sql`lower(${users.email}) = ${throttleKey(email)}`);
  return row ?? null;
}

export { SIGN_IN_THROTTLE };
