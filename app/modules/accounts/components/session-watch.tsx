import { useEffect, useRef } from "react";
import { useLocation, useNavigation, useRevalidator } from "react-router";
import { useToast } from "~/ui/toast/toast";
import { connectionStatus } from "../../../ui/resilience/connection-status.ts";
import {
  applyDraft,
  forgetDrafts,
  holdSubmitted,
  settlePending,
  takeDraft,
} from "../../../ui/resilience/form-drafts.ts";
import type { PublicUser } from "../client-session.ts";
import { endSession, keepTypingAfterEnd } from "../session-ended.ts";
import {
  emitSessionEvent,
  onSessionEvent,
  sessionEventsBetween,
  type SessionSnapshot,
} from "../session-events.ts";
import { startKeepAlive } from "../session-keepalive.ts";
import { refreshSession } from "../session-refresh.ts";

/** Runs `run` alone across the browser's tabs, where Web Locks exist. */
const exclusive = async (run: () => Promise<void>): Promise<void> => {
  if (typeof navigator !== "undefined" && navigator.locks)
    await navigator.locks.request("pfr-session-refresh", run);
  else await run();
};

/**
 * The session in the browser (spec §9, docs/decisions/1200-staying-calm.md): tells listeners of
 * session events, keeps the session alive while the tab is visible, keeps the tabs in step, and
 * when the session ends with the page open, keeps the typed input for after signing in again.
 */
export function SessionWatch({ user }: { user: PublicUser | null }) {
  const { pathname, search } = useLocation();
  const navigating = useNavigation().state !== "idle";
  const { revalidate } = useRevalidator();
  const { show } = useToast();
  const previous = useRef<SessionSnapshot | null>(null);
  const path = pathname + search;

  // Session events from what the server says on each page.
  useEffect(() => {
    const next: SessionSnapshot = {
      userId: user?.id ?? null,
      profile: user ? `${user.name}\n${user.email}\n${user.avatarUrl ?? ""}` : "",
      pathname,
      search,
    };
    const events = sessionEventsBetween(previous.current, next);
    previous.current = next;
    for (const event of events) {
      if (event === "SIGNED_IN") connectionStatus.setSessionEnded(false);
      // Signing out on purpose forgets what was kept; an ended session keeps it.
      if (event === "SIGNED_OUT" && connectionStatus.get().sessionEnded) continue;
      if (event === "SIGNED_OUT") forgetDrafts();
      emitSessionEvent(event, { userId: next.userId });
    }
  }, [user, pathname, search]);

  // The other tabs: a sign-in or sign-out there is one here; a refresh there serves here.
  const keepAlive = useRef<ReturnType<typeof startKeepAlive> | null>(null);
  useEffect(
    () =>
      onSessionEvent((event, detail) => {
        if (!detail.fromOtherTab) return;
        if (event === "TOKEN_REFRESHED" && detail.expiresAt)
          keepAlive.current?.heard(Date.parse(detail.expiresAt));
        else if (event === "SIGNED_OUT" && detail.ended) endSession({ share: false });
        else if (event === "SIGNED_OUT" || event === "SIGNED_IN" || event === "USER_UPDATED")
          void revalidate();
      }),
    [revalidate],
  );

  // The keep-alive, while signed in.
  const expiresAt = user?.sessionExpiresAt ?? null;
  useEffect(() => {
    if (!expiresAt) return;
    const alive = startKeepAlive({
      expiresAt: Date.parse(expiresAt),
      refresh: refreshSession,
      visible: () => document.visibilityState === "visible",
      exclusive,
      onRefreshed: (at) => emitSessionEvent("TOKEN_REFRESHED", { expiresAt: new Date(at).toISOString() }),
      onEnded: () => endSession(),
    });
    keepAlive.current = alive;
    // A tab coming back into view looks at once.
    const look = () => void alive.tick();
    document.addEventListener("visibilitychange", look);
    return () => {
      alive.stop();
      keepAlive.current = null;
      document.removeEventListener("visibilitychange", look);
    };
  }, [expiresAt]);

  useEffect(keepTypingAfterEnd, []);

  // A form sent while the session had ended comes back after signing in too.
  useEffect(() => {
    const hold = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement)
        holdSubmitted(event.target, location.pathname + location.search);
    };
    document.addEventListener("submit", hold, true);
    return () => document.removeEventListener("submit", hold, true);
  }, []);

  // After each navigation: settle a held form; put back what was kept for this page.
  useEffect(() => {
    if (navigating) return;
    settlePending(pathname === "/sign-in" ? new URLSearchParams(search).get("redirectedFrom") : null);
    // Not while the ended notice shows: the page is still the one the draft came from.
    if (!user || connectionStatus.get().sessionEnded) return;
    const draft = takeDraft(path);
    if (draft && applyDraft(document, draft))
      show({ type: "info", message: "What you typed before signing in again is back." });
  }, [navigating, path, pathname, search, user, show]);

  return null;
}
