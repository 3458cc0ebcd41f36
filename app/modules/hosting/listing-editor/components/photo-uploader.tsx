import { Icon } from "~/ui/icon";
import { useCallback, useId, useRef, useState } from "react";
import { useDropzone } from "react-dropzone";
import { Form, useNavigation, useRevalidator } from "react-router";
import { useFormat, useT } from "~/i18n/react";
import { useSayMessage } from "~/i18n/say-message";
import {
  newUploadKey,
  uploadFailureMessage,
  uploadWithRetries,
  xhrPost,
} from "~/ui/resilience/retrying-upload";
import { PHOTO_MAX_BYTES, PHOTO_MIN_HEIGHT, PHOTO_MIN_WIDTH, type UploadResult } from "../listing-photos.ts";

interface UploadItem {
  key: string;
  name: string;
  /** 0…1 of the bytes sent. */
  progress: number;
  state: "waiting" | "sending" | "checking" | "done" | "failed";
  message: string;
  /** Failed on the way (connection, server busy), not refused: "Try again" sends it again. */
  retryable?: boolean;
}

const MB = 1024 * 1024;

interface Answer {
  ok: boolean;
  message: string;
  retryable: boolean;
}

/**
 * Sends one file (multipart "photo") with its idempotency key, retried on a dropped connection
 * or a 502/503/504 (the page says "Reconnecting…" meanwhile); reports the bytes sent; resolves
 * with the file's answer.
 */
async function sendPhoto(
  url: string,
  file: File,
  uploadKey: string,
  onProgress: (fraction: number) => void,
): Promise<Answer> {
  const body = new FormData();
  body.append("photo", file);
  const outcome = await uploadWithRetries(() => xhrPost(url, body, { key: uploadKey, onProgress }));
  const failure = uploadFailureMessage(outcome);
  if (failure || !("response" in outcome)) return { ok: false, message: failure ?? "", retryable: true };
  const { response } = outcome;
  const answer = (await response.json().catch(() => null)) as {
    results?: UploadResult[];
    error?: string;
  } | null;
  const result = answer?.results?.[0];
  if (response.status === 200 && result?.ok) return { ok: true, message: "Added.", retryable: false };
  if (response.status === 413 && !result && !answer?.error)
    return { ok: false, message: `The file is over ${PHOTO_MAX_BYTES / MB} MB.`, retryable: false };
  return {
    ok: false,
    message: result?.message ?? answer?.error ?? "Something went wrong on our side. Please try again.",
    retryable: response.status >= 500,
  };
}

/**
 * Adding photos. Without JavaScript: a plain multipart form (several files at once, each
 * answered on the page). With it: drop photos on the zone or choose them with the same
 * button; each file goes as its own request with its own progress bar and answer, and the
 * grid refreshes as they arrive.
 */
export function PhotoUploader({
  listingId,
  scripted,
  room,
  uploads,
  formError,
}: {
  listingId: number;
  scripted: boolean;
  /** How many more photos the listing may have. */
  room: number;
  /** The plain form's answers, one per file. */
  uploads?: UploadResult[];
  formError?: string | null;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<{ key: string; file: File; uploadKey: string }[]>([]);
  // Each chosen file and its idempotency key, kept for "Try again" (the same key: never twice).
  const chosen = useRef(new Map<string, { key: string; file: File; uploadKey: string }>());
  const running = useRef(false);
  const revalidator = useRevalidator();
  const t = useT("listingEditor.photos");
  const say = useSayMessage();
  const navigation = useNavigation();
  const url = `/api/host/listings/${listingId}/photos`;

  const update = useCallback(
    (key: string, change: Partial<UploadItem>) =>
      setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );

  /**
   * Sends queued files one after another, in the order chosen: the server adds each photo after the
   * last, so sending them one at a time is what keeps the first one chosen the cover (two at once
   * landed in the order they finished). A connection's upload speed is shared by parallel sends
   * anyway, so one at a time costs little more than the server's check of each file.
   */
  const worker = useCallback(async () => {
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      const { key, file, uploadKey } = next;
      update(key, { state: "sending", progress: 0, message: "", retryable: false });
      const answer = await sendPhoto(url, file, uploadKey, (fraction) =>
        update(key, { progress: fraction, state: fraction >= 1 ? "checking" : "sending" }),
      );
      update(key, {
        state: answer.ok ? "done" : "failed",
        message: answer.message,
        progress: 1,
        retryable: answer.retryable,
      });
      if (answer.ok) chosen.current.delete(key);
      // Show each photo as it lands.
      if (answer.ok) void revalidator.revalidate();
    }
  }, [revalidator, update, url]);

  const start = useCallback(() => {
    if (running.current || queue.current.length === 0) return;
    running.current = true;
    void worker().finally(() => (running.current = false));
  }, [worker]);

  /** "Try again" on a file that failed on the way: the same file, with the same key. */
  const retry = useCallback(
    (key: string) => {
      const again = chosen.current.get(key);
      if (!again) return;
      update(key, { state: "waiting", progress: 0, message: "", retryable: false });
      queue.current.push(again);
      start();
    },
    [start, update],
  );

  const add = useCallback(
    (files: File[]) => {
      const stamp = Date.now();
      const fresh = files.map((file, i) => {
        const key = `${stamp}-${i}-${file.name}`;
        // Checked here only to spare a long wait; the server checks every file by its content.
        const tooBig = file.size > PHOTO_MAX_BYTES;
        return {
          item: {
            key,
            name: file.name,
            progress: 0,
            state: tooBig ? "failed" : "waiting",
            message: tooBig
              ? `The photo is ${(file.size / MB).toFixed(1)} MB; the limit is ${PHOTO_MAX_BYTES / MB} MB. Please export a smaller copy.`
              : "",
          } satisfies UploadItem,
          file,
        };
      });
      setItems((list) => [...list.filter((i) => i.state !== "done"), ...fresh.map((f) => f.item)]);
      const sending = fresh
        .filter((f) => f.item.state === "waiting")
        .map(({ item, file }) => ({ key: item.key, file, uploadKey: newUploadKey() }));
      for (const one of sending) chosen.current.set(one.key, one);
      queue.current.push(...sending);
      start();
    },
    [start],
  );

  const { getRootProps, isDragActive } = useDropzone({
    onDrop: (accepted, rejected) => add([...accepted, ...rejected.map((r) => r.file)]),
    noClick: true,
    noKeyboard: true,
    multiple: true,
    disabled: !scripted,
  });

  const busy = items.some((i) => i.state === "waiting" || i.state === "sending" || i.state === "checking");
  const plainSending = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const done = items.filter((i) => i.state === "done").length;
  const failed = items.filter((i) => i.state === "failed").length;

  return (
    <div className="grid gap-4">
      <div
        {...getRootProps()}
        className={`rounded-3xl border-2 border-dashed p-6 text-center transition-colors motion-reduce:transition-none sm:p-8 ${
          isDragActive ? "border-primary bg-primary-soft" : "border-line bg-surface"
        }`}
      >
        <Form method="post" encType="multipart/form-data" className="grid justify-items-center gap-3">
          <Icon name="image-plus" className="size-10 text-primary" />
          <label htmlFor={inputId} className="text-lg font-semibold text-ink">
            {t("add")}
          </label>
          <p id={hintId} className="max-w-prose text-sm text-muted">
            {t("hint", {
              scripted: scripted ? "yes" : "no",
              width: PHOTO_MIN_WIDTH,
              height: PHOTO_MIN_HEIGHT,
              mb: PHOTO_MAX_BYTES / MB,
            })}{" "}
            {room > 0 ? t("room", { count: room }) : t("full")}
          </p>
          <input type="hidden" name="intent" value="upload" />
          <input
            id={inputId}
            type="file"
            name="photo"
            multiple
            accept="image/*"
            disabled={room <= 0}
            aria-describedby={hintId}
            onChange={
              scripted
                ? (event) => {
                    const files = Array.from(event.currentTarget.files ?? []);
                    event.currentTarget.value = "";
                    if (files.length > 0) add(files);
                  }
                : undefined
            }
            className="max-w-full text-sm text-muted file:me-3 file:h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-primary file:px-5 file:font-semibold file:text-on-primary hover:file:bg-primary-strong disabled:opacity-60"
          />
          {!scripted && (
            <button
              type="submit"
              disabled={plainSending}
              className="inline-flex h-11 items-center gap-2 rounded-full border border-line bg-surface px-5 font-semibold text-ink hover:bg-surface-2"
            >
              {plainSending && <Icon name="loader-circle" className="size-4 animate-spin" />}
              {t("upload")}
            </button>
          )}
        </Form>
      </div>

      {formError && (
        <p role="alert" className="flex gap-2 text-sm text-danger">
          <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" /> {say(formError)}
        </p>
      )}

      {items.length > 0 && (
        <div>
          <p role="status" className="text-sm text-muted">
            {t("progress", { busy: busy ? "yes" : "no", done, count: items.length, failed })}
          </p>
          <ul className="mt-2 grid gap-2">
            {items.map((item) => (
              <UploadRow key={item.key} item={item} onRetry={() => retry(item.key)} />
            ))}
          </ul>
        </div>
      )}

      {uploads && uploads.length > 0 && (
        <div>
          <p role="status" className="text-sm text-muted">
            {t("progress", {
              busy: "no",
              done: uploads.filter((u) => u.ok).length,
              count: uploads.length,
              failed: 0,
            })}
          </p>
          <ul className="mt-2 grid gap-2">
            {uploads.map((u, i) => (
              <UploadRow
                key={`${i}-${u.name}`}
                item={{
                  key: String(i),
                  name: u.name,
                  progress: 1,
                  state: u.ok ? "done" : "failed",
                  message: u.message,
                }}
              />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function UploadRow({ item, onRetry }: { item: UploadItem; onRetry?: () => void }) {
  const t = useT("listingEditor.photos");
  const format = useFormat();
  const say = useSayMessage();
  const label = t("state", { state: item.state, pct: format.percent(Math.round(item.progress * 100)) });
  const name = item.name || t("unnamed");
  return (
    <li className="rounded-2xl border border-line bg-surface px-4 py-3">
      <div className="flex items-center gap-3">
        {item.state === "done" ? (
          <Icon name="circle-check" className="size-5 shrink-0 text-success" />
        ) : item.state === "failed" ? (
          <Icon name="circle-exclamation-point" className="size-5 shrink-0 text-danger" />
        ) : (
          <Icon
            name="loader-circle"

            className="size-5 shrink-0 animate-spin text-primary motion-reduce:animate-none"
          />
        )}
        <span className="min-w-0 flex-1 truncate text-sm font-semibold text-ink">{name}</span>
        <span className="shrink-0 text-sm text-muted">{label}</span>
      </div>
      {(item.state === "sending" || item.state === "checking" || item.state === "waiting") && (
        <div
          role="progressbar"
          aria-label={t("uploading", { name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(item.progress * 100)}
          className="mt-2 h-2 overflow-hidden rounded-full bg-surface-2"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none"
            style={{ width: `${Math.round(item.progress * 100)}%` }}
          />
        </div>
      )}
      {item.state === "failed" && (
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="text-sm text-danger">{say(item.message)}</p>
          {item.retryable && onRetry && (
            <button
              type="button"
              onClick={onRetry}
              aria-label={t("tryAgainName", { name })}
              className="inline-flex h-9 items-center gap-1.5 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-2"
            >
              <Icon name="rotate-ccw" className="size-4" /> {t("tryAgain")}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
