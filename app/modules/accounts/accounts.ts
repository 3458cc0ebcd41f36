/** Pure account rules, usable on both sides. */

/** Longest user name and email address Better Auth's endpoints accept (longer ones are refused at every endpoint). */
export const AUTH_NAME_MAX = 100;
export const EMAIL_MAX = 254;

/** The body fields of Better Auth's endpoints that hold a name, and those that hold an email address. */
const NAME_FIELDS = ["name", "firstName", "lastName"] as const;
const EMAIL_FIELDS = ["email", "newEmail"] as const;

/**
 * Why an auth request body is refused for its size, or null: a name over
 * AUTH_NAME_MAX characters or an email address over EMAIL_MAX (counted after
 * trimming, as the forms do). Other types are left to the endpoint's own checks.
 */
export function authInputProblem(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const fields = body as Record<string, unknown>;
  for (const field of NAME_FIELDS) {
    const value = fields[field];
    if (typeof value === "string" && value.trim().length > AUTH_NAME_MAX)
      return `A name can be at most ${AUTH_NAME_MAX} characters.`;
  }
  for (const field of EMAIL_FIELDS) {
    const value = fields[field];
    if (typeof value === "string" && value.trim().length > EMAIL_MAX)
      return `An email address can be at most ${EMAIL_MAX} characters.`;
  }
  return null;
}

/** E.164: a plus sign, a country code and up to 15 digits in all. */
export function isE164(value: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(value);
}

/** Tolerant input: spaces, dashes, dots and brackets are dropped; 00 becomes +. */
export function normalizePhone(input: string): string {
  const compact = input.trim().replace(/[\s().-]/g, "");
  return compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
}

/**
 * A device's parts from a user-agent string: the browser's and the system's names (the same in
 * every language), "script" or "browser" when it is none we know, and no system when unsure. A
 * page says them in its language; null: no user agent at all.
 */
export function deviceOf(userAgent: string | null | undefined): DeviceParts | null {
  if (!userAgent) return null;
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Chrome\/|Chromium\/|CriOS\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : /curl|node|undici|Playwright/i.test(ua)
              ? "script"
              : "browser";
  const os = /iPhone|iPad|iPod/.test(ua)
    ? "iOS"
    : /Android/.test(ua)
      ? "Android"
      : /Mac OS X|Macintosh/.test(ua)
        ? "macOS"
        : /Windows/.test(ua)
          ? "Windows"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : null;
  return { browser, os };
}

export interface DeviceParts {
  browser: string;
  os: string | null;
}

/** "Chrome on macOS" in English (the security notices and logs); a plain fallback otherwise. */
export function describeDevice(userAgent: string | null | undefined): string {
  const parts = deviceOf(userAgent);
  if (!parts) return "Unknown device";
  const browser = { script: "Script", browser: "Browser" }[parts.browser] ?? parts.browser;
  return parts.os ? `${browser} on ${parts.os}` : browser;
}

/** a•••@example.com: enough to recognise an address without showing all of it. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** The secret of an otpauth:// URI, grouped by four for reading aloud or typing. */
export function totpSecretFromUri(uri: string): string | null {
  try {
    const secret = new URL(uri).searchParams.get("secret");
    return secret ? secret.replace(/(.{4})/g, "$1 ").trim() : null;
  } catch {
    return null;
  }
}

/** A signed-in session as the settings page lists it (instants as ISO strings). */
export interface SessionView {
  id: string;
  device: string;
  /** The device's parts, for the page to say in its language. */
  deviceParts: DeviceParts | null;
  ipAddress: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** What the two-factor set-up page shows after a step: the code to scan, the backup codes, or what went wrong. */
export type TwoFactorStep =
  | {
      step: "scan";
      totpURI: string;
      qr: string;
      secret: string;
      fieldErrors: Record<string, string>;
      formError: string | null;
    }
  | { step: "codes"; codes: string[]; fresh: boolean }
  | { step: "error"; fieldErrors: Record<string, string>; formError: string | null; intent: string };
