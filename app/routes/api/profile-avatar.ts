import { data } from "react-router";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { redirectWithToast } from "~/platform/flash.server";
import { safeRedirectPath } from "~/shared/redirects";
import { profileFailure, saveAvatarFrom, withAvatarForm } from "~/modules/profiles/avatar-upload.server";
import { deleteAvatar, type ProfileResult } from "~/modules/profiles/profiles.server";
import { answer } from "./profile";
import type { Route } from "./+types/profile-avatar";
import { platformOf } from "~/platform/context";
import type { Locale } from "~/i18n/locales";
import { translatorFor } from "~/i18n/language.server";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";

/** A refusal's words in the reader's language (decision 3850): the upload's, the picture's checks. */
function localized(locale: Locale, result: ProfileResult): ProfileResult {
  return result.error === null
    ? result
    : {
        ...result,
        error: localizeMessage(locale, result.error),
        fieldErrors: localizeErrors(locale, result.fieldErrors),
      };
}

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
  const locale = await readerLocale(database.db, request, user.id);
  const say = translatorFor(locale, "avatar");
  if (request.method === "DELETE")
    return answer(localized(locale, await deleteAvatar(database.db, storage, user.id)));
  if (request.method !== "POST") return data({ data: null, error: "Use POST or DELETE." }, { status: 405 });

  // Streamed to disk (never held whole in memory), removed once answered.
  return withAvatarForm(request, "avatar", async (read) => {
    if (!read.ok) return answer(localized(locale, profileFailure(read)));
    let result: ProfileResult;
    let done: string;
    if (read.fields.get("intent") === "delete") {
      result = localized(locale, await deleteAvatar(database.db, storage, user.id));
      done = say("removed");
    } else {
      result = localized(locale, await saveAvatarFrom(database.db, storage, user.id, read));
      done = say("saved");
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
