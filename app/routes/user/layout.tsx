import { Outlet } from "react-router";
import { requireUser } from "~/modules/accounts/guards.server";
import type { Route } from "./+types/layout";

/** Every /user/* page needs a signed-in user; checked on the server before any HTML is sent. */
export async function loader({ request }: Route.LoaderArgs) {
  return { user: await requireUser(request) };
}

export default function UserLayout() {
  return <Outlet />;
}
