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

// Controls (but tab/newline), bidi embeddings/overrides/isolates and marks,
// zero-width characters and the BOM: invisible, and able to make a name read
// as something else ("evil\u202Egnp.exe").
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we strip
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

/** A name or short text as the site shows it: invisible and direction-changing characters removed. */
export function cleanDisplayText(value: string) {
  return value.replace(INVISIBLE, "");
}
