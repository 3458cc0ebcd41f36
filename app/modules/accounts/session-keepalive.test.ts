import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  keepAliveStep,
  SESSION_EXPIRY_MARGIN_MS,
  SESSION_REFRESH_TICKS,
  SESSION_TICK_MS,
} from "~/shared/resilience";
import { sessionEventsBetween, SESSION_EVENTS, type SessionSnapshot } from "./session-events.ts";
import { startKeepAlive, type RefreshAnswer } from "./session-keepalive.ts";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the keep-alive's thresholds", () => {
  it("ticks every 30 s and refreshes with 3 ticks or fewer left, the expiry taken 10 s early", () => {
    expect(SESSION_TICK_MS).toBe(30_000);
    expect(SESSION_REFRESH_TICKS).toBe(3);
    expect(SESSION_EXPIRY_MARGIN_MS).toBe(10_000);
    // 4 whole ticks left after the margin: wait. 3 (119,999 ms + 10 s): refresh.
    expect(keepAliveStep(130_000, 0)).toBe("wait");
    expect(keepAliveStep(129_999, 0)).toBe("refresh");
    expect(keepAliveStep(10_000, 0)).toBe("refresh");
    expect(keepAliveStep(1, 0)).toBe("refresh");
    expect(keepAliveStep(0, 0)).toBe("expired");
  });
});

function keepAlive(options: { expiresAt: number; answers: RefreshAnswer[]; visible?: () => boolean }) {
  const refreshes: number[] = [];
  const refreshed: number[] = [];
  let ended = 0;
  const alive = startKeepAlive({
    expiresAt: options.expiresAt,
    refresh: async () => {
      refreshes.push(Date.now());
      return options.answers.shift() ?? "unreachable";
    },
    visible: options.visible ?? (() => true),
    onRefreshed: (at) => refreshed.push(at),
    onEnded: () => ended++,
  });
  return { alive, refreshes, refreshed, ended: () => ended };
}

describe("startKeepAlive", () => {
  it("refreshes at the first tick with 3 ticks or fewer left, and then waits for the new expiry", async () => {
    // Expires at 250 s: ticks at 30…210 s; at 150 s, (250-10-150)/30 = 3 ticks left.
    const k = keepAlive({ expiresAt: 250_000, answers: [{ expiresAt: 10_000_000 }] });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(k.refreshes).toEqual([]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(k.refreshes).toEqual([150_000]);
    expect(k.refreshed).toEqual([10_000_000]);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(k.refreshes).toHaveLength(1);
    k.alive.stop();
  });

  it("ticks only while the tab is visible, and another tab's refresh serves this one", async () => {
    let visible = false;
    const k = keepAlive({ expiresAt: 100_000, answers: [], visible: () => visible });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(k.refreshes).toEqual([]);
    k.alive.heard(10_000_000);
    visible = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(k.refreshes).toEqual([]);
    k.alive.stop();
  });

  it("keeps trying on later ticks while unreachable, and ends a session the server no longer knows", async () => {
    const k = keepAlive({ expiresAt: 100_000, answers: ["unreachable", "signed-out"] });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(k.ended()).toBe(0);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(k.refreshes).toEqual([30_000, 60_000]);
    expect(k.ended()).toBe(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(k.refreshes).toHaveLength(2);
  });

  it("ends a session that expired while the server could not be reached", async () => {
    const k = keepAlive({ expiresAt: 50_000, answers: ["unreachable", "unreachable"] });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(k.ended()).toBe(0);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(k.ended()).toBe(1);
  });
});

describe("session events", () => {
  const at = (userId: string | null, pathname = "/", profile = "Ada", search = ""): SessionSnapshot => ({
    userId,
    profile,
    pathname,
    search,
  });
  it("names the spec's six events", () => {
    expect(SESSION_EVENTS).toEqual([
      "SIGNED_IN",
      "SIGNED_OUT",
      "TOKEN_REFRESHED",
      "USER_UPDATED",
      "PASSWORD_RECOVERY",
      "MFA_CHALLENGE_VERIFIED",
    ]);
  });
  it("reads them from what two moments of a page say", () => {
    expect(sessionEventsBetween(null, at("u1"))).toEqual([]);
    expect(sessionEventsBetween(at(null, "/sign-in"), at("u1"))).toEqual(["SIGNED_IN"]);
    expect(sessionEventsBetween(at(null, "/two-factor"), at("u1"))).toEqual([
      "SIGNED_IN",
      "MFA_CHALLENGE_VERIFIED",
    ]);
    expect(sessionEventsBetween(at("u1"), at(null, "/sign-in"))).toEqual(["SIGNED_OUT"]);
    expect(sessionEventsBetween(at("u1"), at("u2"))).toEqual(["SIGNED_OUT", "SIGNED_IN"]);
    expect(sessionEventsBetween(at("u1", "/user/profile"), at("u1", "/user/profile", "Ada L."))).toEqual([
      "USER_UPDATED",
    ]);
    expect(sessionEventsBetween(at("u1"), at("u1", "/blog"))).toEqual([]);
    expect(sessionEventsBetween(null, at(null, "/update-password", "", "?token=abc"))).toEqual([
      "PASSWORD_RECOVERY",
    ]);
    expect(
      sessionEventsBetween(
        at(null, "/update-password", "", "?token=abc"),
        at(null, "/update-password", "", "?token=abc"),
      ),
    ).toEqual([]);
  });
});
