import { and, asc, count, eq } from "drizzle-orm";
import { bookings, listings, savedReplies, users } from "../../../db/schema/index.ts";
import type { Database, Executor } from "../../platform/db.server.ts";
import { parseDateRange } from "../../shared/dates.ts";
import { parseUuid } from "../../shared/ids.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { intlLocale } from "../../i18n/locales.ts";
import { recipientLocale } from "../../i18n/voice.server.ts";
import { textFor } from "../masking/reader.ts";
import { contactRevealedBetween } from "../masking/reveal.server.ts";
import { savedLanguage } from "../notifications/notifications.server.ts";
import { personOf } from "./posting.server.ts";
import { CAP_MESSAGE, fillTemplate, SAVED_REPLY_CAP, type SavedReplyInput } from "./saved-replies.ts";
import { threadOf } from "./threads.server.ts";

// An owner's saved replies (decision 3952): kept per account, read and changed only by their
// author (anyone else's id names nothing), and filled in with one conversation's facts.

const columns = { id: savedReplies.id, name: savedReplies.name, body: savedReplies.body };
export type SavedReply = { id: string; name: string; body: string };

/** The user's saved replies, oldest first (the order they were written). */
export function listSavedReplies(db: Executor, userId: string): Promise<SavedReply[]> {
  return db
    .select(columns)
    .from(savedReplies)
    .where(eq(savedReplies.userId, userId))
    .orderBy(asc(savedReplies.createdAt), asc(savedReplies.id));
}

/** One of the user's saved replies; null for anyone else's, a missing or a malformed id. */
export async function savedReplyOf(
  db: Executor,
  userId: string,
  replyId: unknown,
): Promise<SavedReply | null> {
  const id = parseUuid(replyId);
  if (!id) return null;
  const [row] = await db
    .select(columns)
    .from(savedReplies)
    .where(and(eq(savedReplies.id, id), eq(savedReplies.userId, userId)));
  return row ?? null;
}

/** A new saved reply, refused past the cap (counted with the account locked: two tabs can't both pass). */
export function createSavedReply(
  db: Database,
  userId: string,
  input: SavedReplyInput,
): Promise<Outcome<{ id: string }>> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [kept] = await tx.select({ n: count() }).from(savedReplies).where(eq(savedReplies.userId, userId));
    if ((kept?.n ?? 0) >= SAVED_REPLY_CAP) return failure(409, CAP_MESSAGE);
    const [row] = await tx
      .insert(savedReplies)
      .values({ userId, name: input.name, body: input.body })
      .returning({ id: savedReplies.id });
    return success({ id: row!.id });
  });
}

/** Changes one of the user's saved replies; false when it is not theirs. */
export async function updateSavedReply(
  db: Executor,
  userId: string,
  replyId: unknown,
  input: SavedReplyInput,
) {
  const id = parseUuid(replyId);
  if (!id) return false;
  const rows = await db
    .update(savedReplies)
    .set({ name: input.name, body: input.body, updatedAt: new Date() })
    .where(and(eq(savedReplies.id, id), eq(savedReplies.userId, userId)))
    .returning({ id: savedReplies.id });
  return rows.length === 1;
}

/** Deletes one of the user's saved replies; false when it is not theirs. */
export async function deleteSavedReply(db: Executor, userId: string, replyId: unknown) {
  const id = parseUuid(replyId);
  if (!id) return false;
  const rows = await db
    .delete(savedReplies)
    .where(and(eq(savedReplies.id, id), eq(savedReplies.userId, userId)))
    .returning({ id: savedReplies.id });
  return rows.length === 1;
}

/**
 * The owner's saved reply filled with the facts of one of their conversations: the guest's first
 * name (masked as the owner reads it until a booking is accepted), the dates (the booking's, else
 * the ones asked about) and the home's check-in time, written in the guest's saved language (they
 * read it, decision 3855). 404 for a thread or a reply not theirs; 400
 * for a conversation where the user is the traveller (templates are the owner's).
 */
export async function filledSavedReply(
  db: Executor,
  userId: string,
  threadId: string,
  replyId: unknown,
): Promise<Outcome<string>> {
  const thread = await threadOf(db, userId, threadId);
  const reply = await savedReplyOf(db, userId, replyId);
  if (!thread || !reply) return failure(404, "We couldn't find that saved reply.");
  if (thread.hostUserId !== userId)
    return failure(400, "Saved replies are for answering guests of your homes.");
  const [listing] = await db
    .select({ checkInTime: listings.checkInTime })
    .from(listings)
    .where(eq(listings.id, thread.listingId));
  const [booking] = thread.bookingId
    ? await db.select({ stay: bookings.stay }).from(bookings).where(eq(bookings.id, thread.bookingId))
    : [];
  const stay = booking?.stay ? parseDateRange(booking.stay) : null;
  const guest = await personOf(db, thread.guestId);
  const revealed = await contactRevealedBetween(db, thread.guestId, { userId: thread.hostUserId });
  const language = recipientLocale(await savedLanguage(db, thread.guestId));
  return success(
    fillTemplate(
      reply.body,
      {
        guestName: textFor(guest.name, revealed),
        checkIn: stay?.start ?? thread.checkIn,
        checkOut: stay?.end ?? thread.checkOut,
        checkInTime: listing?.checkInTime ?? null,
      },
      intlLocale(language),
    ),
  );
}
