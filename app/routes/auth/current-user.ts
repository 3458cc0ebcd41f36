import { data } from "react-router";
import { currentUser } from "~/modules/accounts/accounts.server";
import type { Route } from "./+types/current-user";
import { platformOf } from "~/platform/context";

/**
 * "Get current user" (spec §7): the signed-in user, or 401 with the spec's
 * messages ('Auth session missing!' / 'No user found').
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { data: user, error } = await currentUser(platformOf(context), request);
  const headers = { "Cache-Control": "no-store" };
  if (!user) return data({ error }, { status: 401, headers });
  return data(
    {
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        twoFactorEnabled: Boolean(user.twoFactorEnabled),
        phoneNumber: user.phoneNumber ?? null,
        phoneNumberVerified: Boolean(user.phoneNumberVerified),
      },
    },
    { headers },
  );
}
