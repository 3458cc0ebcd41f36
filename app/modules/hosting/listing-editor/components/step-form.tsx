import type { ReactNode } from "react";
import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { useSayMessage } from "~/i18n/say-message";
import type { z } from "zod";
import type { FieldErrors } from "~/shared/forms";
import { Notice, SubmitButton } from "~/ui/form";
import { useInstantValidation } from "~/ui/instant-validation";
import type { Missing } from "../listing-rules.ts";

/** What a step's action answers when it refuses a save. */
export interface StepReply {
  fieldErrors: FieldErrors;
  values: Record<string, string>;
  formError: string | null;
  problems?: Missing[];
}

/** What every step's form is given: the saved values, and the last answer of its action. */
export interface StepFormProps {
  values: Record<string, string>;
  reply: StepReply | undefined;
}

/**
 * One step's form: a plain post (works without JavaScript), messages as the owner types from
 * the same schema the server parses with, and the save button. `children` gets the messages.
 */
export function StepForm({
  schema,
  reply,
  submitLabel,
  onInput,
  children,
}: {
  schema: z.ZodType;
  reply: StepReply | undefined;
  submitLabel?: string;
  onInput?: (form: HTMLFormElement) => void;
  children: (fieldErrors: FieldErrors) => ReactNode;
}) {
  const t = useT("listingEditor.form");
  // The schemas' messages as the browser finds them, in the page's language (the loader's patterns).
  const say = useSayMessage();
  const instant = useInstantValidation(schema, reply?.fieldErrors, say);
  return (
    <Form
      method="post"
      noValidate
      className="grid gap-6"
      onPointerDown={instant.onPointerDown}
      onBlur={instant.onBlur}
      onInput={(event) => {
        instant.onInput(event);
        onInput?.(event.currentTarget);
      }}
    >
      {(reply?.formError || (reply && Object.keys(reply.fieldErrors).length > 0)) && (
        <Notice>
          {reply.formError ?? t("fieldsNeedALook")}
          {reply.problems && reply.problems.length > 0 && (
            <ul className="mt-2 list-disc ps-5">
              {reply.problems.map((p) => (
                <li key={p.message}>{p.message}</li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      {children(instant.fieldErrors)}
      <div className="sm:w-64">
        <SubmitButton intent="save">{submitLabel ?? t("save")}</SubmitButton>
      </div>
    </Form>
  );
}

/** A group of fields with a heading, inside a step. */
export function FieldSet({ legend, children, hint }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <div className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <fieldset className="grid gap-4">
        <legend className="mb-4 font-semibold text-ink">
          {legend}
          {hint && <span className="mt-1 block text-sm font-normal text-muted">{hint}</span>}
        </legend>
        {children}
      </fieldset>
    </div>
  );
}
