import { desc, eq } from "drizzle-orm";
import { notifications } from "../../../db/schema/index.ts";
import type { Database } from "../../platform/db.server.ts";
import type { EventBus } from "../../platform/events.server.ts";
import { unreadMessageCount } from "../messages/messages.server.ts";
import { unreadCount } from "./notifications.server.ts";
import type { NotificationState } from "./notifications.ts";

/** The topic new notifications (database trigger) and read marks (publishRead) travel on. */
export const NOTIFICATION_TOPIC = "notification";
/** A stream ends after this long; the browser reconnects, and the session is checked again. */
export const STREAM_LIFETIME_MS = 5 * 60_000;
const HEARTBEAT_MS = 25_000;

export async function notificationState(db: Database, userId: string): Promise<NotificationState> {
  const [unread, unreadMessages, [latest]] = await Promise.all([
    unreadCount(db, userId),
    unreadMessageCount(db, userId),
    db
      .select({
        id: notifications.id,
        title: notifications.title,
        link: notifications.link,
        readAt: notifications.readAt,
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
  };
}

/** Tells the user's other open pages that notifications were read (the badge follows). */
export async function publishRead(events: EventBus, userId: string) {
  await events.publish(NOTIFICATION_TOPIC, { userId, read: true });
}

const openStreams = new Set<() => void>();

/** How many live streams this process holds open (for /metrics). */
export const liveStreamCount = () => openStreams.size;

/** Ends every open stream, so a stopping server is not held up by them. */
export function endLiveStreams() {
  for (const end of [...openStreams]) end();
}

/**
 * Server-sent events for one signed-in user: the state at once, then again
 * whenever one of their notifications is created or read, in any server process
 * (the event bus rides on Postgres LISTEN/NOTIFY).
 */
export function notificationStream(
  deps: { db: Database; events: EventBus },
  userId: string,
  signal: AbortSignal,
): Response {
  const encoder = new TextEncoder();
  let end = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const write = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const sendState = () =>
        notificationState(deps.db, userId).then(
          (state) => write(`event: state\ndata: ${JSON.stringify(state)}\n\n`),
          () => {}, // the next event or the reconnect sends it
        );
      const unsubscribe = deps.events.subscribe(NOTIFICATION_TOPIC, (data) => {
        if (data.userId === userId) void sendState();
      });
      const heartbeat = setInterval(() => write(": still here\n\n"), HEARTBEAT_MS);
      const lifetime = setTimeout(() => end(), STREAM_LIFETIME_MS);
      end = () => {
        if (!open) return;
        open = false;
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        openStreams.delete(end);
        try {
          controller.close();
        } catch {
          // already cancelled by the client
        }
      };
      openStreams.add(end);
      signal.addEventListener("abort", () => end(), { once: true });
      write("retry: 3000\n\n");
      void sendState();
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
