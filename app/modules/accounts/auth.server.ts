import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { phoneNumber, twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema/index.ts";
import type { Database } from "~/platform/db.server";
import { log } from "~/platform/log.server";
import type { Mailer } from "~/platform/mail.server";
import type { Platform } from "~/platform/runtime.server";
import type { SmsSender } from "~/platform/sms.server";
import { fullName } from "../profiles/profiles.ts";
import { cleanDisplayText } from "../../shared/text.ts";
import {
  passwordChangedEmail,
  resetPasswordEmail,
  signInAttemptsEmail,
  verificationEmail,
  changeEmailConfirmation,
} from "./emails.server.ts";
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from "./passwords.ts";
import { authInputProblem, isE164 } from "./accounts.ts";
import { deleteResetLinks, RESET_PREFIX } from "./reset-links.server.ts";
import {
  accountEmailFor,
  clearFailedSignIns,
  recordFailedSignIn,
  signInWaitSeconds,
} from "./sign-in-throttle.server.ts";
import { throttleMessage } from "./sign-in-throttle.ts";
import { accountVoice } from "./account-voice.server.ts";
import { voiceOf } from "../../i18n/voice.server.ts";
import { ACCOUNT_SUSPENDED, isSuspended, SUSPENDED_MESSAGE } from "./suspension.server.ts";
import {
  noticeEmailChanged,
  noticePasswordReset,
  noticeTwoFactor,
  recordSignIn,
} from "./security-notices.server.ts";

/** The header the Express side sets to the client's address (never taken from the client). */
export const CLIENT_IP_HEADER = "x-pfr-client-ip";
export const AUTH_BASE_PATH = "/api/auth";
export const SITE_NAME = "Pet Friendly Rentals by Owner";

export interface AuthDeps {
  db: Database;
  secret: string;
  appUrl: string;
  mailer: Mailer;
  sms: SmsSender;
}

/** Rate limits per client address, counted in the database (shared by every process). */
export const RATE_LIMITS = {
  "/sign-in/email": { window: 300, max: 20 },
  "/sign-up/email": { window: 300, max: 10 },
  "/request-password-reset": { window: 300, max: 5 },
  "/reset-password": { window: 300, max: 10 },
  "/send-verification-email": { window: 300, max: 5 },
  "/change-email": { window: 300, max: 5 },
  "/change-password": { window: 300, max: 10 },
  "/two-factor/*": { window: 60, max: 10 },
  "/phone-number/send-otp": { window: 300, max: 5 },
  "/phone-number/verify": { window: 300, max: 10 },
} as const;

/** Paths a password travels through: the password rules apply there. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

/** Phone sign-in and phone password reset are not part of this site. */
const CLOSED_PATHS = new Set([
  "/sign-in/phone-number",
  "/phone-number/request-password-reset",
  "/phone-number/reset-password",
  "/phone-number/consume-otp",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
]);

/** Which auth events are logged (without secrets), by endpoint. */
const EVENTS: Record<string, string> = {
  "/sign-in/email": "auth.sign_in",
  "/sign-up/email": "auth.sign_up",
  "/sign-out": "auth.sign_out",
  "/verify-email": "auth.email_verified",
  "/reset-password": "auth.password_reset",
  "/change-password": "auth.password_changed",
  "/change-email": "auth.email_change_requested",
  "/two-factor/enable": "auth.two_factor_enable_started",
  "/two-factor/disable": "auth.two_factor_disabled",
  "/two-factor/verify-totp": "auth.two_factor_verified",
  "/two-factor/verify-backup-code": "auth.two_factor_backup_code_used",
  "/two-factor/generate-backup-codes": "auth.two_factor_backup_codes_regenerated",
  "/phone-number/verify": "auth.phone_verified",
  "/revoke-session": "auth.session_revoked",
  "/revoke-other-sessions": "auth.sessions_revoked",
  "/revoke-sessions": "auth.sessions_revoked",
};

/** The code of a sign-in refused by the per-account throttle (429, with Retry-After). */
export const SIGN_IN_THROTTLED = "SIGN_IN_THROTTLED";

/** The email address of a sign-in request body, if it has one. */
const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email : null;
};

/** A notice that fails is logged; it never undoes or blocks the change it reports. */
async function quietly(what: string, notice: () => Promise<void>) {
  try {
    await notice();
  } catch (error) {
    log.error("security_notice.failed", { what, error: String(error) });
  }
}

export function createAuth(deps: AuthDeps) {
  const { db, appUrl, mailer, sms } = deps;
  // Update hooks: "before" sees what changes, "after" sees whose; both get the same endpoint context.
  const emailChanges = new WeakSet<object>();

  /** Counts a wrong password (or unknown address) for the address; a sign-in that got past the password clears it. */
  async function throttleSignIn(email: string | null, returned: unknown, status: number) {
    if (!email) return;
    const code =
      returned instanceof APIError ? (returned.body as { code?: string } | undefined)?.code : undefined;
    if (status === 401 && code === "INVALID_EMAIL_OR_PASSWORD") {
      const outcome = await recordFailedSignIn(db, email);
      if (outcome.waitSeconds > 0) log.warn("auth.sign_in_throttle_started", { failures: outcome.failures });
      if (outcome.notify) {
        const owner = await accountEmailFor(db, email);
        // Not awaited: the answer must not take longer when the address has an account.
        if (owner)
          void quietly("sign-in attempts", async () =>
            mailer.send(signInAttemptsEmail(voiceOf(owner.language), owner.email, appUrl)),
          );
      }
    } else if (status < 400 || code === "EMAIL_NOT_VERIFIED") {
      await clearFailedSignIns(db, email);
    }
  }

  return betterAuth({
    appName: SITE_NAME,
    baseURL: appUrl,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    trustedOrigins: [appUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      // PGlite has one connection: a transaction held by the adapter would
      // block the profile insert of the sign-up hook. Writes are single rows.
      transaction: false,
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        twoFactor: schema.twoFactors,
        rateLimit: schema.rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }, request) => {
        await mailer.send(resetPasswordEmail(await accountVoice(db, user.id, request), user.email, url));
      },
      onPasswordReset: async ({ user }) => {
        log.info("auth.password_changed", { userId: user.id, via: "reset" });
        // A new password makes every other reset link of the account useless.
        await deleteResetLinks(db, user.id);
        await mailer.send(passwordChangedEmail(await accountVoice(db, user.id), user.email, appUrl));
        await quietly("password reset", () => noticePasswordReset(db, user.id));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }, request) => {
        // In the account's saved language, else the request's (a sign-up has none saved yet).
        const voice = await accountVoice(db, user.id, request);
        // An email change sends the link to the new address (the user row still holds the old one).
        const [stored] = await db
          .select({ email: schema.users.email })
          .from(schema.users)
          .where(eq(schema.users.id, user.id));
        if (stored && stored.email.toLowerCase() !== user.email.toLowerCase()) {
          await mailer.send(changeEmailConfirmation(voice, user.email, url));
        } else {
          await mailer.send(verificationEmail(voice, user.email, user.name, url));
        }
      },
    },
    user: {
      changeEmail: { enabled: true },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60,
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: RATE_LIMITS,
    },
    advanced: {
      cookiePrefix: "pfr",
      useSecureCookies: appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // The session and its user in one statement (relations in db/schema/accounts.ts; decision 4050).
      database: { joins: true },
    },
    databaseHooks: {
      verification: {
        create: {
          // A new reset link replaces the older ones: only the newest works.
          after: async (verification) => {
            if (verification.identifier.startsWith(RESET_PREFIX))
              await deleteResetLinks(db, verification.value, verification.id);
          },
        },
      },
      session: {
        create: {
          // A suspended account gets no session, however it signs in (decision 3700).
          before: async (session) => {
            if (await isSuspended(db, session.userId))
              throw new APIError("FORBIDDEN", { message: SUSPENDED_MESSAGE, code: ACCOUNT_SUSPENDED });
          },
          after: async (session) => {
            await quietly("new sign-in", () => recordSignIn(db, session.userId, session.userAgent));
          },
        },
      },
      user: {
        update: {
          // An email change or a two-factor switch, however it was made, is a security notice.
          before: async (data, context) => {
            if (context && typeof (data as { email?: unknown }).email === "string") emailChanges.add(context);
            // Names are stored without invisible or control characters: they are shown to other people.
            const name = (data as { name?: unknown }).name;
            if (typeof name === "string") return { data: { ...data, name: cleanDisplayText(name) } };
          },
          after: async (user, context) => {
            if (context && emailChanges.delete(context))
              await quietly("email change", () => noticeEmailChanged(db, user.id, user.email));
            if (context?.path.startsWith("/two-factor/")) {
              const enabled = Boolean((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled);
              await quietly("two-factor", () => noticeTwoFactor(db, user.id, enabled));
            }
          },
        },
        create: {
          before: async (user) => ({ data: { ...user, name: cleanDisplayText(user.name) } }),
          // Every user gets its profile row (spec §3), named from the sign-up form.
          after: async (user, context) => {
            const body = (context?.body ?? {}) as { firstName?: unknown; lastName?: unknown };
            const first = typeof body.firstName === "string" ? cleanDisplayText(body.firstName) : "";
            const last = typeof body.lastName === "string" ? cleanDisplayText(body.lastName) : "";
            await db
              .insert(schema.profiles)
              .values({
                id: user.id,
                firstName: first || (last ? "" : cleanDisplayText(user.name)),
                lastName: last,
                fullName: fullName(first || (last ? "" : user.name), last),
              })
              .onConflictDoNothing();
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (CLOSED_PATHS.has(ctx.path)) throw new APIError("NOT_FOUND", { message: "Not found" });
        // Names and email addresses have a length limit, whatever the endpoint, so none can bloat a page.
        const tooLong = authInputProblem(ctx.body);
        if (tooLong) throw new APIError("BAD_REQUEST", { message: tooLong, code: "INPUT_TOO_LONG" });
        if (ctx.path === "/sign-in/email") {
          // Per-account throttle: a throttled address is refused before its password is checked.
          const email = emailOf(ctx.body);
          const wait = email ? await signInWaitSeconds(db, email) : 0;
          if (wait > 0) {
            log.warn("auth.sign_in_throttled", { wait });
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { message: throttleMessage(wait), code: SIGN_IN_THROTTLED },
              { "Retry-After": String(wait) },
            );
          }
        }
        const field = NEW_PASSWORD_FIELD[ctx.path];
        const candidate = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
        if (typeof candidate === "string") {
          const problem = passwordProblem(candidate);
          if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "WEAK_PASSWORD" });
        }
        if (ctx.path === "/phone-number/send-otp" || ctx.path === "/phone-number/verify") {
          // Phone numbers are added by a signed-in user to their own account only.
          const session = await getSessionFromCtx(ctx);
          if (!session) throw new APIError("UNAUTHORIZED", { message: "Auth session missing!" });
          if (
            ctx.path === "/phone-number/verify" &&
            (ctx.body as { updatePhoneNumber?: boolean })?.updatePhoneNumber !== true
          )
            throw new APIError("BAD_REQUEST", { message: "updatePhoneNumber must be true" });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const status =
          returned instanceof APIError
            ? returned.statusCode
            : returned instanceof Response
              ? returned.status
              : 200;
        if (ctx.path === "/sign-in/email") await throttleSignIn(emailOf(ctx.body), returned, status);
        // Changing the password makes every reset link of the account useless.
        if (ctx.path === "/change-password" && status < 400 && ctx.context.session)
          await deleteResetLinks(db, ctx.context.session.user.id);
        const event = EVENTS[ctx.path];
        if (event) {
          const failed =
            returned instanceof APIError || (returned instanceof Response && returned.status >= 400);
          const userId = ctx.context.newSession?.user.id ?? ctx.context.session?.user.id;
          if (failed) log.warn(`${event}_failed`, { userId, status });
          else log.info(event, { userId });
        }
        // Session tokens travel only in HttpOnly cookies, never in a JSON body a script could read.
        if (
          returned &&
          typeof returned === "object" &&
          !(returned instanceof Response) &&
          !(returned instanceof APIError) &&
          "token" in returned &&
          typeof (returned as { token: unknown }).token === "string"
        ) {
          return ctx.json({ ...(returned as Record<string, unknown>), token: null });
        }
      }),
    },
    plugins: [
      twoFactor({
        issuer: SITE_NAME,
        trustDeviceMaxAge: 30 * 24 * 60 * 60,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
      phoneNumber({
        otpLength: 6,
        expiresIn: 5 * 60,
        allowedAttempts: 5,
        phoneNumberValidator: (value) => isE164(value),
        sendOTP: async ({ phoneNumber: to, code }, ctx) => {
          // Only a signed-in user adds a phone (the before-hook checks): in their language.
          const session = ctx ? await getSessionFromCtx(ctx) : null;
          const voice = await accountVoice(db, session?.user.id ?? null, ctx?.request);
          await sms.send({ to, text: voice.sms("code", { code }) });
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** What the auth instance is built from: the platform's database, secret, address, mail and SMS. */
export type AuthPlatform = Pick<Platform, "database" | "secret" | "env" | "mailer" | "sms">;

const instances = new WeakMap<AuthPlatform, Auth>();

/** The auth instance of a platform, created on its first use and kept as long as the platform. */
export function getAuth(platform: AuthPlatform): Auth {
  let auth = instances.get(platform);
  if (!auth) {
    auth = createAuth({
      db: platform.database.db,
      secret: platform.secret,
      appUrl: platform.env.APP_URL,
      mailer: platform.mailer,
      sms: platform.sms,
    });
    instances.set(platform, auth);
  }
  return auth;
}
