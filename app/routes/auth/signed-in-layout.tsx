import { Outlet } from "react-router";
import { requireUser } from "~/modules/accounts/guards.server";
import type { Route } from "./+types/signed-in-layout";
import { AreaError } from "~/frame/area-error";

/** Account-security steps (two-factor set-up, phone, email change) need a signed-in user. */
export async function loader({ request }: Route.LoaderArgs) {
  return { user: await requireUser(request) };
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
