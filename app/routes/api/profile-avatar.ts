import { data } from "react-router";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { redirectWithToast } from "~/platform/flash.server";
import { safeRedirectPath } from "~/shared/redirects";
import { profileFailure, saveAvatarFrom, withAvatarForm } from "~/modules/profiles/avatar-upload.server";
import { deleteAvatar, type ProfileResult } from "~/modules/profiles/profiles.server";
import { answer } from "./profile";
import type { Route } from "./+types/profile-avatar";
import { platformOf } from "~/platform/context";

/**
 * The signed-in user's picture (spec §7):
 *   POST   /api/profile/avatar  multipart "avatar" (+ cropX, cropY, cropZoom) → the updated row
 *   DELETE /api/profile/avatar  → files under {userId} removed, then avatar_url null
 * Plain forms (no JavaScript) POST with intent=upload|delete and redirectTo, and
 * come back to the page with a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = await getSessionUser(platform, request);
  if (!user) return data({ data: null, error: "Auth session missing!" }, { status: 401 });
  const { database, storage } = platform;
  if (request.method === "DELETE") return answer(await deleteAvatar(database.db, storage, user.id));
  if (request.method !== "POST") return data({ data: null, error: "Use POST or DELETE." }, { status: 405 });

  // Streamed to disk (never held whole in memory), removed once answered.
  return withAvatarForm(request, "avatar", async (read) => {
    if (!read.ok) return answer(profileFailure(read));
    let result: ProfileResult;
    let done: string;
    if (read.fields.get("intent") === "delete") {
      result = await deleteAvatar(database.db, storage, user.id);
      done = "Your picture is removed.";
    } else {
      result = await saveAvatarFrom(database.db, storage, user.id, read);
      done = "Your new picture is saved.";
    }
    const redirectTo = read.fields.get("redirectTo");
    if (redirectTo) {
      const to = safeRedirectPath(redirectTo);
      return result.error === null
        ? redirectWithToast(platform, to, { type: "success", message: done })
        : redirectWithToast(platform, to, { type: "error", message: result.error });
    }
    return answer(result);
  });
}
