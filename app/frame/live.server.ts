import { and, asc, desc, eq, gte } from "drizzle-orm";
import { notifications } from "../../db/schema/index.ts";
import type { Database } from "../platform/db.server.ts";
import type { EventBus } from "../platform/events.server.ts";
import { unreadMessageCount } from "../modules/messages/threads.server.ts";
import { unreadCount } from "../modules/notifications/notifications.server.ts";
import { LIVE_HEARTBEAT_MS } from "../shared/resilience.ts";
import {
  LIVE_REPLAY_SLACK_MS,
  liveCursor,
  parseLiveCursor,
  type LiveNotice,
  type NotificationState,
} from "../modules/notifications/notifications.ts";

/** The topic new notifications (database trigger) and read marks (publishRead) travel on. */
export const NOTIFICATION_TOPIC = "notification";
/** A stream ends after this long; the browser reconnects, and the session is checked again. */
export const STREAM_LIFETIME_MS = 5 * 60_000;
/** Ended sessions travel on this topic (database trigger on `sessions`, migration 1200). */
export const SESSION_TOPIC = "session";
const START_CURSOR = liveCursor(new Date(0), "00000000-0000-0000-0000-000000000000");
/** At most this many missed notifications are replayed to a reconnecting page. */
const REPLAY_LIMIT = 50;

export async function notificationState(
  db: Database,
  userId: string,
): Promise<NotificationState & { cursor: string }> {
  const [unread, unreadMessages, [latest]] = await Promise.all([
    unreadCount(db, userId),
    unreadMessageCount(db, userId),
    db
      .select({
        id: notifications.id,
        title: notifications.title,
        link: notifications.link,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(1),
  ]);
  return {
    unread,
    unreadMessages,
    latest: latest
      ? { id: latest.id, title: latest.title, link: latest.link, read: latest.readAt !== null }
      : null,
    // With none yet, the cursor stands at the beginning: a replay then sends every one.
    cursor: latest ? liveCursor(latest.createdAt, latest.id) : START_CURSOR,
  };
}

/**
 * The user's notifications from a little before `since` (see LIVE_REPLAY_SLACK_MS), oldest
 * first: read from the database, so a page replays what it missed whichever process wrote it.
 */
export async function notificationsSince(db: Database, userId: string, since: Date) {
  return db
    .select({
      id: notifications.id,
      title: notifications.title,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        gte(notifications.createdAt, new Date(since.getTime() - LIVE_REPLAY_SLACK_MS)),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(REPLAY_LIMIT);
}

/** Tells the user's other open pages that notifications were read (the badge follows). */
export async function publishRead(events: EventBus, userId: string) {
  await events.publish(NOTIFICATION_TOPIC, { userId, read: true });
}

/** Each open stream's way to end, with its user. */
const openStreams = new Map<() => void, string>();

/** How many live streams this process holds open (for /metrics). */
export const liveStreamCount = () => openStreams.size;

/** Ends every open stream, so a stopping server is not held up by them. */
export function endLiveStreams() {
  for (const end of [...openStreams.keys()]) end();
}

/** Cuts one user's streams, as a dropped connection would (browser tests, TEST_HOOKS). */
export function cutLiveStreamsOf(userId: string) {
  for (const [end, owner] of [...openStreams]) if (owner === userId) end();
}

export interface StreamOwner {
  userId: string;
  /** The session the page holds: when it ends, the stream says so and closes. */
  sessionId: string;
  /** Where the page stood when its last stream dropped (Last-Event-ID), if it reconnects. */
  lastEventId?: string | null;
}

/**
 * Server-sent events for one signed-in user (docs/decisions/1200-staying-calm.md):
 * - `state` (unread count and newest notification, with the stream's cursor as id) at once;
 * - `notification` for each new one (id: its cursor), in any server process (LISTEN/NOTIFY);
 *   a reconnecting page gets the ones it missed since its Last-Event-ID, read from the database;
 * - `state` again when notifications are read elsewhere;
 * - `heartbeat` every 30 s, so the page can tell a silent stream from a lost one;
 * - `signed-out` when the page's session ends, then the stream closes;
 * - `bye` before the stream ends after its lifetime (the page reconnects at once).
 */
export function notificationStream(
  deps: {
    db: Database;
    events: EventBus;
    /** Called once when the stream ends, however it ends. */ onEnd?: () => void;
  },
  owner: StreamOwner,
  signal: AbortSignal,
): Response {
  const { userId } = owner;
  const encoder = new TextEncoder();
  let end = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const write = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const send = (event: string, data: unknown, id?: string | null) =>
        write(`${id ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      let cursor = parseLiveCursor(owner.lastEventId);
      // Ids this stream sent: the replay window overlaps, nothing goes out twice.
      const sent = new Set<string>(cursor ? [cursor.id] : []);
      let queue = Promise.resolve();
      const serially = (task: () => Promise<void>) => {
        queue = queue.then(task).catch(() => {}); // the next event or the reconnect catches up
      };
      const sendNew = async () => {
        if (!cursor) return sendState();
        const rows = await notificationsSince(deps.db, userId, cursor.at);
        const fresh = rows.filter((row) => !sent.has(row.id));
        if (fresh.length === 0) return;
        const [unread, unreadMessages] = await Promise.all([
          unreadCount(deps.db, userId),
          unreadMessageCount(deps.db, userId),
        ]);
        for (const row of fresh) {
          sent.add(row.id);
          if (row.createdAt.getTime() >= cursor.at.getTime()) cursor = { at: row.createdAt, id: row.id };
          const notice: LiveNotice = {
            id: row.id,
            title: row.title,
            link: row.link,
            read: row.readAt !== null,
            unread,
            unreadMessages,
          };
          send("notification", notice, liveCursor(row.createdAt, row.id));
        }
      };
      const sendState = async () => {
        const { cursor: latest, ...state } = await notificationState(deps.db, userId);
        const parsed = parseLiveCursor(latest)!;
        if (!cursor || parsed.at >= cursor.at) cursor = parsed;
        sent.add(parsed.id);
        send("state", state, latest);
      };
      const unsubscribe = deps.events.subscribe(NOTIFICATION_TOPIC, (data) => {
        if (data.userId !== userId) return;
        serially(data.created ? sendNew : sendState);
      });
      const unsubscribeSession = deps.events.subscribe(SESSION_TOPIC, (data) => {
        if (data.userId !== userId || data.sessionId !== owner.sessionId) return;
        send("signed-out", { reason: "ended" });
        end();
      });
      const heartbeat = setInterval(() => send("heartbeat", {}), LIVE_HEARTBEAT_MS);
      const lifetime = setTimeout(() => {
        send("bye", {});
        end();
      }, STREAM_LIFETIME_MS);
      end = () => {
        if (!open) return;
        open = false;
        unsubscribe();
        unsubscribeSession();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        openStreams.delete(end);
        deps.onEnd?.();
        try {
          controller.close();
        } catch {
          // already cancelled by the client
        }
      };
      openStreams.set(end, userId);
      signal.addEventListener("abort", () => end(), { once: true });
      // A reconnecting page first gets what it missed, then the count as it stands.
      if (cursor) serially(sendNew);
      serially(sendState);
    },
    cancel() {
      end();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the compression middleware leaves the stream alone (it would buffer it).
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
