import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import { fullName } from "../profiles/profiles.ts";
import { callAuth } from "./accounts.server.ts";
import type { AuthPlatform } from "./auth.server.ts";

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** False: the account only, no session (for tests of signing in). */
  signedIn: boolean;
}

/**
 * An account with a confirmed email, signed in, in one call: browser tests that need a signed-in
 * person use it (TEST_HOOKS) instead of the sign-up page, the emailed link and the sign-in page,
 * which have tests of their own. It goes through the same Better Auth endpoints as those pages (its
 * hashing, hooks, profile row and rate limits), only the email round trip is skipped. Answers with
 * the session's Set-Cookie headers (none when `signedIn` is false).
 */
export async function signedInTestUser(platform: AuthPlatform, request: Request, user: TestUser) {
  const { email, password, firstName, lastName, signedIn } = user;
  const signedUp = await callAuth(platform, request, "/sign-up/email", {
    body: { name: fullName(firstName, lastName), firstName, lastName, email, password },
  });
  if (!signedUp.ok) return signedUp;
  await platform.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  if (!signedIn) return { ...signedUp, headers: new Headers() };
  return callAuth(platform, request, "/sign-in/email", { body: { email, password } });
}
