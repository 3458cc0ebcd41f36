import { data } from "react-router";
import { endOtherSessions, endSession, listActiveSessions } from "~/modules/accounts/accounts.server";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { safeRedirectPath } from "~/shared/redirects";
import { redirectWithToast } from "~/platform/flash.server";
import type { Route } from "./+types/sessions";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";

/**
 * The session service for the settings page:
 *   GET  /api/account/sessions                → { sessions: [{ id, device, ipAddress, createdAt, lastSeenAt, current }] }
 *   POST /api/account/sessions intent=end sessionId=…   ends one session of yours
 *   POST /api/account/sessions intent=end-others        ends all but this one
 * A form may add redirectTo=/user/settings to come back with a toast (no JavaScript needed).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = await getSessionUser(platform, request);
  if (!user) return data({ error: "Auth session missing!" }, { status: 401 });
  const sessions = await listActiveSessions(platform.database.db, user.id, user.sessionId);
  return data({ sessions }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = await getSessionUser(platform, request);
  if (!user) return data({ error: "Auth session missing!" }, { status: 401 });
  const form = await readForm(request);
  const intent = form.get("intent");
  const redirectTo = form.get("redirectTo");
  const db = platform.database.db;
  let message: string;
  if (intent === "end") {
    const sessionId = form.get("sessionId");
    if (typeof sessionId !== "string" || !sessionId)
      return data({ error: "Which session?" }, { status: 400 });
    if (!(await endSession(db, user.id, sessionId)))
      return data({ error: "No such session." }, { status: 404 });
    message =
      sessionId === user.sessionId ? "You are signed out on this device." : "That session is signed out.";
  } else if (intent === "end-others") {
    const count = await endOtherSessions(db, user.id, user.sessionId);
    message = count === 1 ? "1 other session is signed out." : `${count} other sessions are signed out.`;
  } else {
    return data({ error: "Unknown action." }, { status: 400 });
  }
  if (typeof redirectTo === "string" && redirectTo)
    return redirectWithToast(platform, safeRedirectPath(redirectTo), { type: "success", message });
  return { ok: true, message };
}
