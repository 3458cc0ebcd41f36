/**
 * Texts as their reader may see them: the detection applied for someone who may not read the
 * contact details in them. Pure; the server decides who may (reveal.server.ts).
 */
import {
  findContactDetails,
  maskContactDetails,
  maskSpans,
  openPartSpans,
  splitNumberSpans,
} from "./contact-details.ts";

/** A text written by someone else: as typed once revealed, masked before. */
export const textFor = (text: string, revealed: boolean) => (revealed ? text : maskContactDetails(text));

/** Every string of a list (house rules), as `textFor`. */
export const textsFor = (texts: readonly string[], revealed: boolean) =>
  texts.map((t) => textFor(t, revealed));

export interface ConversationMessage {
  id: string;
  senderId: string;
  body: string;
  at: Date;
}

/**
 * The bodies of a conversation as `readerId` reads it: their own messages as typed; the other
 * side's as typed once revealed, else masked, each on its own and with a number split over
 * several of the sender's messages masked in every part. Oldest first, as stored.
 */
export function conversationFor(
  messages: readonly ConversationMessage[],
  readerId: string,
  revealed: boolean,
): Map<string, string> {
  const out = new Map<string, string>();
  const bySender = new Map<string, ConversationMessage[]>();
  for (const message of messages) {
    if (message.senderId === readerId || revealed) out.set(message.id, message.body);
    else bySender.set(message.senderId, [...(bySender.get(message.senderId) ?? []), message]);
  }
  for (const sent of bySender.values()) {
    const split = splitNumberSpans(sent);
    sent.forEach((message, i) =>
      out.set(message.id, maskSpans(message.body, [...findContactDetails(message.body), ...split[i]!])),
    );
  }
  return out;
}

/**
 * The newest of a sender's messages (the last of `recent`, oldest first) for a notice to the
 * other side: masked with the sender's recent messages, and any digits it starts or ends with
 * too, since the rest of a number may come in the next message, after the notice has gone.
 */
export function noticeTextFor(recent: readonly ConversationMessage[], readerId: string): string {
  const newest = recent[recent.length - 1];
  if (!newest) return "";
  const split = splitNumberSpans(recent);
  return maskSpans(newest.body, [
    ...findContactDetails(newest.body),
    ...split[split.length - 1]!,
    ...(newest.senderId === readerId ? [] : openPartSpans(newest.body)),
  ]);
}
