import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  LIVE_HEARTBEAT_MS,
  LIVE_RECONNECT_STEPS_MS,
  LIVE_SILENCE_LIMIT_MS,
  LIVE_TIMEOUT_MS,
  reconnectDelay,
} from "~/shared/resilience";
import { startLiveChannel, type LiveSource } from "./live-channel.ts";
import type { LiveNotice, NotificationState } from "./notifications.ts";

/** A fake EventSource per connection: the test plays the server. */
class FakeSource implements LiveSource {
  listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown, id?: string) {
    const event = { data: data === undefined ? "" : JSON.stringify(data), lastEventId: id ?? "" };
    for (const listener of this.listeners.get(type) ?? []) listener(event as MessageEvent<string>);
  }
}

function channel() {
  const sources: FakeSource[] = [];
  const seen = { states: [] as NotificationState[], notices: [] as LiveNotice[], online: [] as boolean[] };
  let signedOut = false;
  const tooMany: string[] = [];
  const live = startLiveChannel(
    "/api/notifications/events",
    (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    {
      onState: (state) => seen.states.push(state),
      onNotice: (notice) => seen.notices.push(notice),
      onSignedOut: () => (signedOut = true),
      onOnline: (online) => seen.online.push(online),
      onTooMany: (message) => tooMany.push(message),
    },
  );
  return { live, sources, seen, tooMany, signedOut: () => signedOut, last: () => sources.at(-1)! };
}

const notice = (id: string, title = "New message"): LiveNotice => ({
  id,
  title,
  link: null,
  read: false,
  unread: 1,
  unreadMessages: 0,
});
const ID_A = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const ID_B = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the live channel's constants", () => {
  it("heartbeat 30 s, timeout 10 s, reconnect after 1, 2, 5, then every 10 s", () => {
    expect(LIVE_HEARTBEAT_MS).toBe(30_000);
    expect(LIVE_TIMEOUT_MS).toBe(10_000);
    expect(LIVE_SILENCE_LIMIT_MS).toBe(40_000);
    expect(LIVE_RECONNECT_STEPS_MS).toEqual([1_000, 2_000, 5_000, 10_000]);
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelay)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
  });
});

describe("startLiveChannel", () => {
  it("stays connected while heartbeats arrive, and counts 40 s of silence as lost", async () => {
    const c = channel();
    c.last().emit("state", { unread: 0, latest: null }, `0_${ID_A}`);
    expect(c.seen.online).toEqual([true]);
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS);
      c.last().emit("heartbeat", {});
    }
    expect(c.sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(LIVE_SILENCE_LIMIT_MS - 1);
    expect(c.sources[0]!.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(c.sources[0]!.closed).toBe(true);
    expect(c.seen.online).toEqual([true, false]);
    c.live.stop();
  });

  it("reconnects after 1, 2, 5, 10, 10 s, then from the start of the steps once connected", async () => {
    const c = channel();
    c.last().emit("state", { unread: 0, latest: null }, `1000_${ID_A}`);
    const opened: number[] = [];
    const start = Date.now();
    const fail = () => c.last().emit("error");
    fail();
    for (let i = 0; i < 5; i++) {
      const before = c.sources.length;
      await vi.advanceTimersByTimeAsync(reconnectDelay(i) - 1);
      expect(c.sources).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(c.sources).toHaveLength(before + 1);
      opened.push(Date.now() - start);
      fail();
    }
    expect(opened).toEqual([1_000, 3_000, 8_000, 18_000, 28_000]);
    // Each reconnect names the last event the page had.
    expect(c.last().url).toBe(`/api/notifications/events?lastEventId=1000_${ID_A}`);
    await vi.advanceTimersByTimeAsync(10_000);
    c.last().emit("state", { unread: 0, latest: null });
    expect(c.seen.online.at(-1)).toBe(true);
    fail();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(c.sources.at(-1)!.closed).toBe(false);
    c.live.stop();
  });

  it("delivers a missed notification once, even when the replay repeats it", async () => {
    const c = channel();
    c.last().emit("state", { unread: 0, latest: null }, `1000_${ID_A}`);
    c.last().emit("notification", notice(ID_A, "First"), `2000_${ID_A}`);
    c.last().emit("error");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(c.last().url).toContain(`lastEventId=2000_${ID_A}`);
    // The server's replay window overlaps: the first comes again, the missed one is new.
    c.last().emit("notification", notice(ID_A, "First"), `2000_${ID_A}`);
    c.last().emit("notification", notice(ID_B, "Missed"), `3000_${ID_B}`);
    c.last().emit("state", { unread: 2, latest: { id: ID_B, title: "Missed", link: null, read: false } });
    expect(c.seen.notices.map((n) => n.title)).toEqual(["First", "Missed"]);
    c.live.stop();
  });

  it("reconnects at once when the server ends a stream, and stops when the session ends", async () => {
    const c = channel();
    c.last().emit("state", { unread: 0, latest: null }, `1_${ID_A}`);
    c.last().emit("bye", {});
    expect(c.sources).toHaveLength(2);
    expect(c.seen.online).toEqual([true]);
    c.last().emit("signed-out", { reason: "ended" });
    expect(c.signedOut()).toBe(true);
    expect(c.last().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(c.sources).toHaveLength(2);
  });

  it("stops, without reconnecting, when the account has too many live streams (the page polls)", async () => {
    const c = channel();
    c.last().emit("too-many", { message: "This account has 10 live pages open already" });
    expect(c.tooMany).toEqual(["This account has 10 live pages open already"]);
    expect(c.last().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(c.sources).toHaveLength(1);
  });
});
