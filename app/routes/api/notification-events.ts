import { data } from "react-router";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { notificationStream } from "~/modules/notifications/live.server";
import type { Route } from "./+types/notification-events";
import { platformOf } from "~/platform/context";

/** GET /api/notifications/events: the signed-in user's notifications, live (server-sent events). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = await getSessionUser(platform, request);
  if (!user) return data({ error: "Sign in to see your notifications." }, { status: 401 });
  const { database, events } = platform;
  return notificationStream({ db: database.db, events }, user.id, request.signal);
}
