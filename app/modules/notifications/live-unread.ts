import { useSyncExternalStore } from "react";

/**
 * The unread counts as last heard live (server-sent events or polling): notifications and
 * messages. The header shows them over the counts the page was rendered with, so a new
 * notification or message updates the badges without reloading the page's data (which would
 * wipe what an action just answered, such as freshly made backup codes).
 */
export interface LiveCounts {
  unread: number;
  unreadMessages: number;
}

let live: LiveCounts | null = null;
const listeners = new Set<() => void>();

export function setLiveCounts(counts: LiveCounts | null) {
  if (counts?.unread === live?.unread && counts?.unreadMessages === live?.unreadMessages) return;
  live = counts && { unread: counts.unread, unreadMessages: counts.unreadMessages };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function useLive<K extends keyof LiveCounts>(key: K, rendered: number): number {
  const heard = useSyncExternalStore(
    subscribe,
    () => live?.[key] ?? null,
    () => null,
  );
  return heard ?? rendered;
}

/** The unread notifications: the live count once one was heard, else the server's. */
export const useUnread = (rendered: number) => useLive("unread", rendered);

/** The unread messages: the live count once one was heard, else the server's. */
export const useUnreadMessages = (rendered: number) => useLive("unreadMessages", rendered);
