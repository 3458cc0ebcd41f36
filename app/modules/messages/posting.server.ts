import { and, count, desc, eq, gt, isNull, min, sql } from "drizzle-orm";
import { messageThreads, messages, notifications, profiles, users } from "../../../db/schema/index.ts";
import type { Executor } from "../../platform/db.server.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { QUOTAS, quotaMessage } from "../../shared/quotas.ts";
import { noticeTextFor, textFor } from "../masking/reader.ts";
import { contactRevealedBetween } from "../masking/reveal.server.ts";
import { createNotification } from "../notifications/notifications.server.ts";
import { petsByIds } from "../pets/pets.server.ts";
import { MAX_ATTACHED_PETS, snapshotOf, type PetSnapshot } from "./pet-resume.ts";
import { EMAIL_BATCH_MS, RATE_LIMIT, overRateLimit, snippetOf, threadPath } from "./messages.ts";

// Writing a message, as an inquiry starts a thread and as either side answers in one: the
// pets attached, the sender's rate limits, the thread's last activity and the notice.

export type MessageResult = Outcome<{ threadId: string; messageId: string }>;

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
): Promise<Outcome<PetSnapshot[] | null>> {
  const ids = [...new Set(attach?.petIds ?? [])];
  const typed = attach?.typed ?? null;
  if (ids.length === 0 && !typed) return success(null);
  if (ids.length + (typed ? 1 : 0) > MAX_ATTACHED_PETS)
    return failure(400, `Attach at most ${MAX_ATTACHED_PETS} pets to a message.`);
  const saved = ids.length ? await petsByIds(db, guestId, ids) : [];
  if (saved.length !== ids.length) return failure(400, NOT_YOUR_PET);
  return success([...saved.map(snapshotOf), ...(typed ? [typed] : [])]);
}

export const ONLY_TRAVELLER = "Only the traveller of this conversation can attach pets.";

export const nameOf = sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`;

/** A user's display name and picture. */
export async function personOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ name: nameOf, avatarUrl: profiles.avatarUrl })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return { name: row?.name || "Someone", avatarUrl: row?.avatarUrl ?? null };
}

const RATE_LIMIT_MESSAGE =
  "You have sent a lot of messages in a short time. Wait a few minutes, then try again.";

export class RateLimited extends Error {
  constructor(message = RATE_LIMIT_MESSAGE) {
    super(message);
  }
}

/**
 * Writes one message in the caller's transaction: the sender's rate limit (counted in the
 * database, one sender at a time), the thread's last activity, and a notice to the other side
 * (emailed unless an unread notice of the same thread went out in the last few minutes).
 */
export async function postMessage(
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
    // Written in the recipient's language (decision 3855); what the sender wrote stays theirs.
    const pets = options.pets?.length ? options.pets : null;
    await createNotification(tx, {
      userId: recipient,
      type: "message_received",
      title: (v) =>
        (pets
          ? v.notice("messageTitlePets", { name: from, count: pets.length })
          : v.notice("messageTitle", { name: from })
        ).slice(0, 200),
      body: (v) =>
        [
          snippetOf(shown, 300),
          pets &&
            v.notice("petsAttached", {
              pets: v.list(pets.map((p) => v.notice("petNamed", { name: p.name, species: p.species }))),
            }),
        ]
          .filter(Boolean)
          .join("\n\n"),
      link,
      // A burst of messages is one email: the first unread notice of the thread already sent it.
      email: !recent,
    });
  }
  return message!.id;
}

/** How many of a sender's latest messages are read together for a number split over them. */
export const SPLIT_LOOKBACK = 6;

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
