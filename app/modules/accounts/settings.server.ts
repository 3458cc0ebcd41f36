import type { Database } from "~/platform/db.server";
import {
  getNotificationPreferences,
  saveNotificationPreferences,
} from "../notifications/notifications.server.ts";
import type { NotificationPreferences } from "../notifications/notifications.ts";
import { listActiveSessions } from "./accounts.server.ts";
import type { SessionView } from "./accounts.ts";
import type { SessionUser } from "./guards.server.ts";

/** What the settings page shows the signed-in user: sign-in details, notification choices, sessions. */
export async function accountSettings(db: Database, user: SessionUser) {
  const [preferences, sessions] = await Promise.all([
    getNotificationPreferences(db, user.id),
    listActiveSessions(db, user.id, user.sessionId),
  ]);
  return {
    email: user.email,
    phoneNumber: user.phoneNumber,
    phoneVerified: user.phoneNumberVerified,
    twoFactorEnabled: user.twoFactorEnabled,
    preferences,
    sessions: sessions.map((s): SessionView => ({
      ...s,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
  };
}

/**
 * Saves the user's notification choices. Text messages need a verified phone: the
 * box is disabled without one, and refused here too.
 */
export async function saveNotificationSettings(
  db: Database,
  user: Pick<SessionUser, "id" | "phoneNumberVerified">,
  choices: NotificationPreferences,
) {
  return saveNotificationPreferences(db, user.id, {
    ...choices,
    smsBookingUpdates: choices.smsBookingUpdates && user.phoneNumberVerified,
  });
}
