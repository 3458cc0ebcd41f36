import { useSyncExternalStore } from "react";

/**
 * The unread count as last heard live (server-sent events or polling). The
 * header shows it over the count the page was rendered with, so a new
 * notification updates the badge without reloading the page's data (which would
 * wipe what an action just answered, such as freshly made backup codes).
 */
let live: number | null = null;
const listeners = new Set<() => void>();

export function setLiveUnread(count: number | null) {
  if (count === live) return;
  live = count;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The live count once one was heard, else the server's. */
export function useUnread(rendered: number): number {
  const heard = useSyncExternalStore(
    subscribe,
    () => live,
    () => null,
  );
  return heard ?? rendered;
}
