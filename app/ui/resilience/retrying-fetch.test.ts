import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RETRY_FIRST_DELAY_MS, RETRY_WITHIN_MS, retryDelay } from "~/shared/resilience";
import { connectionStatus } from "./connection-status.ts";
import { createRetryingFetch, isSafeToRepeat, sleep } from "./retrying-fetch.ts";

const ORIGIN = "https://pets.example";

/** A fake server: answers in turn from `answers` (a status, or "down" for a network failure). */
function fakeServer(answers: (number | "down")[]) {
  const calls: number[] = [];
  const fetch = vi.fn(async () => {
    calls.push(Date.now());
    const next = answers.shift() ?? 200;
    if (next === "down") throw new TypeError("Failed to fetch");
    return new Response("", { status: next });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function retrying(server: ReturnType<typeof fakeServer>) {
  return createRetryingFetch({
    fetch: server.fetch,
    now: () => Date.now(),
    sleep,
    origin: ORIGIN,
    status: connectionStatus,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  connectionStatus.answer(false);
  vi.useRealTimers();
});

describe("the retry schedule", () => {
  it("doubles from 200 ms and stops before 30 s in all", () => {
    expect(RETRY_FIRST_DELAY_MS).toBe(200);
    expect(RETRY_WITHIN_MS).toBe(30_000);
    const waits: number[] = [];
    let elapsed = 0;
    for (let retry = 0; ; retry++) {
      const delay = retryDelay(retry, elapsed);
      if (delay === null) break;
      waits.push(delay);
      elapsed += delay;
    }
    expect(waits).toEqual([200, 400, 800, 1600, 3200, 6400, 12800]);
    expect(elapsed).toBeLessThanOrEqual(30_000);
    // The next one (25,600 ms) would end past 30 s.
    expect(retryDelay(7, elapsed)).toBeNull();
  });
});

describe("which requests may be repeated", () => {
  it("reads always, writes only with an idempotency key", () => {
    const none = new Headers();
    expect(isSafeToRepeat("GET", none, undefined)).toBe(true);
    expect(isSafeToRepeat("POST", none, new URLSearchParams("body=hi"))).toBe(false);
    expect(isSafeToRepeat("POST", none, new URLSearchParams("body=hi&idempotencyKey=k1"))).toBe(true);
    const form = new FormData();
    form.set("idempotencyKey", "k2");
    expect(isSafeToRepeat("POST", none, form)).toBe(true);
    expect(isSafeToRepeat("PATCH", new Headers({ "Idempotency-Key": "k3" }), "{}")).toBe(true);
    expect(isSafeToRepeat("DELETE", none, undefined)).toBe(false);
  });
});

describe("retrying fetch", () => {
  it("tries a read again after 200 then 400 ms on 503 and a network failure, showing Reconnecting meanwhile", async () => {
    const server = fakeServer([503, "down", 200]);
    const answer = retrying(server)(`${ORIGIN}/user/profile.data`);
    await vi.advanceTimersByTimeAsync(0);
    expect(connectionStatus.get().retrying).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    await vi.advanceTimersByTimeAsync(400);
    expect((await answer).status).toBe(200);
    expect(server.calls).toEqual([0, 200, 600]);
    expect(connectionStatus.get().retrying).toBe(0);
  });

  it("retries a write that carries a key, never one without", async () => {
    const keyed = fakeServer([502, 200]);
    const body = new URLSearchParams({ firstName: "Ada", idempotencyKey: "k" });
    const saved = retrying(keyed)(`${ORIGIN}/user/profile.data`, { method: "POST", body });
    await vi.advanceTimersByTimeAsync(200);
    expect((await saved).status).toBe(200);
    expect(keyed.calls).toHaveLength(2);

    const unkeyed = fakeServer([502, 200]);
    const once = await retrying(unkeyed)(`${ORIGIN}/contact-us.data`, {
      method: "POST",
      body: new URLSearchParams({ message: "hi" }),
    });
    expect(once.status).toBe(502);
    expect(unkeyed.calls).toHaveLength(1);
  });

  it("leaves other sites' requests and other statuses alone", async () => {
    const elsewhere = fakeServer([503]);
    expect((await retrying(elsewhere)("https://tiles.example/1/2/3.png")).status).toBe(503);
    const refused = fakeServer([500, 200]);
    expect((await retrying(refused)(`${ORIGIN}/x`)).status).toBe(500);
    expect(refused.calls).toHaveLength(1);
  });

  it("gives up within 30 s, then waits for Try again, which starts a new round", async () => {
    const server = fakeServer(Array<number>(8).fill(503));
    const answer = retrying(server)(`${ORIGIN}/user/bookings.data`);
    await vi.advanceTimersByTimeAsync(RETRY_WITHIN_MS);
    // 1 try + 7 retries (200…12,800 ms: 25,400 ms in all), then the person is asked.
    expect(server.calls).toHaveLength(8);
    expect(server.calls.at(-1)).toBe(25_400);
    expect(connectionStatus.get()).toMatchObject({ retrying: 0, stalled: 1 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(8); // nothing more until asked
    connectionStatus.answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect((await answer).status).toBe(200);
    expect(connectionStatus.get().stalled).toBe(0);
  });

  it("hands the last answer over when the person dismisses it, and stops when the page leaves", async () => {
    const server = fakeServer(Array<number>(20).fill(504));
    const answer = retrying(server)(`${ORIGIN}/a.data`);
    await vi.advanceTimersByTimeAsync(RETRY_WITHIN_MS);
    connectionStatus.answer(false);
    expect((await answer).status).toBe(504);

    const leaving = new AbortController();
    const down = fakeServer(["down", "down"]);
    const gone = retrying(down)(`${ORIGIN}/b.data`, { signal: leaving.signal });
    const settled = expect(gone).rejects.toThrow(/aborted/);
    await vi.advanceTimersByTimeAsync(100);
    leaving.abort();
    await settled;
    expect(down.calls).toHaveLength(1);
    expect(connectionStatus.get().retrying).toBe(0);
  });
});
