import { count, eq, sql } from "drizzle-orm";
import { signInDevices } from "../../../db/schema/index.ts";
import type { Database } from "../../platform/db.server.ts";
import { createNotification } from "../notifications/notifications.server.ts";
import { translatorFor } from "../../i18n/language.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { describeDevice, deviceOf, maskEmail } from "./accounts.ts";

/**
 * Security notices: stored notifications the dispatcher always emails.
 * Called from Better Auth's hooks, so they cover every way a change is made. Written in the
 * account's language (decision 3855).
 */
const SETTINGS_LINK = "/user/settings#security";

/**
 * Remembers the device (browser and system) of a new session; a sign-in from
 * one the account never used is reported. The very first sign-in is not news.
 */
export async function recordSignIn(db: Database, userId: string, userAgent: string | null | undefined) {
  const device = describeDevice(userAgent).slice(0, 100);
  const [known] = await db.select({ n: count() }).from(signInDevices).where(eq(signInDevices.userId, userId));
  const inserted = await db
    .insert(signInDevices)
    .values({ userId, device })
    .onConflictDoUpdate({
      target: [signInDevices.userId, signInDevices.device],
      set: { lastSeenAt: sql`now()` },
    })
    // xmax = 0 only on a row this statement inserted (not on an update of an existing one).
    .returning({ isNew: sql<boolean>`(xmax = 0)` });
  if (!inserted[0]?.isNew || (known?.n ?? 0) === 0) return;
  await createNotification(db, {
    userId,
    type: "security_sign_in",
    title: (v) => v.notice("newSignInTitle", { device: deviceSaid(v.locale, userAgent) }),
    body: (v) => v.notice("newSignInBody"),
    link: SETTINGS_LINK,
  });
}

/**
 * The device in the reader's words, as the settings page's sessions say it ("Chrome on macOS",
 * "Chrome en macOS"); the English one is `describeDevice`, the key devices are remembered by.
 */
export function deviceSaid(locale: Locale, userAgent: string | null | undefined): string {
  const say = translatorFor(locale, "settings.security.device");
  const parts = deviceOf(userAgent);
  if (!parts) return say("unknown");
  const browser =
    parts.browser === "script" ? say("script") : parts.browser === "browser" ? say("browser") : parts.browser;
  return parts.os ? say("on", { browser, os: parts.os }) : browser;
}

export async function noticePasswordReset(db: Database, userId: string) {
  await createNotification(db, {
    userId,
    type: "security_password",
    title: (v) => v.notice("passwordResetTitle"),
    body: (v) => v.notice("passwordResetBody"),
    link: SETTINGS_LINK,
    email: false, // the reset already sends its own "password changed" email
  });
}

export async function noticeEmailChanged(db: Database, userId: string, newEmail: string) {
  await createNotification(db, {
    userId,
    type: "security_email",
    title: (v) => v.notice("emailChangedTitle"),
    body: (v) => v.notice("emailChangedBody", { email: maskEmail(newEmail) }),
    link: SETTINGS_LINK,
  });
}

export async function noticeTwoFactor(db: Database, userId: string, enabled: boolean) {
  await createNotification(db, {
    userId,
    type: "security_two_factor",
    title: (v) => v.notice(enabled ? "twoFactorOnTitle" : "twoFactorOffTitle"),
    body: (v) => v.notice(enabled ? "twoFactorOnBody" : "twoFactorOffBody"),
    link: SETTINGS_LINK,
  });
}
