import { data, redirect } from "react-router";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { safeRedirectPath } from "~/shared/redirects";
import { removeFromWishlist, saveToWishlist } from "~/modules/wishlist/wishlist.server";
import type { Route } from "./+types/wishlist";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { localeOfRequest, translatorFor } from "~/i18n/language.server";

/**
 * POST /api/wishlist  listing=<slug> intent=save|remove [redirectTo]
 * Anonymous: to sign-in, then to /user/wishlist?save=<slug>, which asks to confirm the save.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const form = await readForm(request);
  const slug = String(form.get("listing") ?? "");
  const intent = form.get("intent");
  if (!/^[a-z0-9-]{1,200}$/.test(slug) || (intent !== "save" && intent !== "remove"))
    return data({ error: "Which stay?" }, { status: 400 });
  const user = await getSessionUser(platform, request);
  if (!user) {
    const next = `/user/wishlist?save=${encodeURIComponent(slug)}`;
    return redirect(`/sign-in?redirectedFrom=${encodeURIComponent(next)}`);
  }
  const db = platform.database.db;
  if (intent === "save" && !(await saveToWishlist(db, user.id, slug)))
    return data({ error: "No such stay." }, { status: 404 });
  if (intent === "remove") await removeFromWishlist(db, user.id, slug);
  const redirectTo = form.get("redirectTo");
  // Without scripts the heart is a form that comes back to the page: a one-time toast says so, and
  // makes that one visit drawn for this visitor (a shared page shows hearts only with scripts, 4010).
  if (typeof redirectTo === "string" && redirectTo) {
    const say = translatorFor(localeOfRequest(request), "stay");
    return redirectWithToast(platform, safeRedirectPath(redirectTo), {
      type: "success",
      message: say(intent === "save" ? "wishlistSavedToast" : "wishlistRemovedToast"),
    });
  }
  return { ok: true, saved: intent === "save" };
}

export function loader() {
  return redirect("/user/wishlist");
}
