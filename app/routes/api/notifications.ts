import { data } from "react-router";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { notificationState } from "~/frame/live.server";
import type { Route } from "./+types/notifications";
import { platformOf } from "~/platform/context";

/** GET /api/notifications: the unread count and newest notification (the polling fallback). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = await getSessionUser(platform, request);
  if (!user) return data({ error: "Sign in to see your notifications." }, { status: 401 });
  const state = await notificationState(platform.database.db, user.id);
  return data(state, { headers: { "Cache-Control": "no-store" } });
}
