import { redirect } from "react-router";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { saveLanguage } from "~/modules/profiles/language.server";
import { isLocale, localizePath, splitLocalePath } from "~/i18n/locales";
import { languageCookie } from "~/i18n/language.server";
import { isLocalizedPath } from "~/i18n/public-paths";
import { CATEGORIES } from "~/modules/blog/blog";
import { platformOf } from "~/platform/context";
import { readForm } from "~/shared/http.server";
import { safeRedirectPath } from "~/shared/redirects";
import type { Route } from "./+types/language";

/** Nothing to show: the switcher posts here. */
export function loader() {
  return redirect("/");
}

/**
 * The language switcher (header and footer, decision 3800): remembers the choice in a cookie and,
 * for a signed-in user, in their settings, then goes back to the same page in that language (a page
 * with language versions under its prefix; any other at its own address, now in that language).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const form = await readForm(request);
  const chosen = form.get("lang");
  if (!isLocale(chosen)) return new Response("Choose one of the site's languages.", { status: 400 });
  const back = new URL(safeRedirectPath(form.get("back")), "http://same.site");
  const { path } = splitLocalePath(back.pathname);
  const user = await getSessionUser(platform, request);
  if (user) await saveLanguage(platform.database.db, user.id, chosen);
  const localized = isLocalizedPath(
    path,
    CATEGORIES.map((c) => c.slug),
  );
  const target = (localized ? localizePath(path, chosen) : path) + back.search + back.hash;
  return redirect(target, { headers: { "Set-Cookie": languageCookie(chosen) } });
}
