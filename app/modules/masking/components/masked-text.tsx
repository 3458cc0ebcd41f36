import { Icon } from "~/ui/icon";
import { HIDDEN_LABEL, segmentsOf } from "../markers";

/**
 * A text as the server sent it (React escapes it; never HTML): each contact detail it masked
 * drawn as a badge with an eye, and, with `links` (a text its reader may see in full), web and
 * e-mail addresses clickable (http(s) only).
 */
export function MaskedText({ text, links = false }: { text: string; links?: boolean }) {
  return (
    <>
      {segmentsOf(text, links).map((segment, i) => {
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
    </>
  );
}
