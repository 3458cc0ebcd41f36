import { MaskedText } from "~/modules/masking/components/masked-text";

/**
 * A message as plain text, as the server sent it: the contact details it masked drawn as a badge,
 * and, in a text the reader may see in full (theirs, or the booking is accepted), links clickable.
 */
export function MessageText({ body, links }: { body: string; links: boolean }) {
  return (
    <p className="text-[0.95rem] leading-6 break-words whitespace-pre-wrap">
      <MaskedText text={body} links={links} />
    </p>
  );
}
