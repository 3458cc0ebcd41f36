import { useCallback } from "react";
import { useTranslations } from "use-intl";
import { useMatches } from "react-router";
import { sayMessage, type MessagePattern, type MessageValues } from "./server-messages.ts";
import { useFormat } from "./react.tsx";

// Apart from react.tsx, which every page loads with the frame: only the pages that re-run the rules
// in the browser carry the pattern matcher (decision 4030).

/**
 * The rules' English messages, where the browser runs them again (the booking form, the price box,
 * sign-up's instant checks), in the page's language (decision 3850): the route's loader sends the
 * patterns as `messagePatterns` (none in English, where the message is already right).
 */
export function useSayMessage(): (message: string) => string {
  const matches = useMatches();
  const patterns =
    matches
      .map(
        (match) =>
          (match.loaderData as { messagePatterns?: MessagePattern[] | null } | undefined)?.messagePatterns,
      )
      .find(Boolean) ?? null;
  const say = useTranslations("formErrors") as unknown as (key: string, values: MessageValues) => string;
  const format = useFormat();
  return useCallback(
    (message: string) => (patterns ? sayMessage(patterns, message, say, (iso) => format.date(iso)) : message),
    [patterns, say, format],
  );
}
