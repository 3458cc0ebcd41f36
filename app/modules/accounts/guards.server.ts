import {
  createContext,
  data,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { localeOfRequest, translatorFor } from "../../i18n/language.server.ts";
import { platformOf } from "../../platform/context.ts";
import { cleanDisplayText } from "../../shared/text.ts";
import { getCurrentSession } from "./accounts.server.ts";
import type { AuthPlatform } from "./auth.server.ts";
import { signInRedirectPath } from "../../shared/redirects.ts";
import { isOperator } from "./operator-role.server.ts";

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
    // Shown in the header: cleaned again, for names stored before sign-up cleaned them.
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

const signedInUserContext = createContext<SessionUser>();

/**
 * The middleware of the areas that need a signed-in user (the user area, hosting, the account's
 * security steps): anonymous visitors go to sign in and come back to the page they asked for,
 * before any loader or action runs; those run knowing who asks (`signedInUser(context)`).
 */
export const signedInArea: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(signedInUserContext, await requireUser(platformOf(context), request));
};

/** The signed-in user of a request in an area behind `signedInArea` (anywhere else this throws). */
export function signedInUser(context: Readonly<RouterContextProvider>): SessionUser {
  return context.get(signedInUserContext);
}

/** Guest-only pages: a signed-in user is sent to the home page (spec §2). */
export async function requireGuest(platform: AuthPlatform, request: Request): Promise<void> {
  if (await getSessionUser(platform, request)) throw redirect("/");
}

/**
 * The review of reported messages (/staff/reports): operators only (decision 3700; the role replaced
 * the STAFF_EMAILS list). Sign in first; anyone else is answered 404 (the page is not theirs to know of).
 */
export async function requireStaff(platform: AuthPlatform, request: Request): Promise<SessionUser> {
  const user = await requireUser(platform, request);
  if (!(await isOperator(platform.database.db, user.id)))
    throw data(translatorFor(localeOfRequest(request), "staff")("notFound"), { status: 404 });
  return user;
}
