import { redirect } from "react-router";
import { signInRedirectPath } from "./redirects.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/**
 * The signed-in user of this request, or null. Sessions arrive with the accounts
 * issue; until then nobody is signed in, and the guards below already hold.
 */
export async function getSessionUser(_request: Request): Promise<SessionUser | null> {
  return null;
}

/** Sign-in-required pages: anonymous visitors go to sign in, then come back. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect(signInRedirectPath(request));
  return user;
}

/** Guest-only pages: a signed-in user is sent to the home page (spec §2). */
export async function requireGuest(request: Request): Promise<void> {
  if (await getSessionUser(request)) throw redirect("/");
}
