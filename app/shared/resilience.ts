/**
 * The product spec's timing constants (§8 retryable errors, §9 auth and realtime), each named
 * once, and the pure schedules built on them. The browser's retrying fetch, the session
 * keep-alive and the live channel use these; so does the server's event stream (heartbeat).
 */

/** §8: a network failure or one of these statuses is worth trying again. */
export const RETRYABLE_STATUSES: readonly number[] = [502, 503, 504];
/** §9: retries back off exponentially from this first delay… */
export const RETRY_FIRST_DELAY_MS = 200;
/** …and stop once the next attempt would start after this long in all. */
export const RETRY_WITHIN_MS = 30_000;

/** §9: the session keep-alive looks at the session's expiry this often (visible tabs only). */
export const SESSION_TICK_MS = 30_000;
/** §9: it refreshes the session when this many ticks or fewer remain before expiry. */
export const SESSION_REFRESH_TICKS = 3;
/** §9: a session this close to its expiry counts as already ended. */
export const SESSION_EXPIRY_MARGIN_MS = 10_000;

/** §9: the live channel's server sends a heartbeat this often. */
export const LIVE_HEARTBEAT_MS = 30_000;
/** §9: silence longer than a heartbeat plus this timeout means the connection is lost. */
export const LIVE_TIMEOUT_MS = 10_000;
/** §9: reconnect after 1, 2, 5, then every 10 seconds. */
export const LIVE_RECONNECT_STEPS_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000];

export const isRetryableStatus = (status: number) => RETRYABLE_STATUSES.includes(status);

/**
 * The wait before retry number `retry` (0 = the first retry), or null when it would start past
 * the ceiling: 200, 400, 800, 1600… ms while `elapsedMs` (since the first attempt) plus the
 * wait stays within 30 s.
 */
export function retryDelay(retry: number, elapsedMs: number): number | null {
  const delay = RETRY_FIRST_DELAY_MS * 2 ** retry;
  return elapsedMs + delay <= RETRY_WITHIN_MS ? delay : null;
}

export type KeepAliveStep = "wait" | "refresh" | "expired";

/**
 * What a keep-alive tick does with a session expiring at `expiresAt` (ms). The expiry is taken
 * 10 s early (the margin), then: more than 3 ticks left, nothing; 3 or fewer, refresh; past the
 * real expiry, the session is over (only signing in again helps).
 */
export function keepAliveStep(expiresAt: number, now: number): KeepAliveStep {
  if (expiresAt <= now) return "expired";
  const ticksLeft = Math.floor((expiresAt - SESSION_EXPIRY_MARGIN_MS - now) / SESSION_TICK_MS);
  return ticksLeft <= SESSION_REFRESH_TICKS ? "refresh" : "wait";
}

/** The wait before reconnect attempt number `attempt` (0 = the first after a loss). */
export function reconnectDelay(attempt: number): number {
  return LIVE_RECONNECT_STEPS_MS[Math.min(attempt, LIVE_RECONNECT_STEPS_MS.length - 1)]!;
}

/** The longest a live connection may stay silent before it counts as lost. */
export const LIVE_SILENCE_LIMIT_MS = LIVE_HEARTBEAT_MS + LIVE_TIMEOUT_MS;
