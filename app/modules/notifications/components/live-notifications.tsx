import { useEffect, useRef } from "react";
import { useLocation, useNavigation, useRevalidator } from "react-router";
import { useToast } from "~/ui/toast/toast";
import { setLiveCounts } from "../live-unread.ts";
import { liveUpdate, pageShowsNotice, type NotificationState } from "../notifications.ts";

/** How often the fallback asks, when server-sent events are not available. */
export const POLL_MS = 30_000;

/**
 * Keeps the signed-in user's pages current: a new notification shows a toast and
 * updates the header's count (live-unread.ts); a page reloads its data only when it
 * shows what the notice is about (pageShowsNotice: the list, the trip or reservation
 * it links to), so no other page loses what it shows (an action's answer). Server-sent events first; when the browser has none or the stream is
 * refused, polling.
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
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | undefined;

    const receive = (next: NotificationState) => {
      const { announce, refresh } = liveUpdate(previous, next, shownUnread.current);
      previous = next;
      setLiveCounts(next);
      if (announce) handlers.current.show({ type: "info", title: "New notification", message: announce });
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
      source = new EventSource("/api/notifications/events");
      source.addEventListener("state", (event) => receive(JSON.parse((event as MessageEvent<string>).data)));
      source.addEventListener("error", () => {
        // The browser reconnects by itself unless the server refused the stream.
        if (source?.readyState === EventSource.CLOSED) {
          source = null;
          startPolling();
        }
      });
    } else {
      startPolling();
    }
    return () => {
      setLiveCounts(null);
      source?.close();
      clearInterval(poll);
    };
  }, [userId]);

  return null;
}
