import { useEffect, useRef } from "react";
import { useLocation, useNavigation, useRevalidator } from "react-router";
import { useToast } from "~/ui/toast/toast";
import { endSession } from "../modules/accounts/session-ended.ts";
import { refreshSession } from "../modules/accounts/session-refresh.ts";
import { connectionStatus } from "../ui/resilience/connection-status.ts";
import { startLiveChannel } from "../modules/notifications/live-channel.ts";
import { setLiveCounts } from "../modules/notifications/live-unread.ts";
import {
  liveUpdate,
  pageShowsNotice,
  type NotificationState,
} from "../modules/notifications/notifications.ts";

/** How often the fallback asks, when server-sent events are not available. */
export const POLL_MS = 30_000;

/**
 * Keeps the signed-in user's pages current: a new notification shows a toast and
 * updates the header's count (live-unread.ts); a page reloads its data only when it
 * shows what the notice is about (pageShowsNotice: the list, the trip or reservation
 * it links to), so no other page loses what it shows (an action's answer). Server-sent events
 * (live-channel.ts: heartbeat, reconnect steps, replay of what was missed); without EventSource,
 * polling. A stream that says the session ended, or is refused with no session, ends it here.
 */
export function LiveNotifications({ userId, unread }: { userId: string; unread: number }) {
  const { show } = useToast();
  const { revalidate } = useRevalidator();
  // Refs: the connection lives across renders; handlers read the latest values.
  const busy = useNavigation().state !== "idle";
  const pathname = useLocation().pathname;
  const shownUnread = useRef(unread);
  const handlers = useRef({ show, refresh: (_link: string | null) => {} });
  // A refresh during a navigation would interrupt it, and the navigation's answer may carry a
  // one-time toast (flash cookie): wait until the page is idle, then refresh once.
  const refreshWanted = useRef(false);
  useEffect(() => {
    shownUnread.current = unread;
    handlers.current = {
      show,
      refresh: (link) => {
        if (!pageShowsNotice(pathname, link)) return;
        if (busy) refreshWanted.current = true;
        else void revalidate();
      },
    };
    if (!busy && refreshWanted.current) {
      refreshWanted.current = false;
      void revalidate();
    }
  });

  useEffect(() => {
    let previous: NotificationState | null = null;
    let poll: ReturnType<typeof setInterval> | undefined;
    let channel: { stop(): void } | null = null;

    const announce = (title: string) =>
      handlers.current.show({ type: "info", title: "New notification", message: title });
    // Polling (no EventSource): the state itself says whether a notification is new.
    const receive = (next: NotificationState) => {
      const { announce: title, refresh } = liveUpdate(previous, next, shownUnread.current);
      previous = next;
      setLiveCounts(next);
      if (title) announce(title);
      if (refresh) handlers.current.refresh(next.latest?.link ?? null);
    };
    const startPolling = () => {
      const ask = () =>
        fetch("/api/notifications", { headers: { Accept: "application/json" } })
          .then((response) => (response.ok ? (response.json() as Promise<NotificationState>) : null))
          .then((state) => state && receive(state))
          .catch(() => {}); // offline: the next round tries again
      void ask();
      poll = setInterval(ask, POLL_MS);
    };

    if (typeof EventSource === "function") {
      channel = startLiveChannel("/api/notifications/events", (url) => new EventSource(url), {
        onState: (state) => {
          setLiveCounts(state);
          if (state.unread !== shownUnread.current) handlers.current.refresh(state.latest?.link ?? null);
        },
        onNotice: (notice) => {
          setLiveCounts(notice);
          if (!notice.read) announce(notice.title);
          handlers.current.refresh(notice.link);
        },
        onSignedOut: () => endSession(),
        // Too many pages of this account are live already: this one asks every 30 seconds.
        onTooMany: () => {
          connectionStatus.setLiveOffline(false);
          startPolling();
        },
        onOnline: (online) => connectionStatus.setLiveOffline(!online),
        onLost: (attempt) => {
          // Lost twice in a row: the session may be over (a stream is refused with 401).
          if (attempt === 1)
            void refreshSession().then((answer) => {
              if (answer === "signed-out") {
                channel?.stop();
                endSession();
              }
            });
        },
      });
    } else {
      startPolling();
    }
    return () => {
      setLiveCounts(null);
      connectionStatus.setLiveOffline(false);
      channel?.stop();
      clearInterval(poll);
    };
  }, [userId]);

  return null;
}
