import { and, asc, count, desc, eq, gt, inArray, isNull, lte, min, ne, or, sql } from "drizzle-orm";
import {
  bookings,
  listings,
  messageReports,
  messageThreads,
  messages,
  notifications,
  owners,
  petPolicies,
  pets as petsTable,
  profiles,
  users,
} from "../../../db/schema/index.ts";
import type { Database, Executor } from "../../platform/db.server.ts";
import { parseDateRange } from "../../shared/dates.ts";
import { isSlug, parseUuid } from "../../shared/ids.ts";
import { QUOTAS, quotaMessage } from "../../shared/quotas.ts";
import { conversationFor, noticeTextFor, textFor } from "../masking/reader.ts";
import { contactRevealedBetween, pairKey, revealedPairs } from "../masking/reveal.server.ts";
import { createNotification } from "../notifications/notifications.server.ts";
import { petsByIds } from "../pets/pets.server.ts";
import {
  attachedNotice,
  MAX_ATTACHED_PETS,
  readSnapshots,
  resumeFit,
  snapshotOf,
  viewerUnit,
  type PetSnapshot,
} from "./pet-resume.ts";
import {
  EMAIL_BATCH_MS,
  RATE_LIMIT,
  RESPONSE_WINDOW_DAYS,
  responseFigures,
  lastSeenOf,
  overRateLimit,
  REMOVED_MESSAGE,
  sideOf,
  snippetOf,
  threadPath,
  type InboxFilter,
  type InquiryStay,
  type Side,
} from "./messages.ts";

export type MessageResult =
  { ok: true; threadId: string; messageId: string } | { ok: false; status: 400 | 404 | 429; error: string };

/** The pets a traveller attaches to a message: saved ones by id, and one typed in the composer. */
export interface AttachPets {
  petIds?: readonly string[];
  typed?: PetSnapshot | null;
}

const NOT_YOUR_PET = "One of the pets you picked is not among your saved pets. Pick them again.";

/**
 * The snapshot to store for what the traveller attached: only their own saved pets (someone
 * else's id, or a made-up one, is refused as not found — a 400 of the form, never a 500).
 */
export async function attachedPets(
  db: Executor,
  guestId: string,
  attach: AttachPets | undefined,
): Promise<{ ok: true; pets: PetSnapshot[] | null } | { ok: false; status: 400; error: string }> {
  const ids = [...new Set(attach?.petIds ?? [])];
  const typed = attach?.typed ?? null;
  if (ids.length === 0 && !typed) return { ok: true, pets: null };
  if (ids.length + (typed ? 1 : 0) > MAX_ATTACHED_PETS)
    return { ok: false, status: 400, error: `Attach at most ${MAX_ATTACHED_PETS} pets to a message.` };
  const saved = ids.length ? await petsByIds(db, guestId, ids) : [];
  if (saved.length !== ids.length) return { ok: false, status: 400, error: NOT_YOUR_PET };
  return { ok: true, pets: [...saved.map(snapshotOf), ...(typed ? [typed] : [])] };
}

const ONLY_TRAVELLER = "Only the traveller of this conversation can attach pets.";

const nameOf = sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`;

/** A user's display name and picture. */
async function personOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ name: nameOf, avatarUrl: profiles.avatarUrl })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return { name: row?.name || "Someone", avatarUrl: row?.avatarUrl ?? null };
}

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

const RATE_LIMIT_MESSAGE =
  "You have sent a lot of messages in a short time. Wait a few minutes, then try again.";

class RateLimited extends Error {
  constructor(message = RATE_LIMIT_MESSAGE) {
    super(message);
  }
}

/**
 * Writes one message in the caller's transaction: the sender's rate limit (counted in the
 * database, one sender at a time), the thread's last activity, and a notice to the other side
 * (emailed unless an unread notice of the same thread went out in the last few minutes).
 */
async function postMessage(
  tx: Executor,
  thread: { id: string; guestId: string; hostUserId: string; bookingId: string | null },
  senderId: string,
  body: string,
  options: {
    now: Date;
    rateLimited?: boolean;
    notify?: boolean;
    clientKey?: string | null;
    pets?: PetSnapshot[] | null;
  },
): Promise<string> {
  const { now, clientKey } = options;
  if (options.rateLimited !== false || clientKey) {
    // One sender's sends, one at a time: the rate count and the key check below hold.
    await tx.execute(sql`select pg_advisory_xact_lock(8, hashtext(${senderId}))`);
  }
  if (clientKey) {
    // The same send again (a retry after a dropped connection, a double click): the first one.
    const [repeat] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.clientKey, clientKey)));
    if (repeat) return repeat.id;
  }
  if (options.rateLimited !== false) {
    const [sent] = await tx
      .select({ count: count() })
      .from(messages)
      .where(
        and(
          eq(messages.senderId, senderId),
          gt(messages.createdAt, new Date(now.getTime() - RATE_LIMIT.windowMs)),
        ),
      );
    // Thrown, so the transaction writes nothing (not even a new thread).
    if (overRateLimit(sent?.count ?? 0)) throw new RateLimited();
    const hourly = QUOTAS.messagesPerHour;
    const [hour] = await tx
      .select({ count: count(), oldest: min(messages.createdAt) })
      .from(messages)
      .where(
        and(
          eq(messages.senderId, senderId),
          gt(messages.createdAt, new Date(now.getTime() - hourly.windowMs)),
        ),
      );
    if ((hour?.count ?? 0) >= hourly.limit) {
      const retryAfter = (hour?.oldest?.getTime() ?? now.getTime()) + hourly.windowMs - now.getTime();
      throw new RateLimited(quotaMessage("messages", hourly, retryAfter));
    }
  }
  const [message] = await tx
    .insert(messages)
    .values({
      threadId: thread.id,
      senderId,
      body,
      createdAt: now,
      clientKey: clientKey ?? null,
      pets: options.pets?.length ? options.pets : null,
    })
    .returning({ id: messages.id });
  await tx.update(messageThreads).set({ lastMessageAt: now }).where(eq(messageThreads.id, thread.id));

  if (options.notify !== false) {
    const recipient = senderId === thread.guestId ? thread.hostUserId : thread.guestId;
    const link = threadPath(thread.id);
    const [recent] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, recipient),
          eq(notifications.type, "message_received"),
          eq(notifications.link, link),
          isNull(notifications.readAt),
          gt(notifications.createdAt, new Date(now.getTime() - EMAIL_BATCH_MS)),
        ),
      )
      .limit(1);
    const revealed = await contactRevealedBetween(tx, thread.guestId, { userId: thread.hostUserId });
    const sender = await personOf(tx, senderId);
    // The notice (and its email and text message) says what the thread shows the recipient:
    // masked until acceptance, a number split over the sender's last messages too.
    const shown = revealed ? body : await lastMessageFor(tx, thread.id, senderId, recipient, message!.id);
    const from = textFor(sender.name, revealed);
    // Pets attached are said in the title too: an SMS carries the title only.
    const attached = attachedNotice(options.pets ?? null);
    await createNotification(tx, {
      userId: recipient,
      type: "message_received",
      title: `New message from ${from}${attached ? `, ${attached.title}` : ""}`.slice(0, 200),
      body: [snippetOf(shown, 300), attached?.line].filter(Boolean).join("\n\n"),
      link,
      // A burst of messages is one email: the first unread notice of the thread already sent it.
      email: !recent,
    });
  }
  return message!.id;
}

/** How many of a sender's latest messages are read together for a number split over them. */
const SPLIT_LOOKBACK = 6;

/** The sender's newest message as the recipient reads it (masked, with the sender's recent ones). */
async function lastMessageFor(
  tx: Executor,
  threadId: string,
  senderId: string,
  readerId: string,
  id: string,
) {
  const recent = await tx
    .select({ id: messages.id, senderId: messages.senderId, body: messages.body, at: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.threadId, threadId), eq(messages.senderId, senderId), isNull(messages.removedAt)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(SPLIT_LOOKBACK);
  const sent = recent.reverse();
  return sent.at(-1)?.id === id ? noticeTextFor(sent, readerId) : "";
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
  if (!listing) return { ok: false, status: 404, error: "This stay is not taking messages at the moment." };
  if (!listing.hostUserId) return { ok: false, status: 404, error: "This owner cannot be messaged yet." };
  if (listing.hostUserId === input.guestId)
    return { ok: false, status: 400, error: "This is your own home: there is nobody to ask." };
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
        pets: attached.pets,
        clientKey: input.clientKey,
      });
      return { ok: true as const, threadId: thread!.id, messageId };
    });
  } catch (error) {
    if (error instanceof RateLimited) return { ok: false, status: 429, error: error.message };
    throw error;
  }
}

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
  if (!thread) return { ok: false, status: 404, error: "This conversation does not exist." };
  const attaching = (input.pets?.petIds?.length ?? 0) > 0 || Boolean(input.pets?.typed);
  if (attaching && thread.guestId !== input.userId) return { ok: false, status: 400, error: ONLY_TRAVELLER };
  const attached = await attachedPets(db, thread.guestId, input.pets);
  if (!attached.ok) return attached;
  try {
    const messageId = await db.transaction((tx) =>
      postMessage(tx, thread, input.userId, input.body, {
        now,
        clientKey: input.clientKey,
        pets: attached.pets,
      }),
    );
    return { ok: true, threadId: thread.id, messageId };
  } catch (error) {
    if (error instanceof RateLimited) return { ok: false, status: 429, error: error.message };
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

/** How many messages wait for the user, all threads (for the navigation). */
export async function unreadMessageCount(db: Executor, userId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(
      and(
        or(eq(messageThreads.guestId, userId), eq(messageThreads.hostUserId, userId)),
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
