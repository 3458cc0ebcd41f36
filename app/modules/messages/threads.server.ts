import { and, asc, count, desc, eq, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import {
  bookings,
  listings,
  messageReports,
  messageThreads,
  messages,
  notifications,
  petPolicies,
  pets as petsTable,
  profiles,
  users,
} from "../../../db/schema/index.ts";
import type { Database, Executor } from "../../platform/db.server.ts";
import { parseDateRange } from "../../shared/dates.ts";
import { parseUuid } from "../../shared/ids.ts";
import { failure, success } from "../../shared/outcome.ts";
import { conversationFor, textFor } from "../masking/reader.ts";
import { contactRevealedBetween, pairKey, revealedPairs } from "../masking/reveal.server.ts";
import { readSnapshots, resumeFit, viewerUnit, type PetSnapshot } from "./pet-resume.ts";
import {
  lastSeenOf,
  REMOVED_MESSAGE,
  sideOf,
  snippetOf,
  threadPath,
  type InboxFilter,
  type Side,
} from "./messages.ts";
import {
  attachedPets,
  nameOf,
  ONLY_TRAVELLER,
  personOf,
  postMessage,
  RateLimited,
  SPLIT_LOOKBACK,
  type AttachPets,
  type MessageResult,
} from "./posting.server.ts";

// A conversation's life after it starts: the inbox, one thread as its member reads it, an
// answer in it, and a report of a message.

/** The thread, if the user belongs to it (anyone else's id, or a malformed one, names nothing). */
export async function threadOf(db: Executor, userId: string, threadId: string) {
  const id = parseUuid(threadId);
  if (!id) return null;
  const [thread] = await db
    .select()
    .from(messageThreads)
    .where(
      and(
        eq(messageThreads.id, id),
        or(eq(messageThreads.guestId, userId), eq(messageThreads.hostUserId, userId)),
      ),
    );
  return thread ?? null;
}

/** A message in a thread the user belongs to. */
export async function sendMessage(
  db: Database,
  input: {
    userId: string;
    threadId: string;
    body: string;
    now?: Date;
    clientKey?: string | null;
    pets?: AttachPets;
  },
): Promise<MessageResult> {
  const now = input.now ?? new Date();
  const thread = await threadOf(db, input.userId, input.threadId);
  if (!thread) return failure(404, "This conversation does not exist.");
  const attaching = (input.pets?.petIds?.length ?? 0) > 0 || Boolean(input.pets?.typed);
  if (attaching && thread.guestId !== input.userId) return failure(400, ONLY_TRAVELLER);
  const attached = await attachedPets(db, thread.guestId, input.pets);
  if (!attached.ok) return attached;
  try {
    const messageId = await db.transaction((tx) =>
      postMessage(tx, thread, input.userId, input.body, {
        now,
        clientKey: input.clientKey,
        pets: attached.value,
      }),
    );
    return success({ threadId: thread.id, messageId });
  } catch (error) {
    if (error instanceof RateLimited) return failure(429, error.message);
    throw error;
  }
}

/* ------------------------------------------------------------------ *
 * Reading
 * ------------------------------------------------------------------ */

/** The user's threads, newest first, as either side (or one of them). */
export async function listThreads(db: Executor, userId: string, filter: InboxFilter = "all") {
  const mine =
    filter === "hosting"
      ? eq(messageThreads.hostUserId, userId)
      : filter === "travelling"
        ? eq(messageThreads.guestId, userId)
        : or(eq(messageThreads.guestId, userId), eq(messageThreads.hostUserId, userId));
  const other = sql<string>`case when ${messageThreads.guestId} = ${userId} then ${messageThreads.hostUserId} else ${messageThreads.guestId} end`;
  const rows = await db
    .select({
      id: messageThreads.id,
      guestId: messageThreads.guestId,
      hostUserId: messageThreads.hostUserId,
      checkIn: messageThreads.checkIn,
      checkOut: messageThreads.checkOut,
      lastMessageAt: messageThreads.lastMessageAt,
      listingTitle: listings.title,
      listingSlug: listings.slug,
      bookingStatus: bookings.status,
      bookingStay: bookings.stay,
      otherName: nameOf,
      otherAvatar: profiles.avatarUrl,
    })
    .from(messageThreads)
    .innerJoin(listings, eq(listings.id, messageThreads.listingId))
    .leftJoin(bookings, eq(bookings.id, messageThreads.bookingId))
    .leftJoin(users, eq(users.id, other))
    .leftJoin(profiles, eq(profiles.id, other))
    .where(mine)
    .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
    .limit(200);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // Each thread's latest messages: the last one is the snippet, the ones before it may hold the
  // rest of a number it continues.
  const ranked = db
    .select({
      threadId: messages.threadId,
      id: messages.id,
      body: messages.body,
      senderId: messages.senderId,
      removedAt: messages.removedAt,
      at: messages.createdAt,
      rank: sql<number>`row_number() over (partition by ${messages.threadId} order by ${messages.createdAt} desc, ${messages.id} desc)`.as(
        "rank",
      ),
    })
    .from(messages)
    .where(inArray(messages.threadId, ids))
    .as("ranked");
  const latest = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, SPLIT_LOOKBACK))
    .orderBy(ranked.threadId, asc(ranked.rank));
  const revealed = await revealedPairs(db, rows);
  const unread = await db
    .select({ threadId: messages.threadId, count: count() })
    .from(messages)
    .where(and(inArray(messages.threadId, ids), ne(messages.senderId, userId), isNull(messages.readAt)))
    .groupBy(messages.threadId);
  const latestOf = Map.groupBy(latest, (m) => m.threadId);
  const unreadOf = new Map(unread.map((u) => [u.threadId, u.count]));
  return rows.map((row) => {
    const side = sideOf(row, userId)!;
    const stay = row.bookingStay ? parseDateRange(row.bookingStay) : null;
    const recent = latestOf.get(row.id) ?? [];
    const message = recent[0];
    const open = revealed.has(pairKey(row));
    return {
      id: row.id,
      side,
      otherName: textFor(row.otherName || "Someone", open),
      otherAvatar: row.otherAvatar,
      listingTitle: row.listingTitle,
      listingSlug: row.listingSlug,
      checkIn: stay?.start ?? row.checkIn,
      checkOut: stay?.end ?? row.checkOut,
      bookingStatus: row.bookingStatus,
      lastMessageAt: row.lastMessageAt,
      snippet: !message
        ? ""
        : message.removedAt
          ? REMOVED_MESSAGE
          : snippetOf(
              conversationFor(
                recent.filter((m) => m.senderId === message.senderId && !m.removedAt).reverse(),
                userId,
                open,
              ).get(message.id)!,
            ),
      lastFromMe: message?.senderId === userId,
      unread: unreadOf.get(row.id) ?? 0,
    };
  });
}

/** How many messages wait for the user, all threads (for the navigation); `hosting`: about their homes only. */
export async function unreadMessageCount(db: Executor, userId: string, filter: "all" | "hosting" = "all") {
  const [row] = await db
    .select({ count: count() })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(
      and(
        filter === "hosting"
          ? eq(messageThreads.hostUserId, userId)
          : or(eq(messageThreads.guestId, userId), eq(messageThreads.hostUserId, userId)),
        ne(messages.senderId, userId),
        isNull(messages.readAt),
      ),
    );
  return row?.count ?? 0;
}

/**
 * One thread as its member sees it, null for anyone else. Opening it marks the other side's
 * messages read ("Seen" on their side) and the notices that pointed here.
 */
export async function openThread(db: Executor, userId: string, threadId: string, now = new Date()) {
  const thread = await threadOf(db, userId, threadId);
  if (!thread) return null;
  const side: Side = sideOf(thread, userId)!;
  const otherId = side === "guest" ? thread.hostUserId : thread.guestId;
  await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.threadId, thread.id), eq(messages.senderId, otherId), isNull(messages.readAt)));
  const readNotices = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, "message_received"),
        eq(notifications.link, threadPath(thread.id)),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  const [listing] = await db
    .select({ title: listings.title, slug: listings.slug, city: listings.city, country: listings.country })
    .from(listings)
    .where(eq(listings.id, thread.listingId));
  const [booking] = thread.bookingId
    ? await db
        .select({
          id: bookings.id,
          status: bookings.status,
          stay: bookings.stay,
          reference: bookings.reference,
        })
        .from(bookings)
        .where(eq(bookings.id, thread.bookingId))
    : [];
  const person = await personOf(db, otherId);
  // Contact details pass between the two once a stay between them is accepted; before, the
  // other side's words leave the server masked (the reader's own as typed).
  const revealed = await contactRevealedBetween(db, thread.guestId, { userId: thread.hostUserId });
  const other = { ...person, name: textFor(person.name, revealed) };
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      body: messages.body,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
      removedAt: messages.removedAt,
      pets: messages.pets,
    })
    .from(messages)
    .where(eq(messages.threadId, thread.id))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(1000);
  const stay = booking ? parseDateRange(booking.stay) : null;
  const resumes = await resumesOf(db, thread, side, listing!.country, rows);
  const bodies = conversationFor(
    rows
      .filter((m) => !m.removedAt)
      .map((m) => ({ id: m.id, senderId: m.senderId, body: m.body, at: m.createdAt })),
    userId,
    revealed,
  );
  return {
    id: thread.id,
    side,
    other,
    listing: { title: listing!.title, slug: listing!.slug, city: listing!.city },
    checkIn: stay?.start ?? thread.checkIn,
    checkOut: stay?.end ?? thread.checkOut,
    adults: thread.adults,
    children: thread.children,
    pets: thread.pets,
    booking: booking
      ? {
          id: booking.id,
          status: booking.status,
          reference: booking.reference,
          path: side === "guest" ? `/user/bookings/${booking.id}` : `/host/reservations/${booking.id}`,
        }
      : null,
    revealed,
    messages: rows.map((m) => ({
      id: m.id,
      mine: m.senderId === userId,
      // A removed message is kept for the record; neither side reads it any more.
      body: m.removedAt ? "" : bodies.get(m.id)!,
      removed: m.removedAt !== null,
      createdAt: m.createdAt,
      resume: m.removedAt ? null : resumeFor(resumes.get(m.id) ?? null, m.senderId === userId || revealed),
    })),
    seenId: lastSeenOf(rows, userId),
    /** Notices of this thread were marked read: the header's count should follow. */
    markedRead: readNotices.length > 0,
  };
}
/**
 * The pet résumés of a thread's messages as the reader sees them: weights in the reader's unit,
 * the picture only while the saved pet still has the very same one (a later picture, or a
 * removed pet, leaves the paw), and for the owner the fit against the home's pet policy.
 */
async function resumesOf(
  db: Executor,
  thread: { guestId: string; listingId: number },
  side: Side,
  country: string,
  rows: { id: string; pets: unknown }[],
) {
  const out = new Map<string, MessageResume>();
  const sent = rows.flatMap((r) => {
    const pets = readSnapshots(r.pets);
    return pets ? [{ id: r.id, pets }] : [];
  });
  if (sent.length === 0) return out;
  const petIds = [...new Set(sent.flatMap((s) => s.pets.flatMap((p) => (p.petId ? [p.petId] : []))))];
  const photos = petIds.length
    ? await db
        .select({ id: petsTable.id, photoUrl: petsTable.photoUrl })
        .from(petsTable)
        .where(and(eq(petsTable.userId, thread.guestId), inArray(petsTable.id, petIds)))
    : [];
  const photoOf = new Map(photos.map((p) => [p.id, p.photoUrl]));
  const [policy] =
    side === "host"
      ? await db.select().from(petPolicies).where(eq(petPolicies.listingId, thread.listingId))
      : [];
  const hostUnit = viewerUnit("host", { weightUnit: "lb" }, country);
  for (const { id, pets } of sent) {
    out.set(id, {
      pets: pets.map((p) => ({
        ...p,
        photoUrl: p.photoUrl && p.petId && photoOf.get(p.petId) === p.photoUrl ? p.photoUrl : null,
        unit: viewerUnit(side, p, country),
      })),
      fit: policy ? resumeFit(policy, pets, hostUnit) : null,
    });
  }
  return out;
}

/** A résumé as its reader sees it: the pets' names and breeds are the traveller's words too. */
function resumeFor(resume: MessageResume | null, revealed: boolean): MessageResume | null {
  if (!resume || revealed) return resume;
  return {
    ...resume,
    pets: resume.pets.map((p) => ({ ...p, name: textFor(p.name, false), breed: textFor(p.breed, false) })),
  };
}

export interface MessageResume {
  pets: (PetSnapshot & { unit: "kg" | "lb" })[];
  /** For the owner only: how these pets fit the home's pet policy. */
  fit: ReturnType<typeof resumeFit> | null;
}

/** Stores a report of a message the other side sent in one of the user's threads (once each). */
export async function reportMessage(
  db: Executor,
  input: { userId: string; threadId: string; messageId: string; reason: string },
) {
  const thread = await threadOf(db, input.userId, input.threadId);
  const messageId = parseUuid(input.messageId);
  if (!thread || !messageId) return false;
  const [message] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.threadId, thread.id),
        ne(messages.senderId, input.userId),
        isNull(messages.removedAt),
      ),
    );
  if (!message) return false;
  await db
    .insert(messageReports)
    .values({ messageId, reporterId: input.userId, reason: input.reason })
    .onConflictDoNothing();
  return true;
}
