import { data } from "react-router";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { notificationStream } from "~/modules/notifications/live.server";
import type { Route } from "./+types/notification-events";
import { platformOf } from "~/platform/context";

/**
 * GET /api/notifications/events: the signed-in user's notifications, live (server-sent events).
 * A reconnecting page names where it stood by `Last-Event-ID` (the browser's own reconnect) or
 * `?lastEventId=` (the page's, which keeps the spec's reconnect steps).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = await getSessionUser(platform, request);
  if (!user) return data({ error: "Sign in to see your notifications." }, { status: 401 });
  const { database, events } = platform;
  const lastEventId =
    request.headers.get("Last-Event-ID") ?? new URL(request.url).searchParams.get("lastEventId");
  return notificationStream(
    { db: database.db, events },
    { userId: user.id, sessionId: user.sessionId, lastEventId },
    request.signal,
  );
}
