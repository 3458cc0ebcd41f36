import { cleanDisplayText } from "../../shared/text.ts";

/**
 * full_name (spec §3, §5): first and last name each cleaned (cleanDisplayText),
 * empty parts dropped, the rest joined by one space.
 */
export function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last]
    .map((part) => cleanDisplayText(part))
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

/** Usernames: 3–30 letters, digits, `_` or `.`; unique whatever the case. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,30}$/;
export const NAME_MAX = 80;

/** Why a (normalized, non-null) username is refused, or null when it is fine. */
export function usernameProblem(username: string): string | null {
  if (username.length < 3) return "A username needs at least 3 characters.";
  if (username.length > 30) return "A username can be at most 30 characters.";
  if (!USERNAME_PATTERN.test(username)) return "Use only letters, digits, _ and . in a username.";
  return null;
}

export interface ProfileRow {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  username: string | null;
  avatarUrl: string | null;
  updatedAt: Date;
}

export interface ProfileInput {
  firstName?: string;
  lastName?: string;
  username?: string | null;
  avatarUrl?: string | null;
}

export type ProfileChanges = Partial<Omit<ProfileRow, "id" | "updatedAt">>;

/**
 * Spec §5/§7 update rules: only the fields that differ from the existing row;
 * names are cleaned (cleanDisplayText), a blank username becomes null, and full_name is recomputed
 * whenever either name changes. `updated_at` is added by the writer.
 */
export function profileChanges(existing: ProfileRow, input: ProfileInput): ProfileChanges {
  const changes: ProfileChanges = {};
  const firstName = input.firstName === undefined ? existing.firstName : cleanDisplayText(input.firstName);
  const lastName = input.lastName === undefined ? existing.lastName : cleanDisplayText(input.lastName);
  if (firstName !== existing.firstName) changes.firstName = firstName;
  if (lastName !== existing.lastName) changes.lastName = lastName;
  if ("firstName" in changes || "lastName" in changes) {
    const derived = fullName(firstName, lastName);
    if (derived !== existing.fullName) changes.fullName = derived;
  }
  if (input.username !== undefined) {
    const username = normalizeUsername(input.username);
    if (username !== existing.username) changes.username = username;
  }
  if (input.avatarUrl !== undefined && input.avatarUrl !== existing.avatarUrl)
    changes.avatarUrl = input.avatarUrl;
  return changes;
}

/**
 * Where a user's avatar is stored (spec §3): `{userId}/{timestamp}.{extension}`
 * in the `avatars` bucket, the extension naming the format the picture was
 * re-encoded to (never the uploaded file's name, which the sender chooses).
 */
export const AVATAR_BUCKET = "avatars";
const EXTENSIONS: Record<string, string> = {
  jpeg: "jpeg",
  jpg: "jpeg",
  png: "png",
  webp: "webp",
  gif: "gif",
  avif: "avif",
};
export function avatarPath(userId: string, format: string, now: number): string {
  const extension = EXTENSIONS[format.toLowerCase()];
  if (!extension) throw new Error(`No avatar extension for the format ${format}`);
  return `${userId}/${now}.${extension}`;
}

/** The row as the spec names its fields (spec §3), for the JSON API and the browser's store. */
export function profileJson(row: ProfileRow) {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: row.fullName,
    username: row.username,
    avatar_url: row.avatarUrl,
    updated_at: row.updatedAt.toISOString(),
  };
}
