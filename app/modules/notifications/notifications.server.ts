import { eq } from "drizzle-orm";
import { notificationPreferences, notifications } from "../../../db/schema/index.ts";
import type { Executor } from "../../platform/db.server.ts";
import { DEFAULT_PREFERENCES, type NotificationPreferences, type NotificationType } from "./notifications.ts";

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  body?: string;
  /** A same-site path, e.g. `/user/bookings/<id>`. */
  link?: string | null;
  /**
   * False when the caller sends its own, richer email for this event (the booking
   * confirmation with its calendar file): the notification is then not emailed again.
   */
  email?: boolean;
}

/**
 * Stores a notification. Call it inside the transaction of the change it
 * reports, so both commit or neither does; delivery by email, SMS and to open
 * pages happens after the commit.
 */
export async function createNotification(db: Executor, input: NewNotification) {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      title: input.title,
      body: input.body ?? "",
      link: input.link ?? null,
      emailStatus: input.email === false ? "skipped" : "pending",
    })
    .returning();
  return row!;
}

/** The user's choices, or the defaults when they never saved any. */
export async function getNotificationPreferences(
  db: Executor,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  if (!row) return { ...DEFAULT_PREFERENCES };
  return {
    emailBookingUpdates: row.emailBookingUpdates,
    emailReminders: row.emailReminders,
    emailTips: row.emailTips,
    smsBookingUpdates: row.smsBookingUpdates,
  };
}

export async function saveNotificationPreferences(
  db: Executor,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const values = { ...preferences, updatedAt: new Date() };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
  return { ...preferences };
}
