import { Outlet } from "react-router";
import { requireUser } from "~/modules/accounts/guards.server";
import type { Route } from "./+types/signed-in-layout";
import { AreaError } from "~/frame/area-error";
import { platformOf } from "~/platform/context";

/** Account-security steps (two-factor set-up, phone, email change) need a signed-in user. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireUser(platformOf(context), request) };
}

export default function SignedInLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container-page">
      <AreaError error={error} area="account" />
    </div>
  );
}
