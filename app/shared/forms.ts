import { z } from "zod";

/**
 * The form toolkit, the same on both sides: a Zod schema turns submitted
 * fields (FormData, a query string or a plain object) into a typed value or
 * one message per field, and keeps what was typed so a page can show it again.
 */
export type FieldErrors = Record<string, string>;

/** What an action answers when a form is refused: messages, and the values to put back. */
export type FormReply = {
  fieldErrors: FieldErrors;
  values: Record<string, string>;
  formError: string | null;
};

export type Parsed<T> =
  | { ok: true; data: T; values: Record<string, string> }
  | { ok: false; fieldErrors: FieldErrors; values: Record<string, string> };

/** Zod issues → the first message per top-level field ("form" for the whole). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? "form")] ??= issue.message;
  return out;
}

type Source = FormData | URLSearchParams | Iterable<[string, FormDataEntryValue]>;

/** The text fields of a submission, the last value of each name winning (files are left out). */
export function textFields(source: Source): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const [key, value] of source as Iterable<[string, FormDataEntryValue]>) {
    if (typeof value === "string") raw[key] = value;
  }
  return raw;
}

/** What may be echoed back into the page: never a password or a one-time code. */
export function echoable(values: Record<string, string>) {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !/password|secret|token/i.test(key)));
}

/** Parses a submission with a schema; a failure carries the field messages and the echoable values. */
export function parseFields<S extends z.ZodType>(
  schema: S,
  source: Source | Record<string, string>,
): Parsed<z.infer<S>> {
  const raw =
    source instanceof FormData || source instanceof URLSearchParams || Symbol.iterator in source
      ? textFields(source as Source)
      : (source as Record<string, string>);
  const values = echoable(raw);
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data, values };
  return { ok: false, fieldErrors: fieldErrorsOf(result.error), values };
}

/**
 * The message for one field, for instant feedback in the browser with the
 * schema the server uses (an object schema; the other fields as typed).
 */
export function fieldMessage<S extends z.ZodType>(schema: S, values: Record<string, string>, field: string) {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => String(issue.path[0]) === field)?.message;
}

/** Whole numbers as people type them: digits only ("2.9", "0x2", "1e3" and "-1" are refused, not coerced). */
export const WHOLE_NUMBER = /^\d{1,9}$/;

export function wholeNumber(label: string, min: number, max: number) {
  return z
    .string({ error: `Enter the number of ${label}.` })
    .trim()
    .refine((v) => WHOLE_NUMBER.test(v), `The number of ${label} must be a whole number.`)
    .transform(Number)
    .refine((n) => n >= min, `At least ${min} ${label}.`)
    .refine((n) => n <= max, `At most ${max} ${label}.`);
}

/** A whole number from a query string or form, or null when absent or not a plain whole number. */
export function parseWholeNumber(value: string | null | undefined): number | null {
  if (value == null) return null;
  const trimmed = value.trim();
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : null;
}

/** A checkbox: present and "on" (a browser's value; "1" or "true" from scripts and links) means checked. */
export const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "1" || v === "true");

type IntentSchemas = Record<string, z.ZodType>;

/**
 * A submission of a page with several forms, each naming itself in an `intent` field: one case per
 * intent, with its own schema's typed value, or why it was refused (an unknown intent is refused
 * with a message about the whole form).
 */
export type ParsedIntent<S extends IntentSchemas> =
  | {
      [K in keyof S & string]: { ok: true; intent: K; data: z.infer<S[K]>; values: Record<string, string> };
    }[keyof S & string]
  | {
      ok: false;
      intent: (keyof S & string) | null;
      fieldErrors: FieldErrors;
      values: Record<string, string>;
      formError: string | null;
    };

/** The schema of a form with no fields but its button (its intent). */
export const noFields = z.object({});

export const UNKNOWN_INTENT = "Choose what to do: this form's button was not recognised.";

/** Reads the `intent` field and parses the rest with that intent's schema (`unknown`: the page's words for a button it does not have). */
export function parseIntent<S extends IntentSchemas>(
  source: FormData,
  schemas: S,
  unknown = UNKNOWN_INTENT,
): ParsedIntent<S> {
  const intent = source.get("intent");
  if (typeof intent !== "string" || !Object.hasOwn(schemas, intent))
    return { ok: false, intent: null, fieldErrors: {}, values: {}, formError: unknown };
  const parsed = parseFields(schemas[intent]!, source);
  const key = intent as keyof S & string;
  if (!parsed.ok)
    return {
      ok: false,
      intent: key,
      fieldErrors: parsed.fieldErrors,
      values: parsed.values,
      formError: null,
    };
  return { ok: true, intent: key, data: parsed.data, values: parsed.values } as ParsedIntent<S>;
}

/**
 * A required text someone writes (a saved reply, a scheduled message): line ends made one, trimmed,
 * at most `max` characters, no NUL; each refusal names the field by its `label`.
 */
export const writtenText = (label: string, max: number) =>
  z
    .string({ error: `Write the ${label}.` })
    .transform((s) => s.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, `Write the ${label}.`)
        .max(max, `Keep the ${label} under ${max.toLocaleString("en-US")} characters.`)
        .refine((s) => !s.includes("\u0000"), `The ${label} holds a character we cannot store.`),
    );
