import { data } from "react-router";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { notificationState } from "~/modules/notifications/live.server";
import { platform } from "~/platform/runtime.server";
import type { Route } from "./+types/notifications";

/** GET /api/notifications: the unread count and newest notification (the polling fallback). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) return data({ error: "Sign in to see your notifications." }, { status: 401 });
  const state = await notificationState((await platform()).database.db, user.id);
  return data(state, { headers: { "Cache-Control": "no-store" } });
}
