import { connectionStatus } from "./connection-status.ts";
import {
  IDEMPOTENCY_HEADER,
  newIdempotencyKey,
  retryRound,
  sleep,
  type RetryDeps,
} from "./retrying-fetch.ts";

/** What an upload needs besides its form: the key (kept for every attempt) and the progress bar. */
export interface UploadOptions {
  /** The upload's idempotency key: the same for every attempt and every "Try again" of one file. */
  key: string;
  onProgress?: (fraction: number) => void;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * One POST of a multipart form by XMLHttpRequest (fetch reports no upload progress), answered as
 * fetch answers: a Response with the status and body, or a TypeError when the connection drops,
 * so the retrying fetch's rules (`retryRound`) apply to uploads unchanged.
 */
export function xhrPost(url: string, body: FormData, options: UploadOptions): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("accept", "application/json");
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, options.key);
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      // A status fetch would not give (0 after a dropped connection in some browsers) is a failure.
      if (xhr.status < 200 || xhr.status > 599)
        return reject(new TypeError("The upload did not go through."));
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status,
          headers: { "content-type": xhr.getResponseHeader("content-type") ?? "application/json" },
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError("The upload did not go through."));
    xhr.onabort = () => reject(new DOMException("The upload was stopped.", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

export type UploadOutcome = { response: Response } | { error: unknown };

/**
 * An upload with the spec's retries (§8, §9): a dropped connection or a 502/503/504 is tried
 * again after 200, 400, 800… ms within 30 s, with the same idempotency key (the server stores
 * it once), while the page shows "Reconnecting…". What it gives back is the last answer or
 * error: the caller shows it with "Try again" (a new round, same key) and keeps the file.
 */
export function uploadWithRetries(
  send: () => Promise<Response>,
  deps: Pick<RetryDeps, "now" | "sleep" | "status"> = {
    now: () => Date.now(),
    sleep,
    status: connectionStatus,
  },
  signal?: AbortSignal | null,
): Promise<UploadOutcome> {
  return retryRound(send, deps, signal);
}

/** A fresh key for one chosen file. */
export const newUploadKey = newIdempotencyKey;

/** Why an upload did not go through after its retries (a page says it in its language), or null. */
export function uploadFailureOf(outcome: UploadOutcome): { dropped: true } | { status: number } | null {
  if ("error" in outcome) return { dropped: true };
  const { status } = outcome.response;
  return status === 502 || status === 503 || status === 504 ? { status } : null;
}

/** The words for an upload that did not go through after its retries (English; in `formErrors`). */
export function uploadFailureMessage(outcome: UploadOutcome): string | null {
  const failure = uploadFailureOf(outcome);
  if (!failure) return null;
  if ("dropped" in failure)
    return "The connection dropped and the upload did not go through. Check your connection, then try again.";
  return `Our server is not answering right now (error ${failure.status}). Your file is still chosen: try again in a moment.`;
}
