import { eq } from "drizzle-orm";
import { profiles } from "../../db/schema/index.ts";
import type { Platform } from "../platform/runtime.server.ts";
import { unreadMessageCount } from "../modules/messages/threads.server.ts";
import { unreadCount } from "../modules/notifications/notifications.server.ts";
import { initials } from "../modules/profiles/profiles.ts";
import type { PublicUser } from "../modules/accounts/client-session.ts";
import { getCurrentSession } from "../modules/accounts/accounts.server.ts";
import { getSessionUser } from "../modules/accounts/guards.server.ts";
import { isOperator } from "../modules/accounts/operator-role.server.ts";

/** What every page may know about the signed-in user (for the header's account menu). */
export async function publicUser(platform: Platform, request: Request): Promise<PublicUser | null> {
  const user = await getSessionUser(platform, request);
  if (!user) return null;
  const db = platform.database.db;
  const [[profile], unread, unreadMessages, current, operator] = await Promise.all([
    db
      .select({ fullName: profiles.fullName, avatarUrl: profiles.avatarUrl, language: profiles.language })
      .from(profiles)
      .where(eq(profiles.id, user.id)),
    unreadCount(db, user.id),
    unreadMessageCount(db, user.id),
    getCurrentSession(platform, request), // read once per request: no second query
    isOperator(db, user.id),
  ]);
  const name = profile?.fullName.trim() || user.name.trim() || user.email;
  return {
    id: user.id,
    name,
    email: user.email,
    initials: initials(name),
    avatarUrl: profile?.avatarUrl ?? null,
    unread,
    unreadMessages,
    operator,
    sessionExpiresAt: current ? new Date(current.session.expiresAt).toISOString() : null,
    language: profile?.language ?? null,
  };
}
