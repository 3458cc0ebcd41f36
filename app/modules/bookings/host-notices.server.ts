import { eq, inArray } from "drizzle-orm";
import { listings, owners } from "../../../db/schema/index.ts";
import type { Executor } from "../../platform/db.server.ts";
import { createNotification, type NewNotification } from "../notifications/notifications.server.ts";

/** The user who hosts each listing (demo owners have accounts too; a listing may have none). */
export async function hostUserIds(tx: Executor, listingIds: number[]): Promise<Map<number, string>> {
  if (listingIds.length === 0) return new Map();
  const rows = await tx
    .select({ listingId: listings.id, userId: owners.userId })
    .from(listings)
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .where(inArray(listings.id, [...new Set(listingIds)]));
  return new Map(rows.filter((r) => r.userId).map((r) => [r.listingId, r.userId!]));
}

/**
 * Tells the owner of each row's listing, in the caller's transaction (so the notice
 * commits with the change it reports). An owner is not told of their own doings as a
 * guest of their own home.
 */
export async function notifyHosts<T extends { listingId: number; guestId?: string }>(
  tx: Executor,
  rows: T[],
  notice: (row: T) => Omit<NewNotification, "userId">,
) {
  const hosts = await hostUserIds(
    tx,
    rows.map((r) => r.listingId),
  );
  for (const row of rows) {
    const host = hosts.get(row.listingId);
    if (host && host !== row.guestId) await createNotification(tx, { userId: host, ...notice(row) });
  }
}
