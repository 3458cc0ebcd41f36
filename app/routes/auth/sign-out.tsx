import { redirect } from "react-router";
import { callAuth, endAllSessions } from "~/modules/accounts/accounts.server";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { redirectWithToast } from "~/platform/flash.server";
import type { Route } from "./+types/sign-out";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";

/** Sign-out is a POST (a link must never sign anyone out). */
export function loader() {
  return redirect("/");
}

/**
 * Spec §4 / §7: sign out globally (every session of this user), clear the
 * cookies, go to /sign-in. The browser side (just_logged_out flag, stored
 * session and profile) is done by the menu's script before it posts; without
 * scripts, the sign-in page gets the message as a toast instead.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = await getSessionUser(platform, request);
  const form = await readForm(request);
  const result = await callAuth(platform, request, "/sign-out");
  if (user) await endAllSessions(platform.database.db, user.id);
  if (form.get("js") === "1") return redirect("/sign-in", { headers: result.headers });
  return redirectWithToast(
    platform,
    "/sign-in",
    { type: "info", message: "You have been signed out" },
    { headers: result.headers },
  );
}
