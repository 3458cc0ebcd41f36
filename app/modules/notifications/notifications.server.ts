import { and, count, desc, eq, isNull, lt } from "drizzle-orm";
import { notificationPreferences, notifications, profiles } from "../../../db/schema/index.ts";
import { voiceOf } from "../../i18n/voice.server.ts";
import type { Voice } from "../../i18n/voice.ts";
import type { Executor } from "../../platform/db.server.ts";
import { isUuid } from "../../shared/ids.ts";
import { DEFAULT_PREFERENCES, type NotificationPreferences, type NotificationType } from "./notifications.ts";

/**
 * What a notice says: already written, or written in its reader's language by a voice (decision
 * 3855: rendered when it is stored, in the recipient's saved language, never the sender's).
 */
export type Words = string | ((voice: Voice) => string);

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: Words;
  body?: Words;
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
/** The row a notification is stored as (also written by statements that insert several at once). */
export function notificationRow(
  input: NewNotification,
  voice: Voice = voiceOf(null),
): typeof notifications.$inferInsert {
  const words = (w: Words | undefined) => (typeof w === "function" ? w(voice) : (w ?? ""));
  return {
    userId: input.userId,
    type: input.type,
    title: words(input.title),
    body: words(input.body),
    link: input.link ?? null,
    emailStatus: input.email === false ? "skipped" : "pending",
  };
}

export async function createNotification(db: Executor, input: NewNotification) {
  const written = typeof input.title === "function" || typeof input.body === "function";
  const voice = written ? voiceOf(await savedLanguage(db, input.userId)) : undefined;
  const [row] = await db.insert(notifications).values(notificationRow(input, voice)).returning();
  return row!;
}

/** The language a user chose (profiles.language), or null: what we send them is written in it. */
export async function savedLanguage(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.language ?? null;
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
    emailHostingUpdates: row.emailHostingUpdates,
    smsHostingUpdates: row.smsHostingUpdates,
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

/* ------------------------------------------------------------------ *
 * The user's list: always their own rows only
 * ------------------------------------------------------------------ */

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Newest first, a page at a time (`before` = the last shown notification's time). */
export async function listNotifications(db: Executor, userId: string, before?: Date) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), before ? lt(notifications.createdAt, before) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
}

export async function unreadCount(db: Executor, userId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Marks one of the user's notifications read; false when it is not theirs. */
export async function markNotificationRead(db: Executor, userId: string, id: string) {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllNotificationsRead(db: Executor, userId: string) {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
