import { EventEmitter } from "node:events";
import type { DatabaseHandle } from "./db.server.ts";
import { log } from "./log.server.ts";

/**
 * Live events between server processes (e.g. "a notification for user X"),
 * carried by Postgres LISTEN/NOTIFY on one channel. Each process keeps a single
 * listening connection and fans events out to its subscribers by topic.
 * Payloads stay small (ids, counts): NOTIFY caps them at 8000 bytes.
 */
export const EVENTS_CHANNEL = "pfr_events";

export interface AppEvent {
  topic: string;
  data: Record<string, unknown>;
}

export interface EventBus {
  publish(topic: string, data?: Record<string, unknown>): Promise<void>;
  subscribe(topic: string, handler: (data: Record<string, unknown>) => void): () => void;
  close(): Promise<void>;
}

export async function createEventBus(database: Pick<DatabaseHandle, "listen" | "sql">): Promise<EventBus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const stop = await database.listen(EVENTS_CHANNEL, (payload) => {
    try {
      const event = JSON.parse(payload) as AppEvent;
      if (typeof event.topic === "string") local.emit(event.topic, event.data ?? {});
    } catch {
      log.warn("events.bad_payload", {});
    }
  });
  return {
    async publish(topic, data = {}) {
      const payload = JSON.stringify({ topic, data } satisfies AppEvent);
      if (Buffer.byteLength(payload) > 7900) throw new Error(`Event payload too large for ${topic}`);
      await database.sql.query("select pg_notify($1, $2)", [EVENTS_CHANNEL, payload]);
    },
    subscribe(topic, handler) {
      local.on(topic, handler);
      return () => void local.off(topic, handler);
    },
    close: stop,
  };
}
