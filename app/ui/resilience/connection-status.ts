import { useSyncExternalStore } from "react";

/**
 * What the page tells the person about the connection (a small browser store):
 * requests being retried ("Reconnecting…"), requests that gave up and wait for
 * "Try again", the live channel being offline, and a session that ended while open.
 */
export interface ConnectionState {
  /** Requests waiting for their next retry. */
  retrying: number;
  /** Requests that used up their retries and wait for the person's word. */
  stalled: number;
  /** The live channel lost its connection and is trying again. */
  liveOffline: boolean;
  /** The session ended while the page was open (revoked elsewhere, or expired). */
  sessionEnded: boolean;
}

let state: ConnectionState = { retrying: 0, stalled: 0, liveOffline: false, sessionEnded: false };
const listeners = new Set<() => void>();
const waiting = new Set<(again: boolean) => void>();

function update(change: Partial<ConnectionState>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export const connectionStatus = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  retryStarted: () => update({ retrying: state.retrying + 1 }),
  retryEnded: () => update({ retrying: Math.max(0, state.retrying - 1) }),
  setLiveOffline: (liveOffline: boolean) => {
    if (liveOffline !== state.liveOffline) update({ liveOffline });
  },
  setSessionEnded: (sessionEnded: boolean) => {
    if (sessionEnded !== state.sessionEnded) update({ sessionEnded });
  },
  /**
   * A request gave up: wait for "Try again" (true) or "Dismiss" (false). Leaving the page
   * (the request's signal aborts) also ends the wait.
   */
  askToRetry(signal?: AbortSignal | null): Promise<boolean> {
    return new Promise((resolve) => {
      const answer = (again: boolean) => {
        if (!waiting.delete(answer)) return;
        update({ stalled: waiting.size });
        signal?.removeEventListener("abort", abort);
        resolve(again);
      };
      const abort = () => answer(false);
      if (signal?.aborted) return resolve(false);
      signal?.addEventListener("abort", abort, { once: true });
      waiting.add(answer);
      update({ stalled: waiting.size });
    });
  },
  /** The person's answer to every stalled request. */
  answer(again: boolean) {
    for (const answer of [...waiting]) answer(again);
  },
};

const serverState: ConnectionState = { retrying: 0, stalled: 0, liveOffline: false, sessionEnded: false };

export function useConnectionStatus(): ConnectionState {
  return useSyncExternalStore(connectionStatus.subscribe, connectionStatus.get, () => serverState);
}
