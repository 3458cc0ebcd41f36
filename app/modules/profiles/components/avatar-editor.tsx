import { Icon } from "~/ui/icon";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { FieldError } from "~/ui/form";
import { useToast } from "~/ui/toast/toast";
import { useFormat, useT } from "~/i18n/react";
import { storeProfile, type ClientProfile } from "../profile-store.ts";
import { Avatar } from "./avatar.tsx";
import { newUploadKey, uploadFailureOf, uploadWithRetries, xhrPost } from "~/ui/resilience/retrying-upload";

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";
const buttonClass =
  "inline-flex h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold disabled:opacity-60";
const primaryButton = `${buttonClass} bg-primary text-on-primary hover:bg-primary-strong`;
const secondaryButton = `${buttonClass} border border-line bg-surface text-ink hover:bg-surface-2`;

interface Answer {
  data: ClientProfile | null;
  error: string | null;
}

/**
 * POSTs the form with progress events (fetch has none for uploads), with the chosen file's
 * idempotency key, retried on a dropped connection or a 502/503/504 while the page says
 * "Reconnecting…". A picture replaces the last one, so a repeat is harmless anyway.
 */
async function upload(
  form: FormData,
  key: string,
  onProgress: (fraction: number) => void,
): Promise<{ body: Answer; retryable: boolean; failure?: ReturnType<typeof uploadFailureOf> }> {
  const outcome = await uploadWithRetries(() => xhrPost("/api/profile/avatar", form, { key, onProgress }));
  const failure = uploadFailureOf(outcome);
  if (failure || !("response" in outcome))
    return { body: { data: null, error: UPLOAD_FAILED }, retryable: true, failure };
  const body = (await outcome.response.json().catch(() => null)) as Answer | null;
  return body && (body.data || body.error)
    ? { body, retryable: outcome.response.status >= 500 }
    : { body: { data: null, error: UPLOAD_FAILED }, retryable: true };
}

/** The framing sliders: the crop's field, its words (avatar.*), its range. */
const SLIDERS = [
  ["zoom", "zoom", 1, 3],
  ["x", "leftRight", 0, 1],
  ["y", "topBottom", 0, 1],
] as const;

/** The upload's own failure, said by the editor in the page's language (avatar.uploadFailed). */
const UPLOAD_FAILED = "The upload did not go through. Please try again.";

/**
 * Picture editor: choose a file, see it as it will look, pick the square
 * (zoom and position, keyboard-friendly sliders), save with a progress bar.
 * Before scripts load it is a plain multipart form that comes back with a toast.
 */
export function AvatarEditor({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const id = useId();
  const { show } = useToast();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0.5, y: 0.5, zoom: 1 });
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  // The chosen file's idempotency key (the same for "Try again"), and whether the error is one
  // of the way there (connection, server busy) that trying again may fix.
  const uploadKey = useRef("");
  const [retryable, setRetryable] = useState(false);
  const t = useT("avatar");
  const format = useFormat();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(chosen: File | undefined) {
    setError(undefined);
    setRetryable(false);
    uploadKey.current = newUploadKey();
    if (!chosen) return reset();
    if (chosen.size > MAX_BYTES) {
      reset();
      setError(t("tooLarge"));
      return;
    }
    setFile(chosen);
    setCrop({ x: 0.5, y: 0.5, zoom: 1 });
    setPreview(URL.createObjectURL(chosen));
  }

  function reset() {
    setFile(null);
    setPreview(null);
    setProgress(null);
    if (input.current) input.current.value = "";
  }

  function finish(body: Answer, message: string) {
    if (body.data) {
      storeProfile(body.data);
      show({ type: "success", message });
      reset();
      void revalidator.revalidate();
    } else {
      setError(body.error === UPLOAD_FAILED ? t("uploadFailed") : (body.error ?? t("wentWrong")));
    }
  }

  async function save(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (!file) {
      setError(t("chooseFirst"));
      return;
    }
    const form = new FormData();
    form.set("avatar", file);
    form.set("cropX", String(crop.x));
    form.set("cropY", String(crop.y));
    form.set("cropZoom", String(crop.zoom));
    setError(undefined);
    setRetryable(false);
    setProgress(0);
    const sent = await upload(form, uploadKey.current || (uploadKey.current = newUploadKey()), setProgress);
    setProgress(null);
    // A failure keeps the chosen file and its framing: "Try again" sends it as it is.
    setRetryable(!sent.body.data && sent.retryable);
    // The connection or the server's failure, said by the editor in the page's language.
    if (sent.failure)
      setError("dropped" in sent.failure ? t("dropped") : t("serverDown", { status: sent.failure.status }));
    else finish(sent.body, t("saved"));
  }

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    const response = await fetch("/api/profile/avatar", {
      method: "DELETE",
      headers: { accept: "application/json" },
    });
    const body = (await response.json().catch(() => ({ data: null, error: null }))) as Answer;
    finish(body, t("removed"));
  }

  const position = `${crop.x * 100}% ${crop.y * 100}%`;
  const uploading = progress !== null;

  return (
    <div className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
      <div className="flex justify-center">
        {preview ? (
          <div className="size-40 overflow-hidden rounded-full border border-line bg-surface-2">
            <img
              src={preview}
              alt={t("previewAlt")}
              className="size-full object-cover"
              style={{
                objectPosition: position,
                transform: `scale(${crop.zoom})`,
                transformOrigin: position,
              }}
            />
          </div>
        ) : (
          <Avatar
            name={name}
            src={avatarUrl}
            size="lg"
            alt={avatarUrl ? t("yourPicture") : t("initials", { name })}
          />
        )}
      </div>

      <div className="grid gap-4">
        <form
          method="post"
          action="/api/profile/avatar"
          encType="multipart/form-data"
          onSubmit={save}
          className="grid gap-4"
          aria-describedby={`${id}-hint`}
        >
          <input type="hidden" name="redirectTo" value="/user/profile" />
          <input type="hidden" name="intent" value="upload" />
          <div>
            <label htmlFor={`${id}-file`} className="text-sm font-semibold text-ink">
              {avatarUrl ? t("chooseNew") : t("choose")}
            </label>
            <input
              ref={input}
              id={`${id}-file`}
              name="avatar"
              type="file"
              accept={ACCEPT}
              required
              disabled={uploading}
              onChange={(event) => choose(event.currentTarget.files?.[0])}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint ${id}-error`}
              className="mt-1.5 block w-full text-sm text-muted file:me-3 file:rounded-full file:border file:border-line file:bg-surface-2 file:px-4 file:py-2 file:font-semibold file:text-ink"
            />
            <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
              {t("hint")}
            </p>
            <FieldError id={`${id}-error`} error={error} />
            {error && retryable && file && (
              <button type="button" onClick={() => void save()} className={`${secondaryButton} mt-2`}>
                <Icon name="rotate-ccw" className="size-4" />
                {t("tryAgain")}
              </button>
            )}
          </div>

          {preview && (
            <fieldset className="grid gap-3 rounded-2xl border border-line p-4">
              <legend className="px-1 text-sm font-semibold text-ink">{t("frame")}</legend>
              {SLIDERS.map(([key, label, min, max]) => (
                <label key={key} className="grid gap-1 text-sm text-ink">
                  {t(label)}
                  <input
                    type="range"
                    min={min}
                    max={max}
                    step={0.01}
                    value={crop[key]}
                    disabled={uploading}
                    onChange={(event) => {
                      const value = Number(event.currentTarget.value);
                      setCrop((c) => ({ ...c, [key]: value }));
                    }}
                    className="accent-primary"
                  />
                </label>
              ))}
            </fieldset>
          )}

          {uploading && (
            <div className="grid gap-1">
              <label htmlFor={`${id}-progress`} className="text-sm text-muted">
                {t("uploading", { percent: format.percent(Math.round(progress * 100)) })}
              </label>
              <progress
                id={`${id}-progress`}
                max={1}
                value={progress}
                className="h-2 w-full accent-primary"
              />
            </div>
          )}

          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={uploading} className={primaryButton}>
              <Icon name="image-up" className="size-4" />
              {preview ? t("save") : t("upload")}
            </button>
            {preview && (
              <button type="button" onClick={reset} disabled={uploading} className={secondaryButton}>
                {t("cancel")}
              </button>
            )}
          </div>
        </form>

        {avatarUrl && !preview && (
          <form method="post" action="/api/profile/avatar" onSubmit={remove}>
            <input type="hidden" name="redirectTo" value="/user/profile" />
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className={secondaryButton}>
              <Icon name="trash" className="size-4" />
              {t("remove")}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
