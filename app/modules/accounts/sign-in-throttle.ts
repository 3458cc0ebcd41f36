/**
 * Per-account sign-in throttling, pure rules: per-address limits alone let a spread-out attack guess one account's password. After `threshold`
 * failed sign-ins for one email address, each further failure makes the next
 * attempt wait: 30 s, then twice as long each time, never more than 15 minutes.
 * Never a permanent lock-out: failures more than `windowSeconds` apart start
 * the count again, and a successful sign-in clears it.
 */
export const SIGN_IN_THROTTLE = {
  threshold: 5,
  windowSeconds: 15 * 60,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  /** The owner is told at most this often ("someone is trying to sign in"). */
  noticeEverySeconds: 24 * 60 * 60,
} as const;

export interface ThrottleState {
  failures: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
  notifiedAt: Date | null;
}

/** The key of an email address tried: trimmed and lower-cased, as accounts are found. */
export const throttleKey = (email: string) => email.trim().toLowerCase();

/** Seconds the next attempt waits after `failures` failed sign-ins in a row. */
export function throttleDelaySeconds(failures: number): number {
  const { threshold, firstDelaySeconds, maxDelaySeconds } = SIGN_IN_THROTTLE;
  if (failures < threshold) return 0;
  const doublings = Math.min(failures - threshold, 30);
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** doublings);
}

/** Seconds until a sign-in for this account is checked again (0: now). */
export function secondsToWait(state: ThrottleState | null, now: Date): number {
  if (!state?.lockedUntil) return 0;
  return Math.max(0, Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 1000));
}

/**
 * The state after one more failed sign-in, and whether to tell the owner: the
 * first time the threshold is crossed, at most once per `noticeEverySeconds`.
 */
export function afterFailedSignIn(
  state: ThrottleState | null,
  now: Date,
): ThrottleState & { notify: boolean } {
  const { windowSeconds, threshold, noticeEverySeconds } = SIGN_IN_THROTTLE;
  const fresh = !state || now.getTime() - state.lastFailureAt.getTime() > windowSeconds * 1000;
  const failures = (fresh ? 0 : state.failures) + 1;
  const delay = throttleDelaySeconds(failures);
  const notifiedAt = state?.notifiedAt ?? null;
  const notify =
    failures === threshold &&
    (!notifiedAt || now.getTime() - notifiedAt.getTime() >= noticeEverySeconds * 1000);
  return {
    failures,
    lastFailureAt: now,
    lockedUntil: delay > 0 ? new Date(now.getTime() + delay * 1000) : null,
    notifiedAt: notify ? now : notifiedAt,
    notify,
  };
}

/** "30 seconds", "2 minutes", "15 minutes": rounded up. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/** The same words whether or not an account has this address. */
export function throttleMessage(seconds: number): string {
  return `Too many failed sign-ins for this email address. Try again in ${waitInWords(seconds)}.`;
}
