import { and, eq, sql } from "drizzle-orm";
import { listings, messageThreads, messages, owners } from "../../../db/schema/index.ts";
import type { Database, Executor } from "../../platform/db.server.ts";
import { isSlug } from "../../shared/ids.ts";
import { failure, success } from "../../shared/outcome.ts";
import { RESPONSE_WINDOW_DAYS, responseFigures, type InquiryStay } from "./messages.ts";
import {
  attachedPets,
  postMessage,
  RateLimited,
  type AttachPets,
  type MessageResult,
} from "./posting.server.ts";

// A traveller's questions to an owner before any booking ("Contact the owner"), and how
// quickly the owner answers them.

/** A published listing a traveller may ask about, with the user who hosts it (null when none). */
export async function listingForInquiry(db: Executor, slug: string) {
  if (!isSlug(slug)) return null;
  const [row] = await db
    .select({
      id: listings.id,
      slug: listings.slug,
      title: listings.title,
      city: listings.city,
      status: listings.status,
      hostUserId: owners.userId,
      hostName: owners.name,
    })
    .from(listings)
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .where(eq(listings.slug, slug));
  return row && row.status === "published" ? row : null;
}

/** The traveller's thread about a listing, if they already have one. */
export async function existingThreadId(db: Executor, guestId: string, listingId: number) {
  const [row] = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(and(eq(messageThreads.guestId, guestId), eq(messageThreads.listingId, listingId)));
  return row?.id ?? null;
}

/**
 * "Contact the owner": the traveller's thread about a listing (made once; a new inquiry updates
 * the dates asked about) and their message in it.
 */
export async function startInquiry(
  db: Database,
  input: {
    guestId: string;
    listingSlug: string;
    stay: InquiryStay;
    body: string;
    now?: Date;
    pets?: AttachPets;
    /** The form's idempotency key: the same inquiry sent again (a retry, a double click) is stored once. */
    clientKey?: string | null;
  },
): Promise<MessageResult> {
  const now = input.now ?? new Date();
  const listing = await listingForInquiry(db, input.listingSlug);
  if (!listing) return failure(404, "This stay is not taking messages at the moment.");
  if (!listing.hostUserId) return failure(404, "This owner cannot be messaged yet.");
  if (listing.hostUserId === input.guestId)
    return failure(400, "This is your own home: there is nobody to ask.");
  const hostUserId = listing.hostUserId;
  const stay = {
    checkIn: input.stay.checkIn ?? null,
    checkOut: input.stay.checkOut ?? null,
    adults: input.stay.adults ?? null,
    children: input.stay.children ?? null,
    pets: input.stay.pets ?? null,
  };
  const attached = await attachedPets(db, input.guestId, input.pets);
  if (!attached.ok) return attached;
  try {
    return await db.transaction(async (tx) => {
      const [thread] = await tx
        .insert(messageThreads)
        .values({
          listingId: listing.id,
          guestId: input.guestId,
          hostUserId,
          ...stay,
          createdAt: now,
          lastMessageAt: now,
        })
        .onConflictDoUpdate({
          target: [messageThreads.listingId, messageThreads.guestId],
          // A new question names the stay asked about now; one without dates keeps the earlier ones.
          set: stay.checkIn ? stay : { lastMessageAt: sql`${messageThreads.lastMessageAt}` },
        })
        .returning();
      const messageId = await postMessage(tx, thread!, input.guestId, input.body, {
        now,
        pets: attached.value,
        clientKey: input.clientKey,
      });
      return success({ threadId: thread!.id, messageId });
    });
  } catch (error) {
    if (error instanceof RateLimited) return failure(429, error.message);
    throw error;
  }
}

/**
 * An owner's response figures over the last 90 days, from their conversations with travellers.
 * Travellers start every conversation (an inquiry or a booking), so the owner's first message in a
 * thread is their answer to the traveller's first.
 */
export async function hostResponseFigures(db: Executor, hostUserId: string, now = new Date()) {
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 86_400_000);
  const firstBy = (who: typeof messageThreads.guestId | typeof messageThreads.hostUserId) =>
    db
      .select({ threadId: messages.threadId, at: sql<string | Date>`min(${messages.createdAt})` })
      .from(messages)
      .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
      .where(and(eq(messageThreads.hostUserId, hostUserId), eq(messages.senderId, who)))
      .groupBy(messages.threadId);
  const [asked, answered] = await Promise.all([
    firstBy(messageThreads.guestId),
    firstBy(messageThreads.hostUserId),
  ]);
  const answerOf = new Map(answered.map((a) => [a.threadId, new Date(a.at)]));
  return responseFigures(
    asked
      .map((a) => ({ askedAt: new Date(a.at), answeredAt: answerOf.get(a.threadId) ?? null }))
      .filter((a) => a.askedAt >= since),
    now,
  );
}
