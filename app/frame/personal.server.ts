import type { Platform } from "../platform/runtime.server.ts";
import { getSessionUser } from "../modules/accounts/guards.server.ts";
import { sessionExpiresAt, toPublicUser } from "./public-user.server.ts";
import { viewerFacts } from "./viewer.server.ts";
import type { Personal } from "../modules/accounts/personal.ts";

const NOBODY: Personal = { user: null, saved: [], own: [], pets: [] };

/**
 * One visitor's parts of a shared page (decision 4010), each field named: nothing else of theirs.
 * Two round trips (decision 4050): the session through Better Auth (its row joined to the user's,
 * so a revoked session or a suspended account, whose sessions are deleted, answers nobody at
 * once), then everything else in one statement. No session cookie: no query at all.
 */
export async function personalParts(platform: Platform, request: Request): Promise<Personal> {
  const session = await getSessionUser(platform, request);
  if (!session) return { ...NOBODY };
  const facts = await viewerFacts(platform.database.db, session.id, true);
  if (!facts) return { ...NOBODY };
  return {
    user: toPublicUser(session, facts, await sessionExpiresAt(platform, request)),
    saved: facts.saved,
    own: facts.own,
    pets: facts.pets,
  };
}
