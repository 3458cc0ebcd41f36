import { initials } from "../profiles/profiles.ts";
import type { PublicUser } from "./client-session.ts";
import { getSessionUser } from "./guards.server.ts";

/** What every page may know about the signed-in user (for the header's account menu). */
export async function publicUser(request: Request): Promise<PublicUser | null> {
  const user = await getSessionUser(request);
  if (!user) return null;
  const name = user.name.trim() || user.email;
  return { id: user.id, name, email: user.email, initials: initials(name) };
}
