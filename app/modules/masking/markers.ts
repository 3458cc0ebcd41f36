/**
 * What stands in for a contact detail the server masked, and how a page finds those markers
 * again to draw them (a badge with an eye) and links in a revealed text. Safe for the browser:
 * the detection itself stays on the server (contact-details.ts).
 */

export type ContactKind = "email" | "phone" | "link";

/** The marker that replaces a contact detail, in place, in any text the other side reads. */
export const HIDDEN_LABEL: Record<ContactKind, string> = {
  email: "[email hidden]",
  phone: "[phone number hidden]",
  link: "[link hidden]",
};

export type Segment =
  | { kind: "text"; text: string }
  | { kind: "hidden"; what: ContactKind }
  | { kind: "link"; text: string; href: string }
  | { kind: "email"; text: string };

const MARKER = /\[(email|phone number|link) hidden\]/g;
const KIND_OF: Record<string, ContactKind> = { email: "email", "phone number": "phone", link: "link" };

// In a revealed text, what becomes clickable: http(s) and www. addresses, e-mail addresses, and
// bare domains with a common ending (so "e.g." or "3.5" never are).
const ENDINGS =
  "com|net|org|io|co|uk|us|ca|au|nz|de|fr|es|it|nl|be|ch|at|eu|ie|pt|se|no|dk|fi|pl|me|app|dev|info|biz|xyz|site|online|link|ly|gl|to|tv|page|shop|store";
const LINKABLE = new RegExp(
  String.raw`\bhttps?:\/\/[^\s<>"']+|\bwww\.[^\s<>"']+|[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}|\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*\.(?:${ENDINGS})\b(?:\/[^\s<>"']*)?`,
  "gi",
);

/** Trailing punctuation ends a sentence, not a link. */
function trimTail(raw: string) {
  return raw.replace(/[.,;:!?)\]}'"]+$/, "");
}

/** A link's address: only http(s) (www. gets https://), so no other scheme is ever linked. */
export function hrefOf(raw: string): string {
  return /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
}

function linked(text: string): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const m of text.matchAll(LINKABLE)) {
    const raw = trimTail(m[0]);
    if (!raw) continue;
    if (m.index > at) out.push({ kind: "text", text: text.slice(at, m.index) });
    out.push(
      raw.includes("@") && !/^https?:|^www\./i.test(raw)
        ? { kind: "email", text: raw }
        : { kind: "link", text: raw, href: hrefOf(raw) },
    );
    at = m.index + raw.length;
  }
  if (at < text.length) out.push({ kind: "text", text: text.slice(at) });
  return out;
}

/**
 * A text as the server sent it, in parts: the markers of masked details, and (when `links`, for a
 * text its reader may see in full) its web and e-mail addresses made clickable.
 */
export function segmentsOf(text: string, links: boolean): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  const plain = (part: string) => {
    if (!part) return;
    if (links) out.push(...linked(part));
    else out.push({ kind: "text", text: part });
  };
  for (const m of text.matchAll(MARKER)) {
    plain(text.slice(at, m.index));
    out.push({ kind: "hidden", what: KIND_OF[m[1]!]! });
    at = m.index + m[0].length;
  }
  plain(text.slice(at));
  return out;
}
