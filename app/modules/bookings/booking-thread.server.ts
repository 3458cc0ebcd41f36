import { sql, type SQL } from "drizzle-orm";
import { messageThreads } from "../../../db/schema/index.ts";
import { excludedSet, insertSql } from "../../platform/statement.server.ts";

/**
 * A booking joins the traveller's thread about the listing (made if there is none); its
 * message to the owner becomes a message of the thread. The owner hears of the booking by its
 * own notice, so the message adds none. Returned as two common table expressions (`thread`,
 * `thread_message`) for the booking's own statement (bookings.server.ts), so the thread commits
 * with the booking without round trips of its own; null when there is no thread to join (no
 * host account, or the owner booking their own home).
 */
export function bookingThreadWrites(input: {
  bookingId: string;
  listingId: number;
  guestId: string;
  hostUserId: string | null | undefined;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  pets: number;
  message: string;
  now: Date;
}): SQL | null {
  if (!input.hostUserId || input.hostUserId === input.guestId) return null;
  const body = input.message.trim().slice(0, 4000);
  const stay = {
    bookingId: input.bookingId,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    // Within the thread's bounds whatever a listing allows (the booking keeps the exact party).
    adults: Math.min(Math.max(input.adults, 1), 16),
    children: Math.min(Math.max(input.children, 0), 16),
    pets: Math.min(Math.max(input.pets, 0), 10),
  };
  const thread = insertSql(messageThreads, [
    {
      listingId: input.listingId,
      guestId: input.guestId,
      hostUserId: input.hostUserId,
      ...stay,
      createdAt: input.now,
      lastMessageAt: input.now,
    },
  ]);
  // A message posted now makes the thread's latest activity now (as postMessage does).
  const update = excludedSet(messageThreads, [
    ...(Object.keys(stay) as (keyof typeof stay)[]),
    ...(body ? (["lastMessageAt"] as const) : []),
  ]);
  // The message as postMessage stores one unrated and unannounced (no key, no pets).
  const message = body
    ? sql`insert into messages (thread_id, sender_id, body, created_at)
          select id, ${input.guestId}, ${body}, ${input.now.toISOString()}::timestamptz from thread returning id`
    : sql`select null::uuid as id`;
  return sql`thread as (${thread} on conflict (listing_id, guest_id) do update set ${update} returning id),
    thread_message as (${message})`;
}
