import { describe, expect, it } from "vitest";
import { deviceSaid } from "./security-notices.server.ts";
import {
  deviceOf,
  AUTH_NAME_MAX,
  EMAIL_MAX,
  authInputProblem,
  describeDevice,
  isE164,
  maskEmail,
  normalizePhone,
  totpSecretFromUri,
} from "./accounts.ts";
import { friendlyAuthError } from "./accounts.server.ts";

describe("auth input limits", () => {
  it("accepts names up to 100 characters and email addresses up to 254", () => {
    expect([AUTH_NAME_MAX, EMAIL_MAX]).toEqual([100, 254]);
    const email = `${"a".repeat(242)}@example.com`;
    expect(email).toHaveLength(254);
    expect(authInputProblem({ name: "n".repeat(100), firstName: "f".repeat(100), email })).toBeNull();
    expect(authInputProblem({ newEmail: email })).toBeNull();
    expect(authInputProblem(undefined)).toBeNull();
    expect(authInputProblem({ name: 42 })).toBeNull();
  });

  it("refuses longer ones with a clear message", () => {
    expect(authInputProblem({ name: "n".repeat(101) })).toBe("A name can be at most 100 characters.");
    expect(authInputProblem({ lastName: "n".repeat(8 * 1024 * 1024) })).toBe(
      "A name can be at most 100 characters.",
    );
    expect(authInputProblem({ email: `${"a".repeat(243)}@example.com` })).toBe(
      "An email address can be at most 254 characters.",
    );
    expect(authInputProblem({ newEmail: `${"a".repeat(243)}@example.com` })).toMatch(/254/);
  });
});

describe("friendlyAuthError", () => {
  it("passes on the per-account throttle's wait, and keeps the generic words for other 429s", () => {
    const message = "Too many failed sign-ins for this email address. Try again in 30 seconds.";
    expect(friendlyAuthError(429, "SIGN_IN_THROTTLED", message)).toBe(message);
    expect(friendlyAuthError(429, undefined, "Too many requests")).toMatch(/wait a few minutes/);
  });
});

describe("phone numbers", () => {
  it("accepts E.164 only", () => {
    expect(isE164("+14155550100")).toBe(true);
    expect(isE164("+447911123456")).toBe(true);
    expect(isE164("4155550100")).toBe(false);
    expect(isE164("+0123456789")).toBe(false);
    expect(isE164("+1234567890123456")).toBe(false);
  });
  it("normalises what people type", () => {
    expect(normalizePhone(" +1 (415) 555-0100 ")).toBe("+14155550100");
    expect(normalizePhone("0044 7911 123456")).toBe("+447911123456");
  });
});

describe("describeDevice", () => {
  it.each([
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
      "Chrome on macOS",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605 Version/17 Mobile Safari/604.1",
      "Safari on iOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
      "Firefox on Windows",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36 Edg/126", "Edge on Linux"],
    [null, "Unknown device"],
  ])("%s → %s", (ua, expected) => {
    expect(describeDevice(ua)).toBe(expected);
  });

  it("gives the parts a page says in its language: names as they are, generic ones as ids", () => {
    expect(deviceOf("Mozilla/5.0 (Windows NT 10.0) Gecko/20100101 Firefox/128.0")).toEqual({
      browser: "Firefox",
      os: "Windows",
    });
    expect(deviceOf("curl/8.5.0")).toEqual({ browser: "script", os: null });
    expect(deviceOf("Lynx/2.9 (Linux)")).toEqual({ browser: "browser", os: "Linux" });
    expect(describeDevice("curl/8.5.0")).toBe("Script");
    expect(deviceOf("")).toBeNull();
  });
});

describe("small helpers", () => {
  it("masks an email", () => {
    expect(maskEmail("rover@example.com")).toBe("r•••@example.com");
  });
  it("reads the secret of an otpauth URI", () => {
    expect(totpSecretFromUri("otpauth://totp/Site:a%40b.c?secret=ABCDEFGHIJKL&issuer=Site")).toBe(
      "ABCD EFGH IJKL",
    );
    expect(totpSecretFromUri("nonsense")).toBeNull();
  });
});

describe("a new device named in the notice's language", () => {
  const chrome =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
  it("says it as the settings page does; English as the remembered key", () => {
    expect(deviceSaid("en", chrome)).toBe(describeDevice(chrome));
    expect(deviceSaid("es", chrome)).toBe("Chrome en macOS");
    expect(deviceSaid("fr", chrome)).toBe("Chrome sur macOS");
    expect(deviceSaid("ar", null)).toBe("جهاز غير معروف");
  });
});
