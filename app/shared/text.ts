/**
 * Text that reaches the database or the screen. PostgreSQL refuses NUL in text
 * and lone UTF-16 surrogates cannot be encoded: both are refused at the edge
 * with a 400 rather than failing deep inside a query.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what we look for
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string cannot be stored as text (NUL byte or a lone surrogate). */
export function hasUnstorableCharacters(value: string) {
  return NUL.test(value) || LONE_SURROGATE.test(value);
}

/** The same check through a parsed JSON value (keys too); absurdly deep values count as unstorable. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (depth > 20) return true;
  if (typeof value === "string") return hasUnstorableCharacters(value);
  if (Array.isArray(value)) return value.some((v) => hasUnstorableText(v, depth + 1));
  if (value && typeof value === "object") {
    return Object.entries(value).some(
      ([k, v]) => hasUnstorableCharacters(k) || hasUnstorableText(v, depth + 1),
    );
  }
  return false;
}

/** Line breaks and tabs (and the Unicode line/paragraph separators): each becomes a space. */
const BREAKING_CONTROLS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
/**
 * Invisible characters that can disguise a name: the other control characters,
 * bidirectional marks, embeddings, overrides and isolates (U+200E, U+200F,
 * U+061C, U+202A–U+202E, U+2066–U+2069) and zero-width characters (U+200B–U+200D,
 * U+2060, U+FEFF).
 */
const INVISIBLE = /[\p{Cc}\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/gu;

/**
 * A name as the site stores and shows it: invisible and control
 * characters removed, line breaks as spaces, runs of spaces as one, trimmed.
 */
export function cleanDisplayText(value: string | null | undefined): string {
  return (value ?? "").replace(BREAKING_CONTROLS, " ").replace(INVISIBLE, "").replace(/\s+/g, " ").trim();
}
