import { data } from "react-router";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { notificationStream } from "~/frame/live.server";
import { takeLiveSlot, tooManyStreamsAnswer } from "~/frame/live-slots.server";
import { log } from "~/platform/log.server";
import type { Route } from "./+types/notification-events";
import { platformOf } from "~/platform/context";

/**
 * GET /api/notifications/events: the signed-in user's notifications, live (server-sent events).
 * A reconnecting page names where it stood by `Last-Event-ID` (the browser's own reconnect) or
 * `?lastEventId=` (the page's, which keeps the spec's reconnect steps). An account holds a few
 * streams at once (QUOTAS.liveStreams): past that, an EventSource gets one `too-many` event (the
 * page polls instead) and anything else a 429.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = await getSessionUser(platform, request);
  if (!user) return data({ error: "Sign in to see your notifications." }, { status: 401 });
  const { database, events } = platform;
  const slot = await takeLiveSlot(database.db, user.id);
  if (!slot.ok)
    return (request.headers.get("Accept") ?? "").includes("text/event-stream")
      ? tooManyStreamsAnswer(slot.message)
      : data({ error: slot.message }, { status: 429 });
  // The slot goes back when the stream ends, however it ends (it lapses by itself otherwise).
  const release = () =>
    void slot
      .release()
      .catch((error: unknown) => log.warn("live.slot_release_failed", { error: String(error) }));
  const lastEventId =
    request.headers.get("Last-Event-ID") ?? new URL(request.url).searchParams.get("lastEventId");
  return notificationStream(
    { db: database.db, events, onEnd: release },
    { userId: user.id, sessionId: user.sessionId, lastEventId },
    request.signal,
  );
}
