import { data, redirect } from "react-router";
import { cleanDisplayText } from "../../shared/text.ts";
import { getCurrentSession } from "./accounts.server.ts";
import type { AuthPlatform } from "./auth.server.ts";
import { signInRedirectPath } from "../../shared/redirects.ts";
import { isStaff } from "../../shared/staff.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** The id of this browser's session (to tell it apart in the session list). */
  sessionId: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
}

/**
 * The signed-in user of this request, or null: the session cookie (HttpOnly)
 * checked against the sessions table by Better Auth, once per request.
 */
export async function getSessionUser(platform: AuthPlatform, request: Request): Promise<SessionUser | null> {
  const current = await getCurrentSession(platform, request);
  if (!current) return null;
  const { user, session } = current;
  return {
    id: user.id,
    email: user.email,
    // Shown in the header: cleaned again, for names stored before issue 14.
    name: cleanDisplayText(user.name),
    sessionId: session.id,
    emailVerified: Boolean(user.emailVerified),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    phoneNumber: user.phoneNumber ?? null,
    phoneNumberVerified: Boolean(user.phoneNumberVerified),
  };
}

/** Sign-in-required pages: anonymous visitors go to sign in, then come back. */
export async function requireUser(platform: AuthPlatform, request: Request): Promise<SessionUser> {
  const user = await getSessionUser(platform, request);
  if (!user) throw redirect(signInRedirectPath(request));
  return user;
}

/** Guest-only pages: a signed-in user is sent to the home page (spec §2). */
export async function requireGuest(platform: AuthPlatform, request: Request): Promise<void> {
  if (await getSessionUser(platform, request)) throw redirect("/");
}

/** Staff-only pages: sign in first; anyone else is answered 404 (the page is not theirs to know of). */
export async function requireStaff(platform: AuthPlatform, request: Request): Promise<SessionUser> {
  const user = await requireUser(platform, request);
  if (!isStaff(user, platform.env.STAFF_EMAILS)) throw data("We couldn't find that page.", { status: 404 });
  return user;
}
