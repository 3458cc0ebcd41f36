/**
 * The session events of the spec (§7's auth client), told to the code of the page that listens
 * (`onSessionEvent`) and shared with the site's other tabs of this browser (BroadcastChannel),
 * so a sign-out or a refresh in one tab is known in all of them.
 */
export const SESSION_EVENTS = [
  "SIGNED_IN",
  "SIGNED_OUT",
  "TOKEN_REFRESHED",
  "USER_UPDATED",
  "PASSWORD_RECOVERY",
  "MFA_CHALLENGE_VERIFIED",
] as const;
export type SessionEvent = (typeof SESSION_EVENTS)[number];

export interface SessionEventDetail {
  userId?: string | null;
  /** TOKEN_REFRESHED: the session's new expiry. */
  expiresAt?: string | null;
  /** SIGNED_OUT: the session ended without the person signing out (revoked, expired). */
  ended?: boolean;
  /** Heard from another tab. */
  fromOtherTab?: boolean;
}

type Listener = (event: SessionEvent, detail: SessionEventDetail) => void;

const CHANNEL = "pfr-session";
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function tell(event: SessionEvent, detail: SessionEventDetail) {
  for (const listener of [...listeners]) listener(event, detail);
}

function sharedChannel() {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener(
    "message",
    (message: MessageEvent<{ event: SessionEvent; detail: SessionEventDetail }>) => {
      if (SESSION_EVENTS.includes(message.data?.event))
        tell(message.data.event, { ...message.data.detail, fromOtherTab: true });
    },
  );
  return channel;
}

/** Listens to session events (this tab's and the other tabs'); returns the way to stop. */
export function onSessionEvent(listener: Listener): () => void {
  sharedChannel();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Tells this tab's listeners, and the other tabs. */
export function emitSessionEvent(event: SessionEvent, detail: SessionEventDetail = {}) {
  tell(event, detail);
  sharedChannel()?.postMessage({ event, detail });
}

/** What the page knows of the session at one moment (root loader data and location). */
export interface SessionSnapshot {
  userId: string | null;
  /** Name, email and picture: a change is USER_UPDATED. */
  profile: string;
  pathname: string;
  search: string;
}

/**
 * The events between two moments of one tab (pure): signed in (after the two-factor step,
 * also MFA_CHALLENGE_VERIFIED), signed out, the user's details changed, or a password reset
 * link opened. The first moment only sets the baseline, except for a reset link.
 */
export function sessionEventsBetween(
  previous: SessionSnapshot | null,
  next: SessionSnapshot,
): SessionEvent[] {
  const events: SessionEvent[] = [];
  if (previous && previous.userId !== next.userId) {
    if (previous.userId) events.push("SIGNED_OUT");
    if (next.userId) {
      events.push("SIGNED_IN");
      if (previous.pathname === "/two-factor") events.push("MFA_CHALLENGE_VERIFIED");
    }
  } else if (previous && next.userId && previous.profile !== next.profile) {
    events.push("USER_UPDATED");
  }
  const arrived = !previous || previous.pathname !== next.pathname || previous.search !== next.search;
  if (arrived && next.pathname === "/update-password" && new URLSearchParams(next.search).has("token"))
    events.push("PASSWORD_RECOVERY");
  return events;
}
