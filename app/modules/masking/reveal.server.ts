import { and, eq, inArray } from "drizzle-orm";
import { bookings, listings, owners } from "../../../db/schema/index.ts";
import type { Executor } from "../../platform/db.server.ts";

/** The statuses of a stay the owner accepted: contact details pass between the two while one exists. */
export const ACCEPTED_STATUSES = ["confirmed", "completed"] as const;

/**
 * Whether a traveller and an owner may read each other's contact details: they have a booking
 * between them (of any of the owner's homes) that the owner accepted and nobody cancelled. The
 * owner is named by their host profile (`ownerId`) or their user (`userId`).
 */
export async function contactRevealedBetween(
  db: Executor,
  guestId: string,
  host: { ownerId: number } | { userId: string },
): Promise<boolean> {
  const ownerMatch = "ownerId" in host ? eq(listings.ownerId, host.ownerId) : eq(owners.userId, host.userId);
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .where(and(eq(bookings.guestId, guestId), inArray(bookings.status, [...ACCEPTED_STATUSES]), ownerMatch))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether `viewerId` reads an owner's public texts (about, description, house rules, captions)
 * as typed: the owner themselves, or a traveller with a stay of theirs accepted. Anonymous
 * visitors and everyone else read them masked. `host` is the host profile (owners row).
 */
export async function hostTextsRevealedTo(
  db: Executor,
  viewerId: string | null | undefined,
  host: { id: number; userId: string | null },
): Promise<boolean> {
  if (!viewerId) return false;
  if (host.userId !== null && viewerId === host.userId) return true;
  return contactRevealedBetween(db, viewerId, { ownerId: host.id });
}

/** A traveller and an owner's user, as one key. */
export const pairKey = (pair: { guestId: string; hostUserId: string }) =>
  `${pair.guestId}\u0000${pair.hostUserId}`;

/** Of these traveller–owner pairs (a user's conversations), those with an accepted stay between them. */
export async function revealedPairs(
  db: Executor,
  pairs: readonly { guestId: string; hostUserId: string }[],
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ guestId: bookings.guestId, hostUserId: owners.userId })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .where(
      and(
        inArray(bookings.status, [...ACCEPTED_STATUSES]),
        inArray(bookings.guestId, [...new Set(pairs.map((p) => p.guestId))]),
        inArray(owners.userId, [...new Set(pairs.map((p) => p.hostUserId))]),
      ),
    );
  return new Set(
    rows.flatMap((r) => (r.hostUserId ? [pairKey({ guestId: r.guestId, hostUserId: r.hostUserId })] : [])),
  );
}
