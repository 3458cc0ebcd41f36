import type { Platform } from "../platform/runtime.server.ts";
import { initials } from "../modules/profiles/profiles.ts";
import type { PublicUser } from "../modules/accounts/client-session.ts";
import { getCurrentSession } from "../modules/accounts/accounts.server.ts";
import { getSessionUser, type SessionUser } from "../modules/accounts/guards.server.ts";
import { viewerFacts, type ViewerFacts } from "./viewer.server.ts";

/** What every page may know about the signed-in user (for the header's account menu). */
export async function publicUser(platform: Platform, request: Request): Promise<PublicUser | null> {
  const user = await getSessionUser(platform, request);
  if (!user) return null;
  const facts = await viewerFacts(platform.database.db, user.id, false);
  return facts && toPublicUser(user, facts, await sessionExpiresAt(platform, request));
}

/** The session's expiry, read once per request with the session itself: no second query. */
export async function sessionExpiresAt(platform: Platform, request: Request): Promise<string | null> {
  const current = await getCurrentSession(platform, request);
  return current ? new Date(current.session.expiresAt).toISOString() : null;
}

/** The header's user, field by field: nothing else of the account reaches the page. */
export function toPublicUser(user: SessionUser, facts: ViewerFacts, expiresAt: string | null): PublicUser {
  const name = facts.fullName?.trim() || user.name.trim() || user.email;
  return {
    id: user.id,
    name,
    email: user.email,
    initials: initials(name),
    avatarUrl: facts.avatarUrl,
    unread: facts.unread,
    unreadMessages: facts.unreadMessages,
    operator: facts.operator,
    sessionExpiresAt: expiresAt,
    language: facts.language,
  };
}
