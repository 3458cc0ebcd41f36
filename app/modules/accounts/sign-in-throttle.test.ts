import { describe, expect, it } from "vitest";
import {
  SIGN_IN_THROTTLE,
  afterFailedSignIn,
  secondsToWait,
  throttleDelaySeconds,
  throttleKey,
  throttleMessage,
  type ThrottleState,
} from "./sign-in-throttle.ts";

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 24, 12, 0, 0) + seconds * 1000);

/** Failures one second apart from t = 0; the state after the last. */
function failures(count: number, start: ThrottleState | null = null, from = 0) {
  let state: (ThrottleState & { notify: boolean }) | null = null;
  let previous = start;
  for (let i = 0; i < count; i++) {
    state = afterFailedSignIn(previous, at(from + i));
    previous = state;
  }
  return state!;
}

describe("throttleDelaySeconds", () => {
  it("lets the first failures through, then waits 30 s, doubling, capped at 15 minutes", () => {
    expect([1, 2, 3, 4].map(throttleDelaySeconds)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10].map(throttleDelaySeconds)).toEqual([30, 60, 120, 240, 480, 900]);
    expect(throttleDelaySeconds(11)).toBe(900);
    expect(throttleDelaySeconds(10_000)).toBe(SIGN_IN_THROTTLE.maxDelaySeconds);
  });
});

describe("afterFailedSignIn", () => {
  it("counts failures and locks from the threshold on", () => {
    const four = failures(4);
    expect(four).toMatchObject({ failures: 4, lockedUntil: null, notify: false });
    const five = afterFailedSignIn(four, at(10));
    expect(five.failures).toBe(5);
    expect(five.lockedUntil).toEqual(at(40));
    expect(secondsToWait(five, at(10))).toBe(30);
    expect(secondsToWait(five, at(39.5))).toBe(1);
    expect(secondsToWait(five, at(40))).toBe(0);
  });

  it("tells the owner once, when the threshold is first crossed", () => {
    const five = failures(5);
    expect(five.notify).toBe(true);
    expect(five.notifiedAt).toEqual(at(4));
    const six = afterFailedSignIn(five, at(60));
    expect(six.notify).toBe(false);
    expect(six.notifiedAt).toEqual(at(4));
  });

  it("starts again after a quiet window, and tells the owner again only a day later", () => {
    const first = failures(5);
    const quiet = afterFailedSignIn(first, at(4 + SIGN_IN_THROTTLE.windowSeconds + 1));
    expect(quiet).toMatchObject({ failures: 1, lockedUntil: null });
    const sameDay = failures(4, quiet, 906);
    expect(sameDay).toMatchObject({ failures: 5, notify: false });
    const nextDay = failures(5, { ...first, lastFailureAt: at(0) }, 24 * 60 * 60 + 10);
    expect(nextDay).toMatchObject({ failures: 5, notify: true });
  });

  it("never locks for longer than the cap, so no lock-out is permanent", () => {
    let state: ThrottleState | null = null;
    let now = 0;
    for (let i = 0; i < 40; i++) {
      state = afterFailedSignIn(state, at(now));
      expect(secondsToWait(state, at(now))).toBeLessThanOrEqual(SIGN_IN_THROTTLE.maxDelaySeconds);
      now += secondsToWait(state, at(now)); // the next try comes as soon as it may
    }
  });
});

describe("secondsToWait", () => {
  it("is 0 without a state or a lock", () => {
    expect(secondsToWait(null, at(0))).toBe(0);
    expect(
      secondsToWait({ failures: 2, lastFailureAt: at(0), lockedUntil: null, notifiedAt: null }, at(1)),
    ).toBe(0);
  });
});

describe("words", () => {
  it("keys addresses as accounts are found, and says the same for any address", () => {
    expect(throttleKey("  Ada@Example.COM ")).toBe("ada@example.com");
    expect(throttleMessage(30)).toBe(
      "Too many failed sign-ins for this email address. Try again in 30 seconds.",
    );
    expect(throttleMessage(61)).toMatch(/Try again in 2 minutes\.$/);
    expect(throttleMessage(900)).toMatch(/Try again in 15 minutes\.$/);
    expect(throttleMessage(1)).toMatch(/in 1 second\.$/);
  });
});
