import { data } from "react-router";
import { assertSameOrigin } from "~/modules/accounts/accounts.server";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { getProfile, updateProfile, type ProfileResult } from "~/modules/profiles/profiles.server";
import { profileJson } from "~/modules/profiles/profiles";
import { platform } from "~/platform/runtime.server";
import type { Route } from "./+types/profile";

/**
 * The signed-in user's own profile (spec §7):
 *   GET   /api/profile → { data: row, error: null }
 *   PATCH /api/profile  { first_name?, last_name?, username? } → the updated row
 * There is no id in the path or the body: a user can only ever reach their own row.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) return data({ data: null, error: "Auth session missing!" }, { status: 401 });
  return answer(await getProfile((await platform()).database.db, user.id));
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "PATCH") return data({ data: null, error: "Use PATCH." }, { status: 405 });
  await assertSameOrigin(request);
  const user = await getSessionUser(request);
  if (!user) return data({ data: null, error: "Auth session missing!" }, { status: 401 });
  const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== "object" || Array.isArray(body))
    return data({ data: null, error: "Send a JSON object." }, { status: 400 });
  const input = { firstName: body.first_name, lastName: body.last_name, username: body.username };
  return answer(await updateProfile((await platform()).database.db, user.id, input));
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
