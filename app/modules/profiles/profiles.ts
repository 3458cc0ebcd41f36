/**
 * full_name (spec §3, §5): first and last name each trimmed, empty parts
 * dropped, the rest joined by one space.
 */
export function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last]
    .map((part) => (part ?? "").trim())
    .filter((part) => part.length > 0)
    .join(" ");
}

/** A username present but blank after trimming is stored as null (spec §5). */
export function normalizeUsername(username: string | null | undefined): string | null {
  const trimmed = username?.trim() ?? "";
  return trimmed.length > 0 ? trimmed : null;
}

/** Up to two letters for an avatar without a picture. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts.at(-1)!] : parts.slice(0, 1);
  return letters.map((p) => Array.from(p)[0]!.toUpperCase()).join("") || "?";
}
