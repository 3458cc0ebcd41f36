import { data } from "react-router";
import type { FieldErrors } from "./forms.ts";
import { parseUuid } from "./ids.ts";
import { hasUnstorableCharacters, hasUnstorableText } from "./text.ts";

/**
 * Reading what a browser sent, refusing at the edge what no page would send:
 * a wrong content type (415), a body that is not a form or not JSON (400),
 * text the database cannot store (400). Each answers a short message rather
 * than failing deep inside an action as a 500.
 */
export const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const mediaType = (request: Request) =>
  (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

function refuse(status: number, message: string): never {
  throw data({ fieldErrors: {}, values: {}, formError: message }, { status });
}

export const UNSTORABLE_MESSAGE =
  "Some of what was sent contains characters we can't accept (such as a NUL byte). Please retype it.";

/** The submitted form, or a 4xx answer thrown before the action reads anything. */
export async function readForm(request: Request): Promise<FormData> {
  if (!FORM_TYPES.includes(mediaType(request))) refuse(415, "This page expects a form submission.");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    refuse(400, "The form could not be read. Please try again.");
  }
  for (const [key, value] of form) {
    if (hasUnstorableCharacters(key) || (typeof value === "string" && hasUnstorableCharacters(value))) {
      refuse(400, UNSTORABLE_MESSAGE);
    }
  }
  return form;
}

/** A JSON body, or a 4xx answer (`{ error }`) thrown when it is not JSON or holds unstorable text. */
export async function readJson(request: Request): Promise<unknown> {
  const type = mediaType(request);
  if (type !== "application/json" && !type.endsWith("+json")) {
    throw data({ error: "Send JSON (Content-Type: application/json)." }, { status: 415 });
  }
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    throw data({ error: "The body is not valid JSON." }, { status: 400 });
  }
  if (hasUnstorableText(body)) throw data({ error: UNSTORABLE_MESSAGE }, { status: 400 });
  return body;
}

/** Query parameters a loader reads, refusing unstorable text (it would reach a query). */
export function searchParamsOf(request: Request): URLSearchParams {
  const params = new URL(request.url).searchParams;
  for (const [key, value] of params) {
    if (hasUnstorableCharacters(key) || hasUnstorableCharacters(value)) {
      throw data(UNSTORABLE_MESSAGE, { status: 400 });
    }
  }
  return params;
}

/** Every state change must come from our own pages (Origin, else Referer, checked against the site's URL). */
export function assertSameOrigin(request: Request, appUrl: string) {
  if (!isSameOrigin(request, appUrl))
    throw data("This request did not come from this site.", { status: 403 });
}

/** Whether the Origin (or, without one, the Referer) names this site; neither counts as elsewhere. */
export function isSameOrigin(request: Request, appUrl: string) {
  const origin = request.headers.get("origin");
  const referer = request.headers.get("referer");
  const from = origin && origin !== "null" ? origin : referer ? originOf(referer) : null;
  return from === new URL(appUrl).origin;
}

function originOf(value: string) {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The id in an address, or a 404 with `message`: a malformed id names nothing (never a failed uuid cast). */
export function uuidOrNotFound(value: string | null | undefined, message: string): string {
  const id = parseUuid(value);
  if (!id) throw data(message, { status: 404 });
  return id;
}

/**
 * The one reply of a page with several forms (intents) when one is refused: which form sent it, so
 * the page shows the messages beside that form, the messages and what was typed. A failed
 * `parseIntent` or a service's `Failure` can be passed as the reply; `init.headers` are the page's
 * own (the operator console's no-store and noindex), `init.extra` what a refusal carries besides
 * its messages (the listing's checklist of what it still needs).
 */
export function intentReply<I extends string, E extends Record<string, unknown> = Record<never, never>>(
  intent: I | null,
  status: number,
  reply: { fieldErrors?: FieldErrors; values?: Record<string, string>; formError?: string | null } = {},
  init: { headers?: HeadersInit; extra?: E } = {},
) {
  return data(
    {
      ...(init.extra as E),
      intent,
      fieldErrors: reply.fieldErrors ?? {},
      values: reply.values ?? {},
      formError: reply.formError ?? null,
    },
    { status, headers: init.headers },
  );
}
