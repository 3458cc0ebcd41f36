import { Icon } from "~/ui/icon";
import { HIDDEN_LABEL, segmentsOf } from "../messages.ts";

/**
 * A message as plain text (React escapes it; never HTML): contact details hidden before the
 * booking is accepted, links and addresses clickable after.
 */
export function MessageText({ body, revealed }: { body: string; revealed: boolean }) {
  return (
    <p className="text-[0.95rem] leading-6 break-words whitespace-pre-wrap">
      {segmentsOf(body, revealed).map((segment, i) => {
        switch (segment.kind) {
          case "text":
            return <span key={i}>{segment.text}</span>;
          case "hidden":
            return (
              <span
                key={i}
                className="mx-0.5 inline-flex items-center gap-1 rounded-md bg-surface-2 px-1.5 text-sm text-muted"
              >
                <Icon name="eye-off" className="size-3.5" />
                {HIDDEN_LABEL[segment.what].slice(1, -1)}
              </span>
            );
          case "link":
            return (
              <a
                key={i}
                href={segment.href}
                rel="noopener noreferrer nofollow ugc"
                target="_blank"
                className="font-semibold underline underline-offset-2"
              >
                {segment.text}
              </a>
            );
          case "email":
            return (
              <a
                key={i}
                href={`mailto:${segment.text}`}
                className="font-semibold underline underline-offset-2"
              >
                {segment.text}
              </a>
            );
        }
      })}
    </p>
  );
}
