import { data } from "react-router";
import { refusalLanguage } from "../i18n/language.server.ts";
import type { Refused } from "../i18n/react.tsx";

/**
 * What a middleware throws to refuse a request (decision 3880). A middleware's error is rendered
 * before any loader runs, the root's included, so the error page would have no language and no
 * messages (each frame key logged as MISSING_MESSAGE, the page shown in keys). The refusal carries
 * the request's language and the messages the error page needs; `message` keeps the English text
 * for logs and scripts.
 */
export function refusal(
  request: Request,
  status: number,
  message: string,
  headers?: HeadersInit,
): ReturnType<typeof data<Refused>> {
  return data({ message, language: refusalLanguage(request) } satisfies Refused, { status, headers });
}
