import { useRef, useState, type FocusEvent, type FormEvent, type PointerEvent } from "react";
import type { z } from "zod";
import { fieldMessage, textFields, type FieldErrors } from "~/shared/forms";

/**
 * Instant messages in the browser from the schema the server parses with: a field
 * is checked when the person leaves it (once they typed something), and a field
 * showing a message is checked again as they type, so the message goes as soon as
 * it is fixed. The server's answer (`serverErrors`) replaces them after a submit.
 * Put `onPointerDown`, `onBlur` and `onInput` on the form; read `fieldErrors` for each field.
 */
export function useInstantValidation(
  schema: z.ZodType,
  serverErrors: FieldErrors | undefined,
  /** Says a message the browser found in the page's language (the server's are said already). */
  say: (message: string) => string = (message) => message,
) {
  const [checked, setChecked] = useState<{ from: FieldErrors | undefined; fieldErrors: FieldErrors }>({
    from: serverErrors,
    fieldErrors: serverErrors ?? {},
  });
  // A new answer from the server starts over from its messages.
  const current = checked.from === serverErrors ? checked.fieldErrors : (serverErrors ?? {});

  const check = (form: HTMLFormElement, field: string) => {
    const message = fieldMessage(schema, textFields(new FormData(form)), field);
    const fieldErrors = { ...current };
    if (message) fieldErrors[field] = say(message);
    else delete fieldErrors[field];
    setChecked({ from: serverErrors, fieldErrors });
  };
  // Leaving a field by pressing submit must not move the button away mid-click
  // (a message appearing above it): the submit answers for every field anyway.
  const pressingSubmit = useRef(false);
  const isSubmit = (element: EventTarget | null) =>
    element instanceof Element &&
    element.closest("button:not([type]), button[type=submit], input[type=submit]") !== null;
  const fieldOf = (event: { target: EventTarget }) => {
    const target = event.target as HTMLInputElement;
    return typeof target.name === "string" && target.name ? target : null;
  };

  return {
    fieldErrors: current,
    onPointerDown: (event: PointerEvent<HTMLFormElement>) => {
      pressingSubmit.current = isSubmit(event.target);
    },
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      const submitting = pressingSubmit.current || isSubmit(event.relatedTarget);
      pressingSubmit.current = false;
      if (submitting) return;
      const field = fieldOf(event);
      if (field && field.type !== "checkbox" && field.value !== "") check(event.currentTarget, field.name);
    },
    onInput: (event: FormEvent<HTMLFormElement>) => {
      const field = fieldOf(event);
      if (field && current[field.name]) check(event.currentTarget, field.name);
    },
  };
}
