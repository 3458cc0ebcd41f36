/**
 * What the browser keeps of the session (docs/decisions/0100-client-session.md):
 * never the token (an HttpOnly cookie), only public fields for the page.
 */
import { PROFILE_STORAGE_KEY } from "../profiles/profile-key.ts";
import { SIGNED_IN_KEY } from "../../ui/preferences-boot.ts";

export const SESSION_STORAGE_KEY = "pfr-session";
export const JUST_LOGGED_OUT_KEY = "just_logged_out";

export interface PublicUser {
  id: string;
  name: string;
  email: string;
  initials: string;
  /** The profile picture, or null for the initials avatar. */
  avatarUrl: string | null;
  /** Unread notifications, for the badge in the header. */
  unread: number;
  /** Unread messages (of every conversation), for the messages link beside it. */
  unreadMessages: number;
  /** Runs the site (the operator role): the menu offers the console and the review of reported messages. */
  operator: boolean;
  /** When the session ends unless refreshed (the keep-alive's clock, spec §9). */
  sessionExpiresAt: string | null;
  /** The language the user saved in their settings (decision 3800), or null. */
  language: string | null;
}

/**
 * Mirrors the server's answer into session storage; removes it when signed out. A mark in local
 * storage (no name, no id) tells the next page's boot script to keep the header's account space
 * empty rather than offer "Sign in" until the visitor's parts arrive (decision 4010).
 */
export function syncClientSession(user: PublicUser | null) {
  try {
    if (user) sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user, signedIn: true }));
    else sessionStorage.removeItem(SESSION_STORAGE_KEY);
    if (user) localStorage.setItem(SIGNED_IN_KEY, "1");
    else localStorage.removeItem(SIGNED_IN_KEY);
    if (user) document.documentElement.dataset.signedIn = "";
    else delete document.documentElement.dataset.signedIn;
  } catch {
    // storage blocked: nothing to keep
  }
}

/** Spec §4 sign-out, browser side: flag, then forget the session and the profile. */
export function forgetClientSession() {
  try {
    sessionStorage.setItem(JUST_LOGGED_OUT_KEY, "1");
    sessionStorage.removeItem(SESSION_STORAGE_KEY);
    localStorage.removeItem(PROFILE_STORAGE_KEY);
    localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // storage blocked
  }
}

/** Where the emailed verification link lands when it worked. */
export const VERIFIED_CALLBACK = "/email-authenticated?verified=1";
