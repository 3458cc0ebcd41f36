import { isRetryableStatus, retryDelay } from "~/shared/resilience";
import { connectionStatus } from "./connection-status.ts";

/** A write carrying this form field (or the Idempotency-Key header) may be sent again. */
export const IDEMPOTENCY_FIELD = "idempotencyKey";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request may be sent again without doing something twice: reads, and writes that
 * carry an idempotency key (the server answers a repeat as it answered the first).
 */
export function isSafeToRepeat(method: string, headers: Headers, body: unknown): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  if (headers.has(IDEMPOTENCY_HEADER)) return true;
  if (body instanceof URLSearchParams || (typeof FormData !== "undefined" && body instanceof FormData))
    return Boolean(body.get(IDEMPOTENCY_FIELD));
  return false;
}

export interface RetryDeps {
  fetch: typeof fetch;
  now: () => number;
  sleep: (ms: number, signal?: AbortSignal | null) => Promise<void>;
  /** The page's origin: requests elsewhere are left alone. */
  origin: string;
  status: Pick<typeof connectionStatus, "retryStarted" | "retryEnded" | "askToRetry">;
}

const abortError = () => new DOMException("The request was aborted.", "AbortError");

export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener("abort", stop, { once: true });
  });
}

/**
 * fetch with the spec's retry rules (§8, §9): a same-site request that is safe to repeat and
 * meets a network failure or a 502/503/504 is tried again after 200, 400, 800… ms, within 30 s
 * in all, while the page shows "Reconnecting…". When that runs out, the request waits for the
 * person's "Try again" (a new round) or "Dismiss" (the last answer or error goes to the caller),
 * so a form stays on the page with what was typed instead of giving way to an error page.
 */
export function createRetryingFetch(deps: RetryDeps): typeof fetch {
  return async function retryingFetch(input, init) {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), deps.origin);
    const method = init?.method ?? request?.method ?? "GET";
    const headers = new Headers(init?.headers ?? request?.headers);
    const signal = init?.signal ?? request?.signal ?? null;
    if (url.origin !== deps.origin || !isSafeToRepeat(method, headers, init?.body)) {
      return deps.fetch(input, init);
    }
    // A Request's body can be read once: each attempt sends a copy.
    const attempt = () => deps.fetch(request ? request.clone() : input, init);
    for (;;) {
      const last = await retryRound(attempt, deps, signal);
      if ("response" in last && !isRetryableStatus(last.response.status)) return last.response;
      if (await deps.status.askToRetry(signal)) continue;
      if ("response" in last) return last.response;
      throw last.error;
    }
  };
}

/**
 * One round of attempts: the answer as soon as it is not a 502/503/504, else the last answer
 * or error once the next wait would pass the 30 s ceiling. An abort ends it at once.
 */
export async function retryRound(
  attempt: () => Promise<Response>,
  deps: Pick<RetryDeps, "now" | "sleep" | "status">,
  signal?: AbortSignal | null,
): Promise<{ response: Response } | { error: unknown }> {
  const started = deps.now();
  let retrying = false;
  try {
    for (let retry = 0; ; retry++) {
      let last: { response: Response } | { error: unknown };
      try {
        const response = await attempt();
        if (!isRetryableStatus(response.status)) return { response };
        last = { response };
      } catch (error) {
        if (signal?.aborted) throw error;
        last = { error };
      }
      const delay = retryDelay(retry, deps.now() - started);
      if (delay === null) return last;
      // "Reconnecting…" from the first failure to the end of the round.
      if (!retrying) deps.status.retryStarted();
      retrying = true;
      await deps.sleep(delay, signal);
    }
  } finally {
    if (retrying) deps.status.retryEnded();
  }
}

let original: typeof fetch | null = null;
/** The browser's own fetch (for callers that run their own retries). */
export const plainFetch = (): typeof fetch => original ?? window.fetch.bind(window);

/** Puts the retrying fetch in place of the browser's (the router's requests go through it too). */
export function installRetryingFetch() {
  if (original || typeof window === "undefined") return;
  original = window.fetch.bind(window);
  window.fetch = createRetryingFetch({
    fetch: original,
    now: () => Date.now(),
    sleep,
    origin: window.location.origin,
    status: connectionStatus,
  });
}

/** A fresh idempotency key for one submission of a form. */
export const newIdempotencyKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
