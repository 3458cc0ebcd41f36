import { eq } from "drizzle-orm";
import { PET_PHOTO_BUCKET } from "../pets/pets.ts";
import { reviews, users } from "../../../db/schema/index.ts";
import { CODE_REQUIRED, CODE_WRONG } from "./deletion.schema.ts";
import { cancelUpcomingBookingsOfGuest } from "../bookings/bookings.server.ts";
import { settleCancelledBookings } from "../bookings/cancellation-money.server.ts";
import type { PaymentsContext } from "../payments/money.server.ts";
import { paymentsContextFor } from "../payments/processors.server.ts";
import type { Database, Executor } from "../../platform/db.server.ts";
import { log } from "../../platform/log.server.ts";
import type { Mailer } from "../../platform/mail.server.ts";
import type { Storage } from "../../platform/storage.server.ts";
import { AVATAR_BUCKET } from "../profiles/profiles.ts";
import type { Platform } from "../../platform/runtime.server.ts";
import { callAuth } from "../accounts/accounts.server.ts";
import { accountDeletedEmail } from "../accounts/emails.server.ts";
import { voiceOf } from "../../i18n/voice.server.ts";
import { savedLanguage } from "../notifications/notifications.server.ts";
import type { SessionUser } from "../accounts/guards.server.ts";
import { verifyPassword } from "../accounts/security.server.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";

/**
 * Deleting an account: every step runs in ONE transaction, so a
 * failing step leaves nothing half-deleted. Files and email come after the
 * commit (a leftover file is harmless; a deleted row with its picture still
 * listed is not).
 */
export interface DeletionStep {
  name: string;
  run(tx: Executor, userId: string): Promise<number | string[] | void>;
}

/**
 * Upcoming stays (pending requests and confirmed stays not yet begun) are
 * cancelled under each listing's cancellation policy, which frees their dates
 * at once and records the refund.
 */
export const cancelUpcomingStays: DeletionStep = {
  name: "cancel upcoming stays",
  run: (tx, userId) => cancelUpcomingBookingsOfGuest(tx, userId),
};

/** Reviews stay on the listings (other travellers rely on them) without the author's name. */
export const anonymizeReviews: DeletionStep = {
  name: "anonymize reviews",
  async run(tx, userId) {
    await tx
      .update(reviews)
      .set({ authorId: null, authorName: "A former guest" })
      .where(eq(reviews.authorId, userId));
  },
};

/** The user row; its profile, sessions, sign-in methods, two-factor, notifications and preferences cascade. */
export const deleteUserRow: DeletionStep = {
  name: "delete user",
  async run(tx, userId) {
    await tx.delete(users).where(eq(users.id, userId));
  },
};

export const accountDeletionSteps: readonly DeletionStep[] = [
  cancelUpcomingStays,
  anonymizeReviews,
  deleteUserRow,
];

export interface DeletedAccount {
  cancelledStays: number;
  /** The language the account had chosen (read before its profile goes): the goodbye email's. */
  language: string | null;
  /** The stays cancelled, for their money after the commit (a refund by the policy, a hold let go). */
  cancelledBookingIds: string[];
}

/** Runs the steps in one transaction; throws (and changes nothing) when any step fails. */
export async function deleteAccount(
  db: Database,
  userId: string,
  steps: readonly DeletionStep[] = accountDeletionSteps,
): Promise<DeletedAccount> {
  return db.transaction(async (tx) => {
    const language = await savedLanguage(tx, userId);
    let cancelledBookingIds: string[] = [];
    for (const step of steps) {
      const result = await step.run(tx, userId);
      if (step === cancelUpcomingStays && Array.isArray(result)) cancelledBookingIds = result;
    }
    return { cancelledStays: cancelledBookingIds.length, cancelledBookingIds, language };
  });
}

/** After the commit: the user's pictures and a goodbye email. Failures are logged, never undo the deletion. */
export async function afterAccountDeleted(
  services: { storage: Storage; mailer: Mailer; appUrl: string },
  user: { id: string; email: string },
  deleted: DeletedAccount,
  money?: { db: Database; payments: PaymentsContext | null },
) {
  // The cancelled stays' money, by the same steps as any cancellation (refund by the policy, holds let go).
  if (money?.payments)
    await settleCancelledBookings(money.db, money.payments, deleted.cancelledBookingIds).catch(
      (error: unknown) =>
        log.error("account.cancelled_stays_money_failed", { userId: user.id, error: String(error) }),
    );
  await services.storage.removePrefixes(AVATAR_BUCKET, [user.id]).catch((error: unknown) => {
    log.error("account.avatar_cleanup_failed", { userId: user.id, error: String(error) });
  });
  // Saved pets go with the user row (cascade); their pictures here.
  await services.storage.removePrefixes(PET_PHOTO_BUCKET, [user.id]).catch((error: unknown) => {
    log.error("account.pet_photo_cleanup_failed", { userId: user.id, error: String(error) });
  });
  await services.mailer
    .send(accountDeletedEmail(voiceOf(deleted.language), user.email, deleted.cancelledStays, services.appUrl))
    .catch((error: unknown) =>
      log.error("account.goodbye_email_failed", { userId: user.id, error: String(error) }),
    );
  log.info("account.deleted", { userId: user.id, cancelledStays: deleted.cancelledStays });
}

export type DeleteOwnAccountOutcome = Outcome<{ headers: Headers; cancelledStays: number }>;

/**
 * The signed-in user deletes their own account: password, then the two-factor
 * code (or a backup code) when two-factor is on, then the transaction, then
 * the files, the goodbye email and the cookies cleared.
 */
export async function deleteOwnAccount(
  platform: Platform,
  request: Request,
  user: SessionUser,
  input: { password: string; code: string },
): Promise<DeleteOwnAccountOutcome> {
  const checked = await verifyPassword(platform, request, user, input.password);
  if (!checked.ok) return checked;
  if (user.twoFactorEnabled) {
    if (!input.code) return failure(400, null, { code: CODE_REQUIRED });
    const isBackupCode = !/^\d{6}$/.test(input.code);
    const verified = await callAuth(
      platform,
      request,
      isBackupCode ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp",
      {
        body: { code: input.code },
      },
    );
    if (!verified.ok)
      return failure(verified.status === 429 ? 429 : 400, null, {
        code: CODE_WRONG,
      });
  }
  const { database, storage, mailer, env } = platform;
  let deleted: DeletedAccount;
  try {
    deleted = await deleteAccount(database.db, user.id);
  } catch (error) {
    log.error("account.delete_failed", { userId: user.id, error: String(error) });
    return failure(503, "We could not delete your account just now; nothing was changed. Please try again.");
  }
  await afterAccountDeleted({ storage, mailer, appUrl: env.APP_URL }, user, deleted, {
    db: database.db,
    payments: await paymentsContextFor(env, database.db),
  });
  // The sessions went with the user; this expires the cookies in the browser.
  const signedOut = await callAuth(platform, request, "/sign-out");
  return success({ headers: signedOut.headers, cancelledStays: deleted.cancelledStays });
}
