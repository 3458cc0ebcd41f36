import { data } from "react-router";
import { sessionExpiry } from "~/modules/accounts/accounts.server";
import type { Route } from "./+types/session";
import { platformOf } from "~/platform/context";

/**
 * GET /api/account/session: the session keep-alive's call (spec §9). Asks Better Auth for the
 * session through its handler, so a session due for it is extended and its cookie renewed, and
 * answers its expiry only (never the token: docs/decisions/0100-client-session.md), or 401.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await sessionExpiry(platformOf(context), request);
  const headers = new Headers(session.headers);
  headers.set("Cache-Control", "no-store");
  if (session.unavailable)
    return data({ error: "The session could not be checked. Please try again." }, { status: 503, headers });
  if (!session.expiresAt) return data({ error: "Auth session missing!" }, { status: 401, headers });
  return data({ userId: session.userId, expiresAt: session.expiresAt }, { headers });
}
