import { Outlet } from "react-router";
import { requireGuest } from "~/modules/accounts/guards.server";
import type { Route } from "./+types/guest-layout";
import { AreaErrorPage } from "~/frame/area-error";
import { platformOf } from "~/platform/context";

/** Sign-in, sign-up and the other guest pages send a signed-in user home (spec §2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(platformOf(context), request);
  return null;
}

export default function GuestLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorPage error={error} area="account" />;
}
