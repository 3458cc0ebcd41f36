import { useEffect, useRef, useState, type FormEvent } from "react";

type Errors = Record<string, string>;

/**
 * The server's messages, each shown only until its field is fixed: when the person changes a field
 * with a message, `recheck` (the same pure rules the server applies, where the browser can run them)
 * decides whether a message stays, with its new words; a field the browser cannot check loses its
 * message on the first change (the server checks it again on submit). A new answer starts over.
 * Put `onChange` on the form.
 */
export function useErrorsUntilFixed(serverErrors: Errors, recheck?: (form: HTMLFormElement) => Errors) {
  const [edits, setEdits] = useState<{ from: Errors; changed: Errors; fixed: string[] }>({
    from: serverErrors,
    changed: {},
    fixed: [],
  });
  const current = edits.from === serverErrors ? edits : { from: serverErrors, changed: {}, fixed: [] };
  const fieldErrors: Errors = {};
  for (const [key, message] of Object.entries(serverErrors))
    if (!current.fixed.includes(key)) fieldErrors[key] = message;
  Object.assign(fieldErrors, current.changed);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!name || !(name in fieldErrors)) return;
    const again = recheck?.(event.currentTarget)[name];
    const changed = { ...current.changed };
    if (again) changed[name] = again;
    else delete changed[name];
    setEdits({ from: serverErrors, changed, fixed: [...current.fixed, name] });
  };
  return { fieldErrors, onChange };
}

/**
 * Moves focus to an element (a form's message) each time `answer` is a new, rejected answer, so
 * keyboard and screen-reader users land on what went wrong. The element needs `tabIndex={-1}`.
 */
export function useFocusOnRejection<T extends HTMLElement>(answer: unknown, rejected: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (answer && rejected) ref.current?.focus();
  }, [answer, rejected]);
  return ref;
}
