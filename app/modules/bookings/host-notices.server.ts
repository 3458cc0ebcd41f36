import { eq, inArray } from "drizzle-orm";
import { listings, owners } from "../../../db/schema/index.ts";
import type { Executor } from "../../platform/db.server.ts";

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
