import { data } from "react-router";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { getProfile, updateProfile, type ProfileResult } from "~/modules/profiles/profiles.server";
import { profileJson } from "~/modules/profiles/profiles";
import type { Route } from "./+types/profile";
import { platformOf } from "~/platform/context";
import { readJson } from "~/shared/http.server";

/**
 * The signed-in user's own profile (spec §7):
 *   GET   /api/profile → { data: row, error: null }
 *   PATCH /api/profile  { first_name?, last_name?, username? } → the updated row
 * There is no id in the path or the body: a user can only ever reach their own row.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = await getSessionUser(platform, request);
  if (!user) return data({ data: null, error: "Auth session missing!" }, { status: 401 });
  return answer(await getProfile(platform.database.db, user.id));
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  if (request.method !== "PATCH") return data({ data: null, error: "Use PATCH." }, { status: 405 });
  const user = await getSessionUser(platform, request);
  if (!user) return data({ data: null, error: "Auth session missing!" }, { status: 401 });
  const body = (await readJson(request)) as Record<string, unknown> | null;
  if (!body || typeof body !== "object" || Array.isArray(body))
    return data({ data: null, error: "Send a JSON object." }, { status: 400 });
  const input = { firstName: body.first_name, lastName: body.last_name, username: body.username };
  return answer(await updateProfile(platform.database.db, user.id, input));
}

export function answer(result: ProfileResult) {
  const headers = { "Cache-Control": "no-store" };
  if (result.error !== null)
    return data(
      { data: null, error: result.error, fieldErrors: result.fieldErrors },
      { status: result.status, headers },
    );
  return data({ data: profileJson(result.data), error: null }, { headers });
}
