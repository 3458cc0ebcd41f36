import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { phoneNumber, twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema/index.ts";
import type { Database } from "~/platform/db.server";
import { log } from "~/platform/log.server";
import type { Mailer } from "~/platform/mail.server";
import { platform, type Platform } from "~/platform/runtime.server";
import type { SmsSender } from "~/platform/sms.server";
import { fullName } from "../profiles/profiles.ts";
import {
  passwordChangedEmail,
  resetPasswordEmail,
  verificationEmail,
  changeEmailConfirmation,
} from "./emails.server.ts";
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from "./passwords.ts";
import { isE164 } from "./accounts.ts";
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
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordEmail(user.email, url));
      },
      onPasswordReset: async ({ user }) => {
        log.info("auth.password_changed", { userId: user.id, via: "reset" });
        await mailer.send(passwordChangedEmail(user.email, appUrl));
        await quietly("password reset", () => noticePasswordReset(db, user.id));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        // An email change sends the link to the new address (the user row still holds the old one).
        const [stored] = await db
          .select({ email: schema.users.email })
          .from(schema.users)
          .where(eq(schema.users.id, user.id));
        if (stored && stored.email.toLowerCase() !== user.email.toLowerCase()) {
          await mailer.send(changeEmailConfirmation(user.email, url));
        } else {
          await mailer.send(verificationEmail(user.email, user.name, url));
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
    },
    databaseHooks: {
      session: {
        create: {
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
          // Every user gets its profile row (spec §3), named from the sign-up form.
          after: async (user, context) => {
            const body = (context?.body ?? {}) as { firstName?: unknown; lastName?: unknown };
            const first = typeof body.firstName === "string" ? body.firstName.trim() : "";
            const last = typeof body.lastName === "string" ? body.lastName.trim() : "";
            await db
              .insert(schema.profiles)
              .values({
                id: user.id,
                firstName: first || (last ? "" : user.name.trim()),
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
        const event = EVENTS[ctx.path];
        if (event) {
          const failed =
            returned instanceof APIError || (returned instanceof Response && returned.status >= 400);
          const userId = ctx.context.newSession?.user.id ?? ctx.context.session?.user.id;
          const status = returned instanceof APIError ? returned.statusCode : undefined;
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
        sendOTP: async ({ phoneNumber: to, code }) => {
          await sms.send({
            to,
            text: `${code} is your Pet Friendly Rentals by Owner verification code. It expires in 5 minutes.`,
          });
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<Platform, Auth>();

/** The auth instance of the running platform, created on first use. */
export async function getAuth(): Promise<Auth> {
  const current = await platform();
  let auth = instances.get(current);
  if (!auth) {
    auth = createAuth({
      db: current.database.db,
      secret: current.secret,
      appUrl: current.env.APP_URL,
      mailer: current.mailer,
      sms: current.sms,
    });
    instances.set(current, auth);
  }
  return auth;
}
