import { useState, type FocusEvent, type FormEvent } from "react";
import type { z } from "zod";
import { fieldMessage, textFields, type FieldErrors } from "~/shared/forms";

/**
 * Instant messages in the browser from the schema the server parses with: a field
 * is checked when the person leaves it (once they typed something), and a field
 * showing a message is checked again as they type, so the message goes as soon as
 * it is fixed. The server's answer (`serverErrors`) replaces them after a submit.
 * Put `onBlur` and `onInput` on the form; read `errors` for each field.
 */
export function useInstantValidation(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const [checked, setChecked] = useState<{ from: FieldErrors | undefined; errors: FieldErrors }>({
    from: serverErrors,
    errors: serverErrors ?? {},
  });
  // A new answer from the server starts over from its messages.
  const current = checked.from === serverErrors ? checked.errors : (serverErrors ?? {});

  const check = (form: HTMLFormElement, field: string) => {
    const message = fieldMessage(schema, textFields(new FormData(form)), field);
    const errors = { ...current };
    if (message) errors[field] = message;
    else delete errors[field];
    setChecked({ from: serverErrors, errors });
  };
  const fieldOf = (event: { target: EventTarget }) => {
    const target = event.target as HTMLInputElement;
    return typeof target.name === "string" && target.name ? target : null;
  };

  return {
    errors: current,
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      const field = fieldOf(event);
      if (field && field.type !== "checkbox" && field.value !== "") check(event.currentTarget, field.name);
    },
    onInput: (event: FormEvent<HTMLFormElement>) => {
      const field = fieldOf(event);
      if (field && current[field.name]) check(event.currentTarget, field.name);
    },
  };
}
