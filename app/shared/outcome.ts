import type { FieldErrors } from "./forms.ts";

/**
 * The one shape of "it worked, or here is why not" that services answer to
 * routes: a failure carries the HTTP status, a message about the whole form
 * (or null) and messages per field, so a route can show it next to the fields.
 */
export type Failure = { ok: false; status: number; formError: string | null; fieldErrors: FieldErrors };
export type Outcome<T = undefined> = { ok: true; value: T } | Failure;

export function success(): { ok: true; value: undefined };
export function success<T>(value: T): { ok: true; value: T };
export function success<T>(value?: T) {
  return { ok: true as const, value };
}

export function failure(status: number, formError: string | null, fieldErrors: FieldErrors = {}): Failure {
  return { ok: false, status, formError, fieldErrors };
}
