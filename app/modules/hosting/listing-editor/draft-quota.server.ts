import { and, count, eq } from "drizzle-orm";
import { listings, owners } from "../../../../db/schema/index.ts";
import type { Database } from "../../../platform/db.server.ts";
import { takeQuota } from "../../../platform/quotas.server.ts";
import { QUOTAS, quotaMessage } from "../../../shared/quotas.ts";

/**
 * Whether the user may start another listing: at most QUOTAS.openDrafts drafts at once, and
 * QUOTAS.newListings new ones a day (a start counts even if the draft is archived later).
 * Null when it may (and the start is counted); otherwise why not, said plainly.
 */
export async function draftRefusal(db: Database, userId: string): Promise<string | null> {
  const [drafts] = await db
    .select({ n: count() })
    .from(listings)
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .where(and(eq(owners.userId, userId), eq(listings.status, "draft")));
  if ((drafts?.n ?? 0) >= QUOTAS.openDrafts)
    return `You have ${QUOTAS.openDrafts} drafts already, the most at once. Finish one, or archive one you no longer need (in Your listings), to start another.`;
  const took = await takeQuota(db, QUOTAS.newListings, `user:${userId}`);
  return took.ok ? null : quotaMessage("new listings", QUOTAS.newListings, took.retryAfterMs);
}
