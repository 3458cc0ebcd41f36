import { LIVE_SILENCE_LIMIT_MS, reconnectDelay } from "../../shared/resilience.ts";
import type { LiveNotice, NotificationState } from "./notifications.ts";

/** What the channel needs of an EventSource (a fake one in tests). */
export interface LiveSource {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveChannelHandlers {
  /** The count and newest notification as they stand (on each connection, and after reads). */
  onState(state: NotificationState): void;
  /** A notification this page has not had yet (each one once, replays included). */
  onNotice(notice: LiveNotice): void;
  /** The session ended: the channel has stopped. */
  onSignedOut(): void;
  /** Connected (true), or lost and trying again (false). */
  onOnline(online: boolean): void;
  /** Each loss, numbered from 0 since the channel was last connected. */
  onLost?(attempt: number): void;
  /** The account has as many live streams open as it may: the channel has stopped (poll instead). */
  onTooMany?(message: string): void;
}

/** Ids of notifications already handled, so a replay after a reconnect shows none twice. */
const SEEN_LIMIT = 500;

/**
 * The page's end of the live stream (spec §9): a connection silent for longer than the heartbeat
 * plus the 10 s timeout is lost; after a loss it reconnects after 1, 2, 5, then every 10 s,
 * naming the last event it had, so the server replays what it missed (each once).
 */
export function startLiveChannel(
  url: string,
  open: (url: string) => LiveSource,
  handlers: LiveChannelHandlers,
): { stop(): void } {
  let lastEventId: string | null = null;
  let attempt = 0;
  let online: boolean | null = null;
  let stopped = false;
  let source: LiveSource | null = null;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const seen = new Set<string>();

  const remember = (id: string) => {
    seen.add(id);
    if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value!);
  };
  const setOnline = (value: boolean) => {
    if (value === online) return;
    online = value;
    handlers.onOnline(value);
  };
  const armWatchdog = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(lost, LIVE_SILENCE_LIMIT_MS);
  };
  const close = () => {
    clearTimeout(watchdog);
    source?.close();
    source = null;
  };
  function lost() {
    if (stopped) return;
    close();
    setOnline(false);
    handlers.onLost?.(attempt);
    retry = setTimeout(connect, reconnectDelay(attempt++));
  }
  function connect() {
    if (stopped) return;
    const current = open(lastEventId ? `${url}?lastEventId=${encodeURIComponent(lastEventId)}` : url);
    source = current;
    const on = (type: string, handle: (data: unknown) => void) =>
      current.addEventListener(type, (event) => {
        if (source !== current) return;
        armWatchdog();
        attempt = 0;
        setOnline(true);
        if (event.lastEventId) lastEventId = event.lastEventId;
        handle(event.data ? JSON.parse(event.data) : null);
      });
    on("state", (data) => {
      const state = data as NotificationState;
      if (state.latest) remember(state.latest.id);
      handlers.onState(state);
    });
    on("notification", (data) => {
      const notice = data as LiveNotice;
      if (seen.has(notice.id)) return;
      remember(notice.id);
      handlers.onNotice(notice);
    });
    on("heartbeat", () => {});
    // The server ends each stream after a while: connect again at once.
    on("bye", () => {
      close();
      connect();
    });
    on("signed-out", () => {
      stop();
      handlers.onSignedOut();
    });
    on("too-many", (data) => {
      stop();
      handlers.onTooMany?.((data as { message?: string } | null)?.message ?? "");
    });
    current.addEventListener("error", () => {
      if (source === current) lost();
    });
    armWatchdog();
  }
  function stop() {
    stopped = true;
    clearTimeout(retry);
    close();
  }
  connect();
  return { stop };
}
