import { count, eq, sql } from "drizzle-orm";
import { signInDevices } from "../../../db/schema/index.ts";
import type { Database } from "../../platform/db.server.ts";
import { createNotification } from "../notifications/notifications.server.ts";
import { describeDevice, maskEmail } from "./accounts.ts";

/**
 * Security notices: stored notifications the dispatcher always emails.
 * Called from Better Auth's hooks, so they cover every way a change is made.
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
    title: `New sign-in on ${device}`,
    body: "If this wasn't you, change your password and sign out the other devices in your settings.",
    link: SETTINGS_LINK,
  });
}

export async function noticePasswordReset(db: Database, userId: string) {
  await createNotification(db, {
    userId,
    type: "security_password",
    title: "Your password was reset",
    body: "Every device was signed out. If it wasn't you, reset your password again and tell us.",
    link: SETTINGS_LINK,
    email: false, // the reset already sends its own "password changed" email
  });
}

export async function noticeEmailChanged(db: Database, userId: string, newEmail: string) {
  await createNotification(db, {
    userId,
    type: "security_email",
    title: "Your email address was changed",
    body: `Sign-in and emails now use ${maskEmail(newEmail)}. If it wasn't you, reset your password now.`,
    link: SETTINGS_LINK,
  });
}

export async function noticeTwoFactor(db: Database, userId: string, enabled: boolean) {
  await createNotification(db, {
    userId,
    type: "security_two_factor",
    title: enabled ? "Two-factor sign-in is on" : "Two-factor sign-in was turned off",
    body: enabled
      ? "Signing in now also asks for a code from your authenticator app. Keep your backup codes somewhere safe."
      : "Signing in needs only your password now. If it wasn't you, change your password and turn it back on.",
    link: SETTINGS_LINK,
  });
}
