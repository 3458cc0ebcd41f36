/**
 * Readable placeholders in an owner's text ("Hi {guest_name}"), filled in one pass: a value that
 * looks like a placeholder is never filled again, an unknown one or one without a value is left
 * as written. Saved replies (decision 3952) and scheduled messages (decision 3954) use it.
 */
export function fillPlaceholders(body: string, values: Record<string, string>): string {
  return body.replace(/\{([a-z_]+)\}/g, (whole, key: string) => values[key] || whole);
}

/** The first word of a name ("Ada Lovelace" → "Ada"); empty for a blank one. */
export const firstName = (name: string | null) => (name ?? "").trim().split(/\s+/)[0] ?? "";
