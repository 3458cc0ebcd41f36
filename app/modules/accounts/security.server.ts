import { renderSVG } from "uqr";
import { log } from "~/platform/log.server";
import type { Platform } from "~/platform/runtime.server";
import { callAuth, consumeRateLimit } from "./accounts.server.ts";
import { getAuth } from "./auth.server.ts";
import { changeEmailNotice, passwordChangedEmail } from "./emails.server.ts";
import { accountVoice } from "./account-voice.server.ts";
import { createNotification } from "../notifications/notifications.server.ts";
import type { SessionUser } from "./guards.server.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";

/** A security step's answer: on success, the cookies Better Auth set (when it set any). */
export type StepOutcome = Outcome<{ headers?: Headers }>;

/** Checks the signed-in user's password; at most 10 tries per 5 minutes per account. */
export async function verifyPassword(
  platform: Platform,
  request: Request,
  user: SessionUser,
  password: string,
): Promise<StepOutcome> {
  if (!(await consumeRateLimit(platform.database.db, `password-check:${user.id}`, 300, 10))) {
    return failure(429, "Too many attempts. Please wait a few minutes and try again.");
  }
  try {
    await getAuth(platform).api.verifyPassword({ body: { password }, headers: request.headers });
    return success({});
  } catch {
    log.warn("auth.password_check_failed", { userId: user.id });
    return failure(400, null, { password: "That password is not right." });
  }
}

/**
 * Change email: current password, then a confirmation link to the new
 * address (Better Auth) and a notice to the old one.
 */
export async function requestEmailChange(
  platform: Platform,
  request: Request,
  user: SessionUser,
  newEmail: string,
  password: string,
): Promise<StepOutcome> {
  if (newEmail.toLowerCase() === user.email.toLowerCase()) {
    return failure(400, null, { newEmail: "That is already your email address." });
  }
  const checked = await verifyPassword(platform, request, user, password);
  if (!checked.ok) return checked;
  const result = await callAuth(platform, request, "/change-email", {
    body: { newEmail, callbackURL: "/email-changed" },
  });
  if (!result.ok) {
    return failure(result.status === 429 ? 429 : 400, result.error!.message);
  }
  const voice = await accountVoice(platform.database.db, user.id, request);
  await platform.mailer.send(changeEmailNotice(voice, user.email, newEmail, platform.env.APP_URL));
  return success({});
}

/** The backup codes of a user (decrypted), to show right after two-factor is switched on. */
export async function backupCodesOf(platform: Platform, userId: string): Promise<string[]> {
  const result = (await getAuth(platform).api.viewBackupCodes({ body: { userId } })) as {
    backupCodes?: string[];
  };
  return result.backupCodes ?? [];
}

/** A QR code as inline SVG (server-rendered: no script in the browser). */
export function qrCodeSvg(text: string): string {
  return renderSVG(text, { border: 2, whiteColor: "#ffffff", blackColor: "#1c1917" });
}

/**
 * Change password from the settings page: the current one is checked by Better
 * Auth, every other session ends (this one gets a fresh cookie), a notice is
 * emailed and kept in the notification list.
 */
export async function changePassword(
  platform: Platform,
  request: Request,
  user: SessionUser,
  currentPassword: string,
  newPassword: string,
): Promise<StepOutcome> {
  const result = await callAuth(platform, request, "/change-password", {
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
  if (!result.ok) {
    const wrongPassword = result.error?.code === "INVALID_PASSWORD";
    return failure(
      result.status === 429 ? 429 : 400,
      wrongPassword ? null : result.error!.message,
      wrongPassword ? { currentPassword: "That password is not right." } : {},
    );
  }
  const { mailer, env, database } = platform;
  await createNotification(database.db, {
    userId: user.id,
    type: "security_password",
    title: (v) => v.notice("passwordChangedTitle"),
    body: (v) => v.notice("passwordChangedBody"),
    link: "/user/settings#security",
    email: false,
  });
  await mailer.send(passwordChangedEmail(await accountVoice(database.db, user.id), user.email, env.APP_URL));
  return success({ headers: result.headers });
}
