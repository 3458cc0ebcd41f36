import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectionStatus } from "./connection-status.ts";
import { sleep } from "./retrying-fetch.ts";
import { localizeMessage, serverMessageKey } from "../../i18n/server-messages.server.ts";
import { uploadFailureMessage, uploadWithRetries, xhrPost } from "./retrying-upload.ts";

/** A stand-in XMLHttpRequest answering in turn from `answers` (a status, or "down"); it notes each request's headers. */
function fakeXhr(answers: (number | "down")[]) {
  const sent: { at: number; headers: Record<string, string> }[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    getResponseHeader() {
      return "application/json";
    }
    abort() {
      this.onabort?.();
    }
    send() {
      sent.push({ at: Date.now(), headers: this.headers });
      const next = answers.shift() ?? 200;
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 });
        if (next === "down") return this.onerror?.();
        this.status = next;
        this.responseText = JSON.stringify({ status: next });
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

const deps = { now: () => Date.now(), sleep, status: connectionStatus };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("uploads retry as every request does", () => {
  it("a 503 twice then a success: tried again after 200 and 400 ms, with the same key, 'Reconnecting…' meanwhile", async () => {
    const sent = fakeXhr([503, 503, 200]);
    const progress: number[] = [];
    const seen: number[] = [];
    const unsubscribe = connectionStatus.subscribe(() => seen.push(connectionStatus.get().retrying));
    const done = uploadWithRetries(
      () => xhrPost("/api/x", new FormData(), { key: "k-1", onProgress: (f) => progress.push(f) }),
      deps,
    );
    await vi.advanceTimersByTimeAsync(199);
    expect(sent).toHaveLength(1);
    expect(connectionStatus.get().retrying).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(400);
    const outcome = await done;
    unsubscribe();
    expect("response" in outcome && outcome.response.status).toBe(200);
    expect(sent.map((s) => s.at)).toEqual([0, 200, 600]);
    expect(sent.map((s) => s.headers["idempotency-key"])).toEqual(["k-1", "k-1", "k-1"]);
    expect(progress).toEqual([1, 1, 1]);
    expect(seen).toEqual([1, 0]);
    expect(uploadFailureMessage(outcome)).toBeNull();
  });

  it("a dropped connection is tried again; a refusal (4xx) is not", async () => {
    const sent = fakeXhr(["down", 415]);
    const done = uploadWithRetries(() => xhrPost("/api/x", new FormData(), { key: "k-2" }), deps);
    await vi.advanceTimersByTimeAsync(10_000);
    const outcome = await done;
    expect(sent).toHaveLength(2);
    expect("response" in outcome && outcome.response.status).toBe(415);
    expect(uploadFailureMessage(outcome)).toBeNull();
  });

  it("gives up within 30 s in all, with a clear message; nothing is still 'Reconnecting…'", async () => {
    const sent = fakeXhr(Array(20).fill("down"));
    const done = uploadWithRetries(() => xhrPost("/api/x", new FormData(), { key: "k-3" }), deps);
    await vi.advanceTimersByTimeAsync(60_000);
    const outcome = await done;
    // 0, then after 200, 400, 800, 1600, 3200, 6400 and 12,800 ms: the next wait would pass 30 s.
    expect(sent.map((s) => s.at)).toEqual([0, 200, 600, 1400, 3000, 6200, 12_600, 25_400]);
    expect("error" in outcome).toBe(true);
    expect(uploadFailureMessage(outcome)).toMatch(/did not go through.*try again/);
    expect(connectionStatus.get().retrying).toBe(0);
  });

  it("a server still busy after its retries is named with its status", async () => {
    fakeXhr(Array(20).fill(504));
    const done = uploadWithRetries(() => xhrPost("/api/x", new FormData(), { key: "k-4" }), deps);
    await vi.advanceTimersByTimeAsync(60_000);
    const outcome = await done;
    expect(uploadFailureMessage(outcome)).toMatch(/error 504.*still chosen/);
  });
});

describe("the upload's failure in the reader's language (decision 3850)", () => {
  it("is in the catalogue, and said in Arabic with its error number", () => {
    const dropped = uploadFailureMessage({ error: new Error("offline") })!;
    const down = uploadFailureMessage({ response: new Response(null, { status: 503 }) })!;
    expect([dropped, down].filter((message) => serverMessageKey(message) === null)).toEqual([]);
    expect(localizeMessage("ar", down)).toBe(
      "خادمنا لا يستجيب الآن (الخطأ ٥٠٣). ما زال ملفك مختارًا: حاول مرة أخرى بعد لحظة.",
    );
  });
});
