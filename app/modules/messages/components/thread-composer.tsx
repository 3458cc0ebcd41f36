import { useEffect, useRef, useSyncExternalStore } from "react";
import { useFetcher } from "react-router";
import { IDEMPOTENCY_FIELD } from "~/ui/resilience/retrying-fetch";
import { Notice, TextAreaField } from "~/ui/form";
import type { FieldErrors } from "~/shared/forms";
import { MESSAGE_MAX_LENGTH } from "../messages";
import { AttachPetsFields } from "./pet-resume";
import { SavedReplyPicker } from "./saved-reply-picker";
import { useT } from "~/i18n/react";

/** What the thread's action answers the composer: a refusal keeps the text; a saved reply fills it (`filled`, a new key each time). */
export interface ComposerReply {
  error: string | null;
  body: string;
  attach: { fieldErrors: FieldErrors; values: Record<string, string>; petIds: string[] } | null;
  filled?: string;
}

const noChange = () => () => {};

/**
 * The composer under a conversation: the text (contact details hidden until a booking is accepted),
 * the traveller's pets to attach, the owner's saved replies. With JavaScript a fetcher sends it
 * and the page stays; without, a plain form post and a redirect.
 */
export function ThreadComposer({
  side,
  revealed,
  otherName,
  composerKey,
  savedPets,
  savedReplies,
  actionData,
}: {
  side: "guest" | "host";
  revealed: boolean;
  otherName: string;
  composerKey: string;
  savedPets: { id: string; name: string; species: string }[];
  savedReplies: { id: string; name: string }[];
  actionData: ComposerReply | undefined;
}) {
  const fetcher = useFetcher<ComposerReply>();
  const reply = fetcher.data ?? actionData;
  const formRef = useRef<HTMLFormElement>(null);
  const sending = fetcher.state !== "idle";
  const wasSending = useRef(false);
  // True once hydrated: the fetcher then sends the form, and the action answers without a redirect.
  const enhanced = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  // A sent message clears the composer; a refused one keeps what was typed; a saved reply fills it.
  useEffect(() => {
    if (wasSending.current && !sending && !fetcher.data?.error && !fetcher.data?.filled)
      formRef.current?.reset();
    wasSending.current = sending;
  }, [sending, fetcher.data]);
  const refused = Boolean(reply?.error);
  const t = useT("inbox.composer");
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      id="composer"
      noValidate
      className="mt-6 rounded-3xl border border-line bg-surface p-4 sm:p-5"
    >
      {reply?.error && <Notice>{reply.error}</Notice>}
      {enhanced && <input type="hidden" name="enhanced" value="1" />}
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={composerKey} />
      <TextAreaField
        label={t("label", { name: otherName })}
        name="body"
        required
        maxLength={MESSAGE_MAX_LENGTH}
        defaultValue={reply && (refused || reply.filled) ? reply.body : ""}
        key={refused ? `error-${reply!.body.length}` : (reply?.filled ?? "composer")}
        autoFocus={Boolean(reply?.filled)}
        hint={revealed ? t("revealed") : t("hidden", { name: otherName })}
      />
      {side === "guest" && (
        <div className="mt-4" key={refused ? `pets-error-${reply!.body.length}` : "pets"}>
          <AttachPetsFields
            savedPets={savedPets}
            checked={refused ? (reply!.attach?.petIds ?? []) : []}
            values={refused ? (reply!.attach?.values ?? {}) : {}}
            fieldErrors={refused ? (reply!.attach?.fieldErrors ?? {}) : {}}
          />
        </div>
      )}
      {side === "host" && <SavedReplyPicker replies={savedReplies} busy={sending} />}
      <div className="mt-3 flex justify-end">
        <button
          type="submit"
          name="intent"
          value="send"
          disabled={sending}
          className="inline-flex h-11 items-center justify-center rounded-full bg-primary px-6 font-semibold text-on-primary disabled:opacity-70"
        >
          {sending ? t("sending") : t("send")}
        </button>
      </div>
    </fetcher.Form>
  );
}
