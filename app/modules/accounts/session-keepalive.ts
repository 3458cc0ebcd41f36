import { keepAliveStep, SESSION_TICK_MS } from "../../shared/resilience.ts";

export type RefreshAnswer = { expiresAt: number } | "signed-out" | "unreachable";

export interface KeepAliveDeps {
  /** The session's expiry (ms) as last known. */
  expiresAt: number;
  /** Asks the server (with the retry backoff): the new expiry, or why not. */
  refresh: () => Promise<RefreshAnswer>;
  /** Only a visible tab ticks; hidden ones are kept current by the visible one. */
  visible: () => boolean;
  /** Runs the refresh alone across the browser's tabs (Web Locks), when there is a way to. */
  exclusive?: (run: () => Promise<void>) => Promise<void>;
  onRefreshed: (expiresAt: number) => void;
  onEnded: () => void;
}

/**
 * The session keep-alive (spec §9): every 30 s, a visible tab looks at the session's expiry;
 * with 3 ticks or fewer left (expiry taken 10 s early) it refreshes it; a session past its expiry,
 * or one the server no longer knows, has ended. Another tab's refresh moves the expiry here too
 * (`heard`), so only one of them asks.
 */
export function startKeepAlive(deps: KeepAliveDeps) {
  let expiresAt = deps.expiresAt;
  let busy = false;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(timer);
    deps.onEnded();
  };
  const refresh = async () => {
    // Another tab may have refreshed while this one waited for the lock.
    const step = keepAliveStep(expiresAt, Date.now());
    if (step === "wait") return;
    const answer = await deps.refresh();
    if (answer === "signed-out") end();
    else if (answer !== "unreachable") {
      expiresAt = answer.expiresAt;
      deps.onRefreshed(expiresAt);
    } else if (step === "expired") end(); // expired while offline
    // Unreachable before the expiry: the next tick tries again.
  };
  const tick = async () => {
    if (busy || ended || !deps.visible()) return;
    // Past the expiry by this browser's clock: the server has the last word (clocks differ).
    if (keepAliveStep(expiresAt, Date.now()) === "wait") return;
    busy = true;
    try {
      await (deps.exclusive ? deps.exclusive(refresh) : refresh());
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), SESSION_TICK_MS);
  return {
    tick,
    /** Another tab refreshed the session. */
    heard(next: number) {
      if (next > expiresAt) expiresAt = next;
    },
    stop: () => clearInterval(timer),
  };
}
